import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import { isLocale, type Locale, localizePath } from "../../lib/locales.ts";
import type { Limits } from "../accounts/limits.ts";
import { type Mail, type Mailer, mailText } from "../accounts/mailer.ts";
import type { Caller } from "../accounts/sessions.ts";
import { digest, newToken } from "../accounts/tokens.ts";
import { Conflict, Forbidden, Gone, NotFound } from "../errors.ts";
import { auditToken } from "./token-audit.ts";

/** How long an invitation can be accepted. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Live owners and pending invitations of one token, together. */
export const TEAM_MAX = 10;
/** The cabinet's page where an invitation is accepted; its link carries the code as `?code=`. */
export const INVITATION_PATH = "/cabinet/tokens/invitation";

/** One live owner of a token as the team sees them. */
export type TeamOwner = {
  id: number;
  nickname: string | null;
  method: "signature" | "website" | "invitation";
  /** The nickname of whoever invited them, for `invitation`. */
  invitedBy: string | null;
  provenAt: string;
  /** The caller's own ownership. */
  you: boolean;
};

export type TeamInvitation = { id: number; email: string; invitedBy: string | null; expiresAt: string };

export type Team = {
  owners: TeamOwner[];
  invitations: TeamInvitation[];
  /** How many owners lose their ownership if the caller leaves (docs/decisions/029-leaving-a-team.md). */
  leaveRevokes: number;
};

/** What the caller's leaving did to the owners who rested on them. */
export type Departure = { revoked: number; reattached: number };

/** Why an ownership ended with the one it rested on: an editor revoked it, or its owner left the team. */
export type CascadeCause = "revoked" | "left";

/** An ownership ended because the one it rested on ended, with where to mail its owner. */
export type RestingOwner = { id: number; invitedBy: number; email: string; locale: string };

/** The token an invitation is for, as its acceptance page shows it. */
export type InvitationView = {
  token: { id: number; slug: string; name: string; symbol: string };
  invitedBy: string | null;
  expiresAt: string;
};

export type TeamOptions = {
  mailer: Mailer;
  messages: (locale: Locale) => Messages;
  publicUrl: string;
  /** Attempt limits: every invitation sent or accepted and every departure counts (`invite`, domain/accounts/limits.ts). */
  limits: Limits;
  now?: () => Date;
  /** Called after an owner left (the verified owner's mark on cached public pages may have gone with them). */
  onChange?: () => void;
  /** A mail that could not be sent: what it tells stands (an invitation can be cancelled and sent again). */
  onMailError?: (error: unknown) => void;
};

type Row = Record<string, unknown>;
type Executor = Pick<Db, "execute">;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The invitation mail (`ownerInvitation` in the `email` catalogue), in the language it is sent in. */
export function invitationMail(
  messages: Messages,
  locale: Locale,
  to: string,
  values: { token: string; inviter: string; url: string },
): Mail {
  const t = createTranslator(locale, messages, "email");
  const text = mailText(t, [
    t("ownerInvitation.intro", { token: values.token, inviter: values.inviter }),
    t("ownerInvitation.next", { url: values.url }),
    t("ownerInvitation.expiry"),
  ]);
  return { to, subject: t("ownerInvitation.subject", { token: values.token }), text };
}

/**
 * The mail to an owner whose ownership ended because the one it rested on ended (`ownerCascade` in the `email`
 * catalogue): the editors revoked it, or its owner left the team.
 */
export function cascadeMail(
  messages: Messages,
  locale: Locale,
  to: string,
  values: { token: string; cause: CascadeCause; cabinetUrl: string },
): Mail {
  const t = createTranslator(locale, messages, "email");
  const text = [
    t("greeting"),
    "",
    t(`ownerCascade.${values.cause}`, { token: values.token }),
    "",
    t("ownerCascade.next", { url: values.cabinetUrl }),
    "",
    t("signature"),
  ].join("\n");
  return { to, subject: t("ownerCascade.subject", { token: values.token }), text };
}

