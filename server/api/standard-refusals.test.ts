import { eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { COVER_LIMITS } from "../../domain/content/media.ts";
import { setupAccountApp } from "../../tests/support/account-client.ts";
import { UNTESTED_ANSWERS } from "../../tests/support/api-coverage.ts";
import { takeDatabaseAway } from "../../tests/support/database-away.ts";
import { createTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";

/**
 * The refusals the OpenAPI document promises on every operation of a kind (server/plugins/openapi-conventions.ts,
 * docs/architecture.md, Public API), given by each operation for real: 400 for an address the server cannot
 * read, 401 without a session where one is needed, 403 for a state change from another site, 413 and 415 for
 * a body too large or of the wrong type, 422 for a parameter out of its schema, 429 past the read quota and
 * 503 while the database is away. Each operation is taken from the document itself, so a new one is covered
 * the day it is added; its own refusals (404, 409, …) are its route tests' business.
 */

type Parameter = { in: "path" | "query"; name: string; required?: boolean; schema?: Schema };
type Schema = {
  type?: string;
  enum?: unknown[];
  nullable?: boolean;
  pattern?: string;
  minimum?: number;
  maxLength?: number;
  minLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
};
type Operation = {
  method: string;
  path: string;
  operationId: string;
  parameters: Parameter[];
  bodyTypes: string[];
  body?: Schema;
  /** Needs a session or token; `open` needs nothing at all (a counted public read). */
  signedIn: boolean;
  open: boolean;
  statuses: Set<number>;
};

type Document = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string;
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: Schema }> };
        security?: Record<string, string[]>[];
        responses: Record<string, unknown>;
      }
    >
  >;
};

function operationsOf(document: Document): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId,
      parameters: op.parameters ?? [],
      bodyTypes: Object.keys(op.requestBody?.content ?? {}),
      body: op.requestBody?.content["application/json"]?.schema,
      // Public when any alternative of its security needs nothing.
      signedIn:
        (op.security ?? []).length > 0 && !(op.security ?? []).some((s) => Object.keys(s).length === 0),
      open: (op.security ?? []).length === 0,
      statuses: new Set(Object.keys(op.responses).map(Number)),
    })),
  );
}

/** Values of parameters whose schemas say less than their handlers check. */
const SAMPLES: Record<string, string> = {
  slug: "ether-1",
  slugs: "ether-1",
  token: "ether-1",
  path: "/news",
  nonce: "n0nceNobodyHas",
  nickname: "nobody_has_this",
  code: "A".repeat(32),
};

/** Answers given in the operation's own tests, after a setup a generic call cannot make. */
const OWN_TESTS: Record<string, string> = {
  "verifySignInCode 429":
    "server/api/accounts/account-api.test.ts: needs a sign-in waiting for its second step",
  "reauthenticateCode 429": "server/api/accounts/account-api.test.ts: needs the password re-entered first",
  "setEntryCover 404":
    "server/api/content/desk-routes.test.ts: needs a real image, which is read before the entry",
  "createCommunityPost 429":
    "server/api/communities/member-routes.test.ts: needs a member of a published community",
  "createCommunityAnswer 429": "server/api/communities/member-routes.test.ts: needs a post to answer",
  "reportCommunityPost 429":
    "server/api/communities/moderation-routes.test.ts: needs another member's post in a community the caller joined",
  "register 503":
    "server/api/captcha/captcha.test.ts: only Turnstile's verification, where configured, is awaited before the answer",
};

/** Path parameters that name nothing: the largest id, a slug and a pair address no one has. */
const NOBODY: Record<string, string> = {
  id: "2147483647",
  ownerId: "2147483647",
  slug: "no-such-token-999999",
  token: "no-such-token-999999",
  address: `0x${"0".repeat(40)}`,
  locale: "de",
  nickname: "nobody_has_this",
};

/** A value a parameter's schema accepts (an id of 1, a lower-case address, an enum's first value). */
function validValue(schema: Schema = {}, name = ""): string {
  if (SAMPLES[name]) return SAMPLES[name];
  if (schema.enum) return String(schema.enum[0]);
  if (schema.type === "integer" || schema.type === "number") return String(Math.max(1, schema.minimum ?? 1));
  if (schema.pattern?.includes("0x")) return `0x${"0".repeat(40)}`;
  if (schema.pattern?.includes("[A-Z]")) return "EN";
  return "x";
}

