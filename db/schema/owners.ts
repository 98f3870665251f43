import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { tags, tokens } from "./catalog.ts";

/**
 * Who owns which catalogue token (docs/decisions/021-owner-claims.md): several owners per token, each with how
 * the control was proven (`signature`: `address` signed on `chain_id`; `website`: a code on the token's site;
 * `invitation`: accepted an invitation of the live ownership `invited_by`, docs/decisions/027-team-invitations.md)
 * and when. A revoked ownership keeps its row with who revoked it and when.
 */
export const tokenOwners = pgTable(
  "token_owners",
  {
    id: serial("id").primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method", { enum: ["signature", "website", "invitation"] }).notNull(),
    /** The signing address (checksummed) and the chain it controls the contract on; null for a website proof. */
    address: text("address"),
    chainId: integer("chain_id"),
    /** How the signing address controls the contract (domain/owners/control.ts); null for a website proof. */
    control: text("control", { enum: ["owner", "admin", "deployer"] }),
    /** The website's host a website proof was found on; null for a signature. */
    website: text("website"),
    provenAt: timestamp("proven_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedBy: integer("revoked_by").references(() => users.id, { onDelete: "set null" }),
    /** For `invitation`: the ownership whose holder invited this one; its revocation revokes this one too. */
    invitedBy: integer("invited_by").references((): AnyPgColumn => tokenOwners.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("token_owners_live_uq").on(t.tokenId, t.userId).where(sql`${t.revokedAt} is null`),
    index("token_owners_user_idx").on(t.userId, t.tokenId),
    index("token_owners_invited_by_idx").on(t.invitedBy),
  ],
);

/**
 * A live owner's invitation of a team member by email (docs/decisions/027-team-invitations.md): a single-use
 * code stored as its SHA-256 digest (`code_hash`), valid until `expires_at`; pending until accepted
 * (`accepted_at`, by the ownership `accepted_as`) or cancelled (`cancelled_at`, by `cancelled_by`).
 */
export const ownerInvitations = pgTable(
  "owner_invitations",
  {
    id: serial("id").primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    /** The invited address as typed, trimmed; compared without regard to letter case. */
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** The inviter's ownership. */
    invitedBy: integer("invited_by")
      .notNull()
      .references(() => tokenOwners.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedAs: integer("accepted_as").references(() => tokenOwners.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: integer("cancelled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("owner_invitations_code_uq").on(t.codeHash),
    index("owner_invitations_token_idx").on(t.tokenId),
  ],
);

/**
 * A claim's nonce and the exact EIP-4361 message it was issued in: single use (`used_at`), valid until
 * `expires_at`, for one caller and one token.
 */
export const claimNonces = pgTable(
  "claim_nonces",
  {
    nonce: text("nonce").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    message: text("message").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("claim_nonces_expires_idx").on(t.expiresAt)],
);

/**
 * The owners' draft of a token's profile, shared by its owners, and its review state: `draft` while edited,
 * `submitted` for the editors, then `approved` or `refused` (with `reason`). The logo is the owner's upload,
 * `logo_valid` by the logo rule (lib/logo.ts).
 */
export const projectDrafts = pgTable("project_drafts", {
  tokenId: integer("token_id")
    .primaryKey()
    .references(() => tokens.id, { onDelete: "cascade" }),
  logo: text("logo"),
  logoValid: boolean("logo_valid").notNull().default(false),
  state: text("state", { enum: ["draft", "submitted", "approved", "refused"] })
    .notNull()
    .default("draft"),
  reason: text("reason"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
});

/**
 * Tags the owners propose for their token (catalogue tags): `draft` while in the menu, `submitted` once sent for
 * review, `active` once approved.
 */
export const projectTags = pgTable(
  "project_tags",
  {
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    tagId: integer("tag_id")
      .notNull()
      .references(() => tags.id, { onDelete: "cascade" }),
    state: text("state", { enum: ["draft", "submitted", "active"] })
      .notNull()
      .default("draft"),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.tagId] })],
);

/** The draft's descriptions, one per language (as token_descriptions). */
export const projectDescriptions = pgTable(
  "project_descriptions",
  {
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    body: text("body").notNull(),
  },
  (t) => [primaryKey({ columns: [t.tokenId, t.locale] })],
);

/** The draft's links, in order (as tokens.links). */
export const projectLinks = pgTable(
  "project_links",
  {
    id: serial("id").primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull(),
  },
  (t) => [index("project_links_token_idx").on(t.tokenId, t.position)],
);

/** The draft's FAQs, in any language, in order (as token_faqs). */
export const projectFaqs = pgTable(
  "project_faqs",
  {
    id: serial("id").primaryKey(),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    locale: text("locale").notNull(),
    position: integer("position").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [index("project_faqs_token_idx").on(t.tokenId, t.position)],
);

/**
 * A claim of a token by its website (docs/decisions/025-website-proof.md): a code for one caller and one token,
 * to publish on the token's listed website (`host`) until `expires_at`; `open` while the caller publishes it,
 * `waiting` for the editors once found (`found_by`: `dns` or `file`, `checked_at`), then `approved` or `refused`
 * (with `reason`, who decided and when). `attempts` counts the checks that did not find it.
 */
export const websiteClaims = pgTable(
  "website_claims",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenId: integer("token_id")
      .notNull()
      .references(() => tokens.id, { onDelete: "cascade" }),
    host: text("host").notNull(),
    code: text("code").notNull(),
    state: text("state", { enum: ["open", "waiting", "approved", "refused"] })
      .notNull()
      .default("open"),
    attempts: integer("attempts").notNull().default(0),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    foundBy: text("found_by", { enum: ["dns", "file"] }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("website_claims_live_uq")
      .on(t.userId, t.tokenId)
      .where(sql`${t.state} in ('open', 'waiting')`),
    index("website_claims_state_idx").on(t.state, t.checkedAt),
  ],
);
