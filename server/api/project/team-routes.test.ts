import { readFileSync } from "node:fs";
import { join as joinPath } from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { digest } from "../../../domain/accounts/tokens.ts";
import { ownerProofs } from "../../../domain/catalog/owner-proofs.ts";
import { createTranslator } from "../../../lib/i18n/translator.ts";
import { localeCodes } from "../../../lib/locales.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { loadMessages } from "../../messages.ts";

/**
 * A token's team through the real server (docs/decisions/027-team-invitations.md): invitations by email, the
 * team, cancellation, acceptance from the mailed link, and the revocation of an inviter taking their invitees
 * with them.
 */

const { db, call, signedUp, smtp } = setupAccountApp();

type Person = { email: string; cookie: string; nickname: string };
const names = ["alice", "bob", "carol", "dave", "eve", "frank", "mallory", "editor"] as const;
const people = {} as Record<(typeof names)[number], Person>;
let token: { id: number; slug: string; name: string };
let aliceOwnership: number;
const codes = new Set<string>();

const userId = async (email: string) =>
  Number((await queryRows<{ id: number }>(db(), sql`select id from users where email = ${email}`))[0].id);

beforeAll(async () => {
  for (const who of names) people[who] = await signedUp();
  await db().execute(sql`update users set role = 'editor' where email = ${people.editor.email}`);
  await db().execute(sql`update users set locale = 'de' where email = ${people.alice.email}`);
  await db().execute(sql`update users set locale = 'fr' where email = ${people.bob.email}`);
  await db().execute(sql`update users set locale = 'ja' where email = ${people.eve.email}`);
  const [row] = await queryRows<{ id: number; slug: string; name: string }>(
    db(),
    sql`select id, slug, name from tokens where not native and not synthetic and not authorized order by id limit 1`,
  );
  token = { id: Number(row.id), slug: row.slug, name: row.name };
  const [owner] = await queryRows<{ id: number }>(
    db(),
    sql`insert into token_owners (token_id, user_id, method, address, chain_id, proven_at)
        values (${token.id}, ${await userId(people.alice.email)}, 'signature', ${`0x${"a".repeat(40)}`}, 1,
          '2026-03-05T10:00:00Z') returning id`,
  );
  aliceOwnership = Number(owner.id);
  await db().execute(sql`insert into project_drafts (token_id) values (${token.id})`);
});

const as = (who: keyof typeof people | null) => (who ? people[who].cookie : undefined);
const invite = (
  who: keyof typeof people | null,
  email: unknown,
  options: { tokenId?: number; origin?: string } = {},
) =>
  call({
    method: "POST",
    url: `/api/project/${options.tokenId ?? token.id}/invitations`,
    body: { email },
    cookie: as(who),
    headers: options.origin ? { origin: options.origin } : {},
  });
const teamOf = (who: keyof typeof people | null, tokenId = token.id) =>
  call({ url: `/api/project/${tokenId}/team`, cookie: as(who) });
const cancel = (who: keyof typeof people | null, invitationId: number, origin?: string) =>
  call({
    method: "DELETE",
    url: `/api/project/${token.id}/invitations/${invitationId}`,
    cookie: as(who),
    headers: origin ? { origin } : {},
  });
const accept = (who: keyof typeof people | null, code: string, origin?: string) =>
  call({
    method: "POST",
    url: "/api/project/invitations/acceptance",
    body: { code },
    cookie: as(who),
    headers: origin ? { origin } : {},
  });
const preview = (who: keyof typeof people | null, code: string) =>
  call({ url: `/api/project/invitations/preview?code=${encodeURIComponent(code)}`, cookie: as(who) });

function refused(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  if (field) expect(error.fields?.[field]).toBe(code);
  else expect(error.code).toBe(code);
  codes.add(code);
}

/** A 422 of the route's own input check, naming the field. */
function invalid(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorOf(res).error.fields?.[field]).toBeTruthy();
}

