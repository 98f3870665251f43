import { randomInt, randomUUID } from "node:crypto";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, favorites, sessions } from "../../db/schema/index.ts";
import { accountClient, PASSWORD, sessionFrom } from "../../tests/support/account-client.ts";
import { solvedCaptcha } from "../../tests/support/captcha.ts";
import { startSmtp } from "../../tests/support/smtp.ts";
import { BROWSER_UA, createTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
/** The site with its pages; TRUST_PROXY off; TRUST_PROXY=1 (both API only). */
let site: Ctx;
let direct: Ctx;
let behindOneProxy: Ctx;

beforeAll(async () => {
  smtp = await startSmtp();
  site = await createTestApp({ content: true, env: { SMTP_URL: smtp.url } });
  direct = await createTestApp({ ssr: false, env: { SMTP_URL: smtp.url, TRUST_PROXY: "" } });
  behindOneProxy = await createTestApp({ ssr: false, env: { SMTP_URL: smtp.url, TRUST_PROXY: "1" } });
});
afterAll(async () => {
  await Promise.all([site?.close(), direct?.close(), behindOneProxy?.close()]);
  await smtp?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  site.app.inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA, ...headers } });
const count = async (ctx: Ctx, table: typeof contactMessages | typeof favorites | typeof sessions) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;
const contact = {
  name: "Ada",
  email: "ada@example.test",
  topic: "bug",
  message: "The chart is empty today.",
};

describe("malformed Host, X-Forwarded-Host and X-Forwarded-Proto", () => {
  it.each([
    ["host", "[::1"],
    ["host", "localhost:99999"],
    ["host", "a b"],
    ["x-forwarded-host", "a b"],
    ["x-forwarded-host", "localhost, [::1"],
    ["x-forwarded-proto", "a b"],
    ["x-forwarded-proto", "javascript"],
  ])("%s: %s is a 400 in the API's error format, page or API", async (header, value) => {
    for (const url of ["/", "/api/tokens"]) {
      const res = await get(url, { [header]: value });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: "bad_request", message: expect.any(String) } });
    }
  });

  it("an empty Host over a real connection is a 400", async () => {
    await site.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = site.app.server.address() as AddressInfo;
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const req = request({ port, host: "127.0.0.1", path: "/", setHost: false, headers: { host: "" } });
      req.on("response", (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on("error", reject);
      req.end();
    });
    expect(status).toBe(400);
  });

  it("well-formed ones still serve", async () => {
    const res = await get("/api/tokens?limit=1", {
      host: "[::1]:3000",
      "x-forwarded-host": "tokenatlas.example",
      "x-forwarded-proto": "https",
    });
    expect(res.statusCode).toBe(200);
  });
});

describe("a method no route takes", () => {
  it.each([
    ["OPTIONS", "/"],
    ["POST", "/news"],
  ] as const)("%s %s is a 404 in the API's error format, naming no route", async (method, url) => {
    const res = await site.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Not found" } });
  });

  it.each([
    ["PATCH", "/api/tokens", "GET, HEAD"],
    ["TRACE", "/api/user", "GET, HEAD"],
  ] as const)("%s %s is a 405 naming the methods the address takes", async (method, url, allow) => {
    const res = await site.app.inject({ method, url, headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json().error.code).toBe("method_not_allowed");
  });
});

describe("a NUL or bytes that are not UTF-8 in the address", () => {
  it.each(["/api/search?q=a%00b", "/api/search?q=a%ff", "/api/user/favorite/a%00b", "/api/news/a%ff"])(
    "the API answers %s with a 400",
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("bad_request");
    },
  );

  it.each([
    ["/search?q=a%00b", "This address cannot be read"],
    ["/news/a%00b", "This address cannot be read"],
    ["/news/a%ff", "This address cannot be read"],
    ["/de/news/a%00b", "Diese Adresse kann nicht gelesen werden"],
    ["/ja/search?q=%ff", "このアドレスは読み取れません"],
  ])("the page %s is the 400 page in the reader's language", async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain(text);
  });
});

