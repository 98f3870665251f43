import { locales } from "../../../../lib/locales.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** Said above a text shown in English because the entry has none in the reader's language. */
export function FallbackNotice() {
  const { t, locale } = useTranslation("content");
  const language = locales.find((l) => l.code === locale)?.name ?? locale;
  return (
    <p role="note" className="mb-4 rounded-md border border-line bg-surface px-3 py-2 text-sm text-muted">
      {t("fallback", { language })}
    </p>
  );
}
