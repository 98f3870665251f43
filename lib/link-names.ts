/**
 * Kinds of project link named by their brand in every language; the others are translated (token:linkTypes).
 * The catalogue's sources use `twitter`, the owners' profiles `x` (domain/owners/drafts.ts, LINK_TYPES).
 */
export const LINK_NAMES: Readonly<Record<string, string>> = {
  twitter: "X",
  x: "X",
  telegram: "Telegram",
  discord: "Discord",
  reddit: "Reddit",
  facebook: "Facebook",
  github: "GitHub",
};
