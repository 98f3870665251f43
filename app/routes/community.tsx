import { ALL_LANGUAGES, lenientFeedQuery, readerLanguage } from "../../domain/communities/filter.ts";
import { suspensionMessage } from "../../domain/communities/moderation-rules.ts";
import { COMMUNITY_HUB_PATH, communityPath } from "../../lib/community-paths.ts";
import { isTokenSlug } from "../../lib/route-shapes.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { postingJsonLd } from "../features/community/community.server.ts";
import { PostComposer } from "../features/community/components/composer.tsx";
import { FeedFilterForm } from "../features/community/components/feed-filter.tsx";
import { LiveFeedNotice } from "../features/community/components/live-news.tsx";
import { MemberBar } from "../features/community/components/member-bar.tsx";
import { OtherLanguages } from "../features/community/components/other-languages.tsx";
import { PostCard } from "../features/community/components/post-card.tsx";
import { SuspensionNotice } from "../features/community/components/suspension-notice.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { fatalNotFound, notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/community";

/**
 * `/token/{token}/community`: a published community's feed, filtered and paged by its address
 * (`type`, `orderBy`, `text`, `cursor`), so the filter works without JavaScript (docs/product.md, Communities).
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (!isTokenSlug(params.token)) fatalNotFound(url);
  const { services, t, seo, locale, i18n } = pageContext(context);
  const community = await services.communities.community(params.token);
  if (!community) notFound(url);
  const get = (name: string) => url.searchParams.get(name) ?? undefined;
  const query = lenientFeedQuery({
    type: get("type"),
    orderBy: get("orderBy"),
    period: get("period"),
    text: get("text"),
    cursor: get("cursor"),
    isTracked: get("isTracked"),
  });
  const caller = services.caller;
  const [feed, membership, tracking, suspension, isOwner] = await Promise.all([
    services.communities.page(community, query, readerLanguage(get("languages"), locale), caller?.user.id),
    caller ? services.communityWrites.membership(caller, community.token.slug) : { isMember: false },
    caller ? services.communityTracking.summary(caller, community.id) : null,
    caller ? services.communityWrites.suspension(caller) : null,
    caller ? services.communityWrites.isOwner(caller, community) : false,
  ]);
  const { page } = feed;
  const { token } = community;
  const vars = { name: token.name, symbol: token.symbol };
  const path = communityPath(token.slug);
  return {
    community,
    filter: {
      type: query.type,
      orderBy: query.orderBy,
      period: query.period,
      text: query.text,
      isTracked: caller !== null && query.isTracked === true,
      allLanguages: feed.language === undefined,
    },
    page,
    otherLanguages: feed.otherLanguages,
    tracking,
    signedIn: caller !== null,
    isMember: membership.isMember,
    isOwner,
    suspension: suspension ? suspensionMessage(t, suspension, locale, new Date()) : null,
    seo: seo({
      title: t("community:feed.seoTitle", vars),
      h1: t("community:feed.title", vars),
      description: t("community:feed.description", vars),
      path,
      // A search or a deeper page is a view of the feed, not a page of its own.
      noindex:
        query.text !== undefined ||
        query.cursor !== undefined ||
        query.period !== undefined ||
        query.isTracked === true ||
        feed.language === undefined,
      crumbs: [
        { name: t("community:hub.title"), path: COMMUNITY_HUB_PATH },
        { name: t("community:feed.title", vars), path },
      ],
      jsonLd: page.data.map((post) => postingJsonLd(post, services.publicUrl, locale)),
    }),
    i18n: i18n("community", "captcha"),
    captcha: services.captcha,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function CommunityFeed({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("community");
  const { community, filter, page } = loaderData;
  const { token } = community;
  const filtered =
    filter.type !== undefined || filter.text !== undefined || filter.period !== undefined || filter.isTracked;
  /** The feed's address with its filter, every language when `allLanguages`, at `cursor` when given. */
  const feedHref = (allLanguages: boolean, cursor?: string) => {
    const params = new URLSearchParams();
    if (filter.type) params.set("type", filter.type);
    if (filter.orderBy !== "newest") params.set("orderBy", filter.orderBy);
    if (filter.period) params.set("period", filter.period);
    if (filter.text) params.set("text", filter.text);
    if (filter.isTracked) params.set("isTracked", "true");
    if (allLanguages) params.set("languages", ALL_LANGUAGES);
    if (cursor) params.set("cursor", cursor);
    return `${communityPath(token.slug)}?${params}`;
  };
  const pageHref = (cursor: string) => feedHref(filter.allLanguages, cursor);
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <div className="-mt-2 mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <LocalLink
          to={`/token/${token.slug}`}
          className="flex items-center gap-2 text-accent hover:underline"
        >
          <TokenLogo logo={token.logo} tokenImage={null} symbol={token.symbol} size={20} />
          {t("feed.tokenPage", { name: token.name })}
        </LocalLink>
        <span className="text-muted">{t("hub.posts", { count: community.postCount })}</span>
        <span className="text-muted">{t("hub.members", { count: community.memberCount })}</span>
      </div>
      <MemberBar
        tokenSlug={token.slug}
        signedIn={loaderData.signedIn}
        isMember={loaderData.isMember}
        path={communityPath(token.slug)}
      />
      {loaderData.suspension ? (
        <SuspensionNotice message={loaderData.suspension} />
      ) : loaderData.isMember ? (
        <PostComposer tokenSlug={token.slug} captchaView={loaderData.captcha} isOwner={loaderData.isOwner} />
      ) : null}
      <FeedFilterForm tokenSlug={token.slug} filter={filter} tracking={loaderData.tracking} />
      <LiveFeedNotice channel={community.channel} loadedWith={page} />
      <OtherLanguages count={loaderData.otherLanguages} allHref={feedHref(true)} />
      {page.data.some((post) => post.demo) ? (
        <p className="mb-3 rounded-md border border-line bg-surface p-2 text-xs text-muted">
          {t("post.demoNotice")}
        </p>
      ) : null}
      {page.data.length === 0 ? (
        <p
          data-testid="feed-empty"
          className="rounded-lg border border-line bg-surface p-8 text-center text-muted"
        >
          {filter.isTracked && filter.type === undefined && filter.text === undefined
            ? t("feed.noTracked")
            : filtered
              ? t("feed.noMatch")
              : t("feed.empty")}
        </p>
      ) : (
        <section aria-label={t("feed.list")}>
          <ol data-testid="feed" className="grid gap-3">
            {page.data.map((post) => (
              <li key={post.id}>
                <PostCard post={post} heading="h2" />
              </li>
            ))}
          </ol>
        </section>
      )}
      {page.prevCursor || page.nextCursor ? (
        <nav aria-label={t("feed.pager")} className="mt-6 flex justify-between gap-3 text-sm">
          {page.prevCursor ? (
            <LocalLink to={pageHref(page.prevCursor)} rel="prev" className="text-accent hover:underline">
              ← {t("feed.newer")}
            </LocalLink>
          ) : (
            <span />
          )}
          {page.nextCursor ? (
            <LocalLink to={pageHref(page.nextCursor)} rel="next" className="text-accent hover:underline">
              {t("feed.older")} →
            </LocalLink>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
