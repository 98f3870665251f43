import { useLocation } from "react-router";
import { type Locale, locales, localizePath, splitLocale } from "../../../lib/locales.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { HeaderMenu } from "./header-menu.tsx";

/** The same page in every language, each named in itself; the button shows the current language's code. */
export function LanguageMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { path } = splitLocale(location.pathname);
  // The same page in another language, with its search, sort and filters kept.
  const hrefIn = (code: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", code);
    return `${localizePath(path, code)}?${params}`;
  };
  const code = locale.toUpperCase();
  return (
    <HeaderMenu
      className="relative"
      label={t("header.languageCurrent", { code })}
      buttonClassName="flex cursor-pointer list-none items-center gap-1 rounded-md border border-line px-2 py-1.5 text-sm"
      button={
        <>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
          </svg>
          <span>{code}</span>
        </>
      }
    >
      <ul className="absolute right-0 z-30 mt-1 grid max-h-[70vh] w-64 grid-cols-2 gap-0.5 overflow-auto rounded-md border border-line bg-surface p-1 shadow-lg">
        {locales.map((l) => (
          <li key={l.code}>
            <a
              href={hrefIn(l.code)}
              hrefLang={l.code}
              lang={l.code}
              aria-current={l.code === locale ? "true" : undefined}
              className="block rounded px-2 py-1 text-sm hover:bg-bg aria-[current]:font-semibold aria-[current]:text-accent"
            >
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </HeaderMenu>
  );
}
