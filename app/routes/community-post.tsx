import { suspensionMessage } from "../../domain/communities/moderation-rules.ts";
import { COMMUNITY_HUB_PATH, communityPath } from "../../lib/community-paths.ts";
import { isTokenSlug } from "../../lib/route-shapes.ts";
import { Breadcrumbs } from "../components/ui/breadcrumbs.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { RichText } from "../components/ui/rich-text.tsx";
import { postingJsonLd } from "../features/community/community.server.ts";
import { BlockButton } from "../features/community/components/block-button.tsx";
import { AnswerForm } from "../features/community/components/composer.tsx";
import { LiveThread } from "../features/community/components/live-news.tsx";
import { MemberBar } from "../features/community/components/member-bar.tsx";
import { PostMeta } from "../features/community/components/post-card.tsx";
import { Reactions } from "../features/community/components/reactions.tsx";
import { ReportButton } from "../features/community/components/report-button.tsx";
import { SuspensionNotice } from "../features/community/components/suspension-notice.tsx";
import { Thread } from "../features/community/components/thread.tsx";
import { AnswerActions, PostActions } from "../features/community/components/thread-actions.tsx";
import { TrackButton } from "../features/community/components/track-button.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { fatalNotFound, notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/community-post";

/** `/token/{token}/community/{id}`: a post of a published community with its answers as a thread. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!isTokenSlug(params.token) || !/^[1-9]\d{0,9}$/.test(params.post)) fatalNotFound(url);
  const id = Number(params.post);
  if (id > 2_147_483_647) notFound(url);
  const { services, t, seo, locale, i18n } = pageContext(context);
  const caller = services.caller;
  const found = await services.communities.post(params.token, id, caller?.user.id);
  if (!found) notFound(url);
  const { community, post } = found;
  const [membership, owned, tracking, blocked, suspension] = caller
    ? await Promise.all([
        services.communityWrites.membership(caller, community.token.slug),
        services.communityWrites.ownedIn(caller, post.id),
        services.communityTracking.state(caller, post.id),
        services.communityBlocks.list(caller),
        services.communityWrites.suspension(caller),
      ])
    : [{ isMember: false }, { post: false, postEditable: false, answers: [], reacted: [] }, null, [], null];
  const isBlocked = (nickname: string | null) =>
    nickname !== null && blocked.some((name) => name.toLowerCase() === nickname.toLowerCase());
  const vars = { name: community.token.name, symbol: community.token.symbol };
  const feed = communityPath(community.token.slug);
  // A blocked member's answers keep their place, folded and without their text.
  const shown = {
    ...post,
    answers: post.answers.map((answer) =>
      isBlocked(answer.author.nickname) ? { ...answer, body: "", blocked: true } : answer,
    ),
  };
  return {
    community,
    post: shown,
    authorBlocked: isBlocked(post.author.nickname),
    signedIn: caller !== null,
    suspension: suspension ? suspensionMessage(t, suspension, locale, new Date()) : null,
    rights: { isMember: membership.isMember, ...owned },
    tracking,
    path: `${feed}/${post.id}`,
    seo: seo({
      title: t("community:post.seoTitle", { title: post.title, name: community.token.name }),
      h1: post.title,
      description: post.excerpt,
      path: `${feed}/${post.id}`,
      ogType: "article",
      // Hidden by the moderators, it is its author's alone: nothing for search engines.
      noindex: post.hidden === true,
      crumbs: [
        { name: t("community:hub.title"), path: COMMUNITY_HUB_PATH },
        { name: t("community:feed.title", vars), path: feed },
        { name: post.title, path: `${feed}/${post.id}` },
      ],
      jsonLd: post.hidden ? [] : [postingJsonLd(shown, services.publicUrl, locale)],
    }),
    i18n: i18n("community", "captcha"),
    captcha: services.captcha,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function CommunityPost({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("community");
  const { community, post, rights } = loaderData;
  const answers = `/api/user/communities/${community.token.slug}/posts/${post.id}/answers` as const;
  const mine = (answerId: number | null) => rights.reacted.find((r) => r.answerId === answerId)?.kind ?? null;
  const reactions = { isMember: rights.isMember, tokenSlug: community.token.slug, postId: post.id };
  return (
    <article>
      <Breadcrumbs items={loaderData.seo.breadcrumbs} />
      <h1 lang={post.language} className="text-2xl font-bold break-words">
        {loaderData.seo.h1}
      </h1>
      <div className="mt-2 mb-4">
        <PostMeta post={post} />
      </div>
      {post.hidden ? (
        <p role="note" className="mb-3 rounded-md border border-down p-2 text-sm text-down">
          {t("moderation.hiddenPost")}
        </p>
      ) : null}
      {post.demo ? (
        <p className="mb-3 rounded-md border border-line bg-surface p-2 text-xs text-muted">
          {t("post.demoNotice")}
        </p>
      ) : null}
      <div lang={post.language} className="rounded-lg border border-line bg-surface p-4 break-words">
        <RichText html={post.body} />
      </div>
      <Reactions counts={post.reactions} mine={mine(null)} {...reactions} />
      <PostActions post={post} rights={rights} />
      {rights.isMember && !rights.post && !post.hidden ? (
        <ReportButton tokenSlug={community.token.slug} postId={post.id} />
      ) : null}
      {loaderData.signedIn && !rights.post && post.author.nickname !== null ? (
        <p className="mt-2">
          <BlockButton nickname={post.author.nickname} blocked={loaderData.authorBlocked} />
        </p>
      ) : null}
      {loaderData.tracking ? (
        <TrackButton
          key={post.id}
          tokenSlug={community.token.slug}
          postId={post.id}
          tracking={loaderData.tracking}
        />
      ) : null}
      <LiveThread channel={community.channel} postId={post.id} loadedWith={post} />
      <Thread
        answers={post.answers}
        lang={post.language}
        actions={(answer) => {
          const blockable =
            loaderData.signedIn &&
            answer.author.nickname !== null &&
            !rights.answers.some((own) => own.id === answer.id);
          const block = blockable ? (
            <BlockButton nickname={answer.author.nickname ?? ""} blocked={answer.blocked === true} />
          ) : null;
          return answer.blocked ? (
            block
          ) : (
            <>
              <Reactions
                counts={answer.reactions}
                mine={mine(answer.id)}
                answerId={answer.id}
                {...reactions}
              />
              <AnswerActions
                answer={answer}
                tokenSlug={community.token.slug}
                postId={post.id}
                rights={rights}
                captchaView={loaderData.captcha}
              />
              {rights.isMember && !rights.answers.some((own) => own.id === answer.id) ? (
                <ReportButton tokenSlug={community.token.slug} postId={post.id} answerId={answer.id} />
              ) : null}
              {block}
            </>
          );
        }}
      />
      <div className="mt-4">
        {loaderData.suspension ? (
          <SuspensionNotice message={loaderData.suspension} />
        ) : post.hidden ? null : rights.isMember ? (
          <AnswerForm
            testId="answer-form"
            label={t("composer.answer")}
            submitLabel={t("composer.send")}
            captchaView={loaderData.captcha}
            send={(body, captcha) => accountCall("POST", answers, locale, { body, captcha })}
          />
        ) : (
          <MemberBar
            tokenSlug={community.token.slug}
            signedIn={loaderData.signedIn}
            isMember={false}
            path={loaderData.path}
          />
        )}
      </div>
      <p className="mt-6 text-sm">
        <LocalLink to={communityPath(community.token.slug)} className="text-accent hover:underline">
          ← {t("post.back", { name: community.token.name })}
        </LocalLink>
      </p>
    </article>
  );
}
