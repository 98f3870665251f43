/** A first-party preference cookie: whole site, SameSite=Lax, kept for `maxAge` seconds (docs/architecture.md, Languages and locale routing). */
export function preferenceCookie(name: string, value: string, maxAge: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
