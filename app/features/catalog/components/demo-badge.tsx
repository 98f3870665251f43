import { formatRelativeAge } from "../../../../lib/format/date.ts";
import { DemoTag } from "../../../components/ui/demo-tag.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** Where a figure comes from and how old it is; demo figures are always labelled as such. */
export function SourceNote({
  source,
  updatedAt,
  locale,
  now,
}: {
  source: string;
  updatedAt: string;
  locale: string;
  now: number;
}) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 text-xs text-muted">
      {source === "demo" ? <DemoTag>{t("data.demo")}</DemoTag> : <span>{t("data.source", { source })}</span>}
      <time dateTime={updatedAt}>
        {t("data.updated", { age: formatRelativeAge(updatedAt, now, locale) })}
      </time>
    </span>
  );
}
