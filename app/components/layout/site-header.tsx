import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { type Locale, localizePath } from "../../../lib/locales.ts";
import { useTranslation } from "../../i18n/i18n.tsx";
import { activeBreakpoint } from "../../shell/breakpoints.ts";
import { useBreakpoint } from "../../shell/use-breakpoint.ts";
import type { Theme } from "../../theme.ts";
import { LocalLink } from "../ui/local-link.tsx";
import { HeaderMenu } from "./header-menu.tsx";
import { LanguageMenu } from "./language-menu.tsx";
import { learnLinks } from "./learn-links.ts";
import { ThemeToggle } from "./theme-toggle.tsx";
import { type NewsReading, useNewsCount } from "./use-news-count.ts";

const nav = [
  { to: "/trending-cryptocurrencies", key: "nav.trending" },
  { to: "/new-cryptocurrencies", key: "nav.new" },
  { to: "/crypto-gainers", key: "nav.gainers" },
  { to: "/crypto-losers", key: "nav.losers" },
  { to: "/blockchains", key: "nav.blockchains" },
  { to: "/cryptocurrency-categories", key: "nav.categories" },
] as const;

/**
 * Sign-in for visitors; the cabinet, under the nickname's initial, for a signed-in user, with the count of news
 * in the community posts they track when there is any.
 */
function AccountLink({ user }: { user: HeaderUser }) {
  const { t } = useTranslation();
  if (user) return <CabinetLink user={user} />;
  return (
    <LocalLink
      to="/sign-in"
      className="rounded-md border border-line px-2 py-1.5 text-sm whitespace-nowrap hover:border-accent"
    >
      {t("account:menu.signIn")}
    </LocalLink>
  );
}

/** The cabinet's link with the account's news count, kept live over the account's channel. */
function CabinetLink({ user }: { user: NonNullable<HeaderUser> }) {
  const { t } = useTranslation();
  const news = useNewsCount(user.news);
  const name = user.nickname ?? user.email;
  return (
    <LocalLink
      to="/cabinet"
      aria-label={t(news > 0 ? "account:menu.accountNews" : "account:menu.account", { name, count: news })}
      title={t("account:menu.cabinet")}
      className="relative flex h-8 w-8 items-center justify-center rounded-full bg-accent font-semibold text-bg uppercase"
    >
      <span aria-hidden="true">{[...name][0]}</span>
      {news > 0 ? (
        <span
          aria-hidden="true"
          data-testid="news-count"
          className="absolute -top-1.5 -end-2 min-w-4 rounded-full bg-down px-1 text-center text-[10px] leading-4 text-white"
        >
          {news > 99 ? "99+" : news}
        </span>
      ) : null}
    </LocalLink>
  );
}

const SearchSuggestions = lazy(() => import("./search-suggestions.tsx"));

/**
 * Site search: a GET form to the search page with its own submit button, so it works without JavaScript; its
 * suggestions as you type load on the box's first focus. The box is a text input with the combobox role
 * (ARIA in HTML allows that role on no `type="search"`); `inputMode` and `enterKeyHint` keep a phone's search
 * key. Its list is always in the page, hidden while closed, so `aria-controls` always names an element.
 */
function SearchForm({ id, locale }: { id: string; locale: Locale }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [open, setOpen] = useState(false);
  const listId = `${id}-suggestions`;
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
        type="text"
        role="combobox"
        inputMode="search"
        enterKeyHint="search"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        autoComplete="off"
        maxLength={100}
        placeholder={t("header.searchPlaceholder")}
        onFocus={() => setSuggesting(true)}
        className="w-full min-w-0 rounded-md border border-line bg-bg py-1.5 pr-8 pl-2 text-sm"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-8 cursor-pointer items-center justify-center rounded-r-md text-muted hover:text-accent"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="h-4 w-4" fill="none" stroke="currentColor">
          <circle cx="7" cy="7" r="4.5" strokeWidth="1.5" />
          <path d="m10.5 10.5 3.5 3.5" strokeWidth="1.5" strokeLinecap="round" />
        </svg>
        <span className="sr-only">{t("content:search.submit")}</span>
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t("content:suggest.label")}
        hidden={!open}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-[70vh] min-w-72 overflow-auto rounded-md border border-line bg-surface p-1 shadow-lg"
      >
        {suggesting && (
          <Suspense fallback={null}>
            <SearchSuggestions input={input} listId={listId} locale={locale} open={open} onOpen={setOpen} />
          </Suspense>
        )}
      </div>
    </Form>
  );
}

