/**
 * The site's nickname rule (docs/product.md, Accounts): 3 to 24 letters, digits, dots, hyphens or underscores,
 * unique in any letter case. The pieces are exported so that what finds nicknames in text
 * (lib/mentions.ts) reads them by the same rule.
 */

/** One character a nickname may hold, as a regular-expression class (with the `u` flag). */
export const NICKNAME_CHAR = "[\\p{L}\\p{N}_.-]";
export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 24;

export const NICKNAME_PATTERN = new RegExp(`^${NICKNAME_CHAR}{${NICKNAME_MIN},${NICKNAME_MAX}}$`, "u");