/** A value the schema refuses, or undefined when any text would do (a community's token slug is checked by a rule). */
function invalidValue(schema: Schema = {}, name = ""): string | undefined {
  if (name === "token") return "not a slug";
  if (schema.enum) return "no-such-value";
  if (schema.type === "integer" || schema.type === "number") return "not-a-number";
  if (schema.pattern) return "!";
  if (schema.maxLength !== undefined) return "x".repeat(schema.maxLength + 1);
  return undefined;
}

/** A body its schema accepts: each required field with a value of its type. */
function validBody(schema: Schema = {}): object {
  const fields = (schema.required ?? []).map((name) => {
    const field = schema.properties?.[name] ?? {};
    if (field.type === "object" || field.properties) return [name, validBody(field)];
    if (field.enum) return [name, field.enum[0]];
    return [name, field.type === "array" ? [] : field.type === "integer" ? 1 : "x"];
  });
  return Object.fromEntries(fields);
}

/** Bodies that pass what the handlers check before the refusal under test (addresses, password rules). */
const BODIES: Record<string, object> = {
  setRole: { role: "editor" },
  changePassword: {
    password_old: "not the password",
    password: "correct horse battery staple",
    password_confirmation: "correct horse battery staple",
  },
  requestEmailChange: { email: "another@example.test" },
  enableTwoFactor: { token: "123456", email_code: "123456" },
  register: { email: "standard@example.test", password: "correct horse battery", captcha: "x" },
  confirmRegistration: { email: "standard@example.test", code: "123456", password: "correct horse battery" },
  signIn: { email: "standard@example.test", password: "correct horse battery" },
  requestPasswordReset: { email: "standard@example.test" },
  resetPassword: { email: "standard@example.test", code: "123456", password: "correct horse battery" },
  sendMessage: {
    name: "Ada",
    email: "standard@example.test",
    topic: "general",
    message: "A message to the team.",
  },
  startClaim: { chainId: 1, contract: `0x${"1".repeat(40)}`, address: `0x${"2".repeat(40)}` },
  confirmClaim: { message: "A message", signature: "0x00" },
  submitToken: { chainId: 1, contract: `0x${"1".repeat(40)}` },
  createCommunity: { token: "no-such-token-1" },
  startWebsiteClaim: { chainId: 1, contract: `0x${"1".repeat(40)}` },
  inviteTeamMember: { email: "standard@example.test" },
  acceptTeamInvitation: { code: "A".repeat(32) },
  requestListing: {
    name: "Ada",
    email: "standard@example.test",
    projectName: "Example",
    chainId: 1,
    address: `0x${"1".repeat(40)}`,
    website: "https://example.test",
  },
};

