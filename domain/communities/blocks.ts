import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Caller } from "../accounts/sessions.ts";
import { Invalid, NotFound } from "../errors.ts";

/** The most members one account may block. */
export const BLOCKS_MAX = 500;

/** The id of the member with this nickname (in any case), or 404. */
export async function memberOf(db: Pick<Db, "execute">, nickname: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where nickname is not null and lower(nickname) = lower(${nickname})`,
  );
  if (!row) throw new NotFound("No member has this nickname");
  return Number(row.id);
}

/**
 * Members blocking members in token communities (docs/product.md, Communities): the blocked member's posts
 * leave the blocker's feeds, their answers fold in the blocker's threads, and their answers and reactions are
 * no news to the blocker. Blocking is private: the blocked member is not told and still reads everything.
 */
export function createBlocks(db: Db, now: () => Date = () => new Date()) {
  const memberId = (nickname: string) => memberOf(db, nickname);

  const list = async (caller: Caller): Promise<string[]> => {
    const rows = await queryRows<{ nickname: string }>(
      db,
      sql`select u.nickname from community_blocks b join users u on u.id = b.blocked_id
          where b.user_id = ${caller.user.id} and u.nickname is not null order by lower(u.nickname)`,
    );
    return rows.map((row) => row.nickname);
  };

  return {
    /** The nicknames the caller blocked, in alphabetical order. */
    list,

    /** Blocks a member by nickname; blocking them again changes nothing. */
    async block(caller: Caller, nickname: string): Promise<string[]> {
      const id = await memberId(nickname);
      if (id === caller.user.id) throw new Invalid({ nickname: "cannot_block_self" });
      const [{ n }] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from community_blocks where user_id = ${caller.user.id}`,
      );
      if (Number(n) >= BLOCKS_MAX) throw new Invalid({ nickname: "too_many_blocks" });
      await db.execute(
        sql`insert into community_blocks (user_id, blocked_id, created_at)
            values (${caller.user.id}, ${id}, ${now()}) on conflict do nothing`,
      );
      return list(caller);
    },

    /** Unblocks a member; unblocking one not blocked changes nothing. */
    async unblock(caller: Caller, nickname: string): Promise<string[]> {
      const id = await memberId(nickname);
      await db.execute(
        sql`delete from community_blocks where user_id = ${caller.user.id} and blocked_id = ${id}`,
      );
      return list(caller);
    },
  };
}

export type Blocks = ReturnType<typeof createBlocks>;
