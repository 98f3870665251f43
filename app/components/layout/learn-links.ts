import type { TKey } from "../../../lib/i18n/translator.ts";

/** News, the blog, the FAQ and the listings: the header's "Learn" menu and the footer's column of the same name. */
export const learnLinks: readonly (readonly [to: string, key: TKey])[] = [
  ["/news", "content:news.title"],
  ["/blog", "content:blog.title"],
  ["/faq", "content:faq.title"],
  ["/ico", "content:ico.title"],
  ["/airdrop", "content:airdrop.title"],
];
