import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { ReportReason } from "../../lib/community-reports.ts";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import type { Locale } from "../../lib/locales.ts";
import type { Caller } from "../accounts/index.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../errors.ts";
import { memberOf } from "./blocks.ts";
import { parseSuspension, type Suspension, suspensionMessage } from "./moderation-rules.ts";
import type { CommunityToken } from "./reads.ts";

type Executor = Pick<Db, "execute">;
type Row = Record<string, unknown>;

/** Reported items per page of the queue, and communities per page of the desk's list. */
export const QUEUE_PAGE = 20;
const EXCERPT = 200;
/** The newest notes an item of the queue shows. */
const NOTES = 3;

/** A reported post (`answerId` null) or answer in the editors' queue, with its open reports. */
export type ReportedItem = {
  postId: number;
  answerId: number | null;
  token: CommunityToken;
  /** The post's title (the thread an answer belongs to). */
  title: string;
  excerpt: string;
  author: { nickname: string | null };
  hidden: boolean;
  deleted: boolean;
  reports: number;
  reasons: ReportReason[];
  notes: string[];
  lastReportedAt: string;
};

export type ReportQueue = { data: ReportedItem[]; nextCursor: string | null };

export type ModerationAction = "hide" | "restore" | "dismiss";

/** A community in the desk's list, published or not. */
export type DeskCommunity = {
  id: number;
  token: CommunityToken;
  isPublished: boolean;
  postCount: number;
  memberCount: number;
  createdAt: string;
};

export type DeskCommunities = { data: DeskCommunity[]; nextCursor: string | null };

/** A member's suspension with who they are, in the desk's list. */
export type SuspendedMember = Suspension & { nickname: string; createdAt: string };

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

function excerptOf(plain: string): string {
  const flat = plain.replace(/\s+/g, " ").trim();
  return flat.length <= EXCERPT ? flat : `${flat.slice(0, EXCERPT - 1).trimEnd()}…`;
}

/** The member's suspension in force at `at`, or null. */
export async function activeSuspension(db: Executor, userId: number, at: Date): Promise<Suspension | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`select until, reason from community_suspensions
        where user_id = ${userId} and (until is null or until > ${at})`,
  );
  return row ? { until: row.until == null ? null : iso(row.until), reason: String(row.reason) } : null;
}

/** The refusal of a suspended member's writing, its message in their language with the suspension's end. */
export function suspendedRefusal(messages: Messages, locale: Locale, suspension: Suspension, now: Date) {
  const t = createTranslator(locale, messages, "community");
  return new Forbidden("suspended", suspensionMessage(t, suspension, locale, now));
}

export type ModerationOptions = {
  /** Throws Unauthorized for a visitor and Forbidden for a caller who is not an editor (the desk's rule). */
  requireEditor: (caller: Caller | null) => asserts caller is Caller;
  now?: () => Date;
  /** Called after a decision is committed (public pages cached from the community are out of date). */
  onChange?: () => void;
};

/**
 * The editors' moderation of token communities (docs/product.md, Communities): the queue of reported posts and
 * answers, hiding and restoring them, dismissing their reports, suspending members' writing, and opening,
 * publishing and unpublishing communities (an owner of the token publishes theirs too). Each decision is one
 * transaction with its audit entry; every refusal writes nothing.
 */
