import { randomInt, randomUUID } from "node:crypto";
import type { LightMyRequestResponse } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { createSession } from "../../domain/accounts/sessions.ts";
import { type RedisServer, startRedisServer } from "../../tests/support/redis-server.ts";
import { createTestApp } from "../../tests/support/test-app.ts";

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

/** Small quotas, so that a test reaches them in a few reads. */
const LIMITS = { API_READ_LIMIT: "4", API_READ_LIMIT_TOKEN: "7" };
const DAPP = "https://dapp.example";

let limited: Ctx;
let unlimited: Ctx;
beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    createTestApp({ ssr: false, env: LIMITS }),
    createTestApp({ ssr: false, env: { API_READ_LIMIT: "0", API_READ_LIMIT_TOKEN: "0" } }),
  ]);
});
afterAll(async () => {
  await Promise.all([limited?.close(), unlimited?.close()]);
});

/** A client address of its own for each test (the test app trusts X-Forwarded-For from the loopback). */
const newAddress = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;

const read = (
  ctx: Ctx,
  url: string,
  from: string,
  headers: Record<string, string> = {},
  method: "GET" | "HEAD" | "OPTIONS" = "GET",
) => ctx.app.inject({ method, url, headers: { origin: DAPP, "x-forwarded-for": from, ...headers } });

type Item = { name: string; q?: number; w?: number; r?: number; t?: number };

/** A field of one structured-field item with integer parameters, `"name";key=1;…`, parsed; else undefined. */
function item(value: unknown): Item | undefined {
  const match = /^"(\w+)"((?:;\w+=\d+)+)$/.exec(String(value));
  if (!match) return undefined;
  const parsed: Item = { name: match[1] };
  for (const param of match[2].slice(1).split(";")) {
    const [key, number] = param.split("=");
    Object.assign(parsed, { [key]: Number(number) });
  }
  return parsed;
}

/** The answer's RateLimit field, parsed. */
const limitOf = (res: LightMyRequestResponse) => item(res.headers.ratelimit);

/** A valid API token of a new account (the cabinet's kind of token), and the account's id. */
async function apiToken(ctx: Ctx, userId?: number) {
  const id =
    userId ??
    (
      await ctx.db
        .insert(users)
        .values({ email: `${randomUUID()}@example.test`, emailVerifiedAt: new Date() })
        .returning()
    )[0].id;
  const { token } = await createSession(ctx.db, id, "api", "full", { ip: "127.0.0.1" }, new Date(), "script");
  return { token, userId: id };
}

