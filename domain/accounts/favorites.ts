/**
 * The tokens a signed-in user starred (docs/product.md, Accounts): listed newest first, starred one at a
 * time, or merged from the stars a visitor kept in the browser, up to a cap.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { favorites, tokens } from "../../db/schema/index.ts";
import { isTokenSlug } from "../../lib/route-shapes.ts";
import { type TokenListItem, tokenItemsFrom } from "../catalog/tokens.ts";
import { Invalid, NotFound } from "../errors.ts";
import type { Caller } from "./sessions.ts";

export const FAVORITES_MAX = 500;

export function createFavorites(db: Db) {
  /** The ids of the tokens with these slugs; text that cannot be a slug is never looked up. */
  const tokenIds = async (slugs: string[]) => {
    const wanted = [...new Set(slugs.filter(isTokenSlug))].slice(0, FAVORITES_MAX);
    if (wanted.length === 0) return [];
    return db.select({ id: tokens.id }).from(tokens).where(inArray(tokens.slug, wanted));
  };

  /** Inserts favourites up to the cap; returns how many were new. */
  const insertFavorites = async (userId: number, ids: number[]): Promise<number> => {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, userId));
    const room = Math.max(0, FAVORITES_MAX - count);
    if (room === 0) throw new Invalid({ token: "favorites_full" });
    const added = await db
      .insert(favorites)
      .values(ids.slice(0, room).map((tokenId) => ({ userId, tokenId, createdAt: new Date() })))
      .onConflictDoNothing()
      .returning({ tokenId: favorites.tokenId });
    return added.length;
  };

  return {
    async list(caller: Caller): Promise<TokenListItem[]> {
      return tokenItemsFrom(
        db,
        sql`(select token_id, created_at from favorites where user_id = ${caller.user.id}) x`,
        sql.raw("x.created_at desc, t.id"),
        FAVORITES_MAX,
      );
    },

    /** Stars one token; starring it again changes nothing. */
    async add(caller: Caller, slug: string): Promise<void> {
      const [token] = await tokenIds([slug]);
      if (!token) throw new NotFound("No such token");
      await insertFavorites(caller.user.id, [token.id]);
    },

    /** Adds a visitor's browser stars at sign-in; unknown slugs are skipped. Returns how many were new. */
    async merge(caller: Caller, slugs: string[]): Promise<number> {
      const found = await tokenIds(slugs);
      return found.length
        ? insertFavorites(
            caller.user.id,
            found.map((t) => t.id),
          )
        : 0;
    },

    async remove(caller: Caller, slug: string) {
      const [token] = await tokenIds([slug]);
      if (!token) throw new NotFound("No such token");
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, caller.user.id), eq(favorites.tokenId, token.id)));
    },
  };
}

export type Favorites = ReturnType<typeof createFavorites>;
