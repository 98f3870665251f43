import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import {
  contentAudit,
  contentEntries,
  contentVersions,
  media,
  routeRules,
  users,
} from "../../../db/schema/index.ts";
import { accountClient, errorOf } from "../../../tests/support/account-client.ts";
import { inspect } from "../../../tests/support/html.ts";
import { startSmtp } from "../../../tests/support/smtp.ts";
import { BROWSER_UA, createTestApp } from "../../../tests/support/test-app.ts";

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: FastifyInstance;
const people: Record<"reader" | "editor" | "admin", { cookie: string; email: string }> = {} as never;

const { call, signedUp } = accountClient(
  () => app,
  () => ctx.db,
  () => smtp,
);

beforeAll(async () => {
  smtp = await startSmtp();
  // Visitors' pages are cached for a minute here: what they see change after an edit proves the desk's writes
  // empty the cache.
  ctx = await createTestApp({ content: true, env: { SMTP_URL: smtp.url, PAGE_CACHE_TTL_MS: "60000" } });
  app = ctx.app;
  for (const role of ["reader", "editor", "admin"] as const) {
    const person = await signedUp();
    if (role !== "reader") await ctx.db.update(users).set({ role }).where(eq(users.email, person.email));
    people[role] = person;
  }
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const as = (who: keyof typeof people) => people[who].cookie;
const page = (url: string, cookie?: string) =>
  app.inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) } });
const count = async (
  table:
    | typeof contentEntries
    | typeof contentVersions
    | typeof media
    | typeof contentAudit
    | typeof routeRules,
) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

const draft = (slug: string) => ({
  kind: "news",
  slug,
  tokens: ["USDC"],
  en: { title: "Desk test", summary: "A summary.", body: "<p>Body text.</p>" },
});

async function created(slug: string): Promise<number> {
  const res = await call({
    method: "POST",
    url: "/api/admin/entries",
    body: draft(slug),
    cookie: as("editor"),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

describe("who may use the desk", () => {
  it("refuses visitors and readers, on the API and the pages", async () => {
    expect((await call({ url: "/api/admin/entries" })).statusCode).toBe(401);
    const reader = await call({ url: "/api/admin/entries", cookie: as("reader") });
    expect(reader.statusCode).toBe(403);
    expect(errorOf(reader).error.code).toBe("not_editor");
    const entry = await call({ url: "/api/admin/entries/1", cookie: as("reader") });
    expect(entry.statusCode).toBe(403);
    expect(errorOf(entry).error.code).toBe("not_editor");
    for (const url of ["/admin", "/admin/new?kind=faq", "/admin/entries/1", "/admin/users", "/de/admin"]) {
      expect((await page(url)).statusCode, url).toBe(404);
      expect((await page(url, as("reader"))).statusCode, url).toBe(404);
    }
  });

  it("shows an editor the 404 page in their language for an entry that does not exist", async () => {
    const res = await page("/de/admin/entries/999999999", as("editor"));
    expect(res.statusCode).toBe(404);
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(res.body)?.[1]).toBe(
      "Seite nicht gefunden: /de/admin/entries/999999999",
    );
  });

  it("lets editors list every entry and open the desk", async () => {
    const res = await call({ url: "/api/admin/entries?kind=faq", cookie: as("editor") });
    expect(res.statusCode).toBe(200);
    const faq = res.json().data as { kind: string; status: string }[];
    expect(faq.length).toBeGreaterThanOrEqual(40);
    expect(new Set(faq.map((e) => e.kind))).toEqual(new Set(["faq"]));
    expect((await page("/admin", as("editor"))).statusCode).toBe(200);
    expect((await page("/admin/new?kind=airdrop", as("editor"))).statusCode).toBe(200);
  });

  it("keeps admin functions from editors", async () => {
    const id = await created("editor-cannot-delete");
    const tries = [
      { method: "DELETE" as const, url: `/api/admin/entries/${id}` },
      { method: "GET" as const, url: "/api/admin/audit" },
      { method: "GET" as const, url: "/api/admin/users" },
      { method: "PUT" as const, url: "/api/admin/users/1/role", body: { role: "admin" } },
    ];
    for (const attempt of tries) {
      const res = await call({ ...attempt, cookie: as("editor") });
      expect(res.statusCode, attempt.url).toBe(403);
      expect(errorOf(res).error.code).toBe("not_admin");
    }
    expect((await page("/admin/users", as("editor"))).statusCode).toBe(404);
    const [{ role }] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, 1));
    expect(role).not.toBe("admin");
    expect((await ctx.db.select().from(contentEntries).where(eq(contentEntries.id, id))).length).toBe(1);
  });

  it("refuses a change sent from another site", async () => {
    const res = await call({
      method: "POST",
      url: "/api/admin/entries",
      body: draft("foreign-origin"),
      cookie: as("editor"),
      headers: { origin: "https://evil.example" },
    });
    expect(res.statusCode).toBe(403);
    expect(
      await queryRows(ctx.db, sql`select 1 from content_entries where slug = 'foreign-origin'`),
    ).toHaveLength(0);
  });
});

