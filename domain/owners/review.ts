import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client.ts";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import { isLocale, type Locale, localizePath } from "../../lib/locales.ts";
import { REVIEW_REASON_MAX } from "../../lib/owner-review.ts";
import type { Caller } from "../accounts/index.ts";
import { type Mail, type Mailer, mailText } from "../accounts/mailer.ts";
import { Conflict, NotFound } from "../errors.ts";
import { parse } from "../fields.ts";
import { refuseClaimed } from "./claims.ts";
import { type Profile, type ProfileDiff, profileDiff } from "./profile-diff.ts";
import type { TagType } from "./readiness.ts";
import { mailCascade, revokeResting } from "./team.ts";
import { auditToken } from "./token-audit.ts";

export type ReviewState = "draft" | "submitted" | "approved" | "refused";

/** A submitted profile in the editors' list. */
export type SubmissionSummary = {
  tokenId: number;
  slug: string;
  name: string;
  symbol: string;
  chainId: number;
  submittedAt: string | null;
};

/** How one live owner proved control of the token (docs/decisions/021-owner-claims.md). */
export type OwnerProof = {
  /** The ownership's id, for its revocation. */
  id: number;
  nickname: string | null;
  method: "signature" | "website" | "invitation";
  address: string | null;
  chainId: number | null;
  /** For `invitation`: the inviter's nickname (docs/decisions/027-team-invitations.md). */
  invitedBy: string | null;
  provenAt: string;
};

/** A website claim waiting for the editors (docs/decisions/025-website-proof.md). */
export type WaitingWebsiteClaim = {
  id: number;
  tokenId: number;
  slug: string;
  name: string;
  symbol: string;
  userId: number;
  nickname: string | null;
  website: string;
  foundBy: "dns" | "file";
  checkedAt: string;
};

/** One token's owner profile under review: the live profile, the proposal and the difference between them. */
export type Submission = SubmissionSummary & {
  state: ReviewState;
  reason: string | null;
  authorized: boolean;
  owners: OwnerProof[];
  /** The logo the token shows now and the one its owners propose (valid by the logo rule or not). */
  logo: { live: string | null; proposed: string | null; proposedValid: boolean };
  live: Profile;
  proposal: Profile;
  diff: ProfileDiff;
};

export type ReviewOptions = {
  /** Throws Unauthorized for a visitor and Forbidden for a caller who is not an editor (the desk's rule). */
  requireEditor: (caller: Caller | null) => asserts caller is Caller;
  mailer: Mailer;
  messages: (locale: Locale) => Messages;
  publicUrl: string;
  now?: () => Date;
  /** Called after an approval is committed (public pages cached from the profile are out of date). */
  onChange?: () => void;
  /** A refusal mail that could not be sent: the refusal stands, whoever runs the site hears of it. */
  onMailError?: (error: unknown) => void;
};

const reasonInput = z.object({ reason: z.string().trim().min(1).max(REVIEW_REASON_MAX) });

type Row = Record<string, unknown>;
type Executor = Pick<Db, "execute">;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

const tagOf = (row: Row) => ({ id: Number(row.id), type: row.type as TagType, slug: String(row.slug) });
const descriptionOf = (row: Row) => ({ locale: String(row.locale), body: String(row.body) });
const faqOf = (row: Row) => ({
  locale: String(row.locale),
  question: String(row.question),
  answer: String(row.answer),
});

