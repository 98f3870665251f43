import { localizeLinks } from "../../../lib/content-kinds.ts";
import { useLocale } from "../../i18n/use-locale.ts";

/**
 * Stored rich text. Every body is reduced to the allow-list (domain/content/sanitize.ts) before it is
 * written, so what reaches this component holds no scripts, handlers or foreign URLs; its site links are
 * moved into the reader's language.
 */
export function RichText({ html, lang }: { html: string; lang?: string }) {
  const locale = useLocale();
  const markup = { __html: localizeLinks(html, locale) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before storage
  return <div className="rich-text" lang={lang} dangerouslySetInnerHTML={markup} />;
}
