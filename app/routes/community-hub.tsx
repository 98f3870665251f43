import { ALL_LANGUAGES, readerLanguage } from "../../domain/communities/filter.ts";
import { COMMUNITY_HUB_PATH, communityPath } from "../../lib/community-paths.ts";
import { ClientDate } from "../components/ui/client-date.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { TokenLogo } from "../features/catalog/components/token-logo.tsx";
import { postingJsonLd } from "../features/community/community.server.ts";
import { OtherLanguages } from "../features/community/components/other-languages.tsx";
import { PostCard } from "../features/community/components/post-card.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/community-hub";

/**
 * `/CommunityPage`: the hub of token communities, the most active first, and the newest posts across them; the
 * posts in the page's language first, as a feed shows them (`languages=all` for every language).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, t, seo, locale, i18n } = pageContext(context);
  const caller = services.caller;
  const languages = new URL(request.url).searchParams.get("languages");
  const language = readerLanguage(languages, locale);
  const [hub, memberFeed] = await Promise.all([
    services.communities.hub(language),
    caller ? services.communities.memberFeed(caller.user.id, language) : null,
  ]);
  return {
    hub,
    memberFeed,
    // Made here rather than in the page: the hub's path in the page's script joined the chunk every page loads.
    allLanguagesPath: `${COMMUNITY_HUB_PATH}?languages=${ALL_LANGUAGES}`,
    seo: seo({
      title: t("community:hub.title"),
      description: t("community:hub.description"),
      path: COMMUNITY_HUB_PATH,
      // Every language is a view of the hub, not a page of its own.
      noindex: language === undefined,
      crumbs: [{ name: t("community:hub.title"), path: COMMUNITY_HUB_PATH }],
      jsonLd: hub.posts.map((post) => postingJsonLd(post, services.publicUrl, locale)),
    }),
    i18n: i18n("community"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function CommunityHub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("community");
  const { communities, posts } = loaderData.hub;
  const allHref = loaderData.allLanguagesPath;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      {communities.length === 0 ? (
        <p
          data-testid="hub-empty"
          className="rounded-lg border border-line bg-surface p-8 text-center text-muted"
        >
          {t("hub.empty")}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="hub-active">
            <h2 id="hub-active" className="mb-3 text-lg font-semibold">
              {t("hub.active")}
            </h2>
            <ul data-testid="hub-communities" className="grid gap-2">
              {communities.map((c) => (
                <li key={c.id} className="rounded-lg border border-line bg-surface p-3">
                  <LocalLink
                    to={communityPath(c.token.slug)}
                    className="flex items-center gap-2 font-semibold hover:text-accent hover:underline"
                  >
                    <TokenLogo logo={c.token.logo} tokenImage={null} symbol={c.token.symbol} size={24} />
                    {t("feed.title", { name: c.token.name })}
                  </LocalLink>
                  <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-muted">
                    <span>{t("hub.posts", { count: c.postCount })}</span>
                    <span>{t("hub.members", { count: c.memberCount })}</span>
                    <span>
                      {t("hub.lastActivity")}: <ClientDate iso={c.lastActivityAt} />
                    </span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <div className="grid content-start gap-6">
            {loaderData.memberFeed ? (
              <section aria-labelledby="hub-mine">
                <h2 id="hub-mine" className="mb-3 text-lg font-semibold">
                  {t("hub.mine")}
                </h2>
                <OtherLanguages
                  count={loaderData.memberFeed.otherLanguages}
                  allHref={allHref}
                  testId="hub-mine-other-languages"
                />
                {loaderData.memberFeed.posts.length === 0 ? (
                  <p
                    data-testid="hub-mine-empty"
                    className="rounded-lg border border-line bg-surface p-4 text-sm text-muted"
                  >
                    {t("hub.mineEmpty")}
                  </p>
                ) : (
                  <ol data-testid="hub-mine" className="grid gap-3">
                    {loaderData.memberFeed.posts.map((post) => (
                      <li key={post.id}>
                        <PostCard post={post} heading="h3" showToken />
                      </li>
                    ))}
                  </ol>
                )}
              </section>
            ) : null}
            <section aria-labelledby="hub-newest">
              <h2 id="hub-newest" className="mb-3 text-lg font-semibold">
                {t("hub.newest")}
              </h2>
              <OtherLanguages
                count={loaderData.hub.otherLanguages}
                allHref={allHref}
                testId="hub-other-languages"
              />
              {posts.some((post) => post.demo) ? (
                <p className="mb-3 rounded-md border border-line bg-surface p-2 text-xs text-muted">
                  {t("post.demoNotice")}
                </p>
              ) : null}
              <ol data-testid="hub-posts" className="grid gap-3">
                {posts.map((post) => (
                  <li key={post.id}>
                    <PostCard post={post} heading="h3" showToken />
                  </li>
                ))}
              </ol>
            </section>
          </div>
        </div>
      )}
    </>
  );
}
