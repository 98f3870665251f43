import { useLocation } from "react-router";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** Previous/next links carrying keyset cursors: plain links, so paging works without JavaScript. */
export function Pager({ nextCursor, prevCursor }: { nextCursor: string | null; prevCursor: string | null }) {
  const { t } = useTranslation();
  const location = useLocation();
  const href = (cursor: string | null) => {
    const params = new URLSearchParams(location.search);
    if (cursor) params.set("cursor", cursor);
    else params.delete("cursor");
    const query = params.toString();
    return query ? `?${query}` : location.pathname;
  };
  if (!nextCursor && !prevCursor) return null;
  const link = "rounded-md border border-line bg-surface px-3 py-1.5 text-sm hover:border-accent";
  return (
    <nav className="mt-3 flex items-center justify-between gap-2" aria-label={t("pager.label")}>
      {prevCursor ? (
        <a className={link} href={href(prevCursor)} rel="prev">
          ← {t("pager.previous")}
        </a>
      ) : (
        <span />
      )}
      {prevCursor ? (
        <a className="text-sm text-muted underline" href={href(null)}>
          {t("pager.first")}
        </a>
      ) : null}
      {nextCursor ? (
        <a className={link} href={href(nextCursor)} rel="next">
          {t("pager.next")} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
