/**
 * The token-owner menu's three steps and when each is ready, for a token not yet authorized
 * (docs/product.md, Token owners): pure, so the API, the pages and the browser judge a draft alike.
 */

export const TAG_TYPES = ["category", "industry", "algorithm"] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** The kinds of link a profile lists (docs/product.md, Token owners). */
export const LINK_TYPES = [
  "website",
  "whitepaper",
  "x",
  "telegram",
  "discord",
  "github",
  "explorer",
] as const;
export type LinkType = (typeof LINK_TYPES)[number];

/** FAQs a profile needs before it can be submitted. */
export const FAQ_MIN = 5;

export type ReadinessDraft = {
  /** Tags proposed in the draft, not yet submitted. */
  tags_tmp: readonly { type: string }[];
  /** Tags submitted for review: `is_active` once approved. */
  tags_active_tmp: readonly { type: string; is_active: boolean }[];
  descriptions: readonly unknown[];
  links: readonly { url: string }[];
  faqs: readonly unknown[];
};

export type Readiness = { tags: boolean; content: boolean; faqs: boolean };

/**
 * Step 1 (tags): each of the three tag types is among the proposed tags or is a submitted tag still inactive;
 * step 2 (content): at least one description and at least one link with a non-empty url; step 3 (FAQs): at
 * least FAQ_MIN of them.
 */
export function readiness(draft: ReadinessDraft): Readiness {
  const covered = new Set([
    ...draft.tags_tmp.map((tag) => tag.type),
    ...draft.tags_active_tmp.filter((tag) => !tag.is_active).map((tag) => tag.type),
  ]);
  return {
    tags: TAG_TYPES.every((type) => covered.has(type)),
    content: draft.descriptions.length >= 1 && draft.links.some((link) => link.url.length > 0),
    faqs: draft.faqs.length >= FAQ_MIN,
  };
}

/** Whether every step is ready: the owner may then submit the profile for review. */
export const allReady = (steps: Readiness) => steps.tags && steps.content && steps.faqs;
