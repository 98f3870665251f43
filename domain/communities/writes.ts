import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import {
  BODY_MAX,
  BODY_MIN,
  EDIT_WINDOW_MINUTES,
  type PostType,
  type ReactionKind,
  TITLE_MAX,
  TITLE_MIN,
} from "../../lib/communities.ts";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import { isLocale, type Locale } from "../../lib/locales.ts";
import type { LimitName, Limits } from "../accounts/limits.ts";
import type { Caller } from "../accounts/sessions.ts";
import type { Captcha } from "../captcha/captcha.ts";
import { plainText, sanitizeUserText } from "../content/sanitize.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../errors.ts";
import type { CommunityLive } from "./live.ts";
import { markBody, noteMentions } from "./mentions.ts";
import { activeSuspension, suspendedRefusal } from "./moderation.ts";
import { parseReport } from "./moderation-rules.ts";
import type { News } from "./news.ts";
import { type Community, getCommunity, readReactions } from "./reads.ts";
import { insertAnswer, insertPost } from "./store.ts";
import { noteActivity } from "./tracking.ts";

/** An account younger than this posts under the stricter limit (domain/accounts/limits.ts, `postNew`). */
export const NEW_ACCOUNT_HOURS = 72;

const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60_000;

/** A post or answer carries the captcha its author solved (domain/captcha/captcha.ts). */
export type PostInput = { type: PostType; language: Locale; title: string; body: string; captcha?: string };
export type AnswerInput = { body: string; parentId?: number | null; captcha?: string };

type Row = Record<string, unknown>;

/** A title trimmed and within its limits, or the refusal on `title`. */
function checkedTitle(title: string): string {
  const trimmed = title.replace(/\s+/g, " ").trim();
  if (trimmed.length < TITLE_MIN || trimmed.length > TITLE_MAX) throw new Invalid({ title: "title_length" });
  return trimmed;
}

/** A body reduced to the allow-list whose text is within its limits, or the refusal on `body`. */
function checkedBody(html: string): string {
  const body = sanitizeUserText(html);
  const length = plainText(body).length;
  if (length < BODY_MIN || length > BODY_MAX) throw new Invalid({ body: "body_length" });
  return body;
}

export type CommunityWritesOptions = {
  /** The interface text, for refusals whose message carries more than their code (a suspension's end). */
  messages: (locale: Locale) => Messages;
  /** Checks the captcha a post or an answer carries (domain/captcha/captcha.ts). */
  captcha: Captcha;
  /** Where new posts and answers are announced to open pages (live.ts). */
  live?: CommunityLive;
  /** Where the news counts of the members a write tells are announced (news.ts). */
  news?: Pick<News, "announce">;
  now?: () => Date;
};

/**
 * What members write in communities (docs/product.md, Communities): joining and leaving, posts and answers,
 * their edits within the edit window and their deletion, reactions and reports. A member an editor suspended
 * writes nothing (`suspended`). Every refusal is checked before anything is written.
 */
