import type { Locale } from "../../../lib/locales.ts";
import { listPages } from "../../../lib/orderings.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { LocalLink } from "../ui/local-link.tsx";

const catalogueLinks = [
  { to: "/token", key: "nav.allTokens" },
  { to: "/blockchains", key: "nav.blockchains" },
  { to: "/cryptocurrency-categories", key: "nav.categories" },
  { to: "/cryptocurrency-industries", key: "nav.industries" },
  { to: "/cryptocurrency-algorithms", key: "nav.algorithms" },
  { to: "/cryptocurrency/types", key: "nav.types" },
] as const;

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-8 border-t border-line bg-surface" data-locale={locale}>
      <div className="mx-auto grid max-w-[1200px] gap-6 px-3 py-6 text-sm sm:grid-cols-3 sm:px-4">
        <nav aria-label={t("footer.lists")}>
          <h2 className="mb-2 font-semibold">{t("footer.lists")}</h2>
          <ul className="space-y-1">
            {listPages.map((p) => (
              <li key={p.path}>
                <LocalLink to={p.path} className="text-muted hover:text-fg">
                  {t(`listNames.${p.key}`)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.catalogue")}>
          <h2 className="mb-2 font-semibold">{t("footer.catalogue")}</h2>
          <ul className="space-y-1">
            {catalogueLinks.map((link) => (
              <li key={link.to}>
                <LocalLink to={link.to} className="text-muted hover:text-fg">
                  {t(link.key)}
                </LocalLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-2 font-semibold">TokenAtlas</h2>
          <p className="text-muted">{t("footer.demoNotice")}</p>
          <p className="mt-2 text-muted">{t("footer.sources")}</p>
        </div>
      </div>
    </footer>
  );
}
