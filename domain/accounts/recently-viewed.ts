/**
 * The tokens a signed-in user opened last (docs/product.md, Accounts): each token page notes its visit, and
 * the list keeps the newest 50.
 */
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { recentlyViewed } from "../../db/schema/index.ts";
import { type TokenListItem, tokenItemsFrom } from "../catalog/tokens.ts";
import type { Caller } from "./sessions.ts";

export const RECENTLY_VIEWED_MAX = 50;

export function createRecentlyViewed(db: Db) {
  return {
    /** Notes that the user opened a token page; the list keeps the newest 50. */
    async record(caller: Caller, tokenId: number): Promise<void> {
      const at = new Date();
      await db
        .insert(recentlyViewed)
        .values({ userId: caller.user.id, tokenId, viewedAt: at })
        .onConflictDoUpdate({
          target: [recentlyViewed.userId, recentlyViewed.tokenId],
          set: { viewedAt: at },
        });
      await db.execute(sql`
        delete from recently_viewed where user_id = ${caller.user.id} and token_id not in (
          select token_id from recently_viewed where user_id = ${caller.user.id}
          order by viewed_at desc limit ${RECENTLY_VIEWED_MAX})`);
    },

    /** The tokens the user opened last, newest first, with when. */
    async list(caller: Caller): Promise<{ token: TokenListItem; viewedAt: string }[]> {
      const items = await tokenItemsFrom(
        db,
        sql`(select token_id, viewed_at from recently_viewed where user_id = ${caller.user.id}) x`,
        sql.raw("x.viewed_at desc"),
        RECENTLY_VIEWED_MAX,
      );
      const times = await db
        .select({ tokenId: recentlyViewed.tokenId, viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, caller.user.id));
      const at = new Map(times.map((r) => [r.tokenId, r.viewedAt.toISOString()]));
      return items.map((token) => ({ token, viewedAt: at.get(token.id) ?? "" }));
    },

    clear: (caller: Caller) => db.delete(recentlyViewed).where(eq(recentlyViewed.userId, caller.user.id)),
  };
}

export type RecentlyViewed = ReturnType<typeof createRecentlyViewed>;
