import type { Locale } from "../../../lib/locales.ts";
import { listPages } from "../../../lib/orderings.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { LocalLink } from "../ui/local-link.tsx";

type FooterLink = { to: string; key: string };

const listLinks: FooterLink[] = listPages.map((p) => ({ to: p.path, key: `listNames.${p.key}` }));

const catalogueLinks: FooterLink[] = [
  { to: "/token", key: "nav.allTokens" },
  { to: "/blockchains", key: "nav.blockchains" },
  { to: "/cryptocurrency-categories", key: "nav.categories" },
  { to: "/cryptocurrency-industries", key: "nav.industries" },
  { to: "/cryptocurrency-algorithms", key: "nav.algorithms" },
  { to: "/cryptocurrency/types", key: "nav.types" },
  { to: "/compare", key: "compare:compare.title" },
  { to: "/last-viewed", key: "compare:lastViewed.title" },
];

const readLinks: FooterLink[] = [
  { to: "/news", key: "content:news.title" },
  { to: "/blog", key: "content:blog.title" },
  { to: "/faq", key: "content:faq.title" },
  { to: "/ico", key: "content:ico.title" },
  { to: "/airdrop", key: "content:airdrop.title" },
  { to: "/announcements-updates", key: "content:pages.announcements-updates" },
  { to: "/warning-about-scammers", key: "content:pages.warning-about-scammers" },
];

const aboutLinks: FooterLink[] = [
  { to: "/about-us", key: "content:pages.about-us" },
  { to: "/roadmap", key: "content:pages.roadmap" },
  { to: "/contacts", key: "content:pages.contacts" },
  { to: "/listings", key: "content:pages.listings" },
  { to: "/community-rules", key: "content:pages.community-rules" },
  { to: "/privacy-policy", key: "content:pages.privacy-policy" },
  { to: "/terms-and-conditions", key: "content:pages.terms-and-conditions" },
];

/** A titled column of footer links. */
function FooterNav({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={title}>
      <h2 className="mb-2 font-semibold">{title}</h2>
      <ul className="space-y-1">
        {links.map((link) => (
          <li key={link.to}>
            <LocalLink to={link.to} className="text-muted hover:text-fg">
              {t(link.key)}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-8 border-t border-line bg-surface" data-locale={locale}>
      <div className="mx-auto grid max-w-[1200px] grid-cols-2 gap-6 px-3 py-6 text-sm sm:px-4 lg:grid-cols-5">
        <FooterNav title={t("footer.lists")} links={listLinks} />
        <FooterNav title={t("footer.catalogue")} links={catalogueLinks} />
        <FooterNav title={t("content:footer.read")} links={readLinks} />
        <FooterNav title={t("content:footer.about")} links={aboutLinks} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className="mb-2 font-semibold">TokenAtlas</h2>
          <p className="text-muted">{t("footer.demoNotice")}</p>
          <p className="mt-2 text-muted">{t("footer.sources")}</p>
        </div>
      </div>
    </footer>
  );
}
