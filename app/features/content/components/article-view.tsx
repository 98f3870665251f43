import type { ContentDetail } from "../../../../domain/content/index.ts";
import { type ArticleKind, contentPath } from "../../../../lib/content-kinds.ts";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { ArticleMeta } from "./article-card.tsx";
import { EntryText } from "./entry-text.tsx";
import { RelatedTokens } from "./related-tokens.tsx";

/** A link to the next newer (left) or older (right) article. */
function Neighbour({
  kind,
  to,
  rel,
  label,
}: {
  kind: ArticleKind;
  to: { slug: string; title: string };
  rel: "next" | "prev";
  label: string;
}) {
  return (
    <LocalLink
      to={contentPath(kind, to.slug)}
      rel={rel}
      className={`rounded-md p-2 hover:bg-surface ${rel === "prev" ? "text-right" : ""}`}
    >
      <span className="block text-xs text-muted">{label}</span>
      <span className="font-medium">{to.title}</span>
    </LocalLink>
  );
}

/** A news or blog article: date, reading time, cover, text, related tokens, and the older and newer ones. */
export function ArticleView({ entry, kind }: { entry: ContentDetail; kind: ArticleKind }) {
  const { t } = useTranslation("content");
  return (
    <article className="max-w-3xl">
      <ArticleMeta item={entry} className="mb-3 text-sm" />
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
      <EntryText body={entry.body} fallback={entry.fallback} />
      <RelatedTokens tokens={entry.tokens} />
      <nav
        aria-label={t("moreArticles")}
        className="mt-8 grid gap-3 border-t border-line pt-4 sm:grid-cols-2"
      >
        {entry.newer ? <Neighbour kind={kind} to={entry.newer} rel="next" label={t("newer")} /> : <span />}
        {entry.older && <Neighbour kind={kind} to={entry.older} rel="prev" label={t("older")} />}
      </nav>
    </article>
  );
}
