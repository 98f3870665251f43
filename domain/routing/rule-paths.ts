import { isLocale } from "../../lib/locales.ts";

/**
 * The pure rules of redirects (docs/product.md, Redirects): which paths a rule or a lookup takes, how a path is
 * brought to the one form rules are stored under, and how a chain of rules resolves.
 */

/** The longest path a rule or a lookup takes, in characters as sent. */
export const MAX_PATH_LENGTH = 500;
/** The longest external target, in characters. */
export const MAX_URL_LENGTH = 2000;
/** The most rules one lookup follows (A → B → C …) before it gives up. */
export const MAX_HOPS = 10;

/** Where rules never apply: what is not a page, and the desk itself (a rule must not lock editors out). */
const RESERVED = ["/api", "/admin", "/assets", "/media", "/builds"];

export type RuleLink = { target: string; permanent: boolean };
export type Resolved = { target: string; permanent: boolean };

/**
 * Whether `value` is a site-relative path: it starts with one "/" (never "//", which names another host),
 * holds no control character, NUL or backslash (which browsers read as "/"), no query or fragment, and is
 * at most `MAX_PATH_LENGTH` long.
 */
export function isSitePath(value: string): boolean {
  return (
    value.length <= MAX_PATH_LENGTH &&
    /^\/(?![/\\])/.test(value) &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
    !/[\u0000-\u001f\u007f\\?#]/.test(value)
  );
}

/** Whether `value` is an absolute https address a rule may send a visitor to (no credentials in it). */
export function isExternalTarget(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || !/^https:\/\//i.test(value)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Splits a normalised path into its locale prefix (English included, `/en/…`) and the path without it. */
export function splitPrefix(path: string): { locale: string | null; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(?=\/|$)(.*)$/.exec(path);
  return match && isLocale(match[1]) ? { locale: match[1], path: match[2] || "/" } : { locale: null, path };
}

/**
 * A site path in the form rules are stored and looked up under: percent-encoded as a browser sends it, dot
 * segments resolved, without a trailing slash and without its locale prefix; null when it is no site path.
 */
export function normalizePath(value: string): { locale: string | null; path: string } | null {
  if (!isSitePath(value)) return null;
  const pathname = new URL(value, "http://site.invalid").pathname;
  const trimmed = pathname.replace(/(?<=.)\/+$/, "");
  // Resolving dot segments may leave "//…", which a browser reads as another host.
  return trimmed.startsWith("//") ? null : splitPrefix(trimmed);
}

/** Whether rules may start at this (normalised, prefix-free) path: not the home page and nothing reserved. */
export function isRedirectable(path: string): boolean {
  return path !== "/" && !RESERVED.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** A target as stored: an external address unchanged, a site path normalised without its prefix. */
export function normalizeTarget(value: string): string | null {
  if (isExternalTarget(value)) return value;
  return normalizePath(value)?.path ?? null;
}

/** Whether `target` names another site (the browser then loads it as a whole page). */
export function isExternal(target: string): boolean {
  return /^https:\/\//i.test(target);
}

/**
 * Where `source` ends up after following the rules (`links`, by source): A → B and B → C give C. The answer
 * is permanent only when every hop is. A chain stops at an external target; one that comes back to a path it
 * passed, or runs past `MAX_HOPS`, resolves to nothing (the writes refuse loops, this keeps a lookup safe).
 */
export function resolveChain(links: ReadonlyMap<string, RuleLink>, source: string): Resolved | null {
  const seen = new Set([source]);
  let link = links.get(source);
  if (!link) return null;
  let permanent = link.permanent;
  for (let hop = 1; hop < MAX_HOPS; hop++) {
    if (isExternal(link.target)) break;
    const next = links.get(link.target);
    if (!next) break;
    if (seen.has(link.target)) return null;
    seen.add(link.target);
    permanent &&= next.permanent;
    link = next;
  }
  if (!isExternal(link.target) && links.has(link.target)) return null;
  return { target: link.target, permanent };
}

/**
 * Why a new rule `source` → `target` may not join `links`: it points to itself (`self_redirect`), or following
 * the rules from its target comes back to its source (`redirect_loop`); null when it may.
 */
export function loopOf(
  links: ReadonlyMap<string, RuleLink>,
  source: string,
  target: string,
): "self_redirect" | "redirect_loop" | null {
  if (target === source) return "self_redirect";
  let at = target;
  for (let hop = 0; hop <= links.size; hop++) {
    if (at === source) return "redirect_loop";
    const next = links.get(at);
    if (!next || isExternal(next.target)) return null;
    at = next.target;
  }
  return "redirect_loop";
}