/** The live ownerships resting on `ownerId` by invitation, recursively, each with its depth (1: invited by it). */
const restingOn = (ownerId: number) =>
  sql`with recursive resting (id, depth) as (
        select id, 1 from token_owners where invited_by = ${ownerId} and revoked_at is null
        union all
        select o.id, r.depth + 1 from token_owners o join resting r on o.invited_by = r.id
        where o.revoked_at is null
      )`;

/** How many live ownerships rest on `ownerId`: those that end with it. */
async function restingCount(executor: Executor, ownerId: number) {
  const [row] = await queryRows<Row>(
    executor,
    sql`${restingOn(ownerId)} select count(*)::int as count from resting`,
  );
  return Number(row.count);
}

/** Cancels the pending invitations sent by the ownerships `ids`, by the user `by`. */
async function cancelInvitationsOf(executor: Executor, ids: number[], by: number, at: Date) {
  await executor.execute(
    sql`update owner_invitations set cancelled_at = ${at}, cancelled_by = ${by}
        where invited_by in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and accepted_at is null and cancelled_at is null`,
  );
}

/**
 * Revokes, by the user `by`, the live ownerships that rest on `ownerId` by invitation, recursively, and cancels
 * the pending invitations of `ownerId` and of each of them (docs/decisions/027-team-invitations.md); returns
 * them, nearest first.
 */
export async function revokeResting(
  executor: Executor,
  ownerId: number,
  by: number,
  at: Date,
): Promise<RestingOwner[]> {
  const revoked = await queryRows<Row>(
    executor,
    sql`${restingOn(ownerId)},
        revoked as (
          update token_owners o set revoked_at = ${at}, revoked_by = ${by}
          from resting r where o.id = r.id
          returning o.id, o.invited_by, o.user_id, r.depth
        )
        select r.id, r.invited_by, u.email, u.locale from revoked r join users u on u.id = r.user_id
        order by r.depth, r.id`,
  );
  await cancelInvitationsOf(executor, [ownerId, ...revoked.map((owner) => Number(owner.id))], by, at);
  return revoked.map((owner) => ({
    id: Number(owner.id),
    invitedBy: Number(owner.invited_by),
    email: String(owner.email),
    locale: String(owner.locale),
  }));
}

/**
 * Mails each owner whose ownership ended with the one it rested on, in their own language; a failed mail is
 * reported, not thrown.
 */
export async function mailCascade(
  options: Pick<TeamOptions, "mailer" | "messages" | "publicUrl" | "onMailError">,
  owners: RestingOwner[],
  token: string,
  cause: CascadeCause,
) {
  const origin = new URL(options.publicUrl).origin;
  const sent = await Promise.allSettled(
    owners.map(({ email, locale }) => {
      const language: Locale = isLocale(locale) ? locale : "en";
      const cabinetUrl = `${origin}${localizePath("/cabinet", language)}`;
      return options.mailer.send(
        cascadeMail(options.messages(language), language, email, { token, cause, cabinetUrl }),
      );
    }),
  );
  for (const result of sent) if (result.status === "rejected") options.onMailError?.(result.reason);
}

/**
 * A token's team (docs/decisions/027-team-invitations.md): a live owner invites a member by email with a
 * single-use code, sees the team and cancels pending invitations; the invited account accepts and becomes an
 * owner resting on its inviter's ownership (an unknown code answers 404). Every refusal comes before anything
 * is written.
 */
