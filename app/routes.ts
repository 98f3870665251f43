import { type RouteConfig, route } from "@react-router/dev/routes";
import { infoPageSlugs } from "../lib/content-kinds.ts";
import { listPages } from "../lib/orderings.ts";
import { tagTypes } from "../lib/route-shapes.ts";

/** Every page exists at the bare English path and under an optional locale prefix (docs/product.md, Pages and routes). */
const L = ":lang?";

export default [
  route(L, "routes/home.tsx", { id: "home" }),
  route(`${L}/token`, "routes/token-list.tsx", { id: "list-all" }),
  ...listPages.map((page) =>
    route(`${L}${page.path}`, "routes/token-list.tsx", { id: `list-${page.value}` }),
  ),
  route(`${L}/token/:token`, "routes/token.tsx", { id: "token" }),
  route(`${L}/token/:token/community`, "routes/community.tsx", { id: "community" }),
  route(`${L}/token/:token/community/:post`, "routes/community-post.tsx", { id: "community-post" }),
  route(`${L}/CommunityPage`, "routes/community-hub.tsx", { id: "community-hub" }),
  route(`${L}/pair/:token`, "routes/token.tsx", { id: "pair" }),
  route(`${L}/token-preview/:token`, "routes/token.tsx", { id: "token-preview" }),
  route(`${L}/binance/:market`, "routes/binance-market.tsx", { id: "binance-market" }),
  route(`${L}/sign-in`, "routes/sign-in.tsx", { id: "sign-in" }),
  route(`${L}/register`, "routes/register.tsx", { id: "register" }),
  route(`${L}/FinishReg`, "routes/finish-registration.tsx", { id: "finish-registration" }),
  route(`${L}/forgot-password`, "routes/forgot-password.tsx", { id: "forgot-password" }),
  route(`${L}/cabinet`, "routes/cabinet.tsx", { id: "cabinet" }),
  route(`${L}/cabinet/tokens`, "routes/cabinet-tokens.tsx", { id: "cabinet-tokens" }),
  route(`${L}/cabinet/tokens/invitation`, "routes/cabinet-invitation.tsx", { id: "cabinet-invitation" }),
  route(`${L}/compare`, "routes/compare.tsx", { id: "compare" }),
  route(`${L}/last-viewed`, "routes/last-viewed.tsx", { id: "last-viewed" }),
  route(`${L}/blockchains`, "routes/blockchains.tsx", { id: "blockchains" }),
  route(`${L}/blockchains/:slug`, "routes/token-list.tsx", { id: "blockchain" }),
  route(`${L}/cryptocurrency/types`, "routes/tag-types.tsx", { id: "tag-types" }),
  ...tagTypes.map((type) => route(`${L}/cryptocurrency-${type}`, "routes/tags.tsx", { id: `tags-${type}` })),
  ...tagTypes.map((type) =>
    route(`${L}/cryptocurrency-${type}/:slug`, "routes/token-list.tsx", { id: `tag-${type}` }),
  ),
  route(`${L}/search`, "routes/search.tsx", { id: "search" }),
  route(`${L}/news`, "routes/articles.tsx", { id: "news" }),
  route(`${L}/news/:slug`, "routes/articles.tsx", { id: "news-item" }),
  route(`${L}/blog`, "routes/articles.tsx", { id: "blog" }),
  route(`${L}/blog/:slug`, "routes/articles.tsx", { id: "blog-item" }),
  route(`${L}/faq`, "routes/faq.tsx", { id: "faq" }),
  route(`${L}/faq/:slug`, "routes/faq-entry.tsx", { id: "faq-entry" }),
  route(`${L}/ico`, "routes/offerings.tsx", { id: "ico" }),
  route(`${L}/ico/:slug`, "routes/offering.tsx", { id: "ico-item" }),
  route(`${L}/airdrop`, "routes/offerings.tsx", { id: "airdrop" }),
  route(`${L}/airdrop/:slug`, "routes/offering.tsx", { id: "airdrop-item" }),
  route(`${L}/admin`, "routes/admin.tsx", { id: "admin" }),
  route(`${L}/admin/new`, "routes/admin-entry.tsx", { id: "admin-new" }),
  route(`${L}/admin/entries/:id`, "routes/admin-entry.tsx", { id: "admin-entry" }),
  route(`${L}/admin/users`, "routes/admin-users.tsx", { id: "admin-users" }),
  route(`${L}/admin/redirects`, "routes/admin-redirects.tsx", { id: "admin-redirects" }),
  route(`${L}/admin/projects`, "routes/admin-projects.tsx", { id: "admin-projects" }),
  route(`${L}/admin/projects/:id`, "routes/admin-project.tsx", { id: "admin-project" }),
  route(`${L}/admin/communities`, "routes/admin-communities.tsx", { id: "admin-communities" }),
  route(`${L}/admin/communities/list`, "routes/admin-community-list.tsx", { id: "admin-community-list" }),
  ...infoPageSlugs.map((slug) => route(`${L}/${slug}`, "routes/info-page.tsx", { id: `page-${slug}` })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