export type HeaderUser = { nickname: string | null; email: string; news: NewsReading } | null;

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
  // The link to the page being read says so to screen readers and stands out (WCAG 2.4.8, location).
  const item = (to: string, label: string) => (
    <li key={to}>
      <LocalLink
        to={to}
        aria-current={pathname === localizePath(to, locale) ? "page" : undefined}
        className="nav-link"
      >
        {label}
      </LocalLink>
    </li>
  );
  const links = nav.map((link) => item(link.to, t(link.key)));
  const learn = learnLinks.map(([to, key]) => item(to, t(key)));
  return (
    <header ref={header} className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:p-2">
        {t("header.skip")}
      </a>
      <div className="mx-auto flex max-w-[1200px] items-center gap-1.5 px-2 py-2 min-[400px]:gap-2 min-[400px]:px-3 sm:px-4">
        <LocalLink
          to="/"
          className="mr-1 flex items-center gap-1.5 font-bold whitespace-nowrap min-[400px]:mr-2"
        >
          <img src="/favicon.svg" alt="" width="24" height="24" />
          {/* On the narrowest phones the mark stands alone, so the sign-in and menu buttons keep their room. */}
          <span className="max-[359px]:sr-only">TokenAtlas</span>
        </LocalLink>
        <nav aria-label={t("header.mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-0.5 whitespace-nowrap">
            {links}
            <li>
              <HeaderMenu
                className="relative"
                buttonClassName="flex cursor-pointer list-none items-center gap-1 rounded px-2 py-1.5 text-sm hover:bg-bg"
                button={
                  <>
                    {t("nav.learn")}
                    <svg aria-hidden="true" viewBox="0 0 12 12" className="h-3 w-3" fill="currentColor">
                      <path d="M2.5 4.5 6 8l3.5-3.5z" />
                    </svg>
                  </>
                }
              >
                <ul className="absolute left-0 z-30 mt-1 w-64 rounded-md border border-line bg-surface p-1 whitespace-normal shadow-lg">
                  {learn}
                </ul>
              </HeaderMenu>
            </li>
          </ul>
        </nav>
        <div className="ml-auto hidden min-w-0 flex-1 justify-end sm:flex lg:max-w-64">
          <SearchForm id="site-search" locale={locale} />
        </div>
        <span className="ml-auto sm:hidden" />
        <LanguageMenu locale={locale} />
        <ThemeToggle theme={theme} />
        <AccountLink user={user} />
        <HeaderMenu
          className="relative lg:hidden"
          label={t("header.menu")}
          buttonClassName="cursor-pointer list-none rounded-md border border-line px-2 py-1.5 text-sm"
          button="☰"
        >
          <div className="absolute right-0 z-30 mt-1 max-h-[calc(100dvh-4rem)] w-64 overflow-auto rounded-md border border-line bg-surface p-2 shadow-lg">
            <div className="mb-1 sm:hidden">
              <SearchForm id="menu-search" locale={locale} />
            </div>
            {/* Named apart from the wide screens' navigation: a page has one landmark of each name. */}
            <nav aria-label={t("header.siteNav")}>
              <ul>{links}</ul>
              <p className="mt-1 border-t border-line px-2 pt-2 pb-1 text-xs font-semibold text-muted uppercase">
                {t("nav.learn")}
              </p>
              <ul>{learn}</ul>
            </nav>
          </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