describe("writing", () => {
  it("refuses bad input per field and writes nothing", async () => {
    const before = [await count(contentEntries), await count(contentVersions), await count(contentAudit)];
    const cases: [object, Record<string, string>][] = [
      [
        { ...draft("Bad Slug"), en: { title: "", summary: "", body: "<script>x</script>" } },
        { slug: "slug_format", title: "required", summary: "required" },
      ],
      [{ ...draft("page-3") }, { slug: "slug_format" }],
      [{ ...draft("fine-slug"), tokens: ["NO-SUCH-TOKEN-EVER"] }, { "tokens.0": "unknown_token" }],
      [
        { ...draft("fine-slug"), en: { title: "T", summary: "S", body: "<script>only a script</script>" } },
        { body: "required" },
      ],
      [{ ...draft("fine-slug"), kind: "poem" }, { kind: "invalid" }],
      [
        {
          ...draft("bad-sale"),
          kind: "ico",
          facts: {
            name: "X",
            symbol: "x!",
            chainId: 1,
            startsAt: "2026-12-01T00:00:00Z",
            endsAt: "2026-11-01T00:00:00Z",
            priceUsd: "abc",
            goalUsd: -1,
            raisedUsd: 0,
            website: "javascript:alert(1)",
          },
        },
        { "facts.symbol": "invalid", "facts.priceUsd": "invalid", "facts.website": "invalid" },
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await call({ method: "POST", url: "/api/admin/entries", body, cookie: as("editor") });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorOf(res).error.fields).toMatchObject(fields);
    }
    const taken = await call({
      method: "POST",
      url: "/api/admin/entries",
      body: {
        ...draft("x"),
        slug: (
          await queryRows<{ slug: string }>(
            ctx.db,
            sql`select slug from content_entries where kind = 'news' limit 1`,
          )
        )[0].slug,
      },
      cookie: as("editor"),
    });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).error.fields).toEqual({ slug: "slug_taken" });
    expect([await count(contentEntries), await count(contentVersions), await count(contentAudit)]).toEqual(
      before,
    );
  });

  it("refuses to move an entry onto a slug another entry of its kind holds, and changes nothing", async () => {
    const first = await created("desk-slug-first");
    const second = await created("desk-slug-second");
    const before = [await count(contentAudit), await count(routeRules)];
    const moved = await call({
      method: "PUT",
      url: `/api/admin/entries/${second}`,
      body: { slug: "desk-slug-first" },
      cookie: as("editor"),
    });
    expect(moved.statusCode).toBe(409);
    expect(errorOf(moved).error.fields).toEqual({ slug: "slug_taken" });
    expect([await count(contentAudit), await count(routeRules)]).toEqual(before);
    const slugs = await queryRows<{ id: number; slug: string }>(
      ctx.db,
      sql`select id, slug from content_entries where id in (${first}, ${second}) order by id`,
    );
    expect(slugs.map((row) => row.slug)).toEqual(["desk-slug-first", "desk-slug-second"]);
  });

  it("keeps the end of a sale after its start", async () => {
    const res = await call({
      method: "POST",
      url: "/api/admin/entries",
      body: {
        ...draft("dates-reversed"),
        kind: "ico",
        facts: {
          name: "X",
          symbol: "XQZ",
          chainId: 1,
          startsAt: "2026-12-01T00:00:00Z",
          endsAt: "2026-11-01T00:00:00Z",
          priceUsd: "0.1",
          goalUsd: 10,
          raisedUsd: 0,
          website: "https://x.example",
        },
      },
      cookie: as("editor"),
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.fields).toEqual({ "facts.endsAt": "after_start" });
  });

  it("keeps a sale's chain id within a PostgreSQL integer, which the lists' chain filter casts it to", async () => {
    const before = await count(contentEntries);
    const res = await call({
      method: "POST",
      url: "/api/admin/entries",
      body: {
        ...draft("chain-too-big"),
        kind: "ico",
        facts: {
          name: "X",
          symbol: "XQZ",
          chainId: 2147483648,
          startsAt: "2026-11-01T00:00:00Z",
          endsAt: "2026-12-01T00:00:00Z",
          priceUsd: "0.1",
          goalUsd: 10,
          raisedUsd: 0,
          website: "https://x.example",
        },
      },
      cookie: as("editor"),
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorOf(res).error.fields ?? {})).toEqual(["facts.chainId"]);
    expect(await count(contentEntries)).toBe(before);
  });

  it("strips scripts and event handlers from rich text before storing it", async () => {
    const id = await created("xss-attempt");
    const body =
      '<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror=alert(3)> <a href="javascript:alert(4)">x</a> <a href="data:text/html,5">y</a> <a href="/faq">ok</a></p>';
    const res = await call({
      method: "PUT",
      url: `/api/admin/entries/${id}/versions/de`,
      body: { title: "T", summary: "S", body },
      cookie: as("editor"),
    });
    expect(res.statusCode).toBe(200);
    const [stored] = await ctx.db
      .select()
      .from(contentVersions)
      .where(sql`${contentVersions.entryId} = ${id} and ${contentVersions.locale} = 'de'`);
    expect(stored.body).toBe('<p>Hi   <a href="/faq">ok</a></p>');
  });

  it("publishes, schedules and unpublishes, with every step in the history", async () => {
    const id = await created("desk-lifecycle");
    expect((await page("/news/desk-lifecycle")).statusCode).toBe(404);
    expect((await page("/news")).body).not.toContain("desk-lifecycle");
    expect(
      (
        await call({
          method: "POST",
          url: `/api/admin/entries/${id}/publish`,
          body: {},
          cookie: as("editor"),
        })
      ).statusCode,
    ).toBe(200);
    const live = await page("/news/desk-lifecycle");
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain("Body text.");
    expect((await page("/news/desk-lifecycle")).headers["x-page-cache"]).toBe("hit");
    expect((await page("/news")).body).toContain("/news/desk-lifecycle");
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (
        await call({
          method: "POST",
          url: `/api/admin/entries/${id}/publish`,
          body: { at: future },
          cookie: as("editor"),
        })
      ).statusCode,
    ).toBe(200);
    expect((await page("/news/desk-lifecycle")).statusCode).toBe(404);
    const bad = await call({
      method: "POST",
      url: `/api/admin/entries/${id}/publish`,
      body: { at: "tomorrow" },
      cookie: as("editor"),
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await call({ method: "POST", url: `/api/admin/entries/${id}/unpublish`, cookie: as("editor") }))
        .statusCode,
    ).toBe(200);
    const entry = (await call({ url: `/api/admin/entries/${id}`, cookie: as("editor") })).json().data;
    expect(entry.status).toBe("draft");
    expect(entry.history.map((h: { action: string }) => h.action)).toEqual([
      "unpublish",
      "schedule",
      "publish",
      "create",
    ]);
    expect(entry.history[0].user).toBeTruthy();
  });

  it("gives a translation its own page and hreflang, and falls back to English elsewhere", async () => {
    const id = await created("desk-translated");
    await call({ method: "POST", url: `/api/admin/entries/${id}/publish`, body: {}, cookie: as("editor") });
    await call({
      method: "PUT",
      url: `/api/admin/entries/${id}/versions/de`,
      body: { title: "Auf Deutsch", summary: "Kurz.", body: "<p>Text.</p>" },
      cookie: as("editor"),
    });
    const de = await page("/de/news/desk-translated");
    expect(de.body).toContain("Auf Deutsch");
    expect(inspect(de.body).hreflang.sort()).toEqual(["de", "en", "x-default"]);
    const fr = await page("/fr/news/desk-translated");
    expect(fr.body).toContain("Desk test");
    expect(fr.body).toContain('role="note"');
    const english = await call({
      method: "DELETE",
      url: `/api/admin/entries/${id}/versions/en`,
      cookie: as("editor"),
    });
    expect(english.statusCode).toBe(422);
    expect(errorOf(english).error.fields).toEqual({ locale: "english_required" });
    const bad = await call({
      method: "PUT",
      url: `/api/admin/entries/${id}/versions/xx`,
      body: { title: "T", summary: "S", body: "<p>x</p>" },
      cookie: as("editor"),
    });
    expect(bad.statusCode).toBe(422);
    const german = await call({
      method: "DELETE",
      url: `/api/admin/entries/${id}/versions/de`,
      cookie: as("editor"),
    });
    expect(german.statusCode).toBe(200);
    expect((await page("/de/news/desk-translated")).body).not.toContain("Auf Deutsch");
  });

  it("re-encodes an uploaded cover and refuses what is not an image", async () => {
    const id = await created("desk-cover");
    const before = await count(media);
    const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const upload = (payload: Buffer, type: string) =>
      app.inject({
        method: "PUT",
        url: `/api/admin/entries/${id}/cover`,
        payload,
        headers: { "content-type": type, cookie: as("editor"), origin: "http://localhost:3000" },
      });
    const bad = await upload(Buffer.from("<svg onload=alert(1)></svg>"), "image/png");
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).error.fields).toEqual({ cover: "image_type" });
    const text = await upload(Buffer.from("hello"), "text/plain");
    expect(text.statusCode).toBe(422);
    expect(errorOf(text).error.fields).toEqual({ cover: "image_type" });
    expect(await count(media)).toBe(before);
    const nowhere = await app.inject({
      method: "PUT",
      url: "/api/admin/entries/2147483647/cover",
      payload: png,
      headers: { "content-type": "image/png", cookie: as("editor"), origin: "http://localhost:3000" },
    });
    expect(nowhere.statusCode).toBe(404);
    expect(await count(media)).toBe(before);
    const ok = await upload(png, "image/png");
    expect(ok.statusCode).toBe(200);
    const image = await app.inject({ method: "GET", url: ok.json().data.cover });
    expect(image.headers["content-type"]).toBe("image/webp");
    expect(image.headers["cache-control"]).toContain("immutable");
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
    const removed = await call({
      method: "DELETE",
      url: `/api/admin/entries/${id}/cover`,
      cookie: as("editor"),
    });
    expect(removed.statusCode).toBe(200);
    const entry = (await call({ url: `/api/admin/entries/${id}`, cookie: as("editor") })).json().data as {
      cover: string | null;
    };
    expect(entry.cover).toBeNull();
  });
});

