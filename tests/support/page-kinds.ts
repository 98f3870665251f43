import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { type Db, queryRows } from "../../db/client.ts";
import { type ContentKind, contentKinds, contentPath } from "../../lib/content-kinds.ts";
import { listPages } from "../../lib/orderings.ts";

/** The page kinds of the site (docs/product.md, Pages and routes), as English paths of seeded examples. */

/** A catalogue example of each kind the catalogue pages need: a token, a blockchain and a category. */
export type CatalogueSamples = { token: string; chain: string; category: string };

/** Reads the catalogue examples through the public API of a seeded app. */
export async function catalogueSamples(
  get: (url: string) => Promise<LightMyRequestResponse>,
): Promise<CatalogueSamples> {
  const first = async (url: string) => ((await get(url)).json() as { data: { slug: string }[] }).data[0].slug;
  return {
    token: await first("/api/tokens?order=new&limit=1"),
    chain: await first("/api/blockchains"),
    category: await first("/api/tags?type=category"),
  };
}

/** The catalogue's pages: home, every token list, the token page's three views, chains and tags. */
export const cataloguePaths = ({ token, chain, category }: CatalogueSamples) => [
  "/",
  "/token",
  ...listPages.map((p) => p.path),
  `/token/${token}`,
  `/pair/${token}`,
  `/token-preview/${token}`,
  "/blockchains",
  `/blockchains/${chain}`,
  "/cryptocurrency/types",
  "/cryptocurrency-categories",
  "/cryptocurrency-industries",
  "/cryptocurrency-algorithms",
  `/cryptocurrency-categories/${category}`,
];

/** The newest published entry of each content kind, read from a database seeded with the demo content. */
export async function contentSamples(db: Db): Promise<Record<ContentKind, string>> {
  const rows = await queryRows<{ kind: ContentKind; slug: string }>(
    db,
    sql`select distinct on (kind) kind, slug from content_entries
        where published_at is not null order by kind, published_at desc`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.slug])) as Record<ContentKind, string>;
}

/** The community hub, the busiest seeded community's feed and its most answered post's thread. */
export async function communityPaths(db: Db): Promise<string[]> {
  const [row] = await queryRows<{ slug: string; id: number }>(
    db,
    sql`select t.slug, p.id from community_posts p join communities c on c.id = p.community_id
        join tokens t on t.id = c.token_id
        where c.is_published and p.deleted_at is null
        order by c.post_count desc, p.answer_count desc, p.id limit 1`,
  );
  return ["/CommunityPage", `/token/${row.slug}/community`, `/token/${row.slug}/community/${row.id}`];
}

/** Content lists and one entry of each kind, search with results, the account forms and the reader's lists. */
export const sitePaths = (catalogue: CatalogueSamples, content: Record<ContentKind, string>) => [
  ...cataloguePaths(catalogue),
  `/search?q=${catalogue.token.split("-")[0]}`,
  ...contentKinds.flatMap((kind) => (kind === "page" ? [] : [`/${kind}`])),
  ...contentKinds.map((kind) => contentPath(kind, content[kind])),
  "/sign-in",
  "/register",
  "/forgot-password",
  `/compare?tokens=${catalogue.token}`,
  "/last-viewed",
];

/** Pages shown only to a signed-in reader, and the editors' desk. */
export const signedInPaths = ["/cabinet", "/cabinet/tokens", "/cabinet/tokens/invitation?code=none"];
export const editorPaths = ["/admin", "/admin/projects", "/admin/communities", "/admin/communities/list"];

/** A well-formed address naming no token: the not-found page, in the language of its prefix. */
export const notFoundPath = "/token/no-such-token-999999";
