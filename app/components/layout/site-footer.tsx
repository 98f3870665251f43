import type { Locale } from "../../../lib/locales.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { LocalLink } from "../ui/local-link.tsx";
import type { FooterSection } from "./footer-links.server.ts";

export function SiteFooter({ locale, sections }: { locale: Locale; sections: FooterSection[] }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-8 border-t border-line bg-surface" data-locale={locale}>
      <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-6 px-3 py-6 text-sm sm:px-4 lg:grid-cols-5">
        {sections.map((section) => (
          <nav key={section.title} aria-label={section.title}>
            <h2 className="mb-2 font-semibold">{section.title}</h2>
            <ul className="space-y-1">
              {section.links.map((link) => (
                <li key={link.to}>
                  <LocalLink to={link.to} className="text-muted hover:text-fg">
                    {link.label}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 lg:col-span-1">
          <p className="text-muted">{t("footer.demoNotice")}</p>
          <p className="mt-2 text-muted">{t("footer.sources")}</p>
        </div>
      </div>
    </footer>
  );
}
