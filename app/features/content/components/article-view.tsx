import type { ContentDetail } from "../../../../domain/content/index.ts";
import { type ArticleKind, contentPath } from "../../../../lib/content.ts";
import { ClientDate } from "../../../components/ui/client-date.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { FallbackNotice } from "./fallback-notice.tsx";
import { RelatedTokens } from "./related-tokens.tsx";
import { RichText } from "./rich-text.tsx";

/** A news or blog article: date, reading time, cover, text, related tokens, and the older and newer ones. */
export function ArticleView({ entry, kind }: { entry: ContentDetail; kind: ArticleKind }) {
  const { t } = useTranslation("content");
  return (
    <article className="max-w-3xl">
      <p className="mb-3 flex flex-wrap gap-x-2 text-sm text-muted">
        <ClientDate iso={entry.publishedAt} />
        <span aria-hidden="true">·</span>
        <span>{t("readingTime", { count: entry.readingMinutes })}</span>
      </p>
      {entry.fallback && <FallbackNotice />}
      {entry.cover && (
        <img
          src={entry.cover}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className="mb-5 aspect-[40/21] w-full rounded-lg object-cover"
        />
      )}
      <RichText html={entry.body} lang={entry.fallback ? "en" : undefined} />
      <RelatedTokens tokens={entry.tokens} />
      <nav
        aria-label={t("moreArticles")}
        className="mt-8 grid gap-3 border-t border-line pt-4 sm:grid-cols-2"
      >
        {entry.newer ? (
          <LocalLink
            to={contentPath(kind, entry.newer.slug)}
            rel="next"
            className="rounded-md p-2 hover:bg-surface"
          >
            <span className="block text-xs text-muted">{t("newer")}</span>
            <span className="font-medium">{entry.newer.title}</span>
          </LocalLink>
        ) : (
          <span />
        )}
        {entry.older && (
          <LocalLink
            to={contentPath(kind, entry.older.slug)}
            rel="prev"
            className="rounded-md p-2 text-right hover:bg-surface"
          >
            <span className="block text-xs text-muted">{t("older")}</span>
            <span className="font-medium">{entry.older.title}</span>
          </LocalLink>
        )}
      </nav>
    </article>
  );
}
