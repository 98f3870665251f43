import { parseCookie } from "cookie";
import { useMemo } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useMatches,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { preferenceCookie, THEME_COOKIE } from "../lib/cookies.ts";
import type { Messages, TKey } from "../lib/i18n/translator.ts";
import {
  defaultLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  type Locale,
  langTag,
  localizePath,
  splitLocale,
} from "../lib/locales.ts";
import type { Route } from "./+types/root";
import { I18nProvider, useTranslation } from "./i18n/i18n.tsx";
import { fitTitle } from "./seo/title.ts";
import "./app.css";
import { footerSections } from "./components/layout/footer-links.server.ts";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { SiteHeader } from "./components/layout/site-header.tsx";
import { localeContext, servicesContext } from "./context.ts";
import { serverT } from "./i18n/i18n.server.ts";
import { useNonce } from "./nonce.tsx";
import { guardMiddleware } from "./routes/parts/guards.server.ts";
import { unmatchedPath } from "./seo/page.server.ts";
import { ShellProvider } from "./shell/shell-context.tsx";
import { type Theme, themeCookie } from "./theme.ts";

/**
 * Refusals any page's form may meet whatever catalogs the page sends: a failed call, the network, a session
 * that ended, a foreign origin, a rate limit (app/runtime/account-api.ts reads them in `account:errors`).
 */
const SHELL_REFUSALS = ["generic", "network", "unauthorized", "foreign_origin", "rate_limited"];

/** The root's catalogs of each language, made once from its full catalogs. */
const shellCatalogs = new WeakMap<Messages, Messages>();

/**
 * The catalogs every page gets: the common and shell texts and the account, comparison and content texts every
 * page may show (the header link and search suggestions, the favourite star, the common refusals and the footer's
 * links). Made once per language.
 */
function shellMessages(all: Messages): Messages {
  let messages = shellCatalogs.get(all);
  if (!messages) {
    messages = { common: all.common, shell: all.shell, ...shellExtras(all) };
    shellCatalogs.set(all, messages);
  }
  return messages;
}

function shellExtras(all: Messages) {
  const { account, compare, content } = all;
  const errors = account.errors as Messages[string];
  const search = content.search as Messages[string];
  const title = (section: unknown) => ({ title: (section as Messages[string]).title });
  return {
    account: {
      menu: account.menu,
      favorite: account.favorite,
      errors: Object.fromEntries(SHELL_REFUSALS.map((code) => [code, errors[code]])),
    },
    compare: { compare: title(compare.compare), lastViewed: title(compare.lastViewed) },
    content: {
      footer: content.footer,
      pages: content.pages,
      suggest: content.suggest,
      search: { groups: search.groups, submit: search.submit },
      ...Object.fromEntries(
        ["news", "blog", "faq", "ico", "airdrop"].map((kind) => [kind, title(content[kind])]),
      ),
    },
  };
}

/**
 * Resolves the request's locale and its path without the prefix once, for the root loader and every page
 * loader (docs/architecture.md, Languages and locale routing). A prefix counts only where a route took it as
 * `:lang`: a path no route serves (`/de/no/such/page`) stays English. Then a path with a redirect rule is
 * sent on before any loader runs, on a document request and a client navigation's data request alike
 * (docs/architecture.md, Route guards).
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ params, context, url }) => {
    const prefixed = splitLocale(url.pathname);
    context.set(
      localeContext,
      params.lang === prefixed.locale ? prefixed : { locale: defaultLocale, path: url.pathname },
    );
  },
  guardMiddleware("route-rules"),
];

export async function loader({ request, params, context, url }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  if (params.lang !== undefined && (!isLocale(params.lang) || params.lang === "en")) {
    if (params.lang === "en")
      throw redirect(`${splitLocale(url.pathname.slice(3) || "/").path}${url.search}`, 301);
    unmatchedPath(url);
  }
  const { locale } = context.get(localeContext);
  const cookies = parseCookie(request.headers.get("cookie") ?? "");

  // Choosing a language or theme works without JavaScript: ?lang= / ?theme= set the cookie and come back.
  const chosenLang = url.searchParams.get("lang");
  const chosenTheme = url.searchParams.get("theme");
  if ((chosenLang && isLocale(chosenLang)) || chosenTheme === "light" || chosenTheme === "dark") {
    const headers = new Headers();
    if (chosenLang && isLocale(chosenLang)) {
      headers.append("set-cookie", preferenceCookie(LOCALE_COOKIE, chosenLang, LOCALE_COOKIE_MAX_AGE));
    }
    if (chosenTheme === "light" || chosenTheme === "dark")
      headers.append("set-cookie", themeCookie(chosenTheme));
    const clean = new URL(url);
    clean.searchParams.delete("lang");
    clean.searchParams.delete("theme");
    throw redirect(`${clean.pathname}${clean.search}`, { headers });
  }
  const remembered = cookies[LOCALE_COOKIE];
  if (params.lang === undefined && remembered && isLocale(remembered) && remembered !== "en") {
    throw redirect(`${localizePath(url.pathname, remembered)}${url.search}`, { headers: { vary: "Cookie" } });
  }
  const themeValue = cookies[THEME_COOKIE];
  const theme: Theme | null = themeValue === "dark" || themeValue === "light" ? themeValue : null;
  const caller = services.caller;
  const news = caller ? await services.news.reading(caller.user.id) : null;
  return {
    locale,
    messages: shellMessages(services.messages(locale)),
    theme,
    user: caller && news ? { nickname: caller.user.nickname, email: caller.user.email, news } : null,
    buildId: services.buildId,
    footer: footerSections(locale, serverT(services, locale)),
  };
}

/**
 * Messages and theme change only with the language; other navigations keep the root data. A form, or a page
 * asking for fresh data where it stands (a revalidation: news arrived live), also refreshes the account's news.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
  formMethod,
}) =>
  formMethod !== undefined || currentParams.lang !== nextParams.lang || currentUrl.href === nextUrl.href
    ? defaultShouldRevalidate
    : false;

/** A refusal's own headers go out with its error page: a rate limit's Retry-After (server/plugins/ssr.ts). */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => errorHeaders ?? new Headers();

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

