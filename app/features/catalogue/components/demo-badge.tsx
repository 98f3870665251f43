import { formatRelativeAge } from "../../../../lib/format/date.ts";
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
      {source === "demo" ? (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
          {t("data.demo")}
        </span>
      ) : (
        <span>{t("data.source", { source })}</span>
      )}
      <time dateTime={updatedAt}>
        {t("data.updated", { age: formatRelativeAge(updatedAt, now, locale) })}
      </time>
    </span>
  );
}
