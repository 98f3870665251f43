import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { tokens } from "./catalog.ts";

/**
 * Accounts. `email` is stored lower-cased; a row exists from the first registration step and counts as an
 * account once `email_verified_at` is set. A Google-only account has no password hash.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    nickname: text("nickname"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** Base32 TOTP secret; set while enabling, active once `totp_enabled_at` is set. */
    totpSecret: text("totp_secret"),
    totpEnabledAt: timestamp("totp_enabled_at", { withTimezone: true }),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** The OpenID Connect subject from Google; accounts link by it, never by email alone. */
    googleSubject: text("google_subject"),
    role: text("role").notNull().default("user"),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(t.email),
    uniqueIndex("users_nickname_idx").on(sql`lower(${t.nickname})`),
    uniqueIndex("users_google_subject_idx").on(t.googleSubject),
  ],
);

/**
 * Sessions and API tokens, stored by the SHA-256 of the secret the client holds. `kind` is `browser` (the
 * HttpOnly cookie) or `api` (a named Bearer token). `stage` is `full`, or `two_factor` after a correct password
 * while the second factor is still owed.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    stage: text("stage").notNull(),
    name: text("name"),
    userAgent: text("user_agent"),
    ip: text("ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the password was last re-entered in this session (the first half of re-authentication with 2FA on). */
    passwordCheckedAt: timestamp("password_checked_at", { withTimezone: true }),
    /** When this session last re-authenticated in full (needed before email or two-factor changes). */
    reauthAt: timestamp("reauth_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("sessions_token_hash_idx").on(t.tokenHash), index("sessions_user_idx").on(t.userId)],
);

/**
 * One-time codes sent by email, stored hashed and bound to an account and a purpose (and, for a new email
 * address, to that address). Single use; `attempts` counts wrong guesses.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    target: text("target"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("one_time_codes_user_purpose_idx").on(t.userId, t.purpose)],
);

export const favorites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenId] })],
);

export const recentlyViewed = pgTable(
  "recently_viewed",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tokenId] }),
    index("recently_viewed_user_idx").on(t.userId, t.viewedAt),
  ],
);

/** Mail kept when no SMTP server is configured: development reads it at /dev/mailbox. */
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
