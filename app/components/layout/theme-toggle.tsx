import { useTranslation } from "../../i18n/i18n.tsx";
import { type Theme, themeCookie } from "../../theme.ts";

/** Switches light/dark at once in the browser; without JavaScript the link sets the cookie on the server. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const toggle = (event: React.MouseEvent) => {
    event.preventDefault();
    const next: Theme = document.documentElement.dataset.theme === "dark" ? "light" : "dark";
    document.documentElement.dataset.theme = next;
    document.cookie = themeCookie(next);
  };
  return (
    <a
      href="?theme=dark"
      onClick={toggle}
      role="button"
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
    </a>
  );
}