describe("a NUL in a form", () => {
  const client = accountClient(
    () => site.app,
    () => site.db,
    () => smtp,
  );

  it.each(["/api/contact", "/api/listing-requests"])("%s refuses it and stores nothing", async (url) => {
    const before = await count(site, contactMessages);
    const res = await site.app.inject({
      method: "POST",
      url,
      payload: { ...contact, message: "The chart\u0000 is empty today." },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("bad_request");
    expect(await count(site, contactMessages)).toBe(before);
  });

  it("the favourites and API tokens refuse it and store nothing", async () => {
    const { cookie } = await client.signedUp();
    const [favouritesBefore, sessionsBefore] = [await count(site, favorites), await count(site, sessions)];
    const star = await client.call({ method: "PUT", url: "/api/user/favorite/a%00b", cookie });
    expect(star.statusCode).toBe(400);
    const token = await client.call({
      method: "POST",
      url: "/api/user/tokens",
      body: { name: "laptop\u0000" },
      cookie,
    });
    expect(token.statusCode).toBe(400);
    const form = await site.app.inject({
      method: "POST",
      url: "/api/user/tokens",
      payload: "name=laptop%00",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: TEST_ORIGIN, cookie },
    });
    expect(form.statusCode).toBe(400);
    expect(await count(site, favorites)).toBe(favouritesBefore);
    expect(await count(site, sessions)).toBe(sessionsBefore);
  });

  it("?next= with a control character sends a signed-in reader to the cabinet", async () => {
    const { cookie } = await client.signedUp();
    for (const next of ["%2F%01", "%2Fa%0D%0ASet-Cookie:x=1", "%2F%C4%80"]) {
      const res = await get(`/sign-in?next=${next}`, { cookie });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/cabinet");
    }
  });
});

describe("an unreadable cursor on a list page", () => {
  it.each([
    ["/token?cursor=abc", "/token"],
    ["/crypto-losers?cursor=-1", "/crypto-losers"],
    ["/trending-cryptocurrencies?cursor=usd-coin&sort=price", "/trending-cryptocurrencies?sort=price"],
    ["/de/token?cursor=abc", "/de/token"],
  ])("%s goes to the first page (docs/decisions/016-hostile-input.md)", async (url, first) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(first);
  });

  /** Cursors that decode but hold a value the ordering's column cannot: the database refused them, a 500. */
  it.each([
    // [1,1,0]: a number for a listing time
    ["/de/new-cryptocurrencies?cursor=WzEsMSwwXQ", "/de/new-cryptocurrencies"],
    // ["294277-01-01",1,0]: past PostgreSQL's years
    ["/de/new-projects?cursor=WyIyOTQyNzctMDEtMDEiLDEsMF0", "/de/new-projects"],
    // ["9999-99-99 00:00:00+00",1,0]: month 99
    ["/de/token?sort=new&cursor=WyI5OTk5LTk5LTk5IDAwOjAwOjAwKzAwIiwxLDBd", "/de/token?sort=new"],
    // ["--",1,0]: no number
    ["/de/trending-cryptocurrencies?cursor=WyItLSIsMSwwXQ", "/de/trending-cryptocurrencies"],
    // ["1e999999",1,0]: past float8 and numeric
    ["/de/blockchains/ethereum?cursor=WyIxZTk5OTk5OSIsMSwwXQ", "/de/blockchains/ethereum"],
    // ["E",1,0]: a letter
    ["/de/token?sort=price&cursor=WyJFIiwxLDBd", "/de/token?sort=price"],
    // ["1",2147483648,0]: an id past int4
    ["/de/token?sort=holders&cursor=WyIxIiwyMTQ3NDgzNjQ4LDBd", "/de/token?sort=holders"],
  ])("%s, a value its column cannot hold, goes to the first page in German", async (url, first) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(first);
    const page = await get(first);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de"');
  });
});

describe("TRUST_PROXY", () => {
  /**
   * A socket address of its own per test run: with REDIS_URL the per-IP counters outlive the run. Forwarded
   * addresses are drawn per run as well.
   */
  const octet = () => randomInt(1, 255);
  const socketAddress = () => `127.${octet()}.${octet()}.${octet()}`;
  const forwarded = (i: number) => `198.18.${octet()}.${i}`;

  /** A message from a new address each time, so that only the per-IP limit can trip. */
  const post = (ctx: Ctx, remoteAddress: string, from: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...contact, email: `${randomUUID()}@example.test` },
      headers: { origin: TEST_ORIGIN, "x-forwarded-for": from },
      remoteAddress,
    });

  /** Registers an account from the given socket, claiming another address; the session cookie. */
  async function signedUpFrom(ctx: Ctx, remoteAddress: string, from: string) {
    const email = `${randomUUID()}@example.test`;
    const sent = { origin: TEST_ORIGIN, "x-forwarded-for": from };
    const before = smtp.mails.length;
    const payload = { email, password: PASSWORD };
    const registered = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { ...payload, captcha: await solvedCaptcha(ctx.app) },
      headers: sent,
      remoteAddress,
    });
    expect(registered.statusCode).toBe(202);
    const code = await smtp.codeFor(email, before);
    const confirmed = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/register/confirm",
      payload: { email, code, password: PASSWORD },
      headers: sent,
      remoteAddress,
    });
    return sessionFrom(confirmed);
  }

  const sessionIps = async (ctx: Ctx, cookie: string) =>
    (await ctx.app.inject({ url: "/api/user/sessions", headers: { cookie } }))
      .json()
      .data.map((s: { ip: string }) => s.ip);

  it("off by default: X-Forwarded-For does not change the client address, so rotating it escapes no limit", async () => {
    const socket = socketAddress();
    const answers: number[] = [];
    for (let i = 1; i <= 6; i++) answers.push((await post(direct, socket, forwarded(i))).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("off by default: the sessions list shows the socket's address, not the forged one", async () => {
    const socket = socketAddress();
    const cookie = await signedUpFrom(direct, socket, "198.51.100.7");
    expect(await sessionIps(direct, cookie)).toEqual([socket]);
  });

  it("with TRUST_PROXY=1 the nearest proxy's X-Forwarded-For is the client address", async () => {
    const socket = socketAddress();
    const answers: number[] = [];
    for (let i = 1; i <= 6; i++) answers.push((await post(behindOneProxy, socket, forwarded(i))).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 201]);
    const client = forwarded(7);
    const cookie = await signedUpFrom(behindOneProxy, socket, client);
    expect(await sessionIps(behindOneProxy, cookie)).toEqual([client]);
  });

  it("a forwarded address that is no address is a 400 once forwarded headers count, and nothing is stored", async () => {
    const before = await count(behindOneProxy, contactMessages);
    const res = await post(behindOneProxy, socketAddress(), "not-an-address");
    expect(res.statusCode).toBe(400);
    expect(await count(behindOneProxy, contactMessages)).toBe(before);
  });
});
