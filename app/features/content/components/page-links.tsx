import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** Numbered pages of a list: previous, every page number (windowed around the current one), next. */
export function PageLinks({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  const cell = "rounded-md border border-line px-3 py-1.5 text-sm";
  return (
    <nav aria-label={t("pager.label")} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <LocalLink to={href(page - 1)} rel="prev" className={`${cell} hover:border-accent`}>
          {t("pager.previous")}
        </LocalLink>
      )}
      {shown.map((n, i) => (
        <span key={n} className="flex items-center gap-1">
          {i > 0 && n - shown[i - 1] > 1 && <span aria-hidden="true">…</span>}
          {n === page ? (
            <span aria-current="page" className={`${cell} border-accent font-semibold text-accent`}>
              {n}
            </span>
          ) : (
            <LocalLink to={href(n)} className={`${cell} hover:border-accent`}>
              {n}
            </LocalLink>
          )}
        </span>
      ))}
      {page < pages && (
        <LocalLink to={href(page + 1)} rel="next" className={`${cell} hover:border-accent`}>
          {t("pager.next")}
        </LocalLink>
      )}
    </nav>
  );
}
