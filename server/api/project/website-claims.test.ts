import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { join as joinPath } from "node:path";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { formatDate } from "../../../lib/format/date.ts";
import { createTranslator } from "../../../lib/i18n/translator.ts";
import { localeCodes } from "../../../lib/locales.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { startDnsServer } from "../../../tests/support/dns-server.ts";
import { BROWSER_UA, TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { loadMessages } from "../../messages.ts";

/**
 * Claims of a token by its website through the real server (docs/decisions/025-website-proof.md): the
 * `.well-known` file served by a local HTTP server the check is pointed to, the TXT record by a local DNS server,
 * and the editors' decision in the desk.
 */

const HTTP_PORT = 4852;
const DNS_PORT = 4853;

/** The `.well-known` file each path answers: a body, or a redirect. */
const served = new Map<string, { body?: string; location?: string }>();
let site: Server;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
beforeAll(async () => {
  dns = await startDnsServer(DNS_PORT);
  site = createServer((req, res) => {
    const answer = served.get(req.url ?? "");
    if (answer?.location) {
      res.writeHead(302, { location: answer.location }).end();
    } else if (answer?.body !== undefined) {
      res.writeHead(200, { "content-type": "text/plain" }).end(answer.body);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(HTTP_PORT, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await dns?.close();
});

const { app, db, call, signedUp, smtp } = setupAccountApp({
  ssr: true,
  env: {
    WEBSITE_DNS_SERVERS: `127.0.0.1:${DNS_PORT}`,
    WEBSITE_CHECK_SCHEME: "http",
    WEBSITE_CHECK_PORT: String(HTTP_PORT),
  },
});

const FILE = "/.well-known/tokenatlas-verification.txt";
type Token = { id: number; chain_id: number; address: string };
type Claim = {
  id: number;
  tokenId: number;
  host: string;
  code: string;
  state: string;
  dns: { name: string; type: string; value: string };
  file: { url: string; content: string };
  foundBy: string | null;
};

const tokens = {} as Record<"file" | "dns" | "none" | "http" | "owned" | "spare" | "far", Token>;
const people = {} as Record<"claimant" | "editor" | "reader" | "other", { cookie: string; email: string }>;

beforeAll(async () => {
  const rows = await queryRows<Token>(
    db(),
    sql`select id, chain_id, address from tokens where not native and address is not null order by id limit 7`,
  );
  const names = ["file", "dns", "none", "http", "owned", "spare", "far"] as const;
  const websites: Record<(typeof names)[number], { type: string; url: string }[]> = {
    file: [{ type: "website", url: "https://localhost/" }],
    dns: [{ type: "website", url: "https://dns-proof.example/" }],
    none: [{ type: "x", url: "https://x.com/none" }],
    http: [{ type: "website", url: "http://plain.example/" }],
    owned: [{ type: "website", url: "https://localhost/" }],
    spare: [{ type: "website", url: "https://localhost/" }],
    far: [{ type: "website", url: "https://localhost/" }],
  };
  for (const [i, name] of names.entries()) {
    tokens[name] = rows[i];
    await db().execute(
      sql`update tokens set links = ${JSON.stringify(websites[name])}::jsonb where id = ${rows[i].id}`,
    );
  }
  for (const who of ["claimant", "editor", "reader", "other"] as const) people[who] = await signedUp();
  await db().execute(sql`update users set role = 'editor' where email = ${people.editor.email}`);
  await db().execute(sql`update users set locale = 'fr' where email = ${people.claimant.email}`);
  await db().execute(
    sql`insert into token_owners (token_id, user_id, method, address, chain_id, control)
        values (${tokens.owned.id}, (select id from users where email = ${people.other.email}), 'signature',
          ${`0x${"a".repeat(40)}`}, ${tokens.owned.chain_id}, 'owner')`,
  );
});

/** Every refusal code the tests met, to check each has a message in every language. */
const codes = { owner: new Set<string>(), admin: new Set<string>() };
function refused(
  res: LightMyRequestResponse,
  status: number,
  code: string,
  field?: string,
  namespace: "owner" | "admin" = "owner",
) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  if (field) expect(error.fields?.[field]).toBe(code);
  else expect(error.code).toBe(code);
  codes[namespace].add(code);
}

/** What a claim or a decision writes, but a failed check's attempts; and the mails sent. */
async function snapshot() {
  const [row] = await queryRows(
    db(),
    sql`select (select string_agg(id || ':' || state || ':' || code || ':' || coalesce(found_by, '') || ':'
                  || coalesce(reason, ''), ',' order by id) from website_claims) as claims,
          (select string_agg(token_id || ':' || user_id || ':' || method || ':' || coalesce(website, '')
                  || ':' || coalesce(revoked_at::text, ''), ',' order by id) from token_owners) as owners,
          (select count(*) from project_drafts)::int as drafts,
          (select count(*) from content_audit)::int as audit`,
  );
  return { ...row, mails: smtp().mails.length };
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

const start = (token: Token, cookie = people.claimant.cookie) =>
  call({
    method: "POST",
    url: "/api/project/website-claims",
    body: { chainId: token.chain_id, contract: token.address },
    cookie,
  });
const started = async (token: Token, cookie?: string) => {
  const res = await start(token, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: Claim }).data;
};
const check = (id: number, cookie = people.claimant.cookie, origin = TEST_ORIGIN) =>
  call({
    method: "POST",
    url: `/api/project/website-claims/${id}/check`,
    cookie,
    headers: { origin },
  });
const attempts = async (id: number) =>
  Number(
    (
      await queryRows<{ attempts: number }>(db(), sql`select attempts from website_claims where id = ${id}`)
    )[0].attempts,
  );

describe("starting a website claim", () => {
  it("issues a code and says exactly where to publish it, the same code while it is valid", async () => {
    const claim = await started(tokens.file);
    expect(claim).toMatchObject({
      tokenId: Number(tokens.file.id),
      host: "localhost",
      state: "open",
      dns: { name: "localhost", type: "TXT", value: `tokenatlas-verification=${claim.code}` },
      file: { url: `https://localhost${FILE}`, content: claim.code },
      foundBy: null,
    });
    expect(claim.code).toMatch(/^[0-9a-f]{32}$/);
    expect((await started(tokens.file)).code).toBe(claim.code);
    const other = await started(tokens.file, people.reader.cookie);
    expect(other.code).not.toBe(claim.code);
  });

  it("refuses a token without a website, one whose website is not https, an owned or unknown token", async () => {
    await unchanged(async () => {
      refused(await start(tokens.none), 422, "no_website", "website");
      refused(await start(tokens.http), 422, "website_not_https", "website");
      refused(await start(tokens.owned), 409, "already_claimed");
      refused(await start({ ...tokens.file, address: `0x${"6".repeat(40)}` }), 404, "not_found");
      expect((await start(tokens.file, "")).statusCode).toBe(401);
    });
  });
});

describe("checking a website claim", () => {
  it("answers 422 saying where it looked when the code is nowhere, counting only the attempt", async () => {
    const claim = await started(tokens.file);
    served.set(FILE, { body: "another code\n" });
    await unchanged(async () => {
      const res = await check(claim.id);
      refused(res, 422, "code_not_found", "website");
      const { message } = (res.json() as { error: { message: string } }).error;
      expect(message).toContain(`https://localhost${FILE}`);
      expect(message).toContain("TXT record on localhost");
    });
    expect(await attempts(claim.id)).toBe(1);
  });

  it("does not follow a redirect to another host", async () => {
    const claim = await started(tokens.file);
    served.set("/elsewhere", { body: claim.code });
    served.set(FILE, { location: `http://127.0.0.1:${HTTP_PORT}/elsewhere` });
    await unchanged(async () => refused(await check(claim.id), 422, "code_not_found", "website"));
  });

  it("finds the code in the .well-known file, after a redirect on the same host, and the claim waits", async () => {
    const claim = await started(tokens.file);
    served.set("/moved", { body: `# TokenAtlas\n${claim.code}\n` });
    served.set(FILE, { location: "/moved" });
    const res = await check(claim.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Claim }).data).toMatchObject({ state: "waiting", foundBy: "file" });
    const owners = await queryRows(db(), sql`select 1 from token_owners where token_id = ${tokens.file.id}`);
    expect(owners).toEqual([]);
    await unchanged(async () => {
      refused(await check(claim.id), 409, "claim_waiting");
      refused(await start(tokens.file), 409, "claim_waiting");
    });
  });

  it("finds the code in a TXT record on the website's host", async () => {
    const claim = await started(tokens.dns);
    expect(claim.host).toBe("dns-proof.example");
    dns.txt("dns-proof.example", "v=spf1 -all", claim.dns.value);
    const res = await check(claim.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { data: Claim }).data).toMatchObject({ state: "waiting", foundBy: "dns" });
  });

  it("refuses an expired code, someone else's claim and a request from another site", async () => {
    const claim = await started(tokens.spare);
    served.set(FILE, { body: claim.code });
    await unchanged(async () => {
      refused(await check(claim.id, people.other.cookie), 404, "not_found");
      refused(
        await check(claim.id, people.claimant.cookie, "https://elsewhere.example"),
        403,
        "foreign_origin",
      );
    });
    await db().execute(
      sql`update website_claims set expires_at = now() - interval '1 second' where id = ${claim.id}`,
    );
    await unchanged(async () => refused(await check(claim.id), 409, "code_expired"));
    expect(await attempts(claim.id)).toBe(0);
    const again = await started(tokens.spare);
    expect(again.code).not.toBe(claim.code);
  });

  it("lists the caller's claims not yet approved", async () => {
    const res = await call({ url: "/api/project/website-claims", cookie: people.claimant.cookie });
    expect(res.statusCode).toBe(200);
    const hosts = (res.json() as { data: Claim[] }).data.map((claim) => `${claim.host}:${claim.state}`);
    expect(hosts).toEqual(expect.arrayContaining(["localhost:waiting", "dns-proof.example:waiting"]));
    const [waitingDns] = (res.json() as { data: (Claim & Record<string, unknown>)[] }).data.filter(
      (claim) => claim.host === "dns-proof.example",
    );
    expect(waitingDns).toMatchObject({
      token: { name: expect.any(String), slug: expect.any(String) },
      reason: null,
      decidedAt: null,
    });
  });
});

describe("the editors decide website claims by hand", () => {
  const desk = (path: string, who: keyof typeof people | null, body?: object, method = "POST") =>
    call({
      method,
      url: `/api/admin/projects/website-claims${path}`,
      body,
      cookie: who ? people[who].cookie : undefined,
    });
  const waiting = async () =>
    (
      (await desk("", "editor", undefined, "GET")).json() as {
        data: { id: number; tokenId: number; website: string; foundBy: string; nickname: string | null }[];
      }
    ).data;

  it("lists the waiting claims to editors only", async () => {
    const list = await waiting();
    expect(list.map((claim) => [claim.tokenId, claim.website, claim.foundBy])).toEqual([
      [Number(tokens.file.id), "localhost", "file"],
      [Number(tokens.dns.id), "dns-proof.example", "dns"],
    ]);
    refused(await desk("", "reader", undefined, "GET"), 403, "not_editor", undefined, "admin");
    const deskPage = await app().inject({
      method: "GET",
      url: "/admin/projects",
      headers: { "user-agent": BROWSER_UA, cookie: people.editor.cookie },
    });
    expect(deskPage.statusCode).toBe(200);
    expect(deskPage.body).toContain('class="font-semibold">Website claims</h2>');
    expect(deskPage.body.match(/data-testid="website-claim"/g)).toHaveLength(2);
    expect(deskPage.body).toContain("File on localhost found");
    expect(deskPage.body).toContain("TXT record on dns-proof.example found");
  });

  it("approves: the user owns the token with a website proof, audited; a second decision is refused", async () => {
    const [claim] = await waiting();
    await unchanged(async () => {
      refused(await desk(`/${claim.id}/approval`, "reader"), 403, "not_editor", undefined, "admin");
      expect((await desk(`/${claim.id}/approval`, null)).statusCode).toBe(401);
      refused(await desk("/2147483000/approval", "editor"), 404, "not_found", undefined, "admin");
    });
    const res = await desk(`/${claim.id}/approval`, "editor");
    expect(res.statusCode, res.body).toBe(200);
    const [owner] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select o.method, o.website, o.address, o.chain_id, u.email from token_owners o
          join users u on u.id = o.user_id where o.token_id = ${tokens.file.id}`,
    );
    expect(owner).toEqual({
      method: "website",
      website: "localhost",
      address: null,
      chain_id: null,
      email: people.claimant.email,
    });
    const [audit] = await queryRows<{ action: string; detail: Record<string, unknown> }>(
      db(),
      sql`select action, detail from content_audit order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: "owner_claim",
      detail: { method: "website", website: "localhost" },
    });
    const projects = await call({ url: "/api/project", cookie: people.claimant.cookie });
    const [project] = (projects.json() as { data: { id: number; proof: Record<string, unknown> }[] }).data;
    expect(project).toMatchObject({
      id: Number(tokens.file.id),
      proof: { method: "website", address: null },
    });
    await unchanged(async () => {
      refused(await desk(`/${claim.id}/approval`, "editor"), 409, "not_waiting", undefined, "admin");
      refused(
        await desk(`/${claim.id}/refusal`, "editor", { reason: "Late." }),
        409,
        "not_waiting",
        undefined,
        "admin",
      );
    });
  });

  it("refuses with a reason mailed to the user in their language, audited", async () => {
    const [claim] = await waiting();
    expect(claim.tokenId).toBe(Number(tokens.dns.id));
    await unchanged(async () => {
      refused(
        await desk(`/${claim.id}/refusal`, "editor", { reason: " " }),
        422,
        "required",
        "reason",
        "admin",
      );
      refused(
        await desk(`/${claim.id}/refusal`, "reader", { reason: "No." }),
        403,
        "not_editor",
        undefined,
        "admin",
      );
      refused(
        await desk("/2147483000/refusal", "editor", { reason: "No." }),
        404,
        "not_found",
        undefined,
        "admin",
      );
    });
    const before = smtp().mails.length;
    const reason = "The website belongs to another project.";
    const res = await desk(`/${claim.id}/refusal`, "editor", { reason });
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp().mailTo(people.claimant.email, before);
    const t = createTranslator("fr", loadMessages().fr, "email");
    const [token] = await queryRows<{ name: string }>(
      db(),
      sql`select name from tokens where id = ${tokens.dns.id}`,
    );
    expect(mail.subject).toBe(t("websiteRefused.subject", { token: token.name }));
    expect(mail.text).toContain(reason);
    const [row] = await queryRows<{ state: string; reason: string }>(
      db(),
      sql`select state, reason from website_claims where id = ${claim.id}`,
    );
    expect(row).toEqual({ state: "refused", reason });
    const [audit] = await queryRows<{ action: string }>(
      db(),
      sql`select action from content_audit order by id desc limit 1`,
    );
    expect(audit.action).toBe("owner_website_refuse");
    expect(await waiting()).toEqual([]);

    const listed = await call({ url: "/api/project/website-claims", cookie: people.claimant.cookie });
    expect(listed.statusCode).toBe(200);
    const mine = (listed.json() as { data: (Claim & Record<string, unknown>)[] }).data;
    const [tokenRow] = await queryRows<{ slug: string; symbol: string }>(
      db(),
      sql`select slug, symbol from tokens where id = ${tokens.dns.id}`,
    );
    expect(mine.find((item) => item.id === claim.id)).toMatchObject({
      host: "dns-proof.example",
      state: "refused",
      reason,
      token: { slug: tokenRow.slug, name: token.name, symbol: tokenRow.symbol },
      checkedAt: expect.any(String),
      decidedAt: expect.any(String),
    });
  });

  it("refuses to approve a claim whose token got an owner meanwhile, writing nothing", async () => {
    const claim = await started(tokens.far, people.reader.cookie);
    served.set(FILE, { body: claim.code });
    expect((await check(claim.id, people.reader.cookie)).statusCode).toBe(200);
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id, control)
          values (${tokens.far.id}, (select id from users where email = ${people.other.email}), 'signature',
            ${`0x${"b".repeat(40)}`}, ${tokens.far.chain_id}, 'deployer')`,
    );
    await unchanged(async () =>
      refused(await desk(`/${claim.id}/approval`, "editor"), 409, "already_claimed", undefined, "admin"),
    );
  });
});

describe("the verified owner's mark", () => {
  const page = (url: string) => app().inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA } });
  const slugOf = async (token: Token) =>
    (await queryRows<{ slug: string }>(db(), sql`select slug from tokens where id = ${token.id}`))[0].slug;

  it("names the website of a website proof, and how a signing address controls the contract", async () => {
    await db().execute(
      sql`update tokens set authorized = true, authorized_at = now() where id in (${tokens.file.id}, ${tokens.far.id})`,
    );
    await db().execute(
      sql`update token_owners set proven_at = '2026-03-05T10:00:00Z' where token_id in (${tokens.file.id}, ${tokens.far.id})`,
    );
    const when = formatDate("2026-03-05T10:00:00.000Z", { now: new Date(), timeZone: "UTC", locale: "en" });
    const website = await page(`/token/${await slugOf(tokens.file)}`);
    expect(website.body).toContain("✓ <!-- -->Verified owner</span>");
    expect(website.body).toContain(
      `data-testid="owner-proof">Owner proven by control of the website localhost, ${when} UTC</p>`,
    );
    const [chain] = await queryRows<{ name: string }>(
      db(),
      sql`select name from chains where id = ${tokens.far.chain_id}`,
    );
    const deployed = await page(`/token/${await slugOf(tokens.far)}`);
    expect(deployed.body).toContain(
      `data-testid="owner-proof">Owner proven by a signature from 0x${"b".repeat(40)} on ${chain.name}, ${when} UTC, as the contract&#x27;s deployer</p>`,
    );
  });
});

