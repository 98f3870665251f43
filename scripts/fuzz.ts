/**
 * `npm run fuzz`: property-based fuzzing of the whole server (docs/decisions/016-hostile-input.md). The app runs
 * in-process on an in-memory database with the built pages; requests are generated for every operation of the
 * OpenAPI document it serves (each parameter and body field: boundary numbers, wrong types, unicode, NUL,
 * huge values), for every page route of app/routes.ts (hostile path segments and query strings), with hostile
 * headers, plus malformed frames on /realtime. Every answer must be below 500 and show no stack trace or
 * internal name; the server must still answer normally afterwards.
 *
 * FUZZ_CASES (default 2000) and FUZZ_SEED (fixed by default, so CI is reproducible). On failure it prints the
 * shrunk failing request and exits 1; at the end it prints its figures as JSON.
 */
import { validateHeaderValue } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import type { FastifyInstance, InjectOptions } from "fastify";
import WebSocket from "ws";
import routes from "../app/routes.ts";
import { users } from "../db/schema/index.ts";
import { createSession } from "../domain/accounts/sessions.ts";
import { localeCodes } from "../lib/locales.ts";
import { buildIfStale } from "../tests/support/global-setup.ts";
import { BROWSER_UA, createTestApp, TEST_ORIGIN } from "../tests/support/test-app.ts";

const CASES = Number(process.env.FUZZ_CASES ?? 2000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);
const ADMIN = "fuzz-admin@example.test";

/** What must never reach a client: stack frames, file paths, error class names, database messages. */
const LEAK =
  /\bat (?:async )?(?:file:\/\/|\/|node:)|node_modules|\b(?:Type|Range|Reference|Syntax|URI)?Error: |\/(?:work|home|root|tmp)\/|Failed query|PGlite|syntax error at or near|invalid input syntax|violates [a-z ]*constraint|relation "|null character not permitted|invalid byte sequence/;

// ---------------------------------------------------------------------------------------------------------
// Values

const special = [
  "",
  " ",
  "0",
  "-0",
  "-1",
  "1.5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "null",
  "true",
  "[]",
  "{}",
  "2147483647",
  "2147483648",
  "-2147483649",
  "9007199254740993",
  "99999999999999999999999999999999",
  "0x10",
  "1_000",
  "../../../etc/passwd",
  "..%2f..%2f",
  "%",
  "%%",
  "%00",
  "%ff",
  "%c0%af",
  "%ed%a0%80",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "😀",
  "\u202eevil",
  "\uFEFF",
  "'; drop table tokens;--",
  '" or 1=1 --',
  "<script>alert(1)</script>",
  "\r\nSet-Cookie: x=1",
  "\t\n",
  "__proto__",
  "constructor",
  "A".repeat(5000),
  "é".repeat(300),
];

/** Lone surrogates too: what a buggy client or a hand-written JSON body can hold. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...special) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: codeUnit, maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt().map(String) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 30 }) },
);

const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(2 ** 31, 2 ** 53 + 1, -1, 0, 1e308, Number.MAX_SAFE_INTEGER),
  fc.array(hostileText, { maxLength: 4 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 3 }),
);

/** UTF-8 percent-encoding of every byte outside the unreserved set; a lone surrogate becomes raw CESU-8 bytes. */
function percentEncode(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (/^[A-Za-z0-9\-._~]$/.test(char)) out += char;
    else if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else for (const byte of Buffer.from(char, "utf8")) out += `%${byte.toString(16).padStart(2, "0")}`;
  }
  return out;
}

/** As a client may put it on the wire: encoded, or raw printable ASCII with its `%` left as typed. */
const rawAscii = (text: string) =>
  percentEncode(text).replace(/%(2[0-9a-f]|[3-7][0-9a-f])/gi, (match, hex) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[\s#?&=+]/.test(char) ? match : char;
  });

const urlPart = (values: fc.Arbitrary<string>) =>
  fc.tuple(values, fc.boolean()).map(([text, raw]) => (raw ? rawAscii(text) : percentEncode(text)));

// ---------------------------------------------------------------------------------------------------------
// Headers

/** The fuzzing admin's session, put in where a generated header says SESSION (cookie) or TOKEN (bearer). */
const session = { cookie: "", token: "" };

