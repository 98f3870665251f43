import { useId, useState } from "react";
import type { FaqItem } from "../../../../domain/content/index.ts";
import { contentPath, faqGroups } from "../../../../lib/content-kinds.ts";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { RichText } from "../../../components/ui/rich-text.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { Highlighted } from "./highlighted.tsx";

/** Every question by group, each opening to its answer; the box above narrows them as you type. */
export function FaqList({ items }: { items: FaqItem[] }) {
  const { t } = useTranslation("content");
  const [query, setQuery] = useState("");
  const id = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? items.filter((item) => `${item.title}\n${item.plain}`.toLowerCase().includes(needle))
    : items;
  return (
    <>
      <search className="mb-4 block max-w-xl">
        <label htmlFor={id} className="mb-1 block text-sm font-medium">
          {t("faq.filterLabel")}
        </label>
        <input
          id={id}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t("faq.filterPlaceholder")}
          className="w-full rounded-md border border-line bg-bg px-3 py-2"
        />
        <p className="mt-1 text-xs text-muted" aria-live="polite">
          {t("faq.count", { count: shown.length })}
        </p>
      </search>
      {shown.length === 0 && (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">{t("faq.none")}</p>
      )}
      {faqGroups.map((group) => {
        const inGroup = shown.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`faq-${group}`} className="mb-6">
            <h2 id={`faq-${group}`} className="mb-2 text-lg font-semibold">
              {t(`faq.groups.${group}`)}
            </h2>
            <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
              {inGroup.map((item) => (
                <li key={item.id}>
                  <details open={needle.length > 0 && inGroup.length <= 3} className="group p-3">
                    <summary className="cursor-pointer font-medium" lang={item.fallback ? "en" : undefined}>
                      <Highlighted text={item.title} query={needle} />
                    </summary>
                    <div className="mt-2 text-sm">
                      <RichText html={item.body} lang={item.fallback ? "en" : undefined} headingsFrom={3} />
                      <LocalLink
                        to={contentPath("faq", item.slug)}
                        className="mt-2 inline-block text-accent hover:underline"
                      >
                        {t("faq.permalink")}
                      </LocalLink>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
