import { type FormEvent, useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { communityPath } from "../../lib/community-paths.ts";
import { ClientDate } from "../components/ui/client-date.tsx";
import { buttonClass, Control, FormError, inputClass, primaryClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { ADMIN_REFUSALS } from "../features/admin/components/entry-editor.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { type ApiData, accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/admin-community-list";
import { guarded } from "./parts/guards.server.ts";

/**
 * `/admin/communities/list`: every token community, published or not, the newest first; editors open one for a
 * token that has none and publish it to readers or take it back (docs/product.md, Communities).
 */
export const loader = guarded("editor", async ({ context, url }: Route.LoaderArgs, caller) => {
  const { services, t, seo, i18n } = pageContext(context);
  const cursor = url.searchParams.get("cursor");
  // A cursor that is not one of the list's reads as the first page.
  const valid = cursor !== null && /^[1-9]\d{0,8}$/.test(cursor) ? cursor : undefined;
  return {
    list: await services.moderation.communities(caller, valid),
    seo: seo({
      title: t("admin:communities.title"),
      description: t("admin:communities.description"),
      path: "/admin/communities/list",
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: t("admin:communities.title"), path: "/admin/communities/list" },
      ],
    }),
    i18n: i18n("admin"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

type Listed = Route.ComponentProps["loaderData"]["list"]["data"][number];

/** Matches are asked for once the editor has typed this many characters, and this long after the last one. */
const MATCH_FROM = 2;
const MATCH_DELAY_MS = 200;

type Match = ApiData<"GET", "/api/search">["tokens"][number];

/** The catalogue's tokens whose name, symbol or slug matches `text`, through the site's search. */
function useTokenMatches(text: string, locale: string): Match[] {
  const [matches, setMatches] = useState<Match[]>([]);
  useEffect(() => {
    const q = text.trim();
    if (q.length < MATCH_FROM) return setMatches([]);
    let current = true;
    const timer = setTimeout(async () => {
      const params = new URLSearchParams({ q, locale, tokens: "6", perKind: "0" });
      const found = await accountCall("GET", `/api/search?${params}`, locale);
      if (current) setMatches(found.ok ? found.data.tokens : []);
    }, MATCH_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, locale]);
  return matches;
}

/**
 * Opens a community for a token, by the token's slug; it starts unpublished. The editor may type the slug, or a
 * name or symbol and choose among the matching tokens, which fills in the slug.
 */
function Open() {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [token, setToken] = useState("");
  const found = useTokenMatches(token, locale);
  // A chosen match leaves only its slug in the field: nothing more to choose.
  const matches = found.some((match) => match.slug === token.trim()) ? [] : found;
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!token.trim()) return form.setFieldError("token", "required");
    if (
      await form.submit(() => accountCall("POST", "/api/admin/communities", locale, { token: token.trim() }))
    ) {
      notify({ type: "success", message: t("moderation.done") });
      setToken("");
      revalidator.revalidate();
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="open-community"
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <Control
        label={t("communities.token")}
        hint={t("communities.tokenHint")}
        error={form.fieldError("token")}
      >
        <input type="text" value={token} onChange={(e) => setToken(e.target.value)} className={inputClass} />
      </Control>
      <button type="submit" disabled={form.pending} className={primaryClass}>
        {t("communities.open")}
      </button>
      <FormError text={form.formError} />
      <div aria-live="polite" className="basis-full empty:hidden">
        {matches.length > 0 ? (
          <ul
            data-testid="token-matches"
            aria-label={t("communities.matches")}
            className="flex flex-wrap gap-2"
          >
            {matches.map((match) => (
              <li key={match.slug} className="min-w-0">
                <button
                  type="button"
                  onClick={() => setToken(match.slug)}
                  className={`${buttonClass} max-w-full text-left break-words`}
                >
                  {match.name} <span className="text-muted">{match.symbol}</span>{" "}
                  <span className="text-xs text-muted">{match.slug}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </form>
  );
}

/** Publishes the community, or takes it back from readers. */
function Publication({ community }: { community: Listed }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const revalidator = useRevalidator();
  const action = community.isPublished ? "unpublish" : "publish";
  async function change() {
    // Both actions take no body; the client's types know each path on its own.
    const path =
      `/api/admin/communities/tokens/${community.token.slug}/${action}` as `/api/admin/communities/tokens/${string}/publish`;
    if (await form.submit(() => accountCall("POST", path, locale))) revalidator.revalidate();
  }
  return (
    <>
      <button
        type="button"
        onClick={change}
        disabled={form.pending}
        aria-label={`${t(`communities.${action}`)}: ${community.token.name}`}
        className={community.isPublished ? buttonClass : primaryClass}
      >
        {t(`communities.${action}`)}
      </button>
      <FormError text={form.formError} />
    </>
  );
}

export default function AdminCommunityList({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { list } = loaderData;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <Open />
      {list.data.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("communities.empty")}
        </p>
      ) : (
        <ul
          data-testid="desk-communities"
          className="divide-y divide-line rounded-lg border border-line bg-surface"
        >
          {list.data.map((community) => (
            <li key={community.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              {community.isPublished ? (
                <LocalLink
                  to={communityPath(community.token.slug)}
                  className="min-w-0 font-medium break-words text-accent hover:underline"
                >
                  {community.token.name} <span className="text-muted">{community.token.symbol}</span>
                </LocalLink>
              ) : (
                <span className="min-w-0 font-medium break-words">
                  {community.token.name} <span className="text-muted">{community.token.symbol}</span>
                </span>
              )}
              <span className={community.isPublished ? "text-up" : "text-muted"}>
                {t(community.isPublished ? "communities.published" : "communities.unpublished")}
              </span>
              <span className="text-muted">{t("communities.posts", { count: community.postCount })}</span>
              <span className="text-muted">{t("communities.members", { count: community.memberCount })}</span>
              <span className="text-muted">
                {t("communities.opened")}: <ClientDate iso={community.createdAt} />
              </span>
              <span className="sm:ml-auto">
                <Publication community={community} />
              </span>
            </li>
          ))}
        </ul>
      )}
      {list.nextCursor ? (
        <LocalLink
          to={`/admin/communities/list?cursor=${list.nextCursor}`}
          className="mt-3 inline-block text-sm text-accent hover:underline"
        >
          {t("communities.more")}
        </LocalLink>
      ) : null}
      <LocalLink to="/admin" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("desk.back")}
      </LocalLink>
    </>
  );
}
