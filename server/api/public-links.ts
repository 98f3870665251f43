/**
 * Addresses in API JSON are absolute, on the site's public origin (`PUBLIC_URL`), so a program can use them as
 * they come; pages keep the root-relative paths the catalogue stores (docs/architecture.md, HTTP surface). This
 * is the one place that turns one into the other.
 */
export type PublicLinks = ReturnType<typeof createPublicLinks>;

type WithLogo = { logo: string | null };

/** An address with a scheme (`https:`, `data:`). */
const ABSOLUTE = /^[a-z][a-z\d+.-]*:/i;

/** `publicUrl` is the configured origin without a trailing slash (platform/config/env.ts). */
export function createPublicLinks(publicUrl: string) {
  /** A root-relative path on the public origin, as every other public address is joined; an absolute one is kept. */
  const absolute = (path: string) => (ABSOLUTE.test(path) ? path : `${publicUrl}${path}`);
  const item = <T extends WithLogo>(value: T): T => ({
    ...value,
    logo: value.logo === null ? null : absolute(value.logo),
  });
  return {
    /** A root-relative path made absolute on the public origin; an absolute one is kept. */
    url: absolute,
    /** A token item with its logo's absolute URL. */
    item,
    items: <T extends WithLogo>(values: readonly T[]): T[] => values.map(item),
  };
}
