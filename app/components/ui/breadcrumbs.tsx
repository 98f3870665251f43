import { useTranslation } from "../../i18n/i18n.tsx";
import type { Breadcrumb } from "../../seo/seo.ts";
import { hasTrail } from "../../seo/trail.ts";
import { LocalLink } from "./local-link.tsx";

/**
 * The visible trail that matches the page's BreadcrumbList JSON-LD; the last item is the current page. The home
 * page alone is no trail and shows none.
 */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { t } = useTranslation();
  if (!hasTrail(items)) return null;
  return (
    <nav aria-label={t("breadcrumbs")} className="mb-2 text-xs text-muted">
      <ol className="flex flex-wrap gap-1">
        {items.map((b, i) => (
          <li key={b.path} className="flex gap-1">
            {i > 0 && <span aria-hidden="true">›</span>}
            {i < items.length - 1 ? (
              <LocalLink to={b.path} className="hover:text-fg hover:underline">
                {b.name}
              </LocalLink>
            ) : (
              <span aria-current="page">{b.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
