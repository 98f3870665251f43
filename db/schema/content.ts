import { sql } from "drizzle-orm";
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Uploaded images, re-encoded on the way in and kept in the database so web nodes stay stateless. */
export const media = pgTable("media", {
  id: text("id").primaryKey(),
  mime: text("mime").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: bytea("bytes").notNull(),
  createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One piece of editorial content of any kind. `published_at` null is a draft (or unpublished); a future
 * value is scheduled. `facts` holds the kind's structured, language-free fields (validated in domain/content).
 */
export const contentEntries = pgTable(
  "content_entries",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["news", "blog", "faq", "ico", "airdrop", "page"] }).notNull(),
    slug: text("slug").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    coverId: text("cover_id").references(() => media.id, { onDelete: "set null" }),
    tokenIds: integer("token_ids").array().notNull().default(sql`'{}'::integer[]`),
    facts: jsonb("facts").$type<Record<string, unknown>>().notNull().default({}),
    /** Demo content written with the seed: its projects and events are fictional and labelled so. */
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_entries_kind_slug_uq").on(t.kind, t.slug),
    index("content_entries_published_idx").on(t.kind, t.publishedAt, t.id),
  ],
);

/** An entry's text in one language; `plain` is the body as plain text, for search and reading time. */
export const contentVersions = pgTable(
  "content_versions",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => contentEntries.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    plain: text("plain").notNull(),
    /** Lists of the kind (an airdrop's requirements and steps). */
    extra: jsonb("extra").$type<Record<string, string[]>>().notNull().default({}),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entryId, t.locale] }),
    index("content_versions_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    index("content_versions_plain_trgm_idx").using("gin", sql`lower(${t.plain}) gin_trgm_ops`),
  ],
);

/** Who changed what and when, kept when the entry itself is deleted. */
export const contentAudit = pgTable(
  "content_audit",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id"),
    kind: text("kind").notNull(),
    slug: text("slug").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    locale: text("locale"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("content_audit_entry_idx").on(t.entryId, t.at), index("content_audit_at_idx").on(t.at)],
);

/** Messages from the contact form and listing requests from the listings page. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["contact", "listing"] }).notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    locale: text("locale").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_idx").on(t.createdAt)],
);
