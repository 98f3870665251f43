import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { tokens } from "./catalog.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A token's community: one per token, shown to readers once `is_published` (docs/product.md, Communities). */
export const communities = pgTable(
  "communities",
  {
    id: serial("id").primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .unique("communities_token_uq")
      .references(() => tokens.id, { onDelete: "cascade" }),
    isPublished: boolean("is_published").notNull().default(false),
    /** Posts not deleted, kept with every post written or deleted. */
    postCount: integer("post_count").notNull().default(0),
    memberCount: integer("member_count").notNull().default(0),
    /** The newest post or answer, or the community's creation. */
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The `seq` of the community's live channel: one more with every post or answer, in the statement that
     * writes it, so the channel's updates count up by one (docs/architecture.md, Realtime protocol).
     */
    liveSeq: integer("live_seq").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("communities_activity_idx").on(t.isPublished, t.lastActivityAt, t.id)],
);

/**
 * A post in a community. `body` is HTML reduced to the allow-list (domain/content/sanitize.ts), `plain` its text;
 * `search` is the text's tsvector in `ts_config`, the PostgreSQL text-search configuration of `language`.
 * A deleted post keeps its row (`deleted_at`) so its answers keep their thread.
 */
export const communityPosts = pgTable(
  "community_posts",
  {
    id: serial("id").primaryKey(),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    type: text("type", { enum: ["discussion", "question", "analysis", "announcement"] }).notNull(),
    language: text("language").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    plain: text("plain").notNull(),
    tsConfig: text("ts_config").notNull().default("simple"),
    search: tsvector("search").notNull(),
    answerCount: integer("answer_count").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Hidden by the editors: out of every public read, still shown to its author (docs/product.md, Communities). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    /** Demo talk written with the seed, labelled so wherever it shows. */
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [
    index("community_posts_newest_idx").on(t.communityId, t.createdAt, t.id),
    /** The reader-first feed: the newest posts in one language, and the count of the others. */
    index("community_posts_language_idx").on(t.communityId, t.language, t.createdAt, t.id),
    index("community_posts_active_idx").on(t.communityId, t.lastActivityAt, t.id),
    index("community_posts_top_idx").on(t.communityId, t.answerCount, t.id),
    index("community_posts_created_idx").on(t.createdAt, t.id),
    index("community_posts_search_idx").using("gin", t.search),
    index("community_posts_author_idx").on(t.authorId, t.createdAt),
  ],
);

/** An answer to a post, or to another answer of the same post (`parent_id`). */
export const communityAnswers = pgTable(
  "community_answers",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    parentId: integer("parent_id").references((): AnyPgColumn => communityAnswers.id, {
      onDelete: "cascade",
    }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    plain: text("plain").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Hidden by the editors: kept in the thread without its text, shown to its author. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    demo: boolean("demo").notNull().default(false),
  },
  (t) => [
    index("community_answers_post_idx").on(t.postId, t.createdAt, t.id),
    index("community_answers_author_idx").on(t.authorId, t.createdAt),
  ],
);

/** Who joined which community. */
export const communityMembers = pgTable(
  "community_members",
  {
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    index("community_members_user_idx").on(t.userId),
  ],
);

/**
 * A member's reaction to a post (`answer_id` null) or to one of its answers: one per member and item, whatever
 * its kind (docs/product.md, Communities). Counts are read per post, so the unique key leads with it.
 */
export const communityReactions = pgTable(
  "community_reactions",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => communityAnswers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["like", "love", "fire", "thinking"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("community_reactions_once_uq").on(t.postId, t.answerId, t.userId).nullsNotDistinct(),
    index("community_reactions_user_idx").on(t.userId),
  ],
);

/**
 * A post someone tracks (their own posts and the threads they answer, automatically), with what happened in it
 * since they last opened it: answers, reactions and mentions by others raise `unseen`, opening the thread clears it
 * (docs/product.md, Communities). Activity finds a post's trackers by `post_id`; a community's counts read one
 * user's rows of it.
 */
export const communityTracks = pgTable(
  "community_tracks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    communityId: integer("community_id")
      .notNull()
      .references(() => communities.id, { onDelete: "cascade" }),
    unseen: integer("unseen").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp("seen_at", { withTimezone: true }),
    /** When the newest of the unseen items arrived: the email digest tells only of news after its last mail. */
    notedAt: timestamp("noted_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index("community_tracks_post_idx").on(t.postId),
    index("community_tracks_user_community_idx").on(t.userId, t.communityId),
  ],
);

/**
 * A member who does not want to read another: the blocked member's posts leave the blocker's feeds, their answers
 * are folded in the blocker's threads, and what they do is no news to the blocker (docs/product.md, Communities).
 */
export const communityBlocks = pgTable(
  "community_blocks",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] })],
);

/**
 * A member's report of a post (`answer_id` null) or an answer to the editors: one open report per member and item.
 * An editor's decision on the item (hidden, restored, dismissed) resolves its open reports (docs/product.md,
 * Communities).
 */
export const communityReports = pgTable(
  "community_reports",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => communityAnswers.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: ["spam", "abuse", "scam", "off_topic", "other"] }).notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution", { enum: ["hidden", "restored", "dismissed"] }),
  },
  (t) => [
    uniqueIndex("community_reports_open_uq")
      .on(t.postId, sql`coalesce(${t.answerId}, 0)`, t.reporterId)
      .where(sql`resolved_at is null`),
    index("community_reports_open_idx").on(t.createdAt, t.id).where(sql`resolved_at is null`),
    index("community_reports_item_idx").on(t.postId, t.answerId),
  ],
);

/** A member who may not write in communities until `until` (null: until lifted), set by an editor. */
export const communitySuspensions = pgTable("community_suspensions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  until: timestamp("until", { withTimezone: true }),
  reason: text("reason").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * A member's email digest of the news in the posts they track (docs/product.md, Communities): how often, and
 * when the last one went out. No row is the default: no digest.
 */
export const communityDigests = pgTable(
  "community_digests",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    frequency: text("frequency", { enum: ["daily", "weekly"] }).notNull(),
    /** Since when news count for the next mail: the last mail, or when the digest was chosen. */
    since: timestamp("since", { withTimezone: true }).notNull(),
    /** When the next mail is due. */
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("community_digests_due_idx").on(t.dueAt)],
);

/**
 * A member a post (`answer_id` null) or an answer mentioned and was told of it, once per member and item over
 * all the item's versions, so an edit tells only the newly mentioned and an item tells at most
 * `MENTIONS_NOTIFIED_MAX` members (lib/mentions.ts; docs/decisions/024-mentions.md).
 */
export const communityMentions = pgTable(
  "community_mentions",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => communityPosts.id, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => communityAnswers.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("community_mentions_once_uq").on(t.postId, t.answerId, t.userId).nullsNotDistinct(),
    index("community_mentions_user_idx").on(t.userId),
  ],
);
