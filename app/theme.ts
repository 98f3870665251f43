import { preferenceCookie, THEME_COOKIE } from "../lib/cookies.ts";

export type Theme = "light" | "dark";

export function themeCookie(theme: Theme): string {
  return preferenceCookie(THEME_COOKIE, theme, 365 * 24 * 60 * 60);
}
