import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { type Locale, locales, localizePath, splitLocale } from "../../../lib/locales.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { activeBreakpoint } from "../../shell/breakpoints.ts";
import { useBreakpoint } from "../../shell/use-breakpoint.ts";
import type { Theme } from "../../theme.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

const nav = [
  { to: "/trending-cryptocurrencies", key: "nav.trending" },
  { to: "/new-cryptocurrencies", key: "nav.new" },
  { to: "/crypto-gainers", key: "nav.gainers" },
  { to: "/crypto-losers", key: "nav.losers" },
  { to: "/blockchains", key: "nav.blockchains" },
  { to: "/cryptocurrency-categories", key: "nav.categories" },
] as const;

/** Sign-in for visitors; the cabinet, under the nickname's initial, for a signed-in user. */
function AccountLink({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  if (!user) {
    return (
      <LocalLink
        to="/sign-in"
        className="rounded-md border border-line px-2 py-1.5 text-sm whitespace-nowrap hover:border-accent"
      >
        {t("account:menu.signIn")}
      </LocalLink>
    );
  }
  const name = user.nickname ?? user.email;
  return (
    <LocalLink
      to="/cabinet"
      aria-label={t("account:menu.account", { name })}
      title={t("account:menu.cabinet")}
      className="flex h-8 w-8 items-center justify-center rounded-full bg-accent font-semibold text-bg uppercase"
    >
      <span aria-hidden="true">{[...name][0]}</span>
    </LocalLink>
  );
}

function LanguageMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { path } = splitLocale(location.pathname);
  // The same page in another language, with its search, sort and filters kept.
  const hrefIn = (code: Locale) => {
    const params = new URLSearchParams(location.search);
    params.set("lang", code);
    return `${localizePath(path, code)}?${params}`;
  };
  const current = locales.find((l) => l.code === locale);
  return (
    <details className="relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-1 rounded-md border border-line px-2 py-1.5 text-sm"
        aria-label={t("header.language")}
      >
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
        <span>{current?.code.toUpperCase()}</span>
      </summary>
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
    </details>
  );
}

const SearchSuggestions = lazy(() => import("./search-suggestions.tsx"));

/**
 * Site search: a GET form to the search page, so it works without JavaScript; its suggestions as you type
 * load on the box's first focus.
 */
function SearchForm({ id, locale }: { id: string; locale: Locale }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  return (
    <Form
      method="get"
      action={localizePath("/search", locale)}
      role="search"
      className="relative flex w-full min-w-0"
    >
      <label className="sr-only" htmlFor={id}>
        {t("header.searchLabel")}
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={`${id}-suggestions`}
        autoComplete="off"
        maxLength={100}
        placeholder={t("header.searchPlaceholder")}
        onFocus={() => setSuggesting(true)}
        className="w-full min-w-0 rounded-md border border-line bg-bg px-2 py-1.5 text-sm"
      />
      {suggesting && (
        <Suspense fallback={null}>
          <SearchSuggestions input={input} listId={`${id}-suggestions`} locale={locale} />
        </Suspense>
      )}
    </Form>
  );
}

export type HeaderUser = { nickname: string | null; email: string } | null;

export function SiteHeader({
  locale,
  theme,
  user,
}: {
  locale: Locale;
  theme: Theme | null;
  user: HeaderUser;
}) {
  const { t } = useTranslation();
  const header = useRef<HTMLElement>(null);
  const breakpoint = useBreakpoint();
  const { pathname, search } = useLocation();
  // An open menu closes after a navigation and when the layout changes (e.g. the phone is turned), not
  // when the page hydrates: the first state recorded is the real one, whatever the hook rendered first.
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const state = `${breakpoint}|${pathname}${search}`;
    if (seen.current === null) {
      seen.current = `${activeBreakpoint(window.innerWidth)}|${pathname}${search}`;
      return;
    }
    if (seen.current === state) return;
    seen.current = state;
    for (const menu of header.current?.querySelectorAll("details[open]") ?? []) menu.removeAttribute("open");
  }, [breakpoint, pathname, search]);
  const links = nav.map((item) => (
    <li key={item.to}>
      <LocalLink to={item.to} className="block rounded px-2 py-1.5 text-sm hover:bg-bg">
        {t(item.key)}
      </LocalLink>
    </li>
  ));
  return (
    <header ref={header} className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("header.skip")}
      </a>
      <div className="mx-auto flex max-w-[1200px] items-center gap-2 px-3 py-2 sm:px-4">
        <LocalLink to="/" className="mr-2 flex items-center gap-1.5 font-bold whitespace-nowrap">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          <span>TokenAtlas</span>
        </LocalLink>
        <nav aria-label={t("header.mainNav")} className="hidden md:block">
          <ul className="flex items-center gap-0.5">{links}</ul>
        </nav>
        <div className="ml-auto hidden min-w-0 flex-1 justify-end sm:flex md:max-w-64">
          <SearchForm id="site-search" locale={locale} />
        </div>
        <span className="ml-auto sm:hidden" />
        <LanguageMenu locale={locale} />
        <ThemeToggle theme={theme} />
        <AccountLink user={user} />
        <details className="relative md:hidden">
          <summary
            className="cursor-pointer list-none rounded-md border border-line px-2 py-1.5 text-sm"
            aria-label={t("header.menu")}
          >
            ☰
          </summary>
          <div className="absolute right-0 z-30 mt-1 w-64 rounded-md border border-line bg-surface p-2 shadow-lg">
            <div className="mb-1 sm:hidden">
              <SearchForm id="menu-search" locale={locale} />
            </div>
            <nav aria-label={t("header.mainNav")}>
              <ul>{links}</ul>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