/** Each hostile header in about one request in eight, so most requests reach their handler. */
const header = (values: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 7, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: values });
const headersArb = fc.record(
  {
    host: header(
      fc.oneof(
        fc.constantFrom(
          "localhost:3000",
          "[::1]:3000",
          "[::1",
          "localhost:99999",
          "a b",
          "",
          "example.com:0",
          "localhost:",
          ":80",
          "user@host",
          "host/path",
          "..",
          "xn--d1acufc.xn--p1ai",
        ),
        hostileText,
      ),
    ),
    "x-forwarded-for": header(
      fc.oneof(
        fc.constantFrom("203.0.113.9", "::1", "1.2.3.4, 5.6.7.8", "unknown", "999.1.1.1", ""),
        hostileText,
      ),
    ),
    "x-forwarded-host": header(
      fc.oneof(fc.constantFrom("tokenatlas.example", "a b", "[::1", "x, y z"), hostileText),
    ),
    "x-forwarded-proto": header(
      fc.oneof(fc.constantFrom("https", "http", "HTTPS", "ftp", "a b", "https, http"), hostileText),
    ),
    cookie: fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 5, arbitrary: fc.constant("SESSION") },
      fc.oneof(
        urlPart(hostileText).map((v) => `ta_session=${v}`),
        fc.constantFrom(...localeCodes, "xx", "%00", "%ff").map((v) => `ta_locale=${v}`),
        fc.constantFrom("ta_theme=dark", "ta_theme=%00", "=; =; ;;", "a=b; a=c"),
        hostileText,
      ),
    ),
    "accept-language": header(
      fc.oneof(fc.constantFrom("de", "*", "zh-TW,zh;q=0.9", "xx;q=abc", ";;;", "en-US;q=1e999"), hostileText),
    ),
    authorization: header(
      fc.oneof(
        fc.constantFrom("Bearer ", "Basic YTpi", "Bearer TOKEN"),
        hostileText.map((v) => `Bearer ${v}`),
      ),
    ),
    origin: header(fc.constantFrom(TEST_ORIGIN, "null", "http://evil.example", "http://localhost:3000")),
    "x-locale": header(fc.oneof(fc.constantFrom(...localeCodes), hostileText)),
    "user-agent": header(fc.oneof(fc.constant(BROWSER_UA), hostileText)),
  },
  { requiredKeys: [] },
);

/** Only what Node's HTTP parser lets through: `inject` would pass values no real client can send. */
function wireHeaders(headers: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, raw] of Object.entries(headers)) {
    if (raw === undefined) continue;
    const value = raw.replaceAll("SESSION", session.cookie).replaceAll("TOKEN", session.token);
    try {
      validateHeaderValue(name, value);
      out[name] = value;
    } catch {
      // A value Node would refuse before any hook runs (a control character, a character past Latin-1).
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// API operations from the OpenAPI document

type Schema = {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};
type Operation = {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema?: Schema }[];
  body?: Schema;
};

const known = {
  slugs: [] as string[],
  chainIds: [] as string[],
  addresses: [] as string[],
  ids: [] as string[],
};

function valueFor(schema: Schema | undefined, name: string): fc.Arbitrary<unknown> {
  const valid: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum?.length) valid.push(fc.constantFrom(...schema.enum));
  if (schema?.type === "integer" || schema?.type === "number") {
    valid.push(
      fc.constantFrom(
        0,
        1,
        -1,
        1.5,
        2 ** 31 - 1,
        2 ** 31,
        2 ** 32,
        -(2 ** 31) - 1,
        2 ** 53 - 1,
        8.64e15 + 1,
        1e21,
      ),
      fc.integer(),
    );
  }
  if (/slug|token|market/i.test(name) && known.slugs.length) valid.push(fc.constantFrom(...known.slugs));
  if (/chain/i.test(name) && known.chainIds.length) valid.push(fc.constantFrom(...known.chainIds));
  if (/address/i.test(name) && known.addresses.length) valid.push(fc.constantFrom(...known.addresses));
  if (/^id$/i.test(name) && known.ids.length) valid.push(fc.constantFrom(...known.ids));
  if (schema?.type === "boolean") valid.push(fc.boolean());
  if (schema?.type === "array") valid.push(fc.array(valueFor(schema.items, name), { maxLength: 5 }));
  // Nested objects and unions (an entry's facts): each field of each variant gets the same treatment.
  if (schema?.properties) {
    const fields = Object.entries(schema.properties).map(([key, field]) => [key, valueFor(field, key)]);
    valid.push(fc.record(Object.fromEntries(fields), { requiredKeys: [] }));
  }
  for (const variant of [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])])
    valid.push(valueFor(variant, name));
  // Mostly values of the right shape at their edges (they reach the handler and the database), else anything.
  return valid.length
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...valid) }, { weight: 1, arbitrary: anyJson })
    : anyJson;
}

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function operationsOf(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)
        ?.content;
      out.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation["parameters"] | undefined) ?? [],
        body: content ? (content["application/json"]?.schema ?? {}) : undefined,
      });
    }
  }
  return out;
}

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=x",
  "image/png",
  "a b",
  "",
);