/** Everything the team's routes write: owners, invitations, the audit log and the mail. */
async function snapshot() {
  const [row] = await queryRows<{ audit: number } & Record<string, unknown>>(
    db(),
    sql`select (select string_agg(id || ':' || user_id || ':' || method || ':' || coalesce(invited_by::text, '')
                  || ':' || coalesce(revoked_at::text, ''), ',' order by id) from token_owners) as owners,
          (select string_agg(id || ':' || email || ':' || coalesce(accepted_at::text, '') || ':'
                  || coalesce(cancelled_at::text, ''), ',' order by id) from owner_invitations) as invitations,
          (select count(*) from content_audit)::int as audit`,
  );
  return { ...row, mails: smtp().mails.length };
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

/** The code of the invitation link in the newest mail to `email`. */
async function mailedCode(email: string, after: number) {
  const mail = await smtp().mailTo(email, after);
  const code = /\?code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no invitation link in: ${mail.text}`);
  return { code, mail };
}

const lastAudit = async () =>
  (
    await queryRows<{ action: string; slug: string; detail: Record<string, unknown> }>(
      db(),
      sql`select action, slug, detail from content_audit order by id desc limit 1`,
    )
  )[0];

describe("inviting", () => {
  it("refuses a visitor, a non-owner, another site and an invalid address, writing nothing", async () => {
    await unchanged(async () => {
      refused(await invite(null, "x@example.test"), 401, "unauthorized");
      refused(await invite("mallory", "x@example.test"), 404, "not_found");
      refused(
        await invite("alice", "x@example.test", { origin: "https://evil.example" }),
        403,
        "foreign_origin",
      );
      for (const email of ["not an address", "", 42, `${"x".repeat(250)}@example.test`])
        invalid(await invite("alice", email), "email");
      refused(await invite("alice", "x@example.test", { tokenId: 2147483000 }), 404, "not_found");
      refused(await teamOf(null), 401, "unauthorized");
      refused(await teamOf("mallory"), 404, "not_found");
    });
  });

  it("mails a single-use code in the language of the invited account, stored only as its digest", async () => {
    const before = smtp().mails.length;
    const res = await invite("alice", `  ${people.bob.email.toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ email: people.bob.email, invitedBy: people.alice.nickname });
    const expires = new Date(data.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(expires).toBeLessThanOrEqual(7 * 86_400_000);

    const { code, mail } = await mailedCode(people.bob.email, before);
    const t = createTranslator("fr", loadMessages().fr, "email");
    expect(mail.subject).toBe(t("ownerInvitation.subject", { token: token.name }));
    expect(mail.text).toContain(
      t("ownerInvitation.intro", { token: token.name, inviter: people.alice.nickname }),
    );
    expect(mail.text).toContain(`http://localhost:3000/fr/cabinet/tokens/invitation?code=${code}`);
    const [row] = await queryRows<{ code_hash: string; invited_by: number }>(
      db(),
      sql`select code_hash, invited_by from owner_invitations where id = ${data.id}`,
    );
    expect(row).toEqual({ code_hash: digest(code), invited_by: aliceOwnership });
    expect(JSON.stringify(await snapshot())).not.toContain(code);
    expect(await lastAudit()).toEqual({
      action: "owner_invite",
      slug: token.slug,
      detail: { tokenId: token.id, invitationId: data.id, email: people.bob.email },
    });
  });

  it("mails an address without an account in the inviter's language", async () => {
    const before = smtp().mails.length;
    const res = await invite("alice", "stranger@example.test");
    expect(res.statusCode, res.body).toBe(201);
    const { mail } = await mailedCode("stranger@example.test", before);
    const t = createTranslator("de", loadMessages().de, "email");
    expect(mail.subject).toBe(t("ownerInvitation.subject", { token: token.name }));
    expect(mail.text).toContain("http://localhost:3000/de/cabinet/tokens/invitation?code=");
  });

  it("refuses an address invited already or an owner's, writing nothing", async () => {
    await unchanged(async () => {
      refused(await invite("alice", people.bob.email), 409, "already_invited");
      refused(await invite("alice", "Stranger@Example.test"), 409, "already_invited");
      refused(await invite("alice", people.alice.email.toUpperCase()), 409, "already_owner");
    });
  });

  it("lists the owners and the pending invitations to each owner of the token", async () => {
    const res = await teamOf("alice");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      owners: [
        {
          id: aliceOwnership,
          nickname: people.alice.nickname,
          method: "signature",
          invitedBy: null,
          provenAt: "2026-03-05T10:00:00.000Z",
          you: true,
        },
      ],
      invitations: [
        expect.objectContaining({ email: people.bob.email, invitedBy: people.alice.nickname }),
        expect.objectContaining({ email: "stranger@example.test" }),
      ],
      leaveRevokes: 0,
    });
  });
});

