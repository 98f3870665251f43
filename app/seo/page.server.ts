import type { RouterContextProvider } from "react-router";
import { data, redirect } from "react-router";
import { leavesNamed } from "../../lib/i18n/translator.ts";
import { classifyUnmatchedPath } from "../../lib/route-shapes.ts";
import { type AppServices, localeContext, type Messages, servicesContext } from "../context.ts";
import { serverT } from "../i18n/i18n.server.ts";
import type { Breadcrumb, Seo } from "./seo.ts";
import { fitTitle } from "./title.ts";

/**
 * What every page loader starts from: services, the request's locale and its path without the locale prefix
 * (resolved once by the root middleware, app/root.tsx), a translator and an SEO builder.
 */
export function pageContext(context: Readonly<RouterContextProvider>) {
  const services: AppServices = context.get(servicesContext);
  if (services.badRequest) badRequest();
  const { locale, path } = context.get(localeContext);
  const t = serverT(services, locale);
  const home: Breadcrumb = { name: t("nav.home"), path: "/" };
  const seo = (
    page: Omit<Seo, "locale" | "publicUrl" | "breadcrumbs" | "h1"> & { h1?: string; crumbs?: Breadcrumb[] },
  ): Seo => {
    const seo: Seo = {
      title: fitTitle(page.title),
      description: page.description,
      h1: page.h1 ?? page.title,
      path: page.path,
      noindex: page.noindex,
      alternates: page.alternates,
      canonicalLocale: page.canonicalLocale,
      ogType: page.ogType,
      jsonLd: page.jsonLd,
      feeds: page.feeds,
      image: page.image,
      locale,
      publicUrl: services.publicUrl,
      breadcrumbs: [home, ...(page.crumbs ?? [])],
    };
    return seo;
  };
  /**
   * The catalogs a page's components translate with, sent along with its data (root sends common, shell).
   * "tags:name" sends only the tags' names: a page that lists tags without their descriptions.
   */
  const i18n = (...namespaces: string[]): Messages => {
    const all = services.messages(locale);
    return Object.fromEntries(
      namespaces.map((entry) => {
        const [ns, leaf] = entry.split(":");
        const tree = all[ns] ?? {};
        return [ns, leaf ? leavesNamed(tree, leaf) : tree];
      }),
    );
  };
  return { services, locale, path, t, seo, i18n };
}

/**
 * An address the server refused (server/plugins/input-guard.ts): the localized "Bad request" page, thrown
 * before the loader reads anything.
 */
export function badRequest(): never {
  throw data({ message: "Bad request", fatal: false }, { status: 400 });
}

/** A route parameter failing validation is a fatal "Page Not Found: {path}" (docs/product.md, Route parameters and not-found). */
export function fatalNotFound(url: URL): never {
  throw data({ message: `Page Not Found: ${url.pathname}`, fatal: true }, { status: 404 });
}

/** A well-formed address naming nothing: the ordinary "Page not found: {path}". */
export function notFound(url: URL): never {
  throw data({ message: `Page not found: ${url.pathname}`, fatal: false }, { status: 404 });
}

/** A path no route can serve: the `/{token}` redirect, or a (fatal or ordinary) 404 (docs/product.md, Route parameters and not-found). */
export function unmatchedPath(url: URL): never {
  const outcome = classifyUnmatchedPath(url.pathname);
  if (outcome.kind === "redirect") throw redirect(outcome.to, 301);
  throw data({ message: outcome.message, fatal: outcome.kind === "fatal" }, { status: 404 });
}