export function createTeam(db: Db, options: TeamOptions) {
  const { mailer, messages, limits, now = () => new Date(), onChange, onMailError } = options;
  const origin = new URL(options.publicUrl).origin;

  /** The caller's live ownership of the token, or 404 (someone else's token answers as if it did not exist). */
  async function ownership(executor: Executor, caller: Caller, tokenId: number) {
    const [row] = await queryRows<Row>(
      executor,
      sql`select o.id, o.method, o.invited_by, t.slug, t.name from token_owners o join tokens t on t.id = o.token_id
          where o.token_id = ${tokenId} and o.user_id = ${caller.user.id} and o.revoked_at is null`,
    );
    if (!row) throw new NotFound("Project not found");
    return {
      id: Number(row.id),
      slug: String(row.slug),
      name: String(row.name),
      invited: row.method === "invitation",
      invitedBy: row.invited_by == null ? null : Number(row.invited_by),
    };
  }

  const audit = (
    tx: Executor,
    caller: Caller,
    slug: string,
    action: string,
    detail: Record<string, unknown>,
  ) => auditToken(tx, { caller, slug, action, detail, at: now() });

  /**
   * The pending invitation with this code, checked for the caller: 404 `invitation_not_found` for no such
   * code, 410 `invitation_used`, `invitation_cancelled` or `invitation_expired`, 403 `wrong_account` for an
   * invitation to another address, 409 `already_owner` for a caller who owns the token already.
   */
  async function pending(executor: Executor, caller: Caller, code: string, lock: boolean) {
    const [row] = await queryRows<Row>(
      executor,
      sql`select i.id, i.token_id, i.email, i.invited_by, i.expires_at, i.accepted_at, i.cancelled_at,
            t.slug, t.name, t.symbol, u.nickname as inviter
          from owner_invitations i join tokens t on t.id = i.token_id
          join token_owners o on o.id = i.invited_by join users u on u.id = o.user_id
          where i.code_hash = ${digest(code)} ${lock ? sql`for update of i` : sql``}`,
    );
    if (!row) throw new NotFound("No invitation with this code");
    if (row.accepted_at !== null) throw new Gone("invitation_used", "This invitation was accepted already");
    if (row.cancelled_at !== null) throw new Gone("invitation_cancelled", "This invitation was cancelled");
    if (new Date(row.expires_at as string).getTime() <= now().getTime())
      throw new Gone("invitation_expired", "This invitation has expired");
    if (String(row.email) !== caller.user.email.toLowerCase())
      throw new Forbidden("wrong_account", "This invitation is for another address");
    const owners = await queryRows(
      executor,
      sql`select 1 from token_owners where token_id = ${row.token_id} and user_id = ${caller.user.id}
            and revoked_at is null`,
    );
    if (owners.length > 0) throw new Conflict("already_owner", "You own this token already");
    return row;
  }

  const viewOf = (row: Row): InvitationView => ({
    token: {
      id: Number(row.token_id),
      slug: String(row.slug),
      name: String(row.name),
      symbol: String(row.symbol),
    },
    invitedBy: (row.inviter as string | null) ?? null,
    expiresAt: iso(row.expires_at),
  });

  return {
    /** The token's live owners, oldest first, and its pending invitations, for one of its live owners. */
    async get(caller: Caller, tokenId: number): Promise<Team> {
      const own = await ownership(db, caller, tokenId);
      const [owners, invitations, leaveRevokes] = await Promise.all([
        queryRows<Row>(
          db,
          sql`select o.id, o.user_id, u.nickname, o.method, o.proven_at, iu.nickname as inviter
              from token_owners o join users u on u.id = o.user_id
              left join token_owners io on io.id = o.invited_by left join users iu on iu.id = io.user_id
              where o.token_id = ${tokenId} and o.revoked_at is null order by o.proven_at, o.id`,
        ),
        queryRows<Row>(
          db,
          sql`select i.id, i.email, i.expires_at, u.nickname as inviter
              from owner_invitations i join token_owners o on o.id = i.invited_by join users u on u.id = o.user_id
              where i.token_id = ${tokenId} and i.accepted_at is null and i.cancelled_at is null
                and i.expires_at > ${now()}
              order by i.created_at, i.id`,
        ),
        own.invited ? 0 : restingCount(db, own.id),
      ]);
      return {
        owners: owners.map((row) => ({
          id: Number(row.id),
          nickname: (row.nickname as string | null) ?? null,
          method: row.method as TeamOwner["method"],
          invitedBy: (row.inviter as string | null) ?? null,
          provenAt: iso(row.proven_at),
          you: Number(row.user_id) === caller.user.id,
        })),
        invitations: invitations.map((row) => ({
          id: Number(row.id),
          email: String(row.email),
          invitedBy: (row.inviter as string | null) ?? null,
          expiresAt: iso(row.expires_at),
        })),
        leaveRevokes,
      };
    },

    /**
     * Invites `email` (lower-cased) to the token's team: a fresh code, stored as its digest, valid 7 days,
     * mailed after the commit in the language of the account with that address, else the inviter's. Refused
     * with 409 `already_owner`, `already_invited` or `team_full` (10 live owners and pending invitations).
     */
    async invite(caller: Caller, tokenId: number, email: string, ip: string): Promise<TeamInvitation> {
      await limits.consume("invite", ip, String(caller.user.id));
      const code = newToken();
      const { invitation, token, locale } = await db.transaction(async (tx) => {
        await tx.execute(sql`select id from tokens where id = ${tokenId} for update`);
        const own = await ownership(tx, caller, tokenId);
        const at = now();
        const [counts] = await queryRows<Row>(
          tx,
          sql`select
                (select count(*) from token_owners o join users u on u.id = o.user_id
                  where o.token_id = ${tokenId} and o.revoked_at is null and u.email = ${email})::int as owner,
                (select count(*) from owner_invitations where token_id = ${tokenId} and email = ${email}
                  and accepted_at is null and cancelled_at is null and expires_at > ${at})::int as invited,
                (select count(*) from token_owners where token_id = ${tokenId} and revoked_at is null)::int
                + (select count(*) from owner_invitations where token_id = ${tokenId}
                  and accepted_at is null and cancelled_at is null and expires_at > ${at})::int as team`,
        );
        if (Number(counts.owner) > 0)
          throw new Conflict("already_owner", "This address owns the token already");
        if (Number(counts.invited) > 0)
          throw new Conflict("already_invited", "This address has a pending invitation already");
        if (Number(counts.team) >= TEAM_MAX)
          throw new Conflict("team_full", `A token has at most ${TEAM_MAX} owners and pending invitations`);
        const expiresAt = new Date(at.getTime() + INVITATION_TTL_MS);
        const [row] = await queryRows<Row>(
          tx,
          sql`insert into owner_invitations (token_id, email, code_hash, invited_by, created_at, expires_at)
              values (${tokenId}, ${email}, ${digest(code)}, ${own.id}, ${at}, ${expiresAt}) returning id`,
        );
        await audit(tx, caller, own.slug, "owner_invite", { tokenId, invitationId: Number(row.id), email });
        const [account] = await queryRows<{ locale: string }>(
          tx,
          sql`select locale from users where email = ${email} and email_verified_at is not null`,
        );
        return {
          invitation: {
            id: Number(row.id),
            email,
            invitedBy: caller.user.nickname,
            expiresAt: expiresAt.toISOString(),
          },
          token: own.name,
          locale: account?.locale ?? caller.user.locale,
        };
      });
      const language: Locale = isLocale(locale) ? locale : "en";
      const url = `${origin}${localizePath(INVITATION_PATH, language)}?code=${code}`;
      const inviter = caller.user.nickname ?? caller.user.email;
      await mailer
        .send(invitationMail(messages(language), language, email, { token, inviter, url }))
        .catch((error: unknown) => onMailError?.(error));
      return invitation;
    },

    /** Cancels one pending invitation of the token (404 for any other), with its audit entry. */
    async cancel(caller: Caller, tokenId: number, invitationId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const own = await ownership(tx, caller, tokenId);
        const [row] = await queryRows<Row>(
          tx,
          sql`update owner_invitations set cancelled_at = ${now()}, cancelled_by = ${caller.user.id}
              where id = ${invitationId} and token_id = ${tokenId} and accepted_at is null
                and cancelled_at is null and expires_at > ${now()}
              returning email`,
        );
        if (!row) throw new NotFound("No pending invitation with this id");
        await audit(tx, caller, own.slug, "owner_invite_cancel", {
          tokenId,
          invitationId,
          email: String(row.email),
        });
      });
    },

    /**
     * Ends the caller's own ownership of the token (docs/decisions/029-leaving-a-team.md). The owners they
     * invited take their place: resting on the caller's inviter when the caller was invited, revoked
     * recursively when the caller held a proof. The caller's pending invitations are cancelled. Audited
     * (`owner_leave`, and `owner_revoke` for each revoked owner) in one transaction; then each revoked owner is
     * mailed why in their own language.
     */
    async leave(caller: Caller, tokenId: number, ip: string): Promise<Departure> {
      await limits.consume("invite", ip, String(caller.user.id));
      const { token, revoked, reattached } = await db.transaction(async (tx) => {
        await tx.execute(sql`select id from tokens where id = ${tokenId} for update`);
        const own = await ownership(tx, caller, tokenId);
        const at = now();
        await tx.execute(
          sql`update token_owners set revoked_at = ${at}, revoked_by = ${caller.user.id} where id = ${own.id}`,
        );
        let revoked: RestingOwner[] = [];
        let reattached: number[] = [];
        if (own.invited) {
          const rows = await queryRows<Row>(
            tx,
            sql`update token_owners set invited_by = ${own.invitedBy}
                where invited_by = ${own.id} and revoked_at is null returning id`,
          );
          reattached = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
          await cancelInvitationsOf(tx, [own.id], caller.user.id, at);
        } else {
          revoked = await revokeResting(tx, own.id, caller.user.id, at);
        }
        await audit(tx, caller, own.slug, "owner_leave", {
          tokenId,
          ownerId: own.id,
          revoked: revoked.map((owner) => owner.id),
          reattached,
        });
        for (const owner of revoked) {
          await audit(tx, caller, own.slug, "owner_revoke", {
            tokenId,
            ownerId: owner.id,
            invitedBy: owner.invitedBy,
            left: own.id,
          });
        }
        return { token: own.name, revoked, reattached };
      });
      onChange?.();
      await mailCascade(options, revoked, token, "left");
      return { revoked: revoked.length, reattached: reattached.length };
    },

    /** The token a code invites the caller to, with every refusal its acceptance would give. */
    async preview(caller: Caller, code: string): Promise<InvitationView> {
      return viewOf(await pending(db, caller, code, false));
    },

    /**
     * Accepts the invitation: the caller becomes a live owner (`invitation`, resting on the inviter's
     * ownership) and the invitation is used, with its audit entry, in one transaction.
     */
    async accept(caller: Caller, code: string, ip: string): Promise<InvitationView> {
      await limits.consume("invite", ip, String(caller.user.id));
      return db.transaction(async (tx) => {
        const row = await pending(tx, caller, code, true);
        const at = now();
        const [owner] = await queryRows<Row>(
          tx,
          sql`insert into token_owners (token_id, user_id, method, invited_by, proven_at)
              values (${row.token_id}, ${caller.user.id}, 'invitation', ${row.invited_by}, ${at}) returning id`,
        );
        await tx.execute(
          sql`update owner_invitations set accepted_at = ${at}, accepted_as = ${owner.id} where id = ${row.id}`,
        );
        await audit(tx, caller, String(row.slug), "owner_join", {
          tokenId: Number(row.token_id),
          invitationId: Number(row.id),
          invitedBy: Number(row.invited_by),
        });
        return viewOf(row);
      });
    },
  };
}

export type TeamService = ReturnType<typeof createTeam>;