describe("a client's reads", () => {
  it("carry the quota and what is left of it, one less on each read, on every kind of public read", async () => {
    const from = newAddress();
    const first = await read(limited, "/api/tokens?limit=1", from);
    expect(first.statusCode).toBe(200);
    expect(first.headers["ratelimit-policy"]).toBe('"default";q=4;w=60');
    expect(limitOf(first)).toMatchObject({ name: "default", r: 3 });
    expect(limitOf(first)?.t).toBeGreaterThan(0);
    expect(limitOf(first)?.t).toBeLessThanOrEqual(60);
    const logo = (first.json() as { data: { logo: string }[] }).data[0].logo;
    const second = await read(limited, logo, from);
    expect(second.statusCode).toBe(200);
    expect(limitOf(second)).toMatchObject({ name: "default", r: 2 });
    const head = await read(limited, "/api/blockchains", from, {}, "HEAD");
    expect(limitOf(head)).toMatchObject({ name: "default", r: 1 });
    // Another site's script may read them.
    const exposed = String(second.headers["access-control-expose-headers"]).toLowerCase().split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(["ratelimit", "ratelimit-policy", "retry-after"]));
  });

  it("past the quota are refused with 429, Retry-After and the API's error, logos alike, until the window ends", async () => {
    const from = newAddress();
    for (let i = 0; i < 4; i++) expect((await read(limited, "/api/tags", from)).statusCode).toBe(200);
    const refused = await read(limited, "/api/tags", from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: { code: "rate_limited", message: "Too many requests, try again later" },
    });
    const retryAfter = Number(refused.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limitOf(refused)).toEqual({ name: "default", r: 0, t: retryAfter });
    expect(refused.headers["ratelimit-policy"]).toBe('"default";q=4;w=60');
    expect(refused.headers["access-control-allow-origin"]).toBe("*");

    const logo = await read(limited, "/logos/no-such-logo.svg", from);
    expect(logo.statusCode).toBe(429);
    expect(Number(logo.headers["retry-after"])).toBeGreaterThan(0);
    expect(limitOf(logo)).toMatchObject({ name: "default", r: 0 });

    // Another address is counted on its own.
    const other = await read(limited, "/api/tags", newAddress());
    expect(other.statusCode).toBe(200);
    expect(limitOf(other)).toMatchObject({ r: 3 });
  });

  it("with a valid API token are counted per account under the token quota, apart from the address", async () => {
    const from = newAddress();
    const { token, userId } = await apiToken(limited);
    const { token: sameAccount } = await apiToken(limited, userId);
    const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
    const first = await read(limited, "/api/tags", from, bearer(token));
    expect(first.statusCode).toBe(200);
    expect(first.headers["ratelimit-policy"]).toBe('"token";q=7;w=60');
    expect(limitOf(first)).toMatchObject({ name: "token", r: 6 });
    // The account's other token shares the quota: more tokens buy no more reads.
    expect(limitOf(await read(limited, "/api/tags", from, bearer(sameAccount)))).toMatchObject({ r: 5 });
    for (let i = 0; i < 5; i++) {
      expect((await read(limited, "/api/tags", newAddress(), bearer(token))).statusCode).toBe(200);
    }
    const refused = await read(limited, "/api/tags", from, bearer(token));
    expect(refused.statusCode).toBe(429);
    expect(limitOf(refused)).toMatchObject({ name: "token", r: 0 });
    // The address itself used none of its own quota.
    expect(limitOf(await read(limited, "/api/tags", from))).toMatchObject({ name: "default", r: 3 });
  });

  it("with a made-up bearer, or a browser session's token, are counted against the address", async () => {
    const from = newAddress();
    const [user] = await limited.db
      .insert(users)
      .values({ email: `${randomUUID()}@example.test`, emailVerifiedAt: new Date() })
      .returning();
    const browser = await createSession(limited.db, user.id, "browser", "full", {}, new Date());
    const bearers = [randomUUID(), "x".repeat(43), browser.token];
    for (const [i, bearer] of bearers.entries()) {
      const res = await read(limited, "/api/tags", from, { authorization: `Bearer ${bearer}` });
      expect(res.headers["ratelimit-policy"]).toBe('"default";q=4;w=60');
      expect(limitOf(res)).toMatchObject({ name: "default", r: 3 - i });
    }
    expect(limitOf(await read(limited, "/api/tags", from))).toMatchObject({ r: 0 });
    const refused = await read(limited, "/api/tags", from, { authorization: `Bearer ${randomUUID()}` });
    expect(refused.statusCode).toBe(429);
  });

  it("leave preflights uncounted and unmarked", async () => {
    const from = newAddress();
    for (let i = 0; i < 6; i++) {
      const preflight = await read(
        limited,
        "/api/tags",
        from,
        { "access-control-request-method": "GET", "access-control-request-headers": "authorization" },
        "OPTIONS",
      );
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers.ratelimit).toBeUndefined();
      expect(preflight.headers["ratelimit-policy"]).toBeUndefined();
    }
    expect(limitOf(await read(limited, "/api/tags", from))).toMatchObject({ r: 3 });
  });

  it("outside the public reads (the session's own calls, writes) are neither counted nor marked", async () => {
    const from = newAddress();
    const { token } = await apiToken(limited);
    for (let i = 0; i < 6; i++) {
      const user = await read(limited, "/api/user", from, { authorization: `Bearer ${token}` });
      expect(user.statusCode).toBe(200);
      expect(user.headers.ratelimit).toBeUndefined();
      expect(user.headers["ratelimit-policy"]).toBeUndefined();
      expect((await read(limited, "/api/user/sessions", from)).headers.ratelimit).toBeUndefined();
    }
    expect(limitOf(await read(limited, "/api/tags", from))).toMatchObject({ name: "default", r: 3 });
    expect(
      limitOf(await read(limited, "/api/tags", from, { authorization: `Bearer ${token}` })),
    ).toMatchObject({
      name: "token",
      r: 6,
    });
  });

  it("are not limited when both quotas are 0", async () => {
    const from = newAddress();
    const { token } = await apiToken(unlimited);
    for (let i = 0; i < 10; i++) {
      const variants: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
      for (const headers of variants) {
        const res = await read(unlimited, "/api/tags", from, headers);
        expect(res.statusCode).toBe(200);
        expect(res.headers.ratelimit).toBeUndefined();
        expect(res.headers["ratelimit-policy"]).toBeUndefined();
      }
    }
  });
});