const THEME_SCRIPT = `try{if(!/(?:^|; )${THEME_COOKIE}=/.test(document.cookie)&&matchMedia("(prefers-color-scheme: dark)").matches)document.documentElement.dataset.theme="dark"}catch(e){}`;

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={langTag(root?.locale ?? "en")} data-theme={root?.theme ?? "light"} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {root?.theme ? null : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, allowed by the CSP nonce, that picks the system theme before first paint
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        )}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The root's catalogs plus those the matched routes sent with their data (`i18n`). */
function usePageMessages(root: Messages): Messages {
  const matches = useMatches();
  const routeMessages = matches.map((m) => (m.loaderData as { i18n?: Messages } | undefined)?.i18n);
  const key = routeMessages.map((m) => (m ? Object.keys(m).join(",") : "")).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the namespaces present identify the merge
  return useMemo(() => Object.assign({}, root, ...routeMessages.filter(Boolean)), [root, key]);
}

function Frame({ root, children }: { root: Route.ComponentProps["loaderData"]; children: React.ReactNode }) {
  const messages = usePageMessages(root.messages);
  const busy = useNavigation().state !== "idle";
  return (
    <I18nProvider locale={root.locale} messages={messages}>
      <ShellProvider buildId={root.buildId}>
        <div className="nav-progress" data-active={busy} aria-hidden="true" />
        <div className="flex min-h-screen flex-col">
          <SiteHeader locale={root.locale} theme={root.theme} user={root.user} />
          <main id="main" aria-busy={busy} className="mx-auto w-full max-w-[1200px] flex-1 px-3 py-4 sm:px-4">
            {children}
          </main>
          <SiteFooter locale={root.locale} sections={root.footer} />
        </div>
      </ShellProvider>
    </I18nProvider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Frame root={loaderData}>
      <Outlet />
    </Frame>
  );
}

/**
 * The status of an error page and, for a 404, the path it names: the one in the message of
 * app/seo/page.server.ts, else the page's own (a domain refusal names none, server/plugins/ssr.ts).
 */
function useErrorInfo(error: unknown): { status: number; fatal: boolean; path: string } {
  const { pathname } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string" ? error.data.message : "";
  const path = message ? message.replace(/^Page not found: /i, "") : pathname;
  return { status, fatal: isRouteErrorResponse(error) && error.data?.fatal === true, path };
}

/** The title of an English error page other than a 404, by status, before any catalog is loaded. */
const plainTitles: Record<number, string> = {
  400: "Bad request",
  401: "Sign in first",
  403: "Forbidden",
  409: "Conflict",
  422: "Unprocessable request",
  429: "Too many requests",
  503: "Service briefly unavailable",
};

/** Before any catalog is loaded (an unknown locale prefix): the English messages. */
function PlainError({ error }: { error: unknown }) {
  const { status, fatal, path } = useErrorInfo(error);
  const text =
    status === 404
      ? `${fatal ? "Page Not Found" : "Page not found"}: ${path}`
      : (plainTitles[status] ?? "Internal server error");
  return <ErrorView status={status} title={text} home="TokenAtlas" homeHref="/" />;
}

/**
 * The message of an error page other than a 404, by status: a refused address (400), a domain refusal by the
 * status of its kind (server/plugins/ssr.ts), a database away for a moment (503).
 */
const statusMessages: Record<number, TKey> = {
  400: "errors.badRequest",
  401: "errors.unauthorized",
  403: "errors.forbidden",
  409: "errors.conflict",
  422: "errors.invalid",
  429: "errors.rateLimited",
  503: "errors.unavailable",
};

function LocalizedError({ error, locale }: { error: unknown; locale: Locale }) {
  const { t } = useTranslation();
  const { status, fatal, path } = useErrorInfo(error);
  const title =
    status === 404
      ? t(fatal ? "errors.fatalNotFound" : "errors.notFound", { path })
      : t(statusMessages[status] ?? "errors.internal");
  return (
    <ErrorView status={status} title={title} home={t("errors.home")} homeHref={localizePath("/", locale)} />
  );
}

function ErrorView(props: { status: number; title: string; home: string; homeHref: string }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center" data-status={props.status}>
      {/* Hoisted into the head: an error page has no route meta, yet a tab and a checker need its title. */}
      <title>{fitTitle(`${props.title} · TokenAtlas`, props.title)}</title>
      <p className="text-6xl font-bold text-muted">{props.status}</p>
      <h1 className="mt-4 text-xl font-semibold break-words">{props.title}</h1>
      <p className="mt-6">
        <a className="text-accent underline" href={props.homeHref}>
          {props.home}
        </a>
      </p>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>("root");
  if (!root) return <PlainError error={error} />;
  return (
    <Frame root={root}>
      <LocalizedError error={error} locale={root.locale} />
    </Frame>
  );
}
