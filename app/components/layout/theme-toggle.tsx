import { useTranslation } from "../../i18n/i18n.tsx";
import { type Theme, themeCookie } from "../../theme.ts";

/**
 * Switches light/dark at once in the browser; without JavaScript the form sends `?theme=` and the server
 * sets the cookie. `theme` is the server's view (the cookie); without one the page follows the system.
 */
export function ThemeToggle({ theme }: { theme: Theme | null }) {
  const { t } = useTranslation();
  const toggle = (event: React.FormEvent) => {
    event.preventDefault();
    const next: Theme = document.documentElement.dataset.theme === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; CookieStore is not in every browser
    document.cookie = themeCookie(next);
  };
  return (
    <form method="get" onSubmit={toggle}>
      <input type="hidden" name="theme" value={theme === "dark" ? "light" : "dark"} />
      <button
        type="submit"
        aria-label={t("header.theme")}
        title={t("header.theme")}
        className="rounded-md border border-line px-2 py-1.5 text-sm"
      >
        <span className="dark:hidden" aria-hidden="true">
          ☾
        </span>
        <span className="hidden dark:inline" aria-hidden="true">
          ☀
        </span>
      </button>
    </form>
  );
}
