import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { formatDate } from "../../../lib/format/date.ts";
import { createTranslator } from "../../../lib/i18n/translator.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { BROWSER_UA } from "../../../tests/support/test-app.ts";
import { loadMessages } from "../../messages.ts";

/**
 * The editors' review of token owners' profiles through the real server (docs/decisions/022-owner-review.md):
 * owners are recorded as a claim records them, their draft is written and submitted through the owners' API.
 */

// Pages too: the desk's pages and the token's public pages show what the review decided.
const { db, app, call, signedUp, smtp } = setupAccountApp({ ssr: true });
const page = (url: string, cookie?: string) =>
  app().inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });

type Person = { email: string; cookie: string };
const people = {} as Record<"editor" | "reader" | "owner" | "partner" | "former", Person>;
let token: { id: number; slug: string; name: string };
let tagIds: number[];

const userId = async (email: string) =>
  Number((await queryRows<{ id: number }>(db(), sql`select id from users where email = ${email}`))[0].id);

beforeAll(async () => {
  for (const who of ["editor", "reader", "owner", "partner", "former"] as const)
    people[who] = await signedUp();
  await db().execute(sql`update users set role = 'editor' where email = ${people.editor.email}`);
  await db().execute(sql`update users set locale = 'de' where email = ${people.owner.email}`);
  await db().execute(sql`update users set locale = 'ja' where email = ${people.partner.email}`);
  // A listed token with a live profile: tags, descriptions and FAQs from the catalogue.
  const [row] = await queryRows<{ id: number; slug: string; name: string }>(
    db(),
    sql`select t.id, t.slug, t.name from tokens t
        where not t.authorized and not t.synthetic
          and exists (select 1 from token_descriptions d where d.token_id = t.id)
          and exists (select 1 from token_tags g where g.token_id = t.id)
        order by t.id limit 1`,
  );
  token = { id: Number(row.id), slug: row.slug, name: row.name };
  await db().execute(
    sql`update tokens set links = ${JSON.stringify([
      { type: "website", url: "https://old.example" },
      { type: "x", url: "https://x.com/old" },
    ])}::jsonb where id = ${token.id}`,
  );
  await db().execute(sql`delete from token_faqs where token_id = ${token.id}`);
  await db().execute(
    sql`insert into token_faqs (token_id, locale, position, question, answer)
        values (${token.id}, 'en', 0, 'Kept?', 'Yes.'), (${token.id}, 'en', 1, 'Dropped?', 'Soon.')`,
  );
  for (const [who, address] of [
    ["owner", `0x${"a".repeat(40)}`],
    ["partner", `0x${"b".repeat(40)}`],
    ["former", `0x${"c".repeat(40)}`],
  ] as const) {
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id, proven_at, revoked_at)
          values (${token.id}, ${await userId(people[who].email)}, 'signature', ${address}, 1,
            '2026-03-05T10:00:00Z', ${who === "former" ? new Date() : null})`,
    );
  }
  await db().execute(sql`insert into project_drafts (token_id) values (${token.id})`);
  tagIds = (
    await queryRows<{ id: number }>(
      db(),
      sql`select distinct on (type) id from tags order by type, position, id`,
    )
  ).map((tag) => Number(tag.id));
});

const owned = (path: string, body?: object, method = "PUT") =>
  call({ method, url: `/api/project/${token.id}${path}`, body, cookie: people.owner.cookie });

const faqs = [
  { locale: "en", question: "Kept?", answer: "Yes." },
  { locale: "en", question: "What is it?", answer: "A token." },
  { locale: "en", question: "Who runs it?", answer: "Its team." },
  { locale: "de", question: "Wozu?", answer: "Zum Handeln." },
  { locale: "de", question: "Wer?", answer: "Das Team." },
];

/** The owner writes every step of the draft and submits it. */
async function submitted(description = "The owners' own words.") {
  expect((await owned("/tags", { tagIds })).statusCode).toBe(200);
  const content = await owned("/content", {
    descriptions: [{ locale: "en", body: description }],
    links: [
      { type: "website", url: "https://new.example" },
      { type: "github", url: "https://github.com/example" },
    ],
  });
  expect(content.statusCode, content.body).toBe(200);
  expect((await owned("/faqs", { faqs })).statusCode).toBe(200);
  const res = await owned("/submission", undefined, "POST");
  expect(res.statusCode, res.body).toBe(200);
}

const desk = (path: string, { who = "editor", body, method = "GET", origin }: Deskcall = {}) =>
  call({
    method,
    url: `/api/admin/projects${path}`,
    body,
    cookie: who ? people[who].cookie : undefined,
    headers: origin ? { origin } : {},
  });
type Deskcall = { who?: keyof typeof people | null; body?: object; method?: string; origin?: string };
const approve = (options: Deskcall = {}) => desk(`/${token.id}/approval`, { method: "POST", ...options });
const refuse = (reason: unknown, options: Deskcall = {}) =>
  desk(`/${token.id}/refusal`, { method: "POST", body: { reason }, ...options });

function refused(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  if (field) expect(error.fields?.[field]).toBe(code);
  else expect(error.code).toBe(code);
}

/** Everything a decision writes: the live profile, the token's verification, the draft, the log and the mail. */
async function snapshot() {
  const [row] = await queryRows<{ audit: number } & Record<string, unknown>>(
    db(),
    sql`select (select string_agg(tag_id::text, ',' order by tag_id) from token_tags where token_id = ${token.id}) as tags,
          (select string_agg(locale || ':' || body, ',' order by locale) from token_descriptions where token_id = ${token.id}) as descriptions,
          (select string_agg(question || ':' || answer, ',' order by id) from token_faqs where token_id = ${token.id}) as faqs,
          (select links::text || authorized || coalesce(authorized_at::text, '') from tokens where id = ${token.id}) as token,
          (select string_agg(tag_id || ':' || state, ',' order by tag_id) from project_tags where token_id = ${token.id}) as proposed,
          (select state || coalesce(reason, '') || updated_at::text from project_drafts where token_id = ${token.id}) as draft,
          (select coalesce(logo, '') from tokens where id = ${token.id}) as logo,
          (select string_agg(id || ':' || coalesce(revoked_at::text, '') || ':' || coalesce(revoked_by::text, ''), ',' order by id)
             from token_owners where token_id = ${token.id}) as owners,
          (select count(*) from content_audit)::int as audit`,
  );
  return { ...row, mails: smtp().mails.length };
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

describe("who may review", () => {
  it("answers a visitor 401, a reader 403 and a foreign origin 403, writing nothing", async () => {
    await submitted();
    await unchanged(async () => {
      for (const who of [null, "reader"] as const) {
        const [status, code] = who ? [403, "not_editor"] : [401, "unauthorized"];
        refused(await desk("", { who }), status, code);
        refused(await desk(`/${token.id}`, { who }), status, code);
        refused(await approve({ who }), status, code);
        refused(await refuse("No.", { who }), status, code);
      }
      refused(await approve({ origin: "https://evil.example" }), 403, "foreign_origin");
      refused(await refuse("No.", { origin: "https://evil.example" }), 403, "foreign_origin");
    });
  });

  it("answers 404 for a token without an owner profile, writing nothing", async () => {
    const [other] = await queryRows<{ id: number }>(
      db(),
      sql`select id from tokens where id not in (select token_id from project_drafts) order by id limit 1`,
    );
    await unchanged(async () => {
      refused(await desk(`/${other.id}`), 404, "not_found");
      refused(await desk(`/${other.id}/approval`, { method: "POST" }), 404, "not_found");
      refused(
        await desk(`/${other.id}/refusal`, { method: "POST", body: { reason: "No." } }),
        404,
        "not_found",
      );
      refused(await desk("/2147483000/approval", { method: "POST" }), 404, "not_found");
    });
  });
});

describe("a submission under review", () => {
  it("is listed and shown as its difference from the live profile", async () => {
    const list = await desk("");
    expect(list.statusCode, list.body).toBe(200);
    const listPage = await page("/admin/projects", people.editor.cookie);
    expect(listPage.statusCode).toBe(200);
    expect(listPage.body).toContain(`href="/admin/projects/${token.id}"`);
    const detailPage = await page(`/admin/projects/${token.id}`, people.editor.cookie);
    expect(detailPage.statusCode).toBe(200);
    expect(detailPage.body).toContain("Waiting for review");
    expect(detailPage.body).toContain("Approve and publish");
    expect(detailPage.body).toContain("https://github.com/example");
    expect((await page(`/admin/projects/${token.id}`, people.reader.cookie)).statusCode).toBe(404);
    expect((await page("/admin/projects")).statusCode).toBe(404);
    expect((list.json() as { data: { tokenId: number }[] }).data.map((s) => s.tokenId)).toContain(token.id);
    const res = await desk(`/${token.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ tokenId: token.id, state: "submitted", reason: null, authorized: false });
    expect(data.owners).toEqual([
      expect.objectContaining({
        address: `0x${"a".repeat(40)}`,
        chainId: 1,
        provenAt: "2026-03-05T10:00:00.000Z",
      }),
      expect.objectContaining({ address: `0x${"b".repeat(40)}`, chainId: 1 }),
    ]);
    expect(data.diff.links).toEqual({
      added: [{ type: "github", url: "https://github.com/example" }],
      removed: [{ type: "x", url: "https://x.com/old" }],
      changed: [
        {
          before: { type: "website", url: "https://old.example" },
          after: { type: "website", url: "https://new.example" },
        },
      ],
      unchanged: 0,
    });
    expect(data.diff.faqs.unchanged).toBe(1);
    expect(data.diff.faqs.removed).toEqual([{ locale: "en", question: "Dropped?", answer: "Soon." }]);
    expect(data.diff.faqs.added).toHaveLength(4);
    expect(data.diff.descriptions.changed).toEqual([
      {
        before: expect.objectContaining({ locale: "en" }),
        after: { locale: "en", body: "The owners' own words." },
      },
    ]);
    expect(data.proposal.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([...tagIds].sort());
  });

  it("refuses a reason that is missing, blank or over 1000 characters, writing nothing", async () => {
    await unchanged(async () => {
      refused(await desk(`/${token.id}/refusal`, { method: "POST", body: {} }), 422, "required", "reason");
      refused(await refuse("   "), 422, "required", "reason");
      refused(await refuse(42), 422, "invalid", "reason");
      refused(await refuse("x".repeat(1001)), 422, "too_long", "reason");
    });
  });

  it("is refused with a reason each live owner gets by mail in their own language", async () => {
    const reason = "The website link does not belong to the project.";
    const before = smtp().mails.length;
    const audit = (await snapshot()).audit;
    const res = await refuse(` ${reason} `);
    expect(res.statusCode, res.body).toBe(200);
    const [draft] = await queryRows(
      db(),
      sql`select state, reason from project_drafts where token_id = ${token.id}`,
    );
    expect(draft).toEqual({ state: "refused", reason });
    const [entry] = await queryRows<{ action: string; detail: unknown }>(
      db(),
      sql`select action, detail from content_audit order by id desc limit 1`,
    );
    expect(entry).toEqual({ action: "owner_refuse", detail: { tokenId: token.id, reason } });
    expect((await snapshot()).audit).toBe(audit + 1);

    const messages = loadMessages();
    for (const [who, locale] of [
      ["owner", "de"],
      ["partner", "ja"],
    ] as const) {
      const mail = await smtp().mailTo(people[who].email, before);
      const t = createTranslator(locale, messages[locale], "email");
      expect(mail.subject).toBe(t("ownerRefused.subject", { token: token.name }));
      expect(mail.text).toContain(t("ownerRefused.intro", { token: token.name }));
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(`http://localhost:3000/${locale}/cabinet`);
    }
    expect(
      smtp()
        .mails.slice(before)
        .map((mail) => mail.to),
    ).not.toContain(people.former.email);
    expect(smtp().mails.length - before).toBe(2);

    const project = await owned("", undefined, "GET");
    expect(project.json().data).toMatchObject({ state: "refused", reason });
    // Back in the owners' hands, the proposed tags still show as their proposal.
    expect(project.json().data.tags_tmp).toHaveLength(3);
    const refusedView = (await desk(`/${token.id}`)).json().data;
    expect(refusedView).toMatchObject({ state: "refused", reason });
    expect(refusedView.proposal.tags.map((tag: { id: number }) => tag.id).sort()).toEqual([...tagIds].sort());
    expect((await desk("")).json().data.map((s: { tokenId: number }) => s.tokenId)).not.toContain(token.id);
  });

  it("cannot be approved or refused again once refused (409), writing nothing", async () => {
    await unchanged(async () => {
      refused(await approve(), 409, "not_submitted");
      refused(await refuse("Again."), 409, "not_submitted");
    });
  });

  it("is edited and submitted again by the owner, then approved: live, verified and logged", async () => {
    await submitted("Rewritten after the editors' note.");
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#2255aa" } })
      .png()
      .toBuffer();
    const uploaded = await app().inject({
      method: "PUT",
      url: `/api/project/${token.id}/logo`,
      payload: png,
      headers: { "content-type": "image/png", cookie: people.owner.cookie, origin: "http://localhost:3000" },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const logo = new URL(uploaded.json().data.image).pathname;
    const [before] = await queryRows<{ logo: string | null }>(
      db(),
      sql`select logo from tokens where id = ${token.id}`,
    );
    const review = (await desk(`/${token.id}`)).json().data;
    expect(review.logo).toEqual({ live: before.logo, proposed: logo, proposedValid: true });
    const reviewPage = await page(`/admin/projects/${token.id}`, people.editor.cookie);
    expect(reviewPage.body).toContain(`src="${logo}"`);
    expect((await owned("", undefined, "GET")).json().data).toMatchObject({
      state: "submitted",
      reason: null,
    });
    const res = await approve();
    expect(res.statusCode, res.body).toBe(200);

    const live = await call({ url: `/api/tokens/${token.slug}?locale=de` });
    const detail = live.json().data;
    expect(detail.authorized).toBe(true);
    expect(detail.links).toEqual([
      { type: "website", url: "https://new.example" },
      { type: "github", url: "https://github.com/example" },
    ]);
    const [profile] = await queryRows(
      db(),
      sql`select (select string_agg(locale || ':' || body, ',') from token_descriptions where token_id = ${token.id}) as descriptions,
            (select string_agg(tag_id::text, ',' order by tag_id) from token_tags where token_id = ${token.id}) as tags,
            (select count(*) from token_faqs where token_id = ${token.id})::int as faqs,
            (select authorized_at is not null from tokens where id = ${token.id}) as since,
            (select state from project_drafts where token_id = ${token.id}) as state,
            (select string_agg(distinct state, ',') from project_tags where token_id = ${token.id}) as tag_state`,
    );
    expect(profile).toEqual({
      descriptions: "en:Rewritten after the editors' note.",
      tags: [...tagIds].sort((a, b) => a - b).join(","),
      faqs: 5,
      since: true,
      state: "approved",
      tag_state: "active",
    });
    const [entry] = await queryRows(
      db(),
      sql`select action, slug, detail from content_audit order by id desc limit 1`,
    );
    expect(entry).toEqual({ action: "owner_approve", slug: token.slug, detail: { tokenId: token.id, logo } });
    const [published] = await queryRows(db(), sql`select logo from tokens where id = ${token.id}`);
    expect(published).toEqual({ logo });
    expect(detail.logo).toBe(`http://localhost:3000${logo}`);

    const verified = await call({ url: "/api/tokens?order=authorized&limit=100" });
    expect(verified.json().data.map((t: { slug: string }) => t.slug)).toContain(token.slug);
    // The mark comes from the first live owner's recorded proof, on the token page and in the list's row.
    const [chain] = await queryRows<{ name: string }>(db(), sql`select name from chains where id = 1`);
    const proven = "2026-03-05T10:00:00.000Z";
    const when = formatDate(proven, { now: new Date(), timeZone: "UTC", locale: "en" });
    const tokenPage = await page(`/token/${token.slug}`);
    expect(tokenPage.body).toContain("✓ <!-- -->Verified owner</span>");
    expect(tokenPage.body).toContain(
      `data-testid="owner-proof">Owner proven by a signature from 0x${"a".repeat(40)} on ${chain.name}, ${when} UTC</p>`,
    );
    const [unowned] = await queryRows<{ slug: string }>(
      db(),
      sql`update tokens set authorized = true, authorized_at = now()
          where id = (select id from tokens where id <> ${token.id} and not synthetic order by id limit 1)
          returning slug`,
    );
    const plain = await page(`/token/${unowned.slug}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain("✓ <!-- -->Verified</span>");
    expect(plain.body).not.toContain('data-testid="owner-proof"');
    const listPage = await page("/new-projects");
    expect(listPage.body).toContain(
      `title="Verified owner: signature from 0x${"a".repeat(40)} on ${chain.name}, ${when} UTC"`,
    );
  });

  it("cannot be approved or refused again once approved (409), writing nothing", async () => {
    await unchanged(async () => {
      refused(await approve(), 409, "not_submitted");
      refused(await refuse("Late."), 409, "not_submitted");
    });
  });
});

describe("revoking an owner", () => {
  const ownerIds = {} as Record<"owner" | "partner" | "former", number>;
  const revoke = (who: keyof typeof ownerIds, reason: unknown, options: Deskcall = {}) =>
    desk(`/owners/${ownerIds[who]}/revocation`, { method: "POST", body: { reason }, ...options });

  beforeAll(async () => {
    for (const who of ["owner", "partner", "former"] as const) {
      const [row] = await queryRows<{ id: number }>(
        db(),
        sql`select id from token_owners where token_id = ${token.id} and user_id = ${await userId(people[who].email)}`,
      );
      ownerIds[who] = Number(row.id);
    }
  });

  it("lists each live owner with a button to revoke them on the desk's page", async () => {
    const res = await desk(`/${token.id}`);
    expect(res.json().data.owners.map((owner: { id: number }) => owner.id)).toEqual([
      ownerIds.owner,
      ownerIds.partner,
    ]);
    const detailPage = await page(`/admin/projects/${token.id}`, people.editor.cookie);
    expect(detailPage.body.match(/data-testid="revoke-owner"/g)).toHaveLength(2);
  });

  it("refuses a visitor, a reader, another site, an unknown or revoked owner and a bad reason, writing nothing", async () => {
    await unchanged(async () => {
      refused(await revoke("partner", "No.", { who: null }), 401, "unauthorized");
      refused(await revoke("partner", "No.", { who: "reader" }), 403, "not_editor");
      refused(await revoke("partner", "No.", { who: "owner" }), 403, "not_editor");
      refused(await revoke("partner", "No.", { origin: "https://evil.example" }), 403, "foreign_origin");
      refused(
        await desk("/owners/2147483000/revocation", { method: "POST", body: { reason: "No." } }),
        404,
        "not_found",
      );
      refused(await revoke("former", "Again."), 409, "already_revoked");
      refused(await revoke("partner", "  "), 422, "required", "reason");
      refused(await revoke("partner", "x".repeat(1001)), 422, "too_long", "reason");
      refused(
        await desk(`/owners/${ownerIds.partner}/revocation`, { method: "POST", body: {} }),
        422,
        "required",
        "reason",
      );
    });
  });

  it("revokes one owner with a reason mailed in their language, audited; the other keeps the mark", async () => {
    const before = smtp().mails.length;
    const reason = "The signing address no longer controls the contract.";
    const res = await revoke("partner", reason);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await queryRows(
      db(),
      sql`select revoked_at is not null as revoked, revoked_by from token_owners where id = ${ownerIds.partner}`,
    );
    expect(row).toEqual({ revoked: true, revoked_by: await userId(people.editor.email) });
    const [entry] = await queryRows(
      db(),
      sql`select action, slug, detail from content_audit order by id desc limit 1`,
    );
    expect(entry).toEqual({
      action: "owner_revoke",
      slug: token.slug,
      detail: { tokenId: token.id, ownerId: ownerIds.partner, reason },
    });
    const mail = await smtp().mailTo(people.partner.email, before);
    const t = createTranslator("ja", loadMessages().ja, "email");
    expect(mail.subject).toBe(t("ownerRevoked.subject", { token: token.name }));
    expect(mail.text).toContain(t("ownerRevoked.intro", { token: token.name }));
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain("http://localhost:3000/ja/cabinet");
    expect(smtp().mails.length - before).toBe(1);
    const gone = await call({ url: `/api/project/${token.id}`, cookie: people.partner.cookie });
    expect(gone.statusCode).toBe(404);
    expect((await page(`/token/${token.slug}`)).body).toContain("✓ <!-- -->Verified owner</span>");
    refused(await revoke("partner", "Twice."), 409, "already_revoked");
  });

  it("takes the verified owner's mark away with the last live owner", async () => {
    const res = await revoke("owner", "The token changed hands.");
    expect(res.statusCode, res.body).toBe(200);
    const tokenPage = await page(`/token/${token.slug}`);
    expect(tokenPage.body).toContain("✓ <!-- -->Verified</span>");
    expect(tokenPage.body).not.toContain('data-testid="owner-proof"');
    expect((await desk(`/${token.id}`)).json().data.owners).toEqual([]);
  });
});