type Operation = { responses: Record<string, { description: string; headers?: object; content?: object }> };

describe("the OpenAPI document", () => {
  const operations = async (ctx: Ctx) => {
    const doc = (await ctx.app.inject("/api/docs/openapi.json")).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    return doc.paths;
  };
  /** The documented public reads: every GET outside the account, owner, desk and contact calls. */
  const isPublicRead = (path: string) =>
    !/^\/api\/(user|auth|admin|contact|listing|dev|project)\b/.test(path);

  it("documents the limit on every public read: its fields on success and the 429 refusal", async () => {
    const paths = await operations(limited);
    const reads = Object.entries(paths).filter(([path, ops]) => isPublicRead(path) && ops.get);
    expect(reads.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "/api/tokens",
        "/api/blockchains",
        "/api/tags",
        "/api/localizer",
        "/api/search",
      ]),
    );
    for (const [path, ops] of reads) {
      const { responses } = ops.get;
      expect(responses["429"]?.description, path).toMatch(/Too many requests/);
      expect(Object.keys(responses["429"].headers ?? {}).sort(), path).toEqual([
        "RateLimit",
        "RateLimit-Policy",
        "retry-after",
      ]);
      expect(JSON.stringify(responses["429"].content), path).toContain('"code"');
      expect(Object.keys(responses["200"].headers ?? {}).sort(), path).toEqual([
        "RateLimit",
        "RateLimit-Policy",
      ]);
      expect(responses["200"].description, path).not.toBe("Default Response");
    }
    for (const [path, ops] of Object.entries(paths).filter(([p]) => !isPublicRead(p))) {
      for (const [method, op] of Object.entries(ops)) {
        expect(op.responses["200"]?.headers, `${method} ${path}`).toBeUndefined();
      }
    }
  });

  it("says nothing of a limit that is off", async () => {
    const paths = await operations(unlimited);
    expect(paths["/api/tokens"].get.responses["429"]).toBeUndefined();
    expect(paths["/api/tokens"].get.responses["200"].headers).toBeUndefined();
  });
});

describe("with Redis", () => {
  let redis: RedisServer;
  let one: Ctx;
  let two: Ctx;
  beforeAll(async () => {
    redis = await startRedisServer();
    const env = { ...LIMITS, REDIS_URL: redis.url };
    [one, two] = await Promise.all([createTestApp({ ssr: false, env }), createTestApp({ ssr: false, env })]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await redis?.stop();
  });

  it("shares the counters between web processes, and counts in memory while Redis is away", async () => {
    const probe = new Redis(redis.url);
    // Until its connection is ready a process counts in memory: each reads until its count reaches Redis.
    for (const app of [one, two]) {
      const address = newAddress();
      for (let reads = 0; !(await probe.exists(`limit:read:default:${address}`)); reads++) {
        expect(reads, "reads before the count reaches Redis").toBeLessThan(100);
        await read(app, "/api/tags", address);
      }
    }
    probe.disconnect();
    const from = newAddress();
    expect(limitOf(await read(one, "/api/tags", from))).toMatchObject({ r: 3 });
    expect(limitOf(await read(two, "/api/tags", from))).toMatchObject({ r: 2 });

    await redis.stop();
    const res = await read(one, "/api/tags", from);
    expect(res.statusCode).toBe(200);
    expect(res.headers["ratelimit-policy"]).toBe('"default";q=4;w=60');
    expect(limitOf(res)).toMatchObject({ name: "default" });
    for (let i = 0; i < 4; i++) await read(one, "/api/tags", from);
    expect((await read(one, "/api/tags", from)).statusCode).toBe(429);
  });
});
