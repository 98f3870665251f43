import { fitHeadings, localizeLinks } from "../../../lib/content-kinds.ts";
import { useLocale } from "../../i18n/use-locale.ts";

/**
 * Stored rich text. Every body is reduced to the allow-list (domain/content/sanitize.ts) before it is
 * written, so what reaches this component holds no scripts, handlers or foreign URLs; its site links are
 * moved into the reader's language, and its headings start at `headingsFrom` (2, under the page's h1) and
 * skip no level.
 */
export function RichText({
  html,
  lang,
  headingsFrom = 2,
}: {
  html: string;
  lang?: string;
  headingsFrom?: number;
}) {
  const locale = useLocale();
  const markup = { __html: fitHeadings(localizeLinks(html, locale), headingsFrom) };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before storage
  return <div className="rich-text" lang={lang} dangerouslySetInnerHTML={markup} />;
}