/** What the token page shows now: the catalogue's tags, descriptions, links and FAQs of the token. */
async function liveProfile(db: Executor, tokenId: number, links: unknown): Promise<Profile> {
  const [tags, descriptions, faqs] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select g.id, g.type, g.slug from token_tags tt join tags g on g.id = tt.tag_id
          where tt.token_id = ${tokenId} order by g.type, g.position, g.id`,
    ),
    queryRows<Row>(
      db,
      sql`select locale, body from token_descriptions where token_id = ${tokenId} order by locale`,
    ),
    queryRows<Row>(
      db,
      sql`select locale, question, answer from token_faqs where token_id = ${tokenId} order by locale, position, id`,
    ),
  ]);
  const parsed = (typeof links === "string" ? JSON.parse(links) : links) as { type: string; url: string }[];
  return {
    tags: tags.map(tagOf),
    descriptions: descriptions.map(descriptionOf),
    links: parsed.map(({ type, url }) => ({ type, url })),
    faqs: faqs.map(faqOf),
  };
}

/**
 * What the owners propose: their submitted and already active tags, descriptions, links and FAQs; with `drafted`,
 * also the tags they are still choosing (a profile not under review: refused, approved or being edited).
 */
async function proposedProfile(db: Executor, tokenId: number, drafted = false): Promise<Profile> {
  const states = drafted ? sql`('draft', 'submitted', 'active')` : sql`('submitted', 'active')`;
  const [tags, descriptions, links, faqs] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select g.id, g.type, g.slug from project_tags p join tags g on g.id = p.tag_id
          where p.token_id = ${tokenId} and p.state in ${states} order by g.type, g.position, g.id`,
    ),
    queryRows<Row>(
      db,
      sql`select locale, body from project_descriptions where token_id = ${tokenId} order by locale`,
    ),
    queryRows<Row>(
      db,
      sql`select type, url from project_links where token_id = ${tokenId} order by position, id`,
    ),
    queryRows<Row>(
      db,
      sql`select locale, question, answer from project_faqs where token_id = ${tokenId}
          order by locale, position, id`,
    ),
  ]);
  return {
    tags: tags.map(tagOf),
    descriptions: descriptions.map(descriptionOf),
    links: links.map((row) => ({ type: String(row.type), url: String(row.url) })),
    faqs: faqs.map(faqOf),
  };
}

const summaryOf = (row: Row): SubmissionSummary => ({
  tokenId: Number(row.id),
  slug: String(row.slug),
  name: String(row.name),
  symbol: String(row.symbol),
  chainId: Number(row.chain_id),
  submittedAt: row.submitted_at == null ? null : iso(row.submitted_at),
});

const draftColumns = sql`t.id, t.slug, t.name, t.symbol, t.chain_id, t.links, t.authorized, t.logo as live_logo,
  d.logo, d.logo_valid, d.state, d.reason, d.submitted_at`;

/** The mails the editors' decisions send to owners and claimants. */
type OwnerMailKind = "ownerRefused" | "ownerRevoked" | "websiteRefused";

/**
 * The mail an owner gets when the editors refuse their profile (`ownerRefused`), revoke their ownership
 * (`ownerRevoked`) or refuse their website claim (`websiteRefused`), in their language, with the editors' reason.
 */
export function ownerMail(
  kind: OwnerMailKind,
  messages: Messages,
  locale: Locale,
  to: string,
  values: { token: string; reason: string; cabinetUrl: string },
): Mail {
  const t = createTranslator(locale, messages, "email");
  const text = mailText(t, [
    t(`${kind}.intro`, { token: values.token }),
    values.reason,
    t(`${kind}.next`, { url: values.cabinetUrl }),
  ]);
  return { to, subject: t(`${kind}.subject`, { token: values.token }), text };
}

/**
 * The editors' review of owner profiles (docs/decisions/022-owner-review.md): the submitted profiles, each as
 * its difference from the live profile; an approval publishes the proposal and verifies the token, a refusal
 * gives the owners the reason by mail. Each decision is one transaction with its audit entry; every refusal
 * of a request writes nothing.
 */