export function createModeration(db: Db, options: ModerationOptions) {
  const { now = () => new Date(), onChange } = options;
  const requireEditor: ModerationOptions["requireEditor"] = options.requireEditor;

  const audit = (tx: Executor, caller: Caller, kind: string, slug: string, action: string, detail: object) =>
    tx.execute(
      sql`insert into content_audit (kind, slug, user_id, action, detail, at)
          values (${kind}, ${slug}, ${caller.user.id}, ${action}, ${JSON.stringify(detail)}::jsonb, ${now()})`,
    );

  /** The item locked for the decision, with its community's token and its state. */
  async function lockedItem(tx: Executor, postId: number, answerId: number | null) {
    const [row] = await queryRows<Row>(
      tx,
      answerId === null
        ? sql`select p.id, p.community_id, p.hidden_at, p.deleted_at, t.slug from community_posts p
              join communities c on c.id = p.community_id join tokens t on t.id = c.token_id
              where p.id = ${postId} for update of p`
        : sql`select a.id, p.community_id, a.hidden_at, a.deleted_at, t.slug from community_answers a
              join community_posts p on p.id = a.post_id
              join communities c on c.id = p.community_id join tokens t on t.id = c.token_id
              where a.id = ${answerId} and a.post_id = ${postId} for update of a`,
    );
    if (!row) throw new NotFound("No such post or answer");
    return {
      slug: String(row.slug),
      communityId: Number(row.community_id),
      hidden: row.hidden_at != null,
      deleted: row.deleted_at != null,
    };
  }

  /** Hiding takes the item out of its counts and restoring puts it back; a deleted item counts nowhere. */
  const recount = (tx: Executor, communityId: number, postId: number, answerId: number | null, by: 1 | -1) =>
    answerId === null
      ? tx.execute(sql`update communities set post_count = post_count + ${by} where id = ${communityId}`)
      : tx.execute(sql`update community_posts set answer_count = answer_count + ${by} where id = ${postId}`);

  /** A page's cursor: the id of the previous page's last row, or null for the first page. */
  const idCursor = (cursor: string | undefined) => {
    if (cursor === undefined) return null;
    if (!/^[1-9]\d{0,9}$/.test(cursor) || Number(cursor) > 2_147_483_647)
      throw new Invalid({ cursor: "invalid" });
    return Number(cursor);
  };

  /** The token of that slug, locked with its community (null without one) for a change of the community. */
  async function lockedToken(tx: Executor, tokenSlug: string) {
    const [row] = await queryRows<Row>(
      tx,
      sql`select t.id, c.id as community_id, c.is_published from tokens t
          left join communities c on c.token_id = t.id where t.slug = ${tokenSlug} for update of t`,
    );
    if (!row) throw new NotFound("No such token");
    return {
      tokenId: Number(row.id),
      communityId: row.community_id == null ? null : Number(row.community_id),
      published: row.is_published === true,
    };
  }

  const resolutions = { hide: "hidden", restore: "restored", dismiss: "dismissed" } as const;

  return {
    /**
     * Open reports grouped by item, the most recently reported first, a page at a time: `cursor` is the
     * previous page's `nextCursor` (the newest report id of its last item).
     */
    async queue(caller: Caller | null, cursor?: string): Promise<ReportQueue> {
      requireEditor(caller);
      const after = idCursor(cursor);
      const rows = await queryRows<Row>(
        db,
        sql`with open as (
              select r.post_id, r.answer_id, count(*)::int as reports, max(r.id) as newest,
                max(r.created_at) as last_at, array_agg(distinct r.reason) as reasons,
                (array_agg(r.note order by r.id desc) filter (where r.note is not null))[1:${NOTES}] as notes
              from community_reports r where r.resolved_at is null
              group by r.post_id, r.answer_id
              having ${after === null ? sql`true` : sql`max(r.id) < ${after}`}
              order by newest desc limit ${QUEUE_PAGE + 1})
            select o.*, p.title, coalesce(a.plain, p.plain) as plain, u.nickname,
              coalesce(a.hidden_at, p.hidden_at) as hidden_at, coalesce(a.deleted_at, p.deleted_at) as deleted_at,
              t.slug as token_slug, t.name as token_name, t.symbol as token_symbol, t.logo as token_logo
            from open o join community_posts p on p.id = o.post_id
            left join community_answers a on a.id = o.answer_id
            join communities c on c.id = p.community_id join tokens t on t.id = c.token_id
            left join users u on u.id = coalesce(a.author_id, p.author_id)
            order by o.newest desc`,
      );
      const page = rows.slice(0, QUEUE_PAGE);
      const asArray = (value: unknown) => (Array.isArray(value) ? value : []) as string[];
      return {
        data: page.map((row) => ({
          postId: Number(row.post_id),
          answerId: row.answer_id == null ? null : Number(row.answer_id),
          token: {
            slug: String(row.token_slug),
            name: String(row.token_name),
            symbol: String(row.token_symbol),
            logo: (row.token_logo as string | null) ?? null,
          },
          title: String(row.title),
          excerpt: excerptOf(String(row.plain)),
          author: { nickname: (row.nickname as string | null) ?? null },
          hidden: row.hidden_at != null,
          deleted: row.deleted_at != null,
          reports: Number(row.reports),
          reasons: asArray(row.reasons).sort() as ReportReason[],
          notes: asArray(row.notes),
          lastReportedAt: iso(row.last_at),
        })),
        nextCursor: rows.length > QUEUE_PAGE ? String(page.at(-1)?.newest) : null,
      };
    },

    /**
     * Hides a post or answer from readers (`hide`), shows it again (`restore`) or keeps it as it is (`dismiss`);
     * each resolves the item's open reports and writes its audit entry. Hiding a hidden item, restoring a shown
     * one or dismissing an item without open reports is refused (409).
     */
    async decide(
      caller: Caller | null,
      action: ModerationAction,
      target: { postId: number; answerId: number | null },
    ): Promise<{ hidden: boolean; resolved: number }> {
      requireEditor(caller);
      const { postId, answerId } = target;
      const result = await db.transaction(async (tx) => {
        const item = await lockedItem(tx, postId, answerId);
        const at = now();
        if (action === "hide" && item.hidden) throw new Conflict("already_hidden", "Already hidden");
        if (action === "restore" && !item.hidden) throw new Conflict("not_hidden", "Not hidden");
        const resolved = await queryRows<{ id: number }>(
          tx,
          sql`update community_reports set resolved_at = ${at}, resolved_by = ${caller.user.id},
                resolution = ${resolutions[action]}
              where post_id = ${postId} and answer_id is not distinct from ${answerId} and resolved_at is null
              returning id`,
        );
        if (action === "dismiss" && resolved.length === 0)
          throw new Conflict("no_open_reports", "No open reports on this");
        if (action !== "dismiss") {
          const table = sql.raw(answerId === null ? "community_posts" : "community_answers");
          const id = answerId ?? postId;
          await tx.execute(
            sql`update ${table} set hidden_at = ${action === "hide" ? at : null} where id = ${id}`,
          );
          if (!item.deleted)
            await recount(tx, item.communityId, postId, answerId, action === "hide" ? -1 : 1);
        }
        await audit(tx, caller, "community", item.slug, `community_${action}`, {
          postId,
          answerId,
          reports: resolved.length,
        });
        return { hidden: action === "dismiss" ? item.hidden : action === "hide", resolved: resolved.length };
      });
      onChange?.();
      return result;
    },

    /** Every community, published or not, the newest first, a page at a time (`cursor`: the last id shown). */
    async communities(caller: Caller | null, cursor?: string): Promise<DeskCommunities> {
      requireEditor(caller);
      const before = idCursor(cursor);
      const rows = await queryRows<Row>(
        db,
        sql`select c.id, c.is_published, c.post_count, c.member_count, c.created_at,
              t.slug as token_slug, t.name as token_name, t.symbol as token_symbol, t.logo as token_logo
            from communities c join tokens t on t.id = c.token_id
            where ${before === null ? sql`true` : sql`c.id < ${before}`}
            order by c.id desc limit ${QUEUE_PAGE + 1}`,
      );
      const page = rows.slice(0, QUEUE_PAGE);
      return {
        data: page.map((row) => ({
          id: Number(row.id),
          token: {
            slug: String(row.token_slug),
            name: String(row.token_name),
            symbol: String(row.token_symbol),
            logo: (row.token_logo as string | null) ?? null,
          },
          isPublished: row.is_published === true,
          postCount: Number(row.post_count),
          memberCount: Number(row.member_count),
          createdAt: iso(row.created_at),
        })),
        nextCursor: rows.length > QUEUE_PAGE ? String(page.at(-1)?.id) : null,
      };
    },

    /** Opens a community for a token that has none, unpublished until an editor publishes it. */
    async createCommunity(caller: Caller | null, tokenSlug: string): Promise<{ id: number }> {
      requireEditor(caller);
      return db.transaction(async (tx) => {
        const token = await lockedToken(tx, tokenSlug);
        if (token.communityId !== null) throw new Conflict("community_exists", "The token has a community");
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into communities (token_id, last_activity_at, created_at)
              values (${token.tokenId}, ${now()}, ${now()}) returning id`,
        );
        await audit(tx, caller, "community", tokenSlug, "community_create", {});
        return { id: Number(row.id) };
      });
    },

    /**
     * Publishes a token's community to readers, or takes it back (`published` false); publishing a published
     * community, or unpublishing one that is not, is refused (409) and writes nothing.
     */
    async setPublished(caller: Caller | null, tokenSlug: string, published: boolean) {
      requireEditor(caller);
      await db.transaction(async (tx) => {
        const token = await lockedToken(tx, tokenSlug);
        if (token.communityId === null) throw new NotFound("The token has no community");
        if (token.published === published)
          throw published
            ? new Conflict("already_published", "Published already")
            : new Conflict("not_published", "Not published");
        await tx.execute(
          sql`update communities set is_published = ${published} where id = ${token.communityId}`,
        );
        await audit(
          tx,
          caller,
          "community",
          tokenSlug,
          published ? "community_publish" : "community_unpublish",
          {},
        );
      });
      onChange?.();
      return { isPublished: published };
    },

    /**
     * Publishes the community of a token the caller owns (a live ownership, docs/decisions/021-owner-claims.md),
     * opening it first when the token has none; audited like an editor's publication. Another's token is not
     * found (404), and a published community is refused (409), writing nothing.
     */
    async publishAsOwner(caller: Caller, tokenId: number) {
      await db.transaction(async (tx) => {
        const [row] = await queryRows<{ slug: string }>(
          tx,
          sql`select t.slug from tokens t join token_owners o on o.token_id = t.id
              where t.id = ${tokenId} and o.user_id = ${caller.user.id} and o.revoked_at is null for update of t`,
        );
        if (!row) throw new NotFound("No such token among the caller's own");
        const token = await lockedToken(tx, row.slug);
        if (token.published) throw new Conflict("already_published", "Published already");
        await tx.execute(
          sql`insert into communities (token_id, is_published, last_activity_at, created_at)
              values (${tokenId}, true, ${now()}, ${now()})
              on conflict (token_id) do update set is_published = true`,
        );
        await audit(tx, caller, "community", row.slug, "community_publish", { by: "owner" });
      });
      onChange?.();
      return { isPublished: true };
    },

    /** The members suspended now, the latest suspension first. */
    async suspensions(caller: Caller | null): Promise<SuspendedMember[]> {
      requireEditor(caller);
      const rows = await queryRows<Row>(
        db,
        sql`select u.nickname, s.until, s.reason, s.created_at from community_suspensions s
            join users u on u.id = s.user_id
            where u.nickname is not null and (s.until is null or s.until > ${now()})
            order by s.created_at desc, s.user_id desc`,
      );
      return rows.map((row) => ({
        nickname: String(row.nickname),
        until: row.until == null ? null : iso(row.until),
        reason: String(row.reason),
        createdAt: iso(row.created_at),
      }));
    },

    /**
     * Suspends a member's writing in every community (posts, answers, reactions, reports) until `until`, or
     * until lifted; suspending a suspended member replaces their suspension.
     */
    async suspend(caller: Caller | null, nickname: string, input: unknown): Promise<Suspension> {
      requireEditor(caller);
      const memberId = await memberOf(db, nickname);
      const at = now();
      const { until, reason } = parseSuspension(input, at);
      if (memberId === caller.user.id) throw new Invalid({ nickname: "cannot_suspend_self" });
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into community_suspensions (user_id, until, reason, created_at, created_by)
              values (${memberId}, ${until}, ${reason}, ${at}, ${caller.user.id})
              on conflict (user_id) do update set until = excluded.until, reason = excluded.reason,
                created_at = excluded.created_at, created_by = excluded.created_by`,
        );
        await audit(tx, caller, "member", nickname, "community_suspend", {
          until: until?.toISOString() ?? null,
          reason,
        });
      });
      return { until: until?.toISOString() ?? null, reason };
    },

    /** Lifts a member's suspension; lifting none changes nothing and writes no audit entry. */
    async lift(caller: Caller | null, nickname: string): Promise<void> {
      requireEditor(caller);
      const memberId = await memberOf(db, nickname);
      await db.transaction(async (tx) => {
        const gone = await queryRows(
          tx,
          sql`delete from community_suspensions where user_id = ${memberId} returning user_id`,
        );
        if (gone.length > 0) await audit(tx, caller, "member", nickname, "community_lift", {});
      });
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
