import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentAudit, contentEntries, routeRules, users } from "../../../db/schema/index.ts";
import { accountClient, errorOf } from "../../../tests/support/account-client.ts";
import { startSmtp } from "../../../tests/support/smtp.ts";
import { BROWSER_UA, createTestApp } from "../../../tests/support/test-app.ts";

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: FastifyInstance;
let editor: string;
let reader: string;

const { call, signedUp } = accountClient(
  () => app,
  () => ctx.db,
  () => smtp,
);

beforeAll(async () => {
  smtp = await startSmtp();
  // Visitors' pages are cached for a minute: a redirect that appears or goes at once proves that writes empty
  // the page cache and the rules' own cache.
  ctx = await createTestApp({ content: true, env: { SMTP_URL: smtp.url, PAGE_CACHE_TTL_MS: "60000" } });
  app = ctx.app;
  const person = await signedUp();
  await ctx.db.update(users).set({ role: "editor" }).where(eq(users.email, person.email));
  editor = person.cookie;
  reader = (await signedUp()).cookie;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const page = (url: string) => app.inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA } });
const lookup = (path: string) =>
  app.inject({ method: "GET", url: `/api/route-rules?path=${encodeURIComponent(path)}` });
const ruleCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(routeRules))[0].n;
const auditCount = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contentAudit))[0].n;
const add = (body: object, cookie = editor) =>
  call({ method: "POST", url: "/api/admin/redirects", body, cookie });

async function added(source: string, target: string, permanent = true): Promise<number> {
  const res = await add({ source, target, permanent });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A published news entry of the seeded content, with its public path. */
async function publishedNews(offset: number) {
  const [row] = await ctx.db
    .select({ id: contentEntries.id, slug: contentEntries.slug })
    .from(contentEntries)
    .where(and(eq(contentEntries.kind, "news"), isNotNull(contentEntries.publishedAt)))
    .orderBy(contentEntries.id)
    .offset(offset)
    .limit(1);
  return row;
}

async function moveEntry(id: number, slug: string) {
  const entry = (await call({ url: `/api/admin/entries/${id}`, cookie: editor })).json().data;
  const res = await call({
    method: "PUT",
    url: `/api/admin/entries/${id}`,
    body: { slug, tokens: entry.tokens, facts: entry.facts },
    cookie: editor,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe("GET /api/route-rules", () => {
  it("answers the target of a path, under the path's locale prefix, after following a chain", async () => {
    await added("/news/chain-start", "/news/chain-middle", true);
    await added("/news/chain-middle", "/news/chain-end", false);
    const res = await lookup("/de/news/chain-start/");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { target: "/de/news/chain-end", permanent: false } });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
    expect((await lookup("/news/chain-middle")).json()).toEqual({
      data: { target: "/news/chain-end", permanent: false },
    });
  });

  it("answers null for a path without a rule", async () => {
    const res = await lookup("/news/nothing-here");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
  });

  it.each([
    ["a relative path", "news/x"],
    ["another host", "//evil.example/x"],
    ["a control character", "/news/\u0007x"],
    ["a line break", "/news/\nx"],
    ["a backslash", "/\\evil.example"],
    ["a query", "/news/x?y=1"],
    ["an absolute URL", "https://example.com/"],
    ["a path too long", `/${"a".repeat(500)}`],
    ["nothing", ""],
  ])("refuses %s with 422, writing nothing", async (_name, path) => {
    const before = await ruleCount();
    const res = await lookup(path);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.code).toBe("invalid");
    expect(errorOf(res).error.fields).toHaveProperty("path");
    expect(await ruleCount()).toBe(before);
  });

  it("refuses a NUL at the edge, before the route, with 400 in the same error shape", async () => {
    // server/plugins/input-guard.ts refuses a NUL anywhere in an address before any route sees it.
    const before = await ruleCount();
    const res = await lookup("/news/\u0000x");
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error.code).toBe("bad_request");
    expect(await ruleCount()).toBe(before);
  });

  it("refuses a request without a path", async () => {
    const res = await app.inject({ method: "GET", url: "/api/route-rules" });
    expect(res.statusCode).toBe(422);
  });

  it("is described in the OpenAPI document", async () => {
    const doc = (await app.inject({ method: "GET", url: "/api/docs/openapi.json" })).json();
    const op = doc.paths["/api/route-rules"].get;
    expect(op).toMatchObject({ operationId: "getRouteRule", tags: ["redirects"] });
    expect(op.description).toBeTruthy();
    expect(op.parameters[0]).toMatchObject({ name: "path", in: "query", required: true });
    expect(op.parameters[0].description).toBeTruthy();
    expect(op.responses["200"].description).toBeTruthy();
    expect(op.responses["200"].content["application/json"].example).toBeTruthy();
    expect(op.responses["422"].description).toBeTruthy();
    expect(op.responses["422"].content["application/json"].example).toBeTruthy();
  });
});

