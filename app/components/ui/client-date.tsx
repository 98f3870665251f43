import { useEffect, useState } from "react";
import { formatDate } from "../../../lib/format/date.ts";
import { useLocale } from "../../i18n/use-locale.ts";

/** Where the date goes in a translated sentence: pass `{ when: MARK }` to the translator. */
export const MARK = "\u0001";

/**
 * A date in the page's language and the reader's time zone (docs/product.md, Dates), inside its sentence. The server cannot know the zone, so the
 * date is filled in after load.
 */
export function ClientDate({ iso, template = MARK }: { iso: string; template?: string }) {
  const locale = useLocale();
  const [text, setText] = useState<string | null>(null);
  useEffect(
    () =>
      setText(
        formatDate(iso, {
          now: new Date(),
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          locale,
        }),
      ),
    [iso, locale],
  );
  const [before, after = ""] = template.split(MARK);
  return (
    <span>
      {before}
      <time dateTime={iso}>{text ?? iso.slice(0, 10)}</time>
      {after}
    </span>
  );
}
