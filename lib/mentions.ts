import { NICKNAME_CHAR, NICKNAME_PATTERN } from "./nicknames.ts";

/**
 * Mentions in what members write (docs/product.md, Communities; docs/decisions/024-mentions.md): `@nickname`
 * names a member by the site's nickname rule, `$SYMBOL` a token of the catalogue. Both start a word: an
 * address (`a@b.c`), a price in another currency (`US$5`) or a run of signs (`$$`) is none. A sum of money
 * (`$5`, `$1.5k`, `$10M`, `$1,000`) is no symbol. Text inside a link, `<code>` or `<pre>` is never read.
 */

/** The most members one post or answer tells of their mention, counted over all its versions. */
export const MENTIONS_NOTIFIED_MAX = 10;

/**
 * A mention found in rich text, at `start` (its `@` or `$`) in the HTML. A member mention lists the
 * nicknames it may name, longest first: `@ana.` at the end of a sentence names `ana.` if a member has that
 * nickname, else `ana`.
 */
export type Mention =
  | { kind: "member"; start: number; names: string[] }
  | { kind: "symbol"; start: number; symbol: string };

/**
 * `@` and a run of nickname characters: not after a letter, digit or sign that makes it part of a word, an
 * address or a path, and not followed by another `@` (`@bob@mail.example` is an address).
 */
const MEMBER_IN_TEXT = new RegExp(
  `(?<!${NICKNAME_CHAR}|[\\p{M}@$/\\\\:&=+~#%])@(${NICKNAME_CHAR}+)(?!${NICKNAME_CHAR}|@)`,
  "gu",
);
/** `$` and 1 to 11 letters or digits, not inside a word, not followed by more of them or by decimals. */
const SYMBOL_IN_TEXT = /(?<![\p{L}\p{M}\p{N}_$])\$([A-Za-z0-9]{1,11})(?![A-Za-z0-9_$])(?![.,]\d)/gu;
/** A sum of money: digits, and perhaps a thousand, million, billion or trillion. */
const MONEY = /^\d+(?:k|m|mm|b|bn|t)?$/i;

/** Elements whose text is never a mention: a link already points somewhere, code is quoted as it is. */
const UNREAD = new Set(["a", "code", "pre"]);
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)[^>]*>/g;

/** The stretches of text of rich text that are read for mentions, with where each starts. */
function readableText(html: string): { at: number; text: string }[] {
  const parts: { at: number; text: string }[] = [];
  let unread = 0;
  let from = 0;
  for (const tag of html.matchAll(TAG)) {
    if (unread === 0 && tag.index > from) parts.push({ at: from, text: html.slice(from, tag.index) });
    from = tag.index + tag[0].length;
    const name = tag[2].toLowerCase();
    if (!UNREAD.has(name) || tag[0].endsWith("/>")) continue;
    unread = Math.max(0, unread + (tag[1] ? -1 : 1));
  }
  if (unread === 0 && from < html.length) parts.push({ at: from, text: html.slice(from) });
  return parts;
}

/** The nicknames `@run` may name: the run itself, or without the dots and hyphens that end a sentence. */
function namesOf(run: string): string[] {
  const trimmed = run.replace(/[.-]+$/, "");
  return [...new Set([run, trimmed])].filter((name) => NICKNAME_PATTERN.test(name));
}

/** The mentions in rich text reduced to the allow-list (domain/content/sanitize.ts), in the order they come. */
export function findMentions(html: string): Mention[] {
  const found: Mention[] = [];
  for (const { at, text } of readableText(html)) {
    for (const match of text.matchAll(MEMBER_IN_TEXT)) {
      const names = namesOf(match[1]);
      if (names.length > 0) found.push({ kind: "member", start: at + match.index, names });
    }
    for (const match of text.matchAll(SYMBOL_IN_TEXT)) {
      if (!MONEY.test(match[1])) found.push({ kind: "symbol", start: at + match.index, symbol: match[1] });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** What the mentions of a text name; undefined leaves a mention as plain text. */
export type MentionTargets = {
  /** Of the nicknames a mention may name (longest first), the one a member has. */
  member: (names: readonly string[]) => string | undefined;
  /** The site path of the token page a symbol names. */
  symbol: (symbol: string) => string | undefined;
};

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * Rich text with its mentions marked: a member's as `<span class="mention">@nickname</span>` (there is no
 * member page to link to), a token's as a site link to its page, `<a href="/token/…" class="mention">$SYMBOL</a>`.
 * Also the nicknames marked, in the order they first come, each once (in any letter case).
 */
export function markMentions(html: string, targets: MentionTargets): { html: string; members: string[] } {
  const members = new Map<string, string>();
  let out = "";
  let from = 0;
  for (const mention of findMentions(html)) {
    if (mention.kind === "member") {
      const name = targets.member(mention.names);
      if (name === undefined) continue;
      if (!members.has(name.toLowerCase())) members.set(name.toLowerCase(), name);
      out += `${html.slice(from, mention.start)}<span class="mention">@${name}</span>`;
      from = mention.start + 1 + name.length;
    } else {
      const path = targets.symbol(mention.symbol);
      if (path === undefined) continue;
      out += `${html.slice(from, mention.start)}<a href="${escapeAttribute(path)}" class="mention">$${mention.symbol}</a>`;
      from = mention.start + 1 + mention.symbol.length;
    }
  }
  return { html: out + html.slice(from), members: [...members.values()] };
}