export function createReview(db: Db, options: ReviewOptions) {
  const { mailer, messages, publicUrl, now = () => new Date(), onChange, onMailError } = options;
  const requireEditor: ReviewOptions["requireEditor"] = options.requireEditor;
  const origin = new URL(publicUrl).origin;

  async function draftRow(tx: Executor, tokenId: number, lock: boolean) {
    const [row] = await queryRows<Row>(
      tx,
      sql`select ${draftColumns} from project_drafts d join tokens t on t.id = d.token_id
          where d.token_id = ${tokenId} ${lock ? sql`for update of d` : sql``}`,
    );
    if (!row) throw new NotFound("No owner profile for this token");
    return row;
  }

  /** The draft row, locked, if it waits for review; 409 `not_submitted` otherwise. */
  async function submittedRow(tx: Executor, tokenId: number) {
    const row = await draftRow(tx, tokenId, true);
    if (row.state !== "submitted") {
      throw new Conflict("not_submitted", "This profile is not waiting for review");
    }
    return row;
  }

  /** The website claim, locked, if it waits for a decision; 404 unknown, 409 `not_waiting` otherwise. */
  async function waitingClaim(tx: Executor, claimId: number) {
    const [row] = await queryRows<Row>(
      tx,
      sql`select w.id, w.token_id, w.user_id, w.host, w.found_by, w.state, t.slug, t.name, u.email, u.locale
          from website_claims w join tokens t on t.id = w.token_id join users u on u.id = w.user_id
          where w.id = ${claimId} for update of w`,
    );
    if (!row) throw new NotFound("No such website claim");
    if (row.state !== "waiting") {
      throw new Conflict("not_waiting", "This website claim is not waiting for a decision");
    }
    return row;
  }

  /** Mails each owner the editors' reason in their own language; a failed mail is reported, not thrown. */
  async function mailOwners(
    kind: OwnerMailKind,
    owners: { email: string; locale: string }[],
    token: string,
    reason: string,
  ) {
    const sent = await Promise.allSettled(
      owners.map(({ email, locale }) => {
        const language: Locale = isLocale(locale) ? locale : "en";
        const cabinetUrl = `${origin}${localizePath("/cabinet", language)}`;
        return mailer.send(
          ownerMail(kind, messages(language), language, email, { token, reason, cabinetUrl }),
        );
      }),
    );
    for (const result of sent) if (result.status === "rejected") onMailError?.(result.reason);
  }

  const audit = (
    tx: Executor,
    caller: Caller,
    slug: string,
    action: string,
    detail: Record<string, unknown>,
  ) => auditToken(tx, { caller, slug, action, detail, at: now() });

  return {
    /** The profiles waiting for review, the longest waiting first. */
    async list(caller: Caller | null): Promise<SubmissionSummary[]> {
      requireEditor(caller);
      const rows = await queryRows<Row>(
        db,
        sql`select ${draftColumns} from project_drafts d join tokens t on t.id = d.token_id
            where d.state = 'submitted' order by d.submitted_at, t.id`,
      );
      return rows.map(summaryOf);
    },

    /** One token's owner profile in any state, with its owners' proofs and its difference from the live one. */
    async get(caller: Caller | null, tokenId: number): Promise<Submission> {
      requireEditor(caller);
      const row = await draftRow(db, tokenId, false);
      const [live, proposal, owners] = await Promise.all([
        liveProfile(db, tokenId, row.links),
        proposedProfile(db, tokenId, row.state !== "submitted"),
        queryRows<Row>(
          db,
          sql`select o.id, u.nickname, o.method, o.address, o.chain_id, o.proven_at, iu.nickname as inviter
              from token_owners o join users u on u.id = o.user_id
              left join token_owners io on io.id = o.invited_by left join users iu on iu.id = io.user_id
              where o.token_id = ${tokenId} and o.revoked_at is null order by o.proven_at, o.id`,
        ),
      ]);
      return {
        ...summaryOf(row),
        state: row.state as ReviewState,
        reason: (row.reason as string | null) ?? null,
        authorized: row.authorized === true,
        owners: owners.map((owner) => ({
          id: Number(owner.id),
          nickname: (owner.nickname as string | null) ?? null,
          method: owner.method as OwnerProof["method"],
          address: (owner.address as string | null) ?? null,
          chainId: owner.chain_id == null ? null : Number(owner.chain_id),
          invitedBy: (owner.inviter as string | null) ?? null,
          provenAt: iso(owner.proven_at),
        })),
        logo: {
          live: (row.live_logo as string | null) ?? null,
          proposed: (row.logo as string | null) ?? null,
          proposedValid: row.logo !== null && row.logo_valid === true,
        },
        live,
        proposal,
        diff: profileDiff(live, proposal),
      };
    },

    /**
     * Publishes the submitted proposal as the token's profile (tags, descriptions, links and FAQs replaced
     * whole, and the logo when the owners' is valid by the logo rule), verifies the token (authorized since
     * now, or since its first approval), makes the submitted tags active and the draft approved, with its
     * audit entry, in one transaction.
     */
    async approve(caller: Caller | null, tokenId: number): Promise<void> {
      requireEditor(caller);
      await db.transaction(async (tx) => {
        const row = await submittedRow(tx, tokenId);
        const proposal = await proposedProfile(tx, tokenId);
        const at = now();
        await tx.execute(sql`delete from token_tags where token_id = ${tokenId}`);
        for (const tag of proposal.tags) {
          await tx.execute(sql`insert into token_tags (token_id, tag_id) values (${tokenId}, ${tag.id})`);
        }
        await tx.execute(sql`delete from token_descriptions where token_id = ${tokenId}`);
        for (const { locale, body } of proposal.descriptions) {
          await tx.execute(
            sql`insert into token_descriptions (token_id, locale, body) values (${tokenId}, ${locale}, ${body})`,
          );
        }
        await tx.execute(sql`delete from token_faqs where token_id = ${tokenId}`);
        for (const [position, { locale, question, answer }] of proposal.faqs.entries()) {
          await tx.execute(
            sql`insert into token_faqs (token_id, locale, position, question, answer)
                values (${tokenId}, ${locale}, ${position}, ${question}, ${answer})`,
          );
        }
        const logo = row.logo !== null && row.logo_valid === true ? String(row.logo) : null;
        await tx.execute(
          sql`update tokens set links = ${JSON.stringify(proposal.links)}::jsonb, authorized = true,
                logo = ${logo === null ? sql`logo` : sql`${logo}`},
                authorized_at = case when authorized and authorized_at is not null then authorized_at else ${at} end
              where id = ${tokenId}`,
        );
        await tx.execute(
          sql`update project_tags set state = 'active' where token_id = ${tokenId} and state = 'submitted'`,
        );
        await tx.execute(
          sql`update project_drafts set state = 'approved', reason = null, updated_at = ${at},
                updated_by = ${caller.user.id} where token_id = ${tokenId}`,
        );
        await audit(tx, caller, String(row.slug), "owner_approve", logo ? { tokenId, logo } : { tokenId });
      });
      onChange?.();
    },

    /**
     * Refuses the submitted proposal with a reason (1 to 1000 characters): the draft goes back to its owners
     * (refused, its submitted tags proposed again), with its audit entry, in one transaction; then every live
     * owner gets the reason by mail in their own language.
     */
    async refuse(caller: Caller | null, tokenId: number, input: unknown): Promise<void> {
      requireEditor(caller);
      const { token, owners, reason } = await db.transaction(async (tx) => {
        const row = await submittedRow(tx, tokenId);
        const { reason } = parse(reasonInput, input);
        await tx.execute(
          sql`update project_tags set state = 'draft' where token_id = ${tokenId} and state = 'submitted'`,
        );
        await tx.execute(
          sql`update project_drafts set state = 'refused', reason = ${reason}, updated_at = ${now()},
                updated_by = ${caller.user.id} where token_id = ${tokenId}`,
        );
        await audit(tx, caller, String(row.slug), "owner_refuse", { tokenId, reason });
        const recipients = await queryRows<{ email: string; locale: string }>(
          tx,
          sql`select u.email, u.locale from token_owners o join users u on u.id = o.user_id
              where o.token_id = ${tokenId} and o.revoked_at is null order by o.id`,
        );
        return { token: String(row.name), owners: recipients, reason };
      });
      await mailOwners("ownerRefused", owners, token, reason);
    },

    /**
     * Revokes one ownership with a reason (1 to 1000 characters): its proof stops being live (the token keeps
     * the verified owner's mark only while another live owner remains), and so do the ownerships that rest on
     * it by invitation, recursively, whose pending invitations are cancelled
     * (docs/decisions/027-team-invitations.md); each with its audit entry, in one transaction. Then the revoked
     * owner gets the reason by mail, and each owner who rested on them a mail saying why their ownership ended
     * too, each in their own language.
     */
    async revoke(caller: Caller | null, ownerId: number, input: unknown): Promise<void> {
      requireEditor(caller);
      const { token, owner, invited, reason } = await db.transaction(async (tx) => {
        const [row] = await queryRows<Row>(
          tx,
          sql`select o.token_id, o.revoked_at, t.slug, t.name, u.email, u.locale
              from token_owners o join tokens t on t.id = o.token_id join users u on u.id = o.user_id
              where o.id = ${ownerId} for update of o`,
        );
        if (!row) throw new NotFound("No such owner");
        if (row.revoked_at !== null)
          throw new Conflict("already_revoked", "This ownership is revoked already");
        const { reason } = parse(reasonInput, input);
        await tx.execute(
          sql`update token_owners set revoked_at = ${now()}, revoked_by = ${caller.user.id} where id = ${ownerId}`,
        );
        await audit(tx, caller, String(row.slug), "owner_revoke", {
          tokenId: Number(row.token_id),
          ownerId,
          reason,
        });
        const invited = await revokeResting(tx, ownerId, caller.user.id, now());
        for (const revoked of invited) {
          await audit(tx, caller, String(row.slug), "owner_revoke", {
            tokenId: Number(row.token_id),
            ownerId: revoked.id,
            reason,
            invitedBy: revoked.invitedBy,
          });
        }
        return {
          token: String(row.name),
          owner: { email: String(row.email), locale: String(row.locale) },
          invited,
          reason,
        };
      });
      onChange?.();
      await mailOwners("ownerRevoked", [owner], token, reason);
      await mailCascade(options, invited, token, "revoked");
    },

    /** The website claims whose code was found, waiting for a decision, the longest waiting first. */
    async websiteClaims(caller: Caller | null): Promise<WaitingWebsiteClaim[]> {
      requireEditor(caller);
      const rows = await queryRows<Row>(
        db,
        sql`select w.id, w.token_id, t.slug, t.name, t.symbol, w.user_id, u.nickname, w.host, w.found_by,
              w.checked_at
            from website_claims w join tokens t on t.id = w.token_id join users u on u.id = w.user_id
            where w.state = 'waiting' order by w.checked_at, w.id`,
      );
      return rows.map((row) => ({
        id: Number(row.id),
        tokenId: Number(row.token_id),
        slug: String(row.slug),
        name: String(row.name),
        symbol: String(row.symbol),
        userId: Number(row.user_id),
        nickname: (row.nickname as string | null) ?? null,
        website: String(row.host),
        foundBy: row.found_by as "dns" | "file",
        checkedAt: iso(row.checked_at),
      }));
    },

    /**
     * Approves a website claim that waits: its user becomes an owner of the token with a `website` proof (the
     * host, when approved), the owners' draft opens, with its audit entry, in one transaction. A token that
     * has an owner meanwhile is refused with `already_claimed`.
     */
    async approveWebsiteClaim(caller: Caller | null, claimId: number): Promise<void> {
      requireEditor(caller);
      await db.transaction(async (tx) => {
        const row = await waitingClaim(tx, claimId);
        await tx.execute(sql`select id from tokens where id = ${row.token_id} for update`);
        await refuseClaimed(tx, Number(row.token_id));
        const at = now();
        await tx.execute(
          sql`insert into token_owners (token_id, user_id, method, website, proven_at)
              values (${row.token_id}, ${row.user_id}, 'website', ${row.host}, ${at})`,
        );
        await tx.execute(
          sql`insert into project_drafts (token_id) values (${row.token_id}) on conflict do nothing`,
        );
        await tx.execute(
          sql`update website_claims set state = 'approved', decided_at = ${at}, decided_by = ${caller.user.id}
              where id = ${claimId}`,
        );
        await audit(tx, caller, String(row.slug), "owner_claim", {
          method: "website",
          website: String(row.host),
          foundBy: String(row.found_by),
          userId: Number(row.user_id),
          claimId,
        });
      });
      onChange?.();
    },

    /**
     * Refuses a website claim that waits, with a reason (1 to 1000 characters), audited in one transaction;
     * then its user gets the reason by mail in their own language.
     */
    async refuseWebsiteClaim(caller: Caller | null, claimId: number, input: unknown): Promise<void> {
      requireEditor(caller);
      const { token, claimant, reason } = await db.transaction(async (tx) => {
        const row = await waitingClaim(tx, claimId);
        const { reason } = parse(reasonInput, input);
        await tx.execute(
          sql`update website_claims set state = 'refused', reason = ${reason}, decided_at = ${now()},
                decided_by = ${caller.user.id} where id = ${claimId}`,
        );
        await audit(tx, caller, String(row.slug), "owner_website_refuse", {
          website: String(row.host),
          userId: Number(row.user_id),
          claimId,
          reason,
        });
        return {
          token: String(row.name),
          claimant: { email: String(row.email), locale: String(row.locale) },
          reason,
        };
      });
      await mailOwners("websiteRefused", [claimant], token, reason);
    },
  };
}

export type Review = ReturnType<typeof createReview>;
