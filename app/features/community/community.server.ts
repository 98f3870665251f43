import type { PostDetail, PostSummary } from "../../../domain/communities/index.ts";
import { postPath } from "../../../lib/community-paths.ts";
import { isLocale, type Locale, langTag, localizePath } from "../../../lib/locales.ts";

/** Stored rich text (reduced to the allow-list on the way in) as one line of text. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

const person = (nickname: string | null) => ({ "@type": "Person", name: nickname ?? "—" });

/**
 * schema.org DiscussionForumPosting for a post: in a feed its headline, address and counts; on its thread page
 * also its text and its answers as comments.
 */
export function postingJsonLd(
  post: PostSummary | PostDetail,
  publicUrl: string,
  locale: Locale,
): Record<string, unknown> {
  const url = `${publicUrl}${localizePath(postPath(post.token.slug, post.id), locale)}`;
  const detail = "answers" in post;
  return {
    "@type": "DiscussionForumPosting",
    "@id": url,
    url,
    headline: post.title,
    text: detail ? textOf(post.body) : post.excerpt,
    inLanguage: langTag(isLocale(post.language) ? post.language : "en"),
    datePublished: post.createdAt,
    dateModified: post.editedAt ?? undefined,
    author: person(post.author.nickname),
    about: { "@type": "Thing", name: `${post.token.name} (${post.token.symbol})` },
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/CommentAction",
      userInteractionCount: post.answerCount,
    },
    comment: detail
      ? post.answers
          .filter((a) => !a.deleted && !a.hidden && !a.blocked)
          .map((a) => ({
            "@type": "Comment",
            datePublished: a.createdAt,
            author: person(a.author.nickname),
            text: textOf(a.body),
          }))
      : undefined,
  };
}
