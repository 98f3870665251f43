import type { ReactNode } from "react";
import type { ContentSummary } from "../../../../domain/content/index.ts";
import { type ArticleKind, contentPath } from "../../../../lib/content-kinds.ts";
import { ClientDate } from "../../../components/ui/client-date.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** When an article was published and how long it takes to read. */
export function ArticleMeta({
  item,
  className,
  children,
}: {
  item: Pick<ContentSummary, "publishedAt" | "readingMinutes">;
  className: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation("content");
  return (
    <p className={`flex flex-wrap gap-x-2 text-muted ${className}`}>
      <ClientDate iso={item.publishedAt} />
      <span aria-hidden="true">·</span>
      <span>{t("readingTime", { count: item.readingMinutes })}</span>
      {children}
    </p>
  );
}

/** A news or blog article in a list: cover, title, summary, date and reading time. */
export function ArticleCard({ item, kind }: { item: ContentSummary; kind: ArticleKind }) {
  const { t } = useTranslation("content");
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface">
      {item.cover && (
        <img
          src={item.cover}
          alt=""
          width={1200}
          height={630}
          loading="lazy"
          className="aspect-[40/21] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h2 className="text-base leading-snug font-semibold" lang={item.fallback ? "en" : undefined}>
          <LocalLink to={contentPath(kind, item.slug)} className="hover:text-accent hover:underline">
            {item.title}
          </LocalLink>
        </h2>
        <p className="text-sm text-muted" lang={item.fallback ? "en" : undefined}>
          {item.summary}
        </p>
        <ArticleMeta item={item} className="mt-auto text-xs">
          {item.fallback && <span className="rounded bg-bg px-1">{t("inEnglish")}</span>}
        </ArticleMeta>
      </div>
    </article>
  );
}