export function createCommunityWrites(db: Db, limits: Limits, options: CommunityWritesOptions) {
  const { captcha, live, news, messages, now = () => new Date() } = options;
  const community = async (tokenSlug: string) => {
    const found = await getCommunity(db, tokenSlug);
    if (!found) throw new NotFound("Community not found");
    return found;
  };

  const isMember = async (communityId: number, userId: number) =>
    (
      await queryRows(
        db,
        sql`select 1 from community_members where community_id = ${communityId} and user_id = ${userId}`,
      )
    ).length > 0;

  /** A member with a nickname who joined the community and whom no editor suspended from writing. */
  const requireMember = async (communityId: number, caller: Caller) => {
    if (!caller.user.nickname) throw new Forbidden("nickname_required", "Choose a nickname first");
    if (!(await isMember(communityId, caller.user.id))) throw new Forbidden("not_member", "Join first");
    const at = now();
    const suspension = await activeSuspension(db, caller.user.id, at);
    if (suspension) {
      const locale = isLocale(caller.user.locale) ? caller.user.locale : "en";
      throw suspendedRefusal(messages(locale), locale, suspension, at);
    }
  };

  /** A proven ownership of the token that no editor revoked (docs/decisions/021-owner-claims.md). */
  const ownsToken = async (tokenId: number, userId: number) =>
    (
      await queryRows(
        db,
        sql`select 1 from token_owners where token_id = ${tokenId} and user_id = ${userId} and revoked_at is null`,
      )
    ).length > 0;

  /** The refusal of an announcement by someone who does not own the token, in the caller's language. */
  const ownerOnly = (caller: Caller) => {
    const locale = isLocale(caller.user.locale) ? caller.user.locale : "en";
    const t = createTranslator(locale, messages(locale), "community");
    return new Forbidden("owner_only", t("errors.owner_only"));
  };

  /** Counts one post or answer against the caller, more strictly while the account is new. */
  const consume = (caller: Caller, ip: string) => {
    const age = now().getTime() - new Date(caller.user.createdAt).getTime();
    const name: LimitName = age < NEW_ACCOUNT_HOURS * 3_600_000 ? "postNew" : "post";
    return limits.consume(name, ip, String(caller.user.id));
  };

  /** A post of the community that is not deleted, with its author and age. */
  const livePost = async (communityId: number, postId: number) => {
    const [row] = await queryRows<Row>(
      db,
      sql`select id, author_id, created_at, deleted_at, hidden_at from community_posts
          where id = ${postId} and community_id = ${communityId}`,
    );
    if (!row) throw new NotFound("Post not found");
    return row;
  };

  const answerOf = async (postId: number, answerId: number) => {
    const [row] = await queryRows<Row>(
      db,
      sql`select id, author_id, created_at, deleted_at, hidden_at from community_answers
          where id = ${answerId} and post_id = ${postId}`,
    );
    if (!row) throw new NotFound("Answer not found");
    return row;
  };

  /** The author may change what they wrote, and edit it only within the window and while it is not hidden. */
  const ownable = (row: Row, caller: Caller, editing: boolean) => {
    if (row.deleted_at !== null) throw new NotFound("Deleted");
    if (editing && row.hidden_at !== null) throw new NotFound("Hidden by the editors");
    if (Number(row.author_id) !== caller.user.id) throw new Forbidden("not_author", "Not the author");
    const age = now().getTime() - new Date(row.created_at as string | Date).getTime();
    if (editing && age > EDIT_WINDOW_MS)
      throw new Conflict("edit_window_closed", "The edit window has passed");
  };

  /** A post or one of its answers, both still shown to readers (neither deleted nor hidden), or `gone`. */
  const shown = async (tokenSlug: string, postId: number, answerId: number | null, gone: Conflict) => {
    const found = await community(tokenSlug);
    const post = await livePost(found.id, postId);
    const answer = answerId === null ? undefined : await answerOf(postId, answerId);
    const out = (row: Row | undefined) =>
      row !== undefined && (row.deleted_at !== null || row.hidden_at !== null);
    if (out(post) || out(answer)) throw gone;
    return { found, author: Number((answer ?? post).author_id) };
  };
  const reactionsOf = async (caller: Caller, postId: number, answerId: number | null) => {
    const [counts, [mine]] = await Promise.all([
      readReactions(db, [postId], answerId !== null),
      queryRows<{ kind: ReactionKind }>(
        db,
        sql`select kind from community_reactions where post_id = ${postId}
              and answer_id is not distinct from ${answerId} and user_id = ${caller.user.id}`,
      ),
    ]);
    return { reactions: counts(postId, answerId), mine: mine?.kind };
  };

  return {
    async membership(caller: Caller, tokenSlug: string) {
      const found = await community(tokenSlug);
      return { isMember: await isMember(found.id, caller.user.id) };
    },

    /** Joins the community; joining again changes nothing. */
    async join(caller: Caller, tokenSlug: string) {
      const found = await community(tokenSlug);
      if (!caller.user.nickname) throw new Forbidden("nickname_required", "Choose a nickname first");
      await db.execute(
        sql`with added as (
              insert into community_members (community_id, user_id) values (${found.id}, ${caller.user.id})
              on conflict do nothing returning community_id)
            update communities set member_count = member_count + 1 where id in (select community_id from added)`,
      );
      return { isMember: true };
    },

    /** Leaves the community; leaving one not joined changes nothing. What the member wrote stays. */
    async leave(caller: Caller, tokenSlug: string) {
      const found = await community(tokenSlug);
      await db.execute(
        sql`with removed as (
              delete from community_members where community_id = ${found.id} and user_id = ${caller.user.id}
              returning community_id)
            update communities set member_count = member_count - 1 where id in (select community_id from removed)`,
      );
      return { isMember: false };
    },

    async createPost(caller: Caller, tokenSlug: string, input: PostInput, ip: string) {
      const found = await community(tokenSlug);
      const title = checkedTitle(input.title);
      const body = checkedBody(input.body);
      await requireMember(found.id, caller);
      if (input.type === "announcement" && !(await ownsToken(found.tokenId, caller.user.id)))
        throw ownerOnly(caller);
      await consume(caller, ip);
      await captcha.verify(input.captcha, ip);
      const at = now();
      const marked = await markBody(db, body);
      const written = await db.transaction(async (tx) => {
        const post = await insertPost(tx, {
          communityId: found.id,
          authorId: caller.user.id,
          type: input.type,
          language: input.language,
          title,
          body: marked.body,
          at,
        });
        const item = { postId: post.id, answerId: null, communityId: found.id, authorId: caller.user.id };
        const told = await noteMentions(tx, { ...item, mentioned: marked.mentioned, at, newAnswer: false });
        return { ...post, told };
      });
      live?.announce(found.channel, written, { postId: written.id, answerId: null, at });
      news?.announce(written.told);
      return { id: written.id };
    },

    async createAnswer(caller: Caller, tokenSlug: string, postId: number, input: AnswerInput, ip: string) {
      const found = await community(tokenSlug);
      const post = await livePost(found.id, postId);
      const body = checkedBody(input.body);
      if (post.deleted_at !== null || post.hidden_at !== null)
        throw new Conflict("post_gone", "The post was deleted");
      const parentId = input.parentId ?? null;
      if (parentId !== null) {
        const parent = await answerOf(postId, parentId);
        if (parent.deleted_at !== null || parent.hidden_at !== null)
          throw new Conflict("answer_gone", "The answer was deleted");
      }
      await requireMember(found.id, caller);
      await consume(caller, ip);
      await captcha.verify(input.captcha, ip);
      const at = now();
      const marked = await markBody(db, body);
      const written = await db.transaction(async (tx) => {
        const answer = await insertAnswer(tx, {
          postId,
          parentId,
          authorId: caller.user.id,
          body: marked.body,
          at,
        });
        const item = { postId, answerId: answer.id, communityId: found.id, authorId: caller.user.id };
        const mentioned = await noteMentions(tx, {
          ...item,
          mentioned: marked.mentioned,
          at,
          newAnswer: true,
        });
        return { ...answer, told: [...answer.told, ...mentioned] };
      });
      live?.announce(found.channel, written, { postId, answerId: written.id, at });
      news?.announce(written.told);
      return { id: written.id };
    },

    async editPost(
      caller: Caller,
      tokenSlug: string,
      postId: number,
      input: { title: string; body: string },
    ) {
      const found = await community(tokenSlug);
      const post = await livePost(found.id, postId);
      ownable(post, caller, true);
      const title = checkedTitle(input.title);
      const { body, mentioned } = await markBody(db, checkedBody(input.body));
      const plain = plainText(body);
      const at = now();
      const told = await db.transaction(async (tx) => {
        await tx.execute(
          sql`update community_posts set title = ${title}, body = ${body}, plain = ${plain}, edited_at = ${at},
                search = to_tsvector(ts_config::regconfig, ${title} || ' ' || ${plain})
              where id = ${postId}`,
        );
        const item = { postId, answerId: null, communityId: found.id, authorId: caller.user.id };
        return noteMentions(tx, { ...item, mentioned, at, newAnswer: false });
      });
      news?.announce(told);
      return { id: postId };
    },

    async editAnswer(
      caller: Caller,
      tokenSlug: string,
      postId: number,
      answerId: number,
      input: { body: string },
    ) {
      const found = await community(tokenSlug);
      await livePost(found.id, postId);
      const answer = await answerOf(postId, answerId);
      ownable(answer, caller, true);
      const { body, mentioned } = await markBody(db, checkedBody(input.body));
      const at = now();
      const told = await db.transaction(async (tx) => {
        await tx.execute(
          sql`update community_answers set body = ${body}, plain = ${plainText(body)}, edited_at = ${at}
              where id = ${answerId}`,
        );
        const item = { postId, answerId, communityId: found.id, authorId: caller.user.id };
        return noteMentions(tx, { ...item, mentioned, at, newAnswer: false });
      });
      news?.announce(told);
      return { id: answerId };
    },

    /** Deletes the caller's post at any time: it leaves the feeds and its page; its answers stay stored. */
    async deletePost(caller: Caller, tokenSlug: string, postId: number) {
      const found = await community(tokenSlug);
      const post = await livePost(found.id, postId);
      ownable(post, caller, false);
      await db.execute(
        sql`with gone as (
              update community_posts set deleted_at = ${now()} where id = ${postId} and deleted_at is null
              returning community_id, hidden_at)
            update communities set post_count = post_count - 1
            where id in (select community_id from gone where hidden_at is null)`,
      );
    },

    /** Deletes the caller's answer at any time: it keeps its place in the thread without its text. */
    async deleteAnswer(caller: Caller, tokenSlug: string, postId: number, answerId: number) {
      const found = await community(tokenSlug);
      await livePost(found.id, postId);
      const answer = await answerOf(postId, answerId);
      ownable(answer, caller, false);
      await db.execute(
        sql`with gone as (
              update community_answers set deleted_at = ${now()} where id = ${answerId} and deleted_at is null
              returning post_id, hidden_at)
            update community_posts set answer_count = answer_count - 1
            where id in (select post_id from gone where hidden_at is null)`,
      );
    },

    /**
     * Sets the caller's reaction to a post (`answerId` null) or an answer, replacing another kind; the same kind
     * again is refused (`already_reacted`), and so is a deleted post or answer (`reaction_gone`).
     */
    async react(
      caller: Caller,
      tokenSlug: string,
      target: { postId: number; answerId: number | null },
      kind: ReactionKind,
    ) {
      const { postId, answerId } = target;
      const { found } = await shown(
        tokenSlug,
        postId,
        answerId,
        new Conflict("reaction_gone", "It was deleted"),
      );
      await requireMember(found.id, caller);
      const before = (await reactionsOf(caller, postId, answerId)).mine;
      if (before === kind) throw new Conflict("already_reacted", "Already reacted with this");
      const told = await db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into community_reactions (post_id, answer_id, user_id, kind, created_at)
              values (${postId}, ${answerId}, ${caller.user.id}, ${kind}, ${now()})
              on conflict on constraint community_reactions_once_uq
              do update set kind = excluded.kind, created_at = excluded.created_at`,
        );
        // A changed kind is not news to the post's trackers; a first reaction is.
        return before === undefined ? noteActivity(tx, postId, caller.user.id) : [];
      });
      news?.announce(told);
      return reactionsOf(caller, postId, answerId);
    },
    /** Takes back the caller's reaction; taking back none changes nothing, and leaving the community is no bar. */
    async unreact(caller: Caller, tokenSlug: string, target: { postId: number; answerId: number | null }) {
      const { postId, answerId } = target;
      const found = await community(tokenSlug);
      await livePost(found.id, postId);
      if (answerId !== null) await answerOf(postId, answerId);
      await db.execute(
        sql`delete from community_reactions where post_id = ${postId}
              and answer_id is not distinct from ${answerId} and user_id = ${caller.user.id}`,
      );
      return reactionsOf(caller, postId, answerId);
    },
    /**
     * Reports a post (`answerId` left out) or one of its answers to the editors with a reason and an optional
     * note: one open report per member and item (`already_reported`), never one's own writing, never what is
     * deleted or hidden already (`report_gone`).
     */
    async report(caller: Caller, tokenSlug: string, postId: number, input: unknown, ip: string) {
      const { answerId, reason, note } = parseReport(input);
      const gone = new Conflict("report_gone", "It was deleted or hidden");
      const { found, author } = await shown(tokenSlug, postId, answerId, gone);
      if (author === caller.user.id) throw new Invalid({ form: "cannot_report_own" });
      await requireMember(found.id, caller);
      const [open] = await queryRows(
        db,
        sql`select 1 from community_reports where post_id = ${postId} and answer_id is not distinct from ${answerId}
              and reporter_id = ${caller.user.id} and resolved_at is null`,
      );
      if (open) throw new Conflict("already_reported", "Already reported");
      await limits.consume("report", ip, String(caller.user.id));
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into community_reports (post_id, answer_id, reporter_id, reason, note, created_at)
            values (${postId}, ${answerId}, ${caller.user.id}, ${reason}, ${note}, ${now()})
            on conflict do nothing returning id`,
      );
      if (!row) throw new Conflict("already_reported", "Already reported");
      return { id: Number(row.id) };
    },

    /** Whether the caller owns the community's token, so may post announcements (the composer offers them). */
    isOwner: (caller: Caller, community: Community) => ownsToken(community.tokenId, caller.user.id),

    /** The caller's suspension from writing in communities, or null (the composer shows it instead of the form). */
    suspension: (caller: Caller) => activeSuspension(db, caller.user.id, now()),

    /** The posts and answers of a thread the caller wrote and may still change (their pages' controls). */
    async ownedIn(caller: Caller, postId: number) {
      const [rows, reacted] = await Promise.all([
        queryRows<{ kind: string; id: number; created_at: Date | string; hidden_at: unknown }>(
          db,
          sql`select 'post' as kind, id, created_at, hidden_at from community_posts
                where id = ${postId} and author_id = ${caller.user.id} and deleted_at is null
              union all
              select 'answer', id, created_at, hidden_at from community_answers
                where post_id = ${postId} and author_id = ${caller.user.id} and deleted_at is null`,
        ),
        queryRows<{ answer_id: number | null; kind: ReactionKind }>(
          db,
          sql`select answer_id, kind from community_reactions
              where post_id = ${postId} and user_id = ${caller.user.id}`,
        ),
      ]);
      const editable = (r: (typeof rows)[number]) =>
        r.hidden_at === null && now().getTime() - new Date(r.created_at).getTime() <= EDIT_WINDOW_MS;
      return {
        post: rows.some((r) => r.kind === "post"),
        postEditable: rows.some((r) => r.kind === "post" && editable(r)),
        answers: rows
          .filter((r) => r.kind === "answer")
          .map((r) => ({ id: Number(r.id), editable: editable(r) })),
        reacted: reacted.map((r) => ({
          answerId: r.answer_id === null ? null : Number(r.answer_id),
          kind: r.kind,
        })),
      };
    },
  };
}

export type CommunityWrites = ReturnType<typeof createCommunityWrites>;
