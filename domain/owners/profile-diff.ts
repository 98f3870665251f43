/**
 * A token's profile as the token page shows it and as its owners propose it, and the difference between the
 * two that editors review (docs/decisions/022-owner-review.md): pure, so the desk's API and its tests judge a
 * submission alike.
 */

import type { TagType } from "./readiness.ts";

export type ProfileTag = { id: number; type: TagType; slug: string };
export type ProfileDescription = { locale: string; body: string };
export type ProfileLink = { type: string; url: string };
export type ProfileFaq = { locale: string; question: string; answer: string };

/** What a token's page shows of its profile: tags, a description per language, links, FAQs in order. */
export type Profile = {
  tags: ProfileTag[];
  descriptions: ProfileDescription[];
  links: ProfileLink[];
  faqs: ProfileFaq[];
};

/** How one field of the profile changes: what the proposal adds, removes, and changes in place. */
export type FieldDiff<T> = {
  added: T[];
  removed: T[];
  changed: { before: T; after: T }[];
  /** How many items stay as they are. */
  unchanged: number;
};

export type ProfileDiff = { [K in keyof Profile]: FieldDiff<Profile[K][number]> };

/**
 * Items matched by key: an item of `after` whose key `before` lacks is added, the reverse removed, a key in both
 * whose items differ changed. A key that repeats matches by its occurrence (the second `x` link with the second).
 */
export function diffBy<T>(
  before: readonly T[],
  after: readonly T[],
  key: (item: T) => string,
  same: (a: T, b: T) => boolean,
): FieldDiff<T> {
  const keyed = (items: readonly T[]) => {
    const seen = new Map<string, number>();
    return new Map(
      items.map((item) => {
        const k = key(item);
        const n = seen.get(k) ?? 0;
        seen.set(k, n + 1);
        return [`${k}\n${n}`, item] as const;
      }),
    );
  };
  const old = keyed(before);
  const next = keyed(after);
  const diff: FieldDiff<T> = { added: [], removed: [], changed: [], unchanged: 0 };
  for (const [k, item] of next) {
    const was = old.get(k);
    if (was === undefined) diff.added.push(item);
    else if (same(was, item)) diff.unchanged++;
    else diff.changed.push({ before: was, after: item });
  }
  for (const [k, item] of old) if (!next.has(k)) diff.removed.push(item);
  return diff;
}

/**
 * The proposal against the live profile: tags by id; descriptions by language (a new text is a change); links
 * by kind (a new address is a change); FAQs by language and question (a new answer is a change).
 */
export function profileDiff(live: Profile, proposal: Profile): ProfileDiff {
  return {
    tags: diffBy(
      live.tags,
      proposal.tags,
      (tag) => String(tag.id),
      () => true,
    ),
    descriptions: diffBy(
      live.descriptions,
      proposal.descriptions,
      (d) => d.locale,
      (a, b) => a.body === b.body,
    ),
    links: diffBy(
      live.links,
      proposal.links,
      (link) => link.type,
      (a, b) => a.url === b.url,
    ),
    faqs: diffBy(
      live.faqs,
      proposal.faqs,
      (faq) => `${faq.locale}\n${faq.question}`,
      (a, b) => a.answer === b.answer,
    ),
  };
}
