import type { Catalogs, TFunction, TKey } from "../../../lib/i18n/translator.ts";
import { listPages } from "../../../lib/orderings.ts";
import { learnLinks } from "./learn-links.ts";

export type FooterSection = { title: string; links: { to: string; label: string }[] };

const section = (t: TFunction, title: TKey, links: (readonly [to: string, key: TKey])[]): FooterSection => ({
  title: t(title),
  links: links.map(([to, key]) => ({ to, label: t(key) })),
});

const page = (slug: keyof Catalogs["content"]["pages"]): [string, TKey] => [
  `/${slug}`,
  `content:pages.${slug}`,
];

const byLocale = new Map<string, FooterSection[]>();

/**
 * The footer's link columns, translated on the server and sent as data: the page's script then carries no
 * link table, only the component that lists them. Built once per locale.
 */
export function footerSections(locale: string, t: TFunction): FooterSection[] {
  let sections = byLocale.get(locale);
  if (!sections) {
    sections = build(t);
    byLocale.set(locale, sections);
  }
  return sections;
}

function build(t: TFunction): FooterSection[] {
  return [
    section(
      t,
      "footer.lists",
      listPages.map((p): [string, TKey] => [p.path, `listNames.${p.key}`]),
    ),
    section(t, "footer.catalogue", [
      ["/token", "nav.allTokens"],
      ["/blockchains", "nav.blockchains"],
      ["/cryptocurrency-categories", "nav.categories"],
      ["/cryptocurrency-industries", "nav.industries"],
      ["/cryptocurrency-algorithms", "nav.algorithms"],
      ["/cryptocurrency/types", "nav.types"],
      ["/compare", "compare:compare.title"],
      ["/last-viewed", "compare:lastViewed.title"],
    ]),
    section(t, "nav.learn", [...learnLinks, page("announcements-updates"), page("warning-about-scammers")]),
    section(t, "content:footer.about", [
      page("about-us"),
      page("roadmap"),
      page("contacts"),
      page("listings"),
      page("community-rules"),
      page("privacy-policy"),
      page("terms-and-conditions"),
    ]),
  ];
}