describe("pages with a rule", () => {
  it("redirect a document request before rendering, keeping the locale prefix and the query", async () => {
    await added("/news/old-desk-address", "/news/new-desk-address");
    const res = await page("/de/news/old-desk-address?ref=mail");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/de/news/new-desk-address?ref=mail");
    const plain = await page("/news/old-desk-address");
    expect(plain.headers.location).toBe("/news/new-desk-address");
  });

  it("redirect for now with 302", async () => {
    await added("/blog/for-now", "/blog", false);
    const res = await page("/blog/for-now");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/blog");
  });

  it("send an external target as an absolute address", async () => {
    await added("/ico/went-abroad", "https://example.com/sale");
    const res = await page("/ja/ico/went-abroad");
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("https://example.com/sale");
  });

  it("answer a client navigation's data request with React Router's redirect", async () => {
    await added("/faq/old-question", "/faq");
    const res = await page("/de/faq/old-question.data");
    expect(res.statusCode).toBe(202);
    expect(res.headers["x-remix-response"]).toBe("yes");
    expect(res.body).toContain('"/de/faq"');
    const abroad = await page("/ico/went-abroad.data");
    expect(abroad.statusCode).toBe(202);
    expect(abroad.body).toContain('"https://example.com/sale"');
  });

  it("stop redirecting once the rule is removed, though the page was cached", async () => {
    const id = await added("/news/short-lived", "/news");
    expect((await page("/news/short-lived")).statusCode).toBe(301);
    const res = await call({ method: "DELETE", url: `/api/admin/redirects/${id}`, cookie: editor });
    expect(res.statusCode).toBe(200);
    expect((await page("/news/short-lived")).statusCode).toBe(404);
    expect((await lookup("/news/short-lived")).json()).toEqual({ data: null });
  });
});

