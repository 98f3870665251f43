import { formatRelativeAge } from "../../../../lib/format/date.ts";
import { DemoTag } from "../../../components/ui/demo-tag.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/**
 * Where a figure comes from (one source, or the sources of a sum) and how old it is; demo figures are always
 * labelled as such.
 */
export function SourceNote({
  source,
  updatedAt,
  locale,
  now,
}: {
  source: string | readonly string[];
  updatedAt: string;
  locale: string;
  now: number;
}) {
  const { t } = useTranslation();
  const sources = typeof source === "string" ? [source] : source;
  const others = sources.filter((s) => s !== "demo");
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-muted">
      {sources.includes("demo") ? <DemoTag>{t("data.demo")}</DemoTag> : null}
      {others.length > 0 ? <span>{t("data.source", { source: others.join(", ") })}</span> : null}
      <time dateTime={updatedAt}>
        {t("data.updated", { age: formatRelativeAge(updatedAt, now, locale) })}
      </time>
    </span>
  );
}