describe("refused requests of every website route write nothing", () => {
  it("answers a visitor 401, a foreign site 403 and bad input 422", async () => {
    const routes: [string, string, object?][] = [
      ["GET", "/api/project/website-claims"],
      ["POST", "/api/project/website-claims", { chainId: 1, contract: `0x${"1".repeat(40)}` }],
      ["POST", "/api/project/website-claims/1/check"],
      ["GET", "/api/admin/projects/website-claims"],
      ["POST", "/api/admin/projects/website-claims/1/approval"],
      ["POST", "/api/admin/projects/website-claims/1/refusal", { reason: "No." }],
    ];
    await unchanged(async () => {
      for (const [method, url, body] of routes) {
        expect((await call({ method, url, body })).statusCode, `${method} ${url}`).toBe(401);
        if (method === "POST") {
          const foreign = await call({
            method,
            url,
            body,
            cookie: people.editor.cookie,
            headers: { origin: "https://elsewhere.example" },
          });
          refused(foreign, 403, "foreign_origin");
        }
      }
      const cookie = people.editor.cookie;
      const bad = [
        await call({ method: "POST", url: "/api/project/website-claims", body: { chainId: 1 }, cookie }),
        await call({ method: "POST", url: "/api/project/website-claims/x/check", cookie }),
        await call({ method: "POST", url: "/api/admin/projects/website-claims/x/approval", cookie }),
      ];
      for (const res of bad) expect(res.statusCode, res.body).toBe(422);
    });
  });

  it("answers 429 with Retry-After past 20 starts and checks an hour for one account", async () => {
    const { cookie } = await signedUp();
    const claim = await started(tokens.spare, cookie);
    for (let i = 1; i < 20; i++) await started(tokens.spare, cookie);
    await unchanged(async () => {
      const res = await start(tokens.spare, cookie);
      refused(res, 429, "rate_limited");
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      refused(await check(claim.id, cookie), 429, "rate_limited");
    });
  });
});

describe("refusal messages", () => {
  it("exist in every language for every code the routes answered", () => {
    const root = joinPath(import.meta.dirname, "../../../locales");
    for (const locale of localeCodes) {
      const owner = JSON.parse(readFileSync(joinPath(root, locale, "owner.json"), "utf8")).errors;
      for (const code of codes.owner) expect(owner[code], `${locale}: ${code}`).toBeTruthy();
      const admin = JSON.parse(readFileSync(joinPath(root, locale, "admin.json"), "utf8")).errors;
      for (const code of ["not_waiting", "not_found"]) expect(admin[code], `${locale}: ${code}`).toBeTruthy();
    }
  });
});