describe("a slug change in the desk", () => {
  it("redirects the old address to the new one for good, and retargets rules to the old one", async () => {
    const entry = await publishedNews(0);
    const oldPath = `/news/${entry.slug}`;
    expect((await page(oldPath)).statusCode).toBe(200);
    await added("/news/older-link", oldPath);
    await moveEntry(entry.id, `${entry.slug}-moved`);

    const res = await page(`/de${oldPath}`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/de/news/${entry.slug}-moved`);
    expect((await page(res.headers.location as string)).statusCode).toBe(200);
    const [rule] = await ctx.db.select().from(routeRules).where(eq(routeRules.source, "/news/older-link"));
    expect(rule.target).toBe(`/news/${entry.slug}-moved`);
    expect((await page("/news/older-link")).headers.location).toBe(`/news/${entry.slug}-moved`);
  });

  it("moving back drops the rule from the address the page returns to, so nothing loops", async () => {
    const entry = await publishedNews(1);
    await moveEntry(entry.id, `${entry.slug}-there`);
    await moveEntry(entry.id, entry.slug);
    expect((await page(`/news/${entry.slug}`)).statusCode).toBe(200);
    expect((await page(`/news/${entry.slug}-there`)).headers.location).toBe(`/news/${entry.slug}`);
  });

  it("writes no rule when the slug change is refused", async () => {
    const entry = await publishedNews(2);
    const before = await ruleCount();
    const res = await call({
      method: "PUT",
      url: `/api/admin/entries/${entry.id}`,
      body: { slug: "Not A Slug" },
      cookie: editor,
    });
    expect(res.statusCode).toBe(422);
    expect(await ruleCount()).toBe(before);
  });
});

describe("the desk's redirects", () => {
  it("are refused to visitors and readers on the API, and their page is a 404", async () => {
    const before = await ruleCount();
    expect((await call({ url: "/api/admin/redirects" })).statusCode).toBe(401);
    const list = await call({ url: "/api/admin/redirects", cookie: reader });
    expect(list.statusCode).toBe(403);
    expect(errorOf(list).error.code).toBe("not_editor");
    const refused = await add({ source: "/news/a-reader", target: "/news" }, reader);
    expect(refused.statusCode).toBe(403);
    const removal = await call({ method: "DELETE", url: "/api/admin/redirects/1", cookie: reader });
    expect(removal.statusCode).toBe(403);
    expect(await ruleCount()).toBe(before);
    for (const url of ["/admin/redirects", "/de/admin/redirects"]) {
      expect((await page(url)).statusCode, url).toBe(404);
      const asReader = await app.inject({
        method: "GET",
        url,
        headers: { "user-agent": BROWSER_UA, cookie: reader },
      });
      expect(asReader.statusCode, url).toBe(404);
    }
  });

  it("lists the rules for editors, with who wrote them", async () => {
    await added("/news/listed", "/news");
    const res = await call({ url: "/api/admin/redirects", cookie: editor });
    expect(res.statusCode).toBe(200);
    const rules = res.json().data as { source: string; target: string; by: string | null }[];
    expect(rules.find((r) => r.source === "/news/listed")).toMatchObject({ target: "/news" });
    expect(rules.every((r) => r.by !== null)).toBe(true);
    const desk = await app.inject({
      method: "GET",
      url: "/admin/redirects",
      headers: { "user-agent": BROWSER_UA, cookie: editor },
    });
    expect(desk.statusCode).toBe(200);
    expect(desk.body).toContain("/news/listed");
  });

  it.each([
    ["an empty source", { source: "", target: "/news" }, { source: "required" }],
    ["a source that is no path", { source: "news/x", target: "/news" }, { source: "path_format" }],
    ["a source on another host", { source: "//evil.example", target: "/news" }, { source: "path_format" }],
    ["a source with a tab", { source: "/news/a\tb", target: "/news" }, { source: "path_format" }],
    ["the home page", { source: "/", target: "/news" }, { source: "reserved_path" }],
    ["the desk", { source: "/de/admin", target: "/news" }, { source: "reserved_path" }],
    ["an http target", { source: "/news/x1", target: "http://example.com/" }, { target: "target_format" }],
    ["a script target", { source: "/news/x2", target: "javascript:alert(1)" }, { target: "target_format" }],
    ["a target to itself", { source: "/news/x3", target: "/de/news/x3/" }, { target: "self_redirect" }],
    ["a loop", { source: "/news/chain-end", target: "/news/chain-start" }, { target: "redirect_loop" }],
    ["a permanent flag that is no flag", { source: "/news/x4", target: "/news", permanent: "yes" }, {}],
  ])("refuse %s with 422, writing nothing", async (_name, body, fields) => {
    const [rules, audit] = [await ruleCount(), await auditCount()];
    const res = await add(body);
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.fields).toMatchObject(fields);
    expect([await ruleCount(), await auditCount()]).toEqual([rules, audit]);
  });

  it("refuse a second rule for one source with 409, writing nothing", async () => {
    await added("/news/taken-source", "/news");
    const rules = await ruleCount();
    const res = await add({ source: "/fr/news/taken-source", target: "/blog" });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).error.fields).toEqual({ source: "source_taken" });
    expect(await ruleCount()).toBe(rules);
  });

  it("answer 404 for removing a rule that does not exist", async () => {
    const res = await call({ method: "DELETE", url: "/api/admin/redirects/999999", cookie: editor });
    expect(res.statusCode).toBe(404);
  });
});
