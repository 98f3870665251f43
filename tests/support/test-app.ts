import type { AddressInfo } from "node:net";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, inject } from "vitest";
import type { DbHandle } from "../../db/client.ts";
import type { Bus } from "../../platform/bus/index.ts";
import { loadConfig } from "../../platform/config/env.ts";
import { buildApp } from "../../server/app.ts";
import { createConformance, keepExample, type OpenApiDocument } from "./api-conformance.ts";
import { type AnswerKey, documentedAnswers, recordCoverage } from "./api-coverage.ts";
import { createTestDb } from "./test-db.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/** The whole web app on a fresh, seeded database, driven with `app.inject` (no open port). */
export type TestAppOptions = {
  ssr?: boolean;
  /** Extra environment for loadConfig (e.g. realtime limits). */
  env?: Record<string, string>;
  bus?: Bus;
  /** Also seed the demo content (news, blog, FAQ, ICOs, airdrops, pages), without drawing covers. */
  content?: boolean;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<{
  app: FastifyInstance;
  db: DbHandle["db"];
  close: () => Promise<void>;
}> {
  const handle = await createTestDb(options.content ? "content" : "catalogue");
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_ORIGIN,
    // Tests act as many visitors through X-Forwarded-For, as if behind a proxy on the loopback address.
    TRUST_PROXY: "loopback",
    ...options.env,
  });
  const app = await buildApp({ config, db: handle.db, ssr: options.ssr ?? true, bus: options.bus });
  await app.ready();
  const answers = checkAnswers(app);
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
      answers.record();
      if (answers.nonconforming.length > 0) {
        throw new Error(
          `Answers that disagree with the OpenAPI document:\n${answers.nonconforming.join("\n")}`,
        );
      }
    },
  };
}

/**
 * Checks every answer `app.inject` gives against the app's OpenAPI document (tests/support/api-conformance.ts):
 * `nonconforming` fills with what disagrees, and the app's `close` fails on it; `record` leaves the answers that
 * did conform for the run's coverage check (tests/support/api-coverage.ts).
 */
function checkAnswers(app: FastifyInstance) {
  const document = app.swagger() as unknown as OpenApiDocument;
  const { check, operationOf } = createConformance(document);
  const examples = process.env.API_EXAMPLES_DIR;
  const found: string[] = [];
  const given = new Set<AnswerKey>();
  const send = app.inject.bind(app) as (opts: InjectOptions | string) => Promise<LightMyRequestResponse>;
  const checked = async (opts: InjectOptions | string) => {
    const res = await send(opts);
    const method = typeof opts === "string" ? "GET" : (opts.method ?? "GET").toUpperCase();
    const url = typeof opts === "string" ? opts : String(opts.url ?? opts.path ?? "/");
    const type = String(res.headers["content-type"] ?? "");
    const problem = check(method, url, res.statusCode, type, res.body);
    if (problem) {
      if (!found.includes(problem)) found.push(problem);
      return res;
    }
    const operationId = operationOf(method, url)?.operation.operationId;
    if (operationId) given.add(`${operationId} ${res.statusCode}`);
    if (examples && res.statusCode < 300 && type.startsWith("application/json")) {
      keepExample(examples, operationId, res.statusCode, res.body);
    }
    return res;
  };
  Object.assign(app, { inject: checked });
  const coverageDir = process.env.VITEST ? inject("apiCoverageDir") : undefined;
  return {
    nonconforming: found,
    record: () => {
      if (coverageDir) recordCoverage(coverageDir, documentedAnswers(document), given);
    },
  };
}

/**
 * The web app without pages on a database and bus a test holds (beside its own engine, say), listening on an
 * ephemeral loopback port; `socketUrl` is its realtime gateway.
 */
export async function listenTestApp(db: DbHandle["db"], bus: Bus) {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: TEST_ORIGIN }),
    db,
    ssr: false,
    bus,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, socketUrl: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/realtime` };
}

export const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

/**
 * One seeded app per test file: created before the file's tests, closed after them. `get` sends a GET as
 * a browser would (bots get no error pages, docs/product.md, Route parameters and not-found).
 */
export function setupTestApp(options: TestAppOptions = {}) {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  const app = () => {
    if (!ctx) throw new Error("the test app is not ready yet");
    return ctx.app;
  };
  const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app().inject({ method: "GET", url, headers: { "user-agent": BROWSER_UA, ...headers } });
  const db = () => {
    if (!ctx) throw new Error("the test app is not ready yet");
    return ctx.db;
  };
  return { app, db, get };
}
