import type { PostSummary } from "../../../../domain/communities/index.ts";
import { postPath } from "../../../../lib/community-paths.ts";
import { isLocale, localeEntry } from "../../../../lib/locales.ts";
import { ClientDate } from "../../../components/ui/client-date.tsx";
import { DemoTag } from "../../../components/ui/demo-tag.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { ReactionCountsLine } from "./reactions.tsx";
import { TypeBadge } from "./type-badge.tsx";

/** Who wrote a post or answer: their nickname, or "former member" once the account is gone. */
export function AuthorName({ nickname }: { nickname: string | null }) {
  const { t } = useTranslation("community");
  return nickname === null ? (
    <span className="italic">{t("post.formerMember")}</span>
  ) : (
    <span className="font-medium text-fg">{nickname}</span>
  );
}

/** A post's type, labels, author, date and answers, shared by the feed's cards and the thread's header. */
export function PostMeta({ post }: { post: PostSummary }) {
  const { t, locale } = useTranslation("community");
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
      <TypeBadge type={post.type} />
      {post.demo ? <DemoTag>{t("post.demo")}</DemoTag> : null}
      {post.language !== locale && isLocale(post.language) ? (
        <span lang={post.language} className="rounded bg-bg px-1.5 py-0.5">
          {localeEntry(post.language).name}
        </span>
      ) : null}
      <AuthorName nickname={post.author.nickname} />
      <ClientDate iso={post.createdAt} />
      {post.editedAt ? <span>({t("post.edited")})</span> : null}
      <span>{t("post.answers", { count: post.answerCount })}</span>
      <ReactionCountsLine counts={post.reactions} />
    </p>
  );
}

/** How many answers, reactions and mentions in a tracked post the reader has not seen yet. */
function UnseenBadge({ count }: { count: number }) {
  const { t } = useTranslation("community");
  return (
    <span
      data-testid="unseen"
      className="ms-2 inline-block rounded-full bg-accent px-2 py-0.5 align-middle text-xs font-medium text-bg"
    >
      {t("tracking.unseen", { count })}
    </span>
  );
}

/** A post in a feed: its title linking to its thread, its start and its meta. */
export function PostCard({
  post,
  heading: Heading,
  showToken = false,
}: {
  post: PostSummary;
  /** The title's heading level under the page's outline. */
  heading: "h2" | "h3";
  showToken?: boolean;
}) {
  return (
    <article className="rounded-lg border border-line bg-surface p-3">
      {showToken ? (
        <p className="mb-1 text-xs font-medium text-muted">
          {post.token.name} <span>({post.token.symbol})</span>
        </p>
      ) : null}
      <Heading lang={post.language} className="font-semibold break-words">
        <LocalLink to={postPath(post.token.slug, post.id)} className="hover:text-accent hover:underline">
          {post.title}
        </LocalLink>
        {post.viewer && post.viewer.unseen > 0 ? <UnseenBadge count={post.viewer.unseen} /> : null}
      </Heading>
      <p lang={post.language} className="mt-1 text-sm break-words text-muted">
        {post.excerpt}
      </p>
      <div className="mt-2">
        <PostMeta post={post} />
      </div>
    </article>
  );
}