describe("admins", () => {
  it("delete entries, keeping their history", async () => {
    const id = await created("admin-deletes");
    const res = await call({ method: "DELETE", url: `/api/admin/entries/${id}`, cookie: as("admin") });
    expect(res.statusCode).toBe(200);
    expect((await ctx.db.select().from(contentEntries).where(eq(contentEntries.id, id))).length).toBe(0);
    const log = (await call({ url: "/api/admin/audit", cookie: as("admin") })).json().data as {
      action: string;
      slug: string;
    }[];
    expect(log[0]).toMatchObject({ action: "delete", slug: "admin-deletes" });
  });

  it("grant roles but cannot demote themselves", async () => {
    const [reader] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, people.reader.email));
    const [admin] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, people.admin.email));
    const own = await call({
      method: "PUT",
      url: `/api/admin/users/${admin.id}/role`,
      body: { role: "user" },
      cookie: as("admin"),
    });
    expect(own.statusCode).toBe(422);
    expect(errorOf(own).error.fields).toEqual({ role: "own_role" });
    const wrong = await call({
      method: "PUT",
      url: `/api/admin/users/${reader.id}/role`,
      body: { role: "owner" },
      cookie: as("admin"),
    });
    expect(wrong.statusCode).toBe(422);
    expect(
      (
        await call({
          method: "PUT",
          url: `/api/admin/users/${reader.id}/role`,
          body: { role: "editor" },
          cookie: as("admin"),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call({ url: "/api/admin/entries", cookie: as("reader") })).statusCode).toBe(200);
    const found = await call({
      url: `/api/admin/users?q=${encodeURIComponent(people.reader.email)}`,
      cookie: as("admin"),
    });
    expect(found.json().data).toEqual([expect.objectContaining({ id: reader.id, role: "editor" })]);
    await call({
      method: "PUT",
      url: `/api/admin/users/${reader.id}/role`,
      body: { role: "user" },
      cookie: as("admin"),
    });
    expect((await page("/admin/users", as("admin"))).statusCode).toBe(200);
  });
});

describe("ids beyond a PostgreSQL integer", () => {
  it.each([
    ["GET", "/api/admin/entries/2147483648"],
    ["PUT", "/api/admin/entries/2147483648/versions/de"],
    ["POST", "/api/admin/entries/2147483648/publish"],
    ["DELETE", "/api/admin/entries/2147483648"],
    ["PUT", "/api/admin/users/2147483648/role"],
  ] as const)("%s %s is a 422 on the id, and nothing changes", async (method, url) => {
    const audit = await count(contentAudit);
    const res = await call({ method, url, body: { role: "editor", title: "x" }, cookie: as("admin") });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.fields).toHaveProperty("id");
    expect(await count(contentAudit)).toBe(audit);
  });
});