function bodyFor(schema: Schema | undefined): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const fields = Object.entries(schema?.properties ?? { value: {} });
  const object = fc.record(Object.fromEntries(fields.map(([name, field]) => [name, valueFor(field, name)])), {
    requiredKeys: [],
  });
  const structured = fc
    .tuple(fc.oneof({ weight: 4, arbitrary: object }, anyJson), contentTypes)
    .map(([value, type]) => ({
      contentType: type,
      payload: type.includes("urlencoded")
        ? typeof value === "object" && value !== null
          ? Object.entries(value)
              .map(([k, v]) => `${percentEncode(k)}=${percentEncode(asText(v))}`)
              .join("&")
          : asText(value)
        : (JSON.stringify(value) ?? "null"),
    }));
  const malformed = fc.record({
    contentType: contentTypes,
    payload: fc.oneof(
      fc.constantFrom(
        "{",
        "[",
        '{"a":',
        "\u0000",
        '{"__proto__":{"x":1}}',
        "[".repeat(5000) + "]".repeat(5000),
        "%ff=%00",
      ),
      hostileText,
    ),
  });
  return fc.oneof(
    { weight: 4, arbitrary: structured },
    { weight: 1, arbitrary: malformed },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function apiCase(op: Operation) {
  const pathParams = op.parameters.filter((p) => p.in === "path");
  const queryParams = op.parameters.filter((p) => p.in === "query");
  return fc.record({
    kind: fc.constant("api" as const),
    method: fc.constant(op.method),
    path: fc
      .tuple(...pathParams.map((p) => urlPart(valueFor(p.schema, p.name).map(asText))))
      .map((values) => {
        let path = op.path;
        pathParams.forEach((p, i) => {
          path = path.replace(`{${p.name}}`, values[i] ?? "");
        });
        return path;
      }),
    query: fc.array(
      fc.oneof(
        ...(queryParams.length
          ? [
              fc
                .constantFrom(...queryParams)
                .chain((p) => urlPart(valueFor(p.schema, p.name).map(asText)).map((v) => `${p.name}=${v}`)),
            ]
          : []),
        fc.tuple(urlPart(hostileText), urlPart(hostileText)).map(([k, v]) => `${k}=${v}`),
      ),
      { maxLength: 4 },
    ),
    body: op.body ? bodyFor(op.body) : fc.constant({}),
    headers: headersArb,
  });
}

// ---------------------------------------------------------------------------------------------------------
// Pages from app/routes.ts

const pageKeys = [
  "cursor",
  "sort",
  "dir",
  "q",
  "lang",
  "theme",
  "next",
  "tokens",
  "category",
  "industry",
  "algorithm",
  "chain",
  "deployments",
  "interval",
  "page",
  "tab",
];

function pageCase(path: string) {
  const segment = urlPart(
    fc.oneof(
      fc.constantFrom(...known.slugs, "bitcoin", "0x0000000000000000000000000000000000000000_1"),
      hostileText,
    ),
  );
  return fc.record({
    kind: fc.constant("page" as const),
    method: fc.constantFrom("GET", "GET", "GET", "HEAD"),
    path: fc
      .record({
        lang: fc.oneof(fc.constant(""), fc.constantFrom(...localeCodes), segment),
        params: fc.array(segment, { minLength: 3, maxLength: 3 }),
        rest: fc.array(segment, { maxLength: 3 }),
      })
      .map(({ lang, params, rest }) => {
        let i = 0;
        const filled = path
          .replace(/^:lang\?/, lang)
          .replace(/:[a-z]+/gi, () => params[i++] ?? "x")
          .replace("*", rest.join("/"));
        return `/${filled}`.replace(/^\/\//, "/");
      }),
    query: fc.array(
      fc.oneof(
        fc.tuple(fc.constantFrom(...pageKeys), urlPart(hostileText)).map(([k, v]) => `${k}=${v}`),
        fc.tuple(urlPart(hostileText), urlPart(hostileText)).map(([k, v]) => `${k}=${v}`),
      ),
      { maxLength: 3 },
    ),
    body: fc.constant({}),
    headers: headersArb,
  });
}

// ---------------------------------------------------------------------------------------------------------
// WebSocket frames

const frameArb = fc.oneof(
  hostileText,
  anyJson.map((v) => JSON.stringify(v) ?? "null"),
  fc
    .record(
      {
        type: fc.oneof(fc.constantFrom("subscribe", "unsubscribe", "ping"), hostileText),
        endpoint: fc.oneof(
          fc.constantFrom("/chanel/token/price/0x0000000000000000000000000000000000000000_1"),
          hostileText,
        ),
        body: fc.oneof(
          fc.record(
            {
              topic: fc.oneof(fc.constantFrom("PRICE", "OHLCS", "TRADE"), hostileText),
              address: anyJson,
              chainId: anyJson,
              interval: anyJson,
              direction: anyJson,
            },
            { requiredKeys: [] },
          ),
          anyJson,
        ),
      },
      { requiredKeys: [] },
    )
    .map((m) => JSON.stringify(m)),
  fc.uint8Array({ maxLength: 64 }),
  fc.constant("x".repeat(10_000)),
);
const wsCase = fc.record({
  kind: fc.constant("ws" as const),
  origin: fc.constantFrom(TEST_ORIGIN, TEST_ORIGIN, TEST_ORIGIN, "http://evil.example", "null"),
  frames: fc.array(frameArb, { minLength: 1, maxLength: 5 }),
});

// ---------------------------------------------------------------------------------------------------------

type HttpCase = {
  kind: "api" | "page";
  method: string;
  path: string;
  query: string[];
  body: { payload?: string; contentType?: string };
  headers: Record<string, string | undefined>;
};
type WsCase = { kind: "ws"; origin: string; frames: (string | Uint8Array)[] };
type Case = HttpCase | WsCase;

const figures = {
  cases: 0,
  api: 0,
  page: 0,
  ws: 0,
  status: {} as Record<string, number>,
  fiveHundreds: 0,
  leaks: 0,
};

async function sendHttp(app: FastifyInstance, c: HttpCase): Promise<string | null> {
  const url = c.query.length ? `${c.path}?${c.query.join("&")}` : c.path;
  const headers = wireHeaders({ ...c.headers, "content-type": c.body.contentType || undefined });
  const options: InjectOptions = { method: c.method as InjectOptions["method"], url, headers };
  if (c.body.payload !== undefined && c.method !== "GET" && c.method !== "HEAD")
    options.payload = c.body.payload;
  const res = await app.inject(options);
  const band = `${Math.floor(res.statusCode / 100)}xx`;
  figures.status[band] = (figures.status[band] ?? 0) + 1;
  if (res.statusCode >= 500) {
    figures.fiveHundreds++;
    return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  }
  const leak = LEAK.exec(res.body);
  if (leak) {
    figures.leaks++;
    return `leak "${leak[0]}" in: ${res.body.slice(Math.max(0, leak.index - 150), leak.index + 150)}`;
  }
  return null;
}

/** Opens /realtime; resolves with the socket, or with the HTTP status of a refused handshake. */
function openWs(base: string, origin: string): Promise<WebSocket | number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/realtime`, { origin });
    socket.once("open", () => resolve(socket));
    socket.once("unexpected-response", (_req, res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    socket.once("error", reject);
  });
}

async function pingPong(base: string): Promise<boolean> {
  const socket = await openWs(base, TEST_ORIGIN);
  if (typeof socket === "number") return false;
  const pong = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 3000);
    socket.on("message", (data) => {
      if (String(data).includes('"pong"')) {
        clearTimeout(timer);
        resolve(true);
      }
    });
    socket.send(JSON.stringify({ type: "ping" }));
  });
  socket.close();
  return pong;
}

async function sendWs(base: string, c: WsCase): Promise<string | null> {
  const socket = await openWs(base, c.origin);
  if (typeof socket === "number") return socket >= 500 ? `handshake answered ${socket}` : null;
  const problems: string[] = [];
  socket.on("message", (data) => {
    const leak = LEAK.exec(String(data));
    if (leak) problems.push(`leak "${leak[0]}" in frame: ${String(data).slice(0, 300)}`);
  });
  const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
  // A protocol error from a malformed frame ends in a close code, judged below.
  socket.on("error", () => {});
  for (const frame of c.frames) {
    if (socket.readyState !== WebSocket.OPEN) break;
    socket.send(frame);
  }
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: "ping" }));
  // Answered (a pong after the frames) or closed with a code.
  let deadline: NodeJS.Timeout | undefined;
  const code = await Promise.race([
    closed,
    new Promise<number>((resolve) => {
      socket.on("message", (data) => {
        if (String(data).includes('"pong"')) resolve(0);
      });
    }),
    new Promise<number>((resolve) => {
      deadline = setTimeout(() => resolve(-1), 3000);
    }),
  ]);
  clearTimeout(deadline);
  if (code === -1) problems.push("neither answered nor closed within 3 s");
  if (code === 1006 || code === 1011) problems.push(`closed with ${code}`);
  socket.terminate();
  if (!(await pingPong(base))) problems.push("no new connection is served afterwards");
  return problems.length ? problems.join("; ") : null;
}

async function main() {
  const started = Date.now();
  buildIfStale();
  const { app, db, close } = await createTestApp({
    content: true,
    // Thousands of reads from one address: no read limit, so each case reaches its operation.
    env: { ADMIN_EMAILS: ADMIN, DEV_MAILBOX: "true", API_READ_LIMIT: "0", API_READ_LIMIT_TOKEN: "0" },
  });
  const [admin] = await db
    .insert(users)
    .values({ email: ADMIN, nickname: "fuzzer", emailVerifiedAt: new Date(), role: "admin" })
    .returning();
  /** A new session for the admin: a fuzzed sign-out, password change or session list edit ends the last one. */
  const signIn = async () => {
    const { token } = await createSession(db, admin.id, "browser", "full", { ip: "127.0.0.1" }, new Date());
    session.cookie = `ta_session=${token}`;
    session.token = token;
  };
  await signIn();

  const tokens = (await app.inject({ url: "/api/tokens?limit=20" })).json() as {
    data: { slug: string; chainId: number; address: string }[];
  };
  known.slugs = tokens.data.map((t) => t.slug);
  known.chainIds = [...new Set(tokens.data.map((t) => String(t.chainId)))];
  known.addresses = tokens.data.map((t) => t.address);
  known.ids = ["1", "2", String(admin.id)];

  const doc = (await app.inject({ url: "/api/docs/openapi.json" })).json();
  const operations = operationsOf(doc);
  // The page routes, and the server's own routes the OpenAPI document hides (feeds, media, sitemaps, logos…).
  const pages = [
    ...routes.map((r) => r.path ?? ""),
    ...["feeds/:locale/:file", "media/:id", "sitemaps/:file", "logos/*", "dev/mailbox", "api/docs"],
    ...["robots.txt", "sitemap.xml", "metrics", "builds/latest.json"],
  ];
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const caseArb: fc.Arbitrary<Case> = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...operations).chain(apiCase) },
    { weight: 3, arbitrary: fc.constantFrom(...pages).chain(pageCase) },
    { weight: 1, arbitrary: wsCase },
  );

  let failure: string | undefined;
  try {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        figures.cases++;
        figures[c.kind]++;
        const problem = c.kind === "ws" ? await sendWs(base, c) : await sendHttp(app, c);
        if (c.kind === "api" && c.method !== "GET" && /^\/api\/(auth|user)\//.test(c.path)) await signIn();
        if (problem) throw new Error(problem);
      }),
      { numRuns: CASES, seed: SEED, verbose: 0 },
    );
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : "";
    failure = error instanceof Error ? `${error.message}${cause}` : String(error);
  }

  const health = [
    (await app.inject({ url: "/api/tokens?limit=1" })).statusCode === 200,
    (await app.inject({ url: "/", headers: { "user-agent": BROWSER_UA } })).statusCode === 200,
    await pingPong(base),
  ];
  await close();
  if (!health.every(Boolean)) failure = `${failure ?? ""}\nthe server no longer answers normally afterwards`;
  console.log(
    JSON.stringify(
      {
        seed: SEED,
        cases: CASES,
        generated: figures.cases,
        perKind: { api: figures.api, page: figures.page, ws: figures.ws },
        status: figures.status,
        fiveHundreds: figures.fiveHundreds,
        leaks: figures.leaks,
        operations: operations.length,
        pageRoutes: pages.length,
        durationMs: Date.now() - started,
        ok: failure === undefined,
      },
      null,
      2,
    ),
  );
  if (failure) {
    console.error(failure);
    process.exit(1);
  }
}

await main();