/** Each operation called as a well-formed request would call it; `change` bends one part of it. */
function requestFor(
  op: Operation,
  change: { query?: string; body?: string | object; type?: string; origin?: string; cookie?: string } = {},
): InjectOptions {
  const path = op.parameters
    .filter((p) => p.in === "path")
    .reduce((url, p) => url.replace(`{${p.name}}`, validValue(p.schema, p.name)), op.path);
  const required = op.parameters.filter((p) => p.in === "query" && (p.required || SAMPLES[p.name]));
  const query = [
    ...required.map((p) => `${p.name}=${encodeURIComponent(validValue(p.schema, p.name))}`),
    ...(change.query ? [change.query] : []),
  ].join("&");
  const json = op.bodyTypes.includes("application/json");
  const body = change.body ?? (json ? (BODIES[op.operationId] ?? validBody(op.body)) : undefined);
  return {
    method: op.method as InjectOptions["method"],
    url: query ? `${path}?${query}` : path,
    headers: {
      ...(op.method === "GET" ? {} : { origin: change.origin ?? TEST_ORIGIN }),
      ...(change.cookie ? { cookie: change.cookie } : {}),
      ...(body !== undefined ? { "content-type": change.type ?? "application/json" } : {}),
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
    ...(body !== undefined ? { payload: typeof body === "string" ? body : JSON.stringify(body) } : {}),
  };
}

/** Sends `make(op)` for every operation that documents `status`; returns those that answered otherwise. */
async function misses(
  ops: Operation[],
  status: number,
  send: (options: InjectOptions) => Promise<LightMyRequestResponse>,
  make: (op: Operation) => InjectOptions | undefined,
  code?: string,
): Promise<string> {
  const found: string[] = [];
  for (const op of ops.filter((o) => o.statuses.has(status))) {
    const options = make(op);
    if (!options) continue;
    const res = await send(options);
    const given = res.headers["content-type"]?.toString().startsWith("application/json")
      ? (res.json() as { error?: { code?: string } }).error?.code
      : undefined;
    const retry = status === 429 || status === 503 ? res.headers["retry-after"] !== undefined : true;
    if (res.statusCode !== status || (code && given !== code) || !retry) {
      found.push(`${op.operationId}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  return found.join("\n");
}

/** An API app with one admin, whose session cookie `admin()` gives. */
function setupWithAdmin() {
  const ctx = setupAccountApp();
  let cookie = "";
  beforeAll(async () => {
    const person = await ctx.signedUp();
    await ctx.db().update(users).set({ role: "admin" }).where(eq(users.email, person.email));
    cookie = person.cookie;
  });
  return { ctx, admin: () => cookie };
}

describe("every operation gives the refusals its document promises", () => {
  const { ctx, admin } = setupWithAdmin();
  let ops: Operation[];

  beforeAll(() => {
    ops = operationsOf(ctx.app().swagger() as unknown as Document);
  });

  const send = (options: InjectOptions) => ctx.app().inject(options);

  it("reads the operations from the document", () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.every((op) => op.statuses.has(400))).toBe(true);
  });

  it("400: an address with a NUL character", async () => {
    expect(
      await misses(
        ops,
        400,
        send,
        (op) => requestFor(op, { query: "probe=%00", cookie: admin() }),
        "bad_request",
      ),
    ).toBe("");
  });

  it("401: a call that needs a session, without one", async () => {
    // The code says why (no session, or a sign-in whose second step has expired); the status is the promise.
    expect(await misses(ops, 401, send, (op) => (op.signedIn ? requestFor(op) : undefined))).toBe("");
  });

  it("403: a state change sent from another site", async () => {
    const foreign = (op: Operation) =>
      op.method === "GET"
        ? undefined
        : requestFor(op, { origin: "https://elsewhere.example", cookie: admin() });
    expect(await misses(ops, 403, send, foreign, "foreign_origin")).toBe("");
  });

  it("413: a body larger than the operation takes", async () => {
    const size = COVER_LIMITS.maxBytes + 2 ** 20 + 1;
    const huge = (op: Operation) =>
      requestFor(op, {
        cookie: admin(),
        type: op.bodyTypes[0] ?? "image/png",
        body: `"${"x".repeat(size)}"`,
      });
    expect(await misses(ops, 413, send, huge, "payload_too_large")).toBe("");
  });

  it("415: a body of a type the operation does not read", async () => {
    const xml = (op: Operation) => requestFor(op, { cookie: admin(), type: "application/xml", body: "<x/>" });
    expect(await misses(ops, 415, send, xml, "unsupported_media_type")).toBe("");
  });

  it("422: a parameter or body outside its schema", async () => {
    const invalid = (op: Operation): InjectOptions | undefined => {
      const params = op.parameters.filter((p) => invalidValue(p.schema, p.name) !== undefined);
      const path = params.find((p) => p.in === "path");
      if (path) {
        const options = requestFor(op, { cookie: admin() });
        const url = String(options.url).replace(
          validValue(path.schema, path.name),
          encodeURIComponent(invalidValue(path.schema, path.name) ?? ""),
        );
        return { ...options, url };
      }
      const query = params.find((p) => p.in === "query");
      if (query) {
        return requestFor(op, {
          cookie: admin(),
          query: `${query.name}=${encodeURIComponent(invalidValue(query.schema, query.name) ?? "")}`,
        });
      }
      if (op.bodyTypes.includes("application/json")) return requestFor(op, { cookie: admin(), body: "[1]" });
      return undefined;
    };
    expect(await misses(ops, 422, send, invalid, "invalid")).toBe("");
  });
});

describe("every operation on something named by its address gives 404 when nothing has that name", () => {
  const { ctx, admin } = setupWithAdmin();

  it("answers 404 for the largest id, an unknown slug or an address without a pair", async () => {
    const ops = operationsOf(ctx.app().swagger() as unknown as Document).filter(
      (op) =>
        op.parameters.some((p) => p.in === "path") && !Object.hasOwn(OWN_TESTS, `${op.operationId} 404`),
    );
    const missing = (op: Operation) => {
      const options = requestFor(op, { cookie: admin() });
      const url = op.parameters
        .filter((p) => p.in === "path")
        .reduce(
          (path, p) => path.replace(`{${p.name}}`, NOBODY[p.name] ?? validValue(p.schema, p.name)),
          op.path,
        );
      return {
        ...options,
        url: `${url}${String(options.url).slice(String(options.url).indexOf("?") >>> 0)}`,
      };
    };
    expect(await misses(ops, 404, (options) => ctx.app().inject(options), missing, "not_found")).toBe("");
  });
});

describe("every operation with attempt limits gives 429 once they are used up", () => {
  const ctx = setupAccountApp();
  let member: string;
  beforeAll(async () => {
    member = (await ctx.signedUp()).cookie;
  });

  it("answers 429 with Retry-After to one address repeating a call, before 40 tries", async () => {
    const ops = operationsOf(ctx.app().swagger() as unknown as Document).filter(
      (op) =>
        !(op.open && op.method === "GET") &&
        op.statuses.has(429) &&
        !Object.hasOwn(OWN_TESTS, `${op.operationId} 429`) &&
        !Object.hasOwn(UNTESTED_ANSWERS, `${op.operationId} 429`),
    );
    expect(ops.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const op of ops) {
      const options = requestFor(op, { cookie: member });
      let res: LightMyRequestResponse | undefined;
      for (let attempt = 0; attempt < 40 && res?.statusCode !== 429; attempt++)
        res = await ctx.app().inject(options);
      if (res?.statusCode !== 429 || !res.headers["retry-after"])
        found.push(`${op.operationId}: ${res?.statusCode} ${res?.body.slice(0, 100)}`);
    }
    expect(found.join("\n")).toBe("");
  });
});

describe("every counted read gives 429 past its quota", () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({ ssr: false, env: { API_READ_LIMIT: "1" } });
  });
  afterAll(() => ctx.close());

  it("answers the second read of a minute from one address with 429 and Retry-After", async () => {
    const ops = operationsOf(ctx.app.swagger() as unknown as Document).filter(
      (op) => op.method === "GET" && op.open && op.statuses.has(429),
    );
    expect(ops.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const op of ops) {
      const options = requestFor(op);
      await ctx.app.inject(options);
      const res = await ctx.app.inject(options);
      if (res.statusCode !== 429 || !res.headers["retry-after"])
        found.push(`${op.operationId}: ${res.statusCode}`);
    }
    expect(found.join("\n")).toBe("");
  });
});

describe("every operation gives 503 while the database is away", () => {
  const { ctx, admin } = setupWithAdmin();

  it("answers 503 with Retry-After from each operation, and serves again once it is back", async () => {
    const ops = operationsOf(ctx.app().swagger() as unknown as Document).filter(
      (op) =>
        !Object.hasOwn(UNTESTED_ANSWERS, `${op.operationId} 503`) &&
        !Object.hasOwn(OWN_TESTS, `${op.operationId} 503`),
    );
    const restore = takeDatabaseAway(ctx.db());
    let found: string;
    const unaffected: string[] = [];
    try {
      found = await misses(
        ops,
        503,
        (options) => ctx.app().inject(options),
        (op) => requestFor(op, { cookie: admin() }),
        "unavailable",
      );
      // Those documented without 503 (config `alwaysAvailable`) answer as if nothing happened.
      for (const op of ops.filter((o) => !o.statuses.has(503))) {
        const res = await ctx.app().inject(requestFor(op, { cookie: admin() }));
        if (res.statusCode >= 500) unaffected.push(`${op.operationId}: ${res.statusCode}`);
      }
    } finally {
      restore();
    }
    expect(found).toBe("");
    expect(unaffected).toEqual([]);
    const back = await ctx.app().inject({ method: "GET", url: "/api/user", headers: { cookie: admin() } });
    expect(back.statusCode).toBe(200);
  });
});
