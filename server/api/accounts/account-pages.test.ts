import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recentlyViewed } from "../../../db/schema/index.ts";
import { RECENTLY_VIEWED_MAX } from "../../../domain/accounts/recently-viewed.ts";
import { accountClient } from "../../../tests/support/account-client.ts";
import { startSmtp } from "../../../tests/support/smtp.ts";
import { BROWSER_UA, createTestApp } from "../../../tests/support/test-app.ts";

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: FastifyInstance;
let slugs: string[];

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ ssr: true, env: { SMTP_URL: smtp.url } });
  app = ctx.app;
  const list = await app.inject({ url: "/api/tokens?order=popular&limit=4" });
  slugs = (list.json().data as { slug: string }[]).map((t) => t.slug);
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const { call, signedUp } = accountClient(
  () => app,
  () => ctx.db,
  () => smtp,
);

/** Opens a token page as a browser with this session would. */
const open = (slug: string, cookie?: string) =>
  call({ url: `/token/${slug}`, cookie, headers: { "user-agent": BROWSER_UA } });

const viewed = async (cookie: string) =>
  ((await call({ url: "/api/user/last-viewed", cookie })).json().data as { token: { slug: string } }[]).map(
    (v) => v.token.slug,
  );

const rowCount = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(recentlyViewed))[0].n;

describe("recently viewed tokens", () => {
  it("keeps the token pages a user opens, newest first, each once; a visitor's visits are not stored", async () => {
    const a = await signedUp();
    const before = await rowCount();
    expect((await open(slugs[0])).statusCode).toBe(200);
    expect(await rowCount()).toBe(before);

    for (const slug of [slugs[0], slugs[1], slugs[2], slugs[0]]) {
      expect((await open(slug, a.cookie)).statusCode).toBe(200);
    }
    expect(await viewed(a.cookie)).toEqual([slugs[0], slugs[2], slugs[1]]);

    const page = await call({ url: "/last-viewed", cookie: a.cookie, headers: { "user-agent": BROWSER_UA } });
    expect(page.statusCode).toBe(200);
    const order = slugs.slice(0, 3).map((s) => page.body.indexOf(`href="/token/${s}"`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order[0]).toBeLessThan(order[2]);
    expect(order[2]).toBeLessThan(order[1]);
  });

  it("clears only the caller's own list; visitors are refused", async () => {
    const a = await signedUp();
    const b = await signedUp();
    await open(slugs[3], a.cookie);
    await open(slugs[3], b.cookie);
    expect(
      (await call({ method: "DELETE", url: "/api/user/last-viewed", cookie: a.cookie })).statusCode,
    ).toBe(200);
    expect(await viewed(a.cookie)).toEqual([]);
    expect(await viewed(b.cookie)).toEqual([slugs[3]]);

    const before = await rowCount();
    expect((await call({ method: "DELETE", url: "/api/user/last-viewed" })).statusCode).toBe(401);
    expect((await call({ url: "/api/user/last-viewed" })).statusCode).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it(`keeps at most the newest ${RECENTLY_VIEWED_MAX}`, async () => {
    const a = await signedUp();
    const list = await app.inject({ url: `/api/tokens?order=new&limit=${RECENTLY_VIEWED_MAX + 2}` });
    const many = (list.json().data as { slug: string }[]).map((t) => t.slug);
    expect(many).toHaveLength(RECENTLY_VIEWED_MAX + 2);
    for (const slug of many) await open(slug, a.cookie);
    const kept = await viewed(a.cookie);
    expect(kept).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(kept[0]).toBe(many.at(-1));
    expect(kept).not.toContain(many[0]);
    expect(kept).not.toContain(many[1]);
  });
});

describe("comparison page", () => {
  it("shows the tokens the address names, in that order, and skips malformed or unknown ones", async () => {
    const res = await call({
      url: `/compare?tokens=${slugs[1]},${slugs[0]},<b>,no-such-token-1`,
      headers: { "user-agent": BROWSER_UA },
    });
    expect(res.statusCode).toBe(200);
    const table = res.body.slice(res.body.indexOf('data-testid="compare-table"'));
    const first = table.indexOf(`href="/token/${slugs[1]}"`);
    const second = table.indexOf(`href="/token/${slugs[0]}"`);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(first);
    expect(res.body).toContain('name="robots" content="noindex');

    const empty = await call({ url: "/de/compare", headers: { "user-agent": BROWSER_UA } });
    expect(empty.statusCode).toBe(200);
    expect(empty.body).not.toContain('data-testid="compare-table"');
    expect(empty.body).toContain("<h1");
  });
});

describe("pages and the session cookie", () => {
  it("renders a page for the signed-in user, and removes a cookie whose session has ended", async () => {
    const a = await signedUp();
    const signedIn = await open(slugs[0], a.cookie);
    expect(signedIn.body).toContain(`aria-label="Account of ${a.nickname}"`);
    expect(signedIn.cookies.find((c) => c.name === "ta_session")).toBeUndefined();

    expect((await call({ method: "POST", url: "/api/auth/logout", cookie: a.cookie })).statusCode).toBe(200);
    const ended = await open(slugs[0], a.cookie);
    expect(ended.statusCode).toBe(200);
    expect(ended.body).not.toContain(`aria-label="Account of`);
    expect(ended.body).toContain(`href="/sign-in"`);
    expect(ended.cookies.find((c) => c.name === "ta_session")?.value).toBe("");

    const visitor = await open(slugs[0]);
    expect(visitor.cookies).toEqual([]);
  });
});