describe("accepting", () => {
  let bobCode: string;

  beforeAll(async () => {
    // A fresh invitation for bob: the first one's code went to the mail only.
    const [pending] = await queryRows<{ id: number }>(
      db(),
      sql`select id from owner_invitations where email = ${people.bob.email}`,
    );
    expect((await cancel("alice", Number(pending.id))).statusCode).toBe(200);
    const before = smtp().mails.length;
    expect((await invite("alice", people.bob.email)).statusCode).toBe(201);
    bobCode = (await mailedCode(people.bob.email, before)).code;
  });

  it("refuses a visitor, another site, an unknown code and another account, writing nothing", async () => {
    await unchanged(async () => {
      refused(await accept(null, bobCode), 401, "unauthorized");
      refused(await accept("bob", bobCode, "https://evil.example"), 403, "foreign_origin");
      refused(await accept("bob", "A".repeat(43)), 404, "not_found");
      refused(await preview("bob", "A".repeat(43)), 404, "not_found");
      invalid(await accept("bob", "short"), "code");
      invalid(await preview("bob", "not/a code"), "code");
      refused(await accept("carol", bobCode), 403, "wrong_account");
      refused(await preview("carol", bobCode), 403, "wrong_account");
    });
  });

  it("shows the token, then makes the invited account an owner resting on its inviter, audited", async () => {
    const shown = await preview("bob", bobCode);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({
      token: { id: token.id, slug: token.slug, name: token.name },
      invitedBy: people.alice.nickname,
    });
    const res = await accept("bob", bobCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.token.id).toBe(token.id);
    const [owner] = await queryRows(
      db(),
      sql`select method, invited_by, address from token_owners
          where token_id = ${token.id} and user_id = ${await userId(people.bob.email)} and revoked_at is null`,
    );
    expect(owner).toEqual({ method: "invitation", invited_by: aliceOwnership, address: null });
    expect(await lastAudit()).toMatchObject({
      action: "owner_join",
      slug: token.slug,
      detail: { tokenId: token.id, invitedBy: aliceOwnership },
    });
    const project = await call({ url: `/api/project/${token.id}`, cookie: people.bob.cookie });
    expect(project.statusCode).toBe(200);
    expect(project.json().data.proof).toMatchObject({ method: "invitation", address: null });
    const team = (await teamOf("bob")).json().data;
    expect(team.owners).toEqual([
      expect.objectContaining({ nickname: people.alice.nickname, you: false }),
      expect.objectContaining({
        nickname: people.bob.nickname,
        method: "invitation",
        invitedBy: people.alice.nickname,
        you: true,
      }),
    ]);
    expect(team.invitations.map((i: { email: string }) => i.email)).toEqual(["stranger@example.test"]);
  });

  it("refuses a used, cancelled or expired code and an account that owns the token already, writing nothing", async () => {
    let before = smtp().mails.length;
    expect((await invite("bob", people.carol.email)).statusCode).toBe(201);
    const carol = await mailedCode(people.carol.email, before);
    const [carolInvitation] = await queryRows<{ id: number }>(
      db(),
      sql`select id from owner_invitations where email = ${people.carol.email}`,
    );
    // An invited owner cancels too, and the cancellation is in the audit log.
    expect((await cancel("bob", Number(carolInvitation.id))).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      action: "owner_invite_cancel",
      detail: { tokenId: token.id, invitationId: Number(carolInvitation.id), email: people.carol.email },
    });
    before = smtp().mails.length;
    expect((await invite("alice", people.dave.email)).statusCode).toBe(201);
    const dave = await mailedCode(people.dave.email, before);
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id)
          values (${token.id}, ${await userId(people.dave.email)}, 'signature', ${`0x${"d".repeat(40)}`}, 1)`,
    );
    before = smtp().mails.length;
    expect((await invite("alice", people.frank.email)).statusCode).toBe(201);
    const frank = await mailedCode(people.frank.email, before);
    await db().execute(
      sql`update owner_invitations set expires_at = now() - interval '1 minute' where email = ${people.frank.email}`,
    );
    await unchanged(async () => {
      refused(await accept("bob", bobCode), 410, "invitation_used");
      refused(await accept("carol", carol.code), 410, "invitation_cancelled");
      refused(await preview("carol", carol.code), 410, "invitation_cancelled");
      refused(await accept("frank", frank.code), 410, "invitation_expired");
      refused(await accept("dave", dave.code), 409, "already_owner");
      refused(await preview("dave", dave.code), 409, "already_owner");
    });
    await db().execute(
      sql`delete from token_owners where token_id = ${token.id} and user_id = ${await userId(people.dave.email)}`,
    );
    await db().execute(
      sql`update owner_invitations set cancelled_at = now() where email = ${people.dave.email}`,
    );
  });

  it("refuses to cancel for a visitor, a non-owner, another site, or an invitation not pending, writing nothing", async () => {
    const [used] = await queryRows<{ id: number }>(
      db(),
      sql`select id from owner_invitations where accepted_at is not null order by id limit 1`,
    );
    const [pending] = await queryRows<{ id: number }>(
      db(),
      sql`select id from owner_invitations where email = 'stranger@example.test'`,
    );
    await unchanged(async () => {
      refused(await cancel(null, Number(pending.id)), 401, "unauthorized");
      refused(await cancel("mallory", Number(pending.id)), 404, "not_found");
      refused(await cancel("alice", Number(pending.id), "https://evil.example"), 403, "foreign_origin");
      refused(await cancel("alice", Number(used.id)), 404, "not_found");
      refused(await cancel("alice", 2147483000), 404, "not_found");
    });
  });
});

describe("a full team", () => {
  it("refuses an eleventh owner or invitation (409 team_full), writing nothing", async () => {
    const [{ team }] = await queryRows<{ team: number }>(
      db(),
      sql`select (select count(*) from token_owners where token_id = ${token.id} and revoked_at is null)::int
            + (select count(*) from owner_invitations where token_id = ${token.id} and accepted_at is null
                and cancelled_at is null and expires_at > now())::int as team`,
    );
    for (let i = team; i < 10; i++) {
      await db().execute(
        sql`insert into owner_invitations (token_id, email, code_hash, invited_by, expires_at)
            values (${token.id}, ${`filler${i}@example.test`}, ${digest(`filler-${i}-${token.id}`)}, ${aliceOwnership},
              now() + interval '1 day')`,
      );
    }
    await unchanged(async () => {
      refused(await invite("alice", "eleventh@example.test"), 409, "team_full");
    });
    await db().execute(sql`delete from owner_invitations where email like 'filler%'`);
  });
});

describe("revoking an inviter", () => {
  it("revokes the owners they invited, recursively, cancels their invitations, audits and mails each", async () => {
    // bob (invited by alice) invites eve, who accepts; eve invites frank, still pending.
    let before = smtp().mails.length;
    expect((await invite("bob", people.eve.email)).statusCode).toBe(201);
    const { code } = await mailedCode(people.eve.email, before);
    expect((await accept("eve", code)).statusCode).toBe(200);
    await db().execute(sql`delete from owner_invitations where email = ${people.frank.email}`);
    expect((await invite("eve", people.frank.email)).statusCode).toBe(201);
    // The verified mark rests on alice's signature only.
    await db().execute(
      sql`update tokens set authorized = true, authorized_at = now() where id = ${token.id}`,
    );
    expect((await ownerProofs(db(), [token.id])).get(token.id)).toMatchObject({
      method: "signature",
      address: `0x${"a".repeat(40)}`,
    });

    // The desk shows who invited whom.
    const desk = await call({ url: `/api/admin/projects/${token.id}`, cookie: people.editor.cookie });
    expect(desk.json().data.owners).toEqual([
      expect.objectContaining({ nickname: people.alice.nickname, method: "signature", invitedBy: null }),
      expect.objectContaining({
        nickname: people.bob.nickname,
        method: "invitation",
        invitedBy: people.alice.nickname,
      }),
      expect.objectContaining({
        nickname: people.eve.nickname,
        method: "invitation",
        invitedBy: people.bob.nickname,
      }),
    ]);

    before = smtp().mails.length;
    const audit = (await snapshot()).audit;
    const reason = "The signing address no longer controls the contract.";
    const res = await call({
      method: "POST",
      url: `/api/admin/projects/owners/${aliceOwnership}/revocation`,
      body: { reason },
      cookie: people.editor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const owners = await queryRows<{ email: string; revoked: boolean }>(
      db(),
      sql`select u.email, o.revoked_at is not null as revoked from token_owners o join users u on u.id = o.user_id
          where o.token_id = ${token.id} order by o.id`,
    );
    expect(owners).toEqual([
      { email: people.alice.email, revoked: true },
      { email: people.bob.email, revoked: true },
      { email: people.eve.email, revoked: true },
    ]);
    const pending = await queryRows(
      db(),
      sql`select email from owner_invitations where token_id = ${token.id} and accepted_at is null
            and cancelled_at is null`,
    );
    expect(pending).toEqual([]);
    const entries = await queryRows<{ action: string; detail: Record<string, unknown> }>(
      db(),
      sql`select action, detail from content_audit order by id desc limit 3`,
    );
    expect(entries.map((entry) => entry.action)).toEqual(["owner_revoke", "owner_revoke", "owner_revoke"]);
    expect((await snapshot()).audit).toBe(audit + 3);
    const revokedMail = await smtp().mailTo(people.alice.email, before);
    const de = createTranslator("de", loadMessages().de, "email");
    expect(revokedMail.subject).toBe(de("ownerRevoked.subject", { token: token.name }));
    expect(revokedMail.text).toContain(reason);
    // Those who rested on alice are told why their ownership ended, not the reason given about alice.
    for (const [who, locale] of [
      ["bob", "fr"],
      ["eve", "ja"],
    ] as const) {
      const mail = await smtp().mailTo(people[who].email, before);
      const t = createTranslator(locale, loadMessages()[locale], "email");
      expect(mail.subject).toBe(t("ownerCascade.subject", { token: token.name }));
      expect(mail.text).toContain(t("ownerCascade.revoked", { token: token.name }));
      expect(mail.text).toContain(`http://localhost:3000/${locale}/cabinet`);
      expect(mail.text).not.toContain(reason);
    }
    expect(smtp().mails.length - before).toBe(3);
    refused(await teamOf("bob"), 404, "not_found");
    expect((await ownerProofs(db(), [token.id])).has(token.id)).toBe(false);
  });

  it("leaves the inviter and the other owners live when an invited owner is revoked", async () => {
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`select id from tokens where not native and not synthetic and id <> ${token.id} order by id limit 1`,
    );
    const [first] = await queryRows<{ id: number }>(
      db(),
      sql`insert into token_owners (token_id, user_id, method, address, chain_id)
          values (${other.id}, ${await userId(people.carol.email)}, 'signature', ${`0x${"c".repeat(40)}`}, 1)
          returning id`,
    );
    const [invited] = await queryRows<{ id: number }>(
      db(),
      sql`insert into token_owners (token_id, user_id, method, invited_by)
          values (${other.id}, ${await userId(people.dave.email)}, 'invitation', ${first.id}) returning id`,
    );
    const res = await call({
      method: "POST",
      url: `/api/admin/projects/owners/${invited.id}/revocation`,
      body: { reason: "Not part of the team." },
      cookie: people.editor.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await queryRows(
      db(),
      sql`select revoked_at is null as live from token_owners where id = ${first.id}`,
    );
    expect(row).toEqual({ live: true });
  });

  it("never gives the verified owner's mark to an invited owner alone", async () => {
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`select id from tokens where not native and not synthetic and id not in (select token_id from token_owners)
          order by id limit 1`,
    );
    await db().execute(
      sql`update tokens set authorized = true, authorized_at = now() where id = ${other.id}`,
    );
    // Its inviter's account was deleted: the ownership stays, resting on nothing.
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, invited_by)
          values (${other.id}, ${await userId(people.frank.email)}, 'invitation', null)`,
    );
    expect((await ownerProofs(db(), [other.id])).has(other.id)).toBe(false);
  });
});

describe("leaving", () => {
  let team: { id: number; slug: string; name: string };
  const ownerships = {} as Record<"carol" | "dave" | "frank" | "eve", number>;
  const leave = (who: keyof typeof people | null, tokenId = team.id, origin?: string) =>
    call({
      method: "DELETE",
      url: `/api/project/${tokenId}/team/me`,
      cookie: as(who),
      headers: origin ? { origin } : {},
    });
  const own = async (who: "carol" | "dave" | "frank" | "eve", method: string, invitedBy: number | null) => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into token_owners (token_id, user_id, method, address, chain_id, invited_by)
          values (${team.id}, ${await userId(people[who].email)}, ${method},
            ${method === "signature" ? `0x${"e".repeat(40)}` : null}, ${method === "signature" ? 1 : null},
            ${invitedBy}) returning id`,
    );
    ownerships[who] = Number(row.id);
  };
  const pendingFrom = (who: "carol" | "dave", email: string) =>
    db().execute(
      sql`insert into owner_invitations (token_id, email, code_hash, invited_by, expires_at)
          values (${team.id}, ${email}, ${digest(`${email}-${team.id}`)}, ${ownerships[who]}, now() + interval '1 day')`,
    );
  const pendingEmails = async () =>
    (
      await queryRows<{ email: string }>(
        db(),
        sql`select email from owner_invitations where token_id = ${team.id} and accepted_at is null
              and cancelled_at is null order by email`,
      )
    ).map((row) => row.email);
  const live = async () =>
    (
      await queryRows<{ id: number; invited_by: number | null }>(
        db(),
        sql`select id, invited_by from token_owners where token_id = ${team.id} and revoked_at is null order by id`,
      )
    ).map((row) => ({
      id: Number(row.id),
      invitedBy: row.invited_by === null ? null : Number(row.invited_by),
    }));
  const projectIds = async (who: keyof typeof people) =>
    (await call({ url: "/api/project", cookie: as(who) })).json().data.map((p: { id: number }) => p.id);

  beforeAll(async () => {
    const [row] = await queryRows<{ id: number; slug: string; name: string }>(
      db(),
      sql`select id, slug, name from tokens where not native and not synthetic
            and id not in (select token_id from token_owners) order by id desc limit 1`,
    );
    team = { id: Number(row.id), slug: row.slug, name: row.name };
    await db().execute(sql`update users set locale = 'ru' where email = ${people.frank.email}`);
    // carol holds the proof; dave joined by carol's invitation, frank by dave's, eve by frank's.
    await own("carol", "signature", null);
    await own("dave", "invitation", ownerships.carol);
    await own("frank", "invitation", ownerships.dave);
    await own("eve", "invitation", ownerships.frank);
    await db().execute(sql`insert into project_drafts (token_id) values (${team.id})`);
    await db().execute(sql`update tokens set authorized = true, authorized_at = now() where id = ${team.id}`);
    await pendingFrom("carol", "from-carol@example.test");
    await pendingFrom("dave", "from-dave@example.test");
  });

  it("tells each owner how many lose their ownership if they leave", async () => {
    const counts = async (who: "carol" | "dave" | "eve") =>
      (await teamOf(who, team.id)).json().data.leaveRevokes;
    expect(await counts("carol")).toBe(3);
    expect(await counts("dave")).toBe(0);
    expect(await counts("eve")).toBe(0);
  });

  it("refuses a visitor, a non-owner, another site and an unknown token, writing nothing", async () => {
    await unchanged(async () => {
      refused(await leave(null), 401, "unauthorized");
      refused(await leave("mallory"), 404, "not_found");
      refused(await leave("dave", team.id, "https://evil.example"), 403, "foreign_origin");
      refused(await leave("dave", 2147483000), 404, "not_found");
    });
  });

  it("puts an invited owner's invitees on their own inviter, cancels their invitations and audits", async () => {
    const before = smtp().mails.length;
    expect(await projectIds("dave")).toContain(team.id);
    const res = await leave("dave");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ revoked: 0, reattached: 1 });
    expect(await live()).toEqual([
      { id: ownerships.carol, invitedBy: null },
      { id: ownerships.frank, invitedBy: ownerships.carol },
      { id: ownerships.eve, invitedBy: ownerships.frank },
    ]);
    expect(await pendingEmails()).toEqual(["from-carol@example.test"]);
    expect(await lastAudit()).toEqual({
      action: "owner_leave",
      slug: team.slug,
      detail: { tokenId: team.id, ownerId: ownerships.dave, revoked: [], reattached: [ownerships.frank] },
    });
    expect(smtp().mails.length).toBe(before);
    expect(await projectIds("dave")).not.toContain(team.id);
    expect((await teamOf("carol", team.id)).json().data.leaveRevokes).toBe(2);
    await unchanged(async () => {
      refused(await leave("dave"), 404, "not_found");
      refused(await teamOf("dave", team.id), 404, "not_found");
    });
  });

  it("revokes those resting on a proven owner who leaves, cancels their invitations, audits and mails why", async () => {
    await pendingFrom("dave", "second-from-dave@example.test");
    await db().execute(
      sql`update owner_invitations set invited_by = ${ownerships.frank}
          where email = 'second-from-dave@example.test'`,
    );
    const before = smtp().mails.length;
    const audit = (await snapshot()).audit;
    const res = await leave("carol");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ revoked: 2, reattached: 0 });
    expect(await live()).toEqual([]);
    expect(await pendingEmails()).toEqual([]);
    const entries = await queryRows<{ action: string; detail: Record<string, unknown> }>(
      db(),
      sql`select action, detail from content_audit order by id desc limit 3`,
    );
    expect(entries.reverse()).toEqual([
      {
        action: "owner_leave",
        detail: {
          tokenId: team.id,
          ownerId: ownerships.carol,
          revoked: [ownerships.frank, ownerships.eve],
          reattached: [],
        },
      },
      {
        action: "owner_revoke",
        detail: {
          tokenId: team.id,
          ownerId: ownerships.frank,
          invitedBy: ownerships.carol,
          left: ownerships.carol,
        },
      },
      {
        action: "owner_revoke",
        detail: {
          tokenId: team.id,
          ownerId: ownerships.eve,
          invitedBy: ownerships.frank,
          left: ownerships.carol,
        },
      },
    ]);
    expect((await snapshot()).audit).toBe(audit + 3);
    for (const [who, locale] of [
      ["frank", "ru"],
      ["eve", "ja"],
    ] as const) {
      const mail = await smtp().mailTo(people[who].email, before);
      const t = createTranslator(locale, loadMessages()[locale], "email");
      expect(mail.subject).toBe(t("ownerCascade.subject", { token: team.name }));
      expect(mail.text).toContain(t("ownerCascade.left", { token: team.name }));
      expect(mail.text).toContain(`http://localhost:3000/${locale}/cabinet`);
    }
    expect(smtp().mails.length - before).toBe(2);
    for (const who of ["carol", "frank", "eve"] as const)
      expect(await projectIds(who)).not.toContain(team.id);
    expect((await ownerProofs(db(), [team.id])).has(team.id)).toBe(false);
  });
});

describe("limits", () => {
  it("answers 429 with Retry-After past 20 invitations an hour for one account, writing nothing", async () => {
    for (let i = 0; i < 20; i++) await invite("mallory", `m${i}@example.test`);
    await unchanged(async () => {
      const res = await invite("mallory", "one-more@example.test");
      refused(res, 429, "rate_limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      refused(await accept("mallory", "B".repeat(43)), 429, "rate_limited");
      refused(
        await call({ method: "DELETE", url: `/api/project/${token.id}/team/me`, cookie: as("mallory") }),
        429,
        "rate_limited",
      );
    });
  });
});

describe("refusal messages", () => {
  it("exist in every language for every code the routes answered", () => {
    const root = joinPath(import.meta.dirname, "../../../locales");
    const answered = [...codes].filter((code) => code !== "not_found");
    for (const locale of localeCodes) {
      const owner = JSON.parse(readFileSync(joinPath(root, locale, "owner.json"), "utf8")).errors;
      const account = JSON.parse(readFileSync(joinPath(root, locale, "account.json"), "utf8")).errors;
      for (const code of answered) expect(owner[code] ?? account[code], `${locale} ${code}`).toBeTruthy();
    }
  });
});
