import type { FastifyInstance } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  BadRequest,
  Conflict,
  Forbidden,
  Invalid,
  NotFound,
  RateLimited,
  Unauthorized,
} from "../../domain/errors.ts";
import { loadConfig } from "../../platform/config/env.ts";
import { BROWSER_UA } from "../../tests/support/test-app.ts";
import { buildApp } from "../app.ts";

/**
 * A database whose every query throws the error set for the test: a domain refusal raised under a page's
 * loader, as a service raises it, whatever the page.
 */
let thrown: Error = new Error("unset");
const refusingDb = {
  execute: async () => {
    throw thrown;
  },
} as unknown as Db;

let app: FastifyInstance;
const lines: { level: number; msg?: string }[] = [];
beforeAll(async () => {
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  app = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), db: refusingDb, logger });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});
beforeEach(() => {
  lines.length = 0;
});

const page = (url: string, userAgent = BROWSER_UA) =>
  app.inject({ url, headers: { "user-agent": userAgent } });
/** The error page's heading (the page also carries the whole catalog, every error text included). */
const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
/** Pino's error level: what must not be written for a refusal. */
const ERROR = 50;

describe("a domain refusal under a page's loader", () => {
  it.each([
    ["bad_request", 400, () => new BadRequest(), "Diese Adresse kann nicht gelesen werden."],
    ["unauthorized", 401, () => new Unauthorized(), "Melden Sie sich an, um diese Seite zu sehen."],
    ["forbidden", 403, () => new Forbidden(), "Sie haben keinen Zugriff auf diese Seite."],
    ["not_found", 404, () => new NotFound(), "Seite nicht gefunden: /de/blockchains"],
    ["conflict", 409, () => new Conflict("taken", "Taken"), "Die Anfrage steht im Widerspruch"],
    ["invalid", 422, () => new Invalid({ q: "invalid" }), "Diese Adresse enthält einen Wert"],
    ["rate_limited", 429, () => new RateLimited(42), "Zu viele Versuche."],
  ])(
    "%s renders the error page in the reader's language with status %i",
    async (_kind, status, error, text) => {
      thrown = error();
      const res = await page("/de/blockchains");
      expect(res.statusCode).toBe(status);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.body).toContain('<html lang="de"');
      expect(res.body).toContain(`data-status="${status}"`);
      expect(heading(res.body)).toContain(text);
      expect(res.body).toContain('href="/de">Zur Startseite</a>');
      expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    },
  );

  it("a rate limit sends its Retry-After", async () => {
    thrown = new RateLimited(42);
    const res = await page("/de/blockchains");
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("42");
  });

  it("is English at the bare address", async () => {
    thrown = new Forbidden();
    const res = await page("/blockchains");
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('<html lang="en"');
    expect(heading(res.body)).toBe("You do not have access to this page.");
  });

  it("gives a bot the status without an error page", async () => {
    thrown = new NotFound();
    const res = await page("/de/blockchains", "Googlebot/2.1");
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe("");
  });

  it("an unexpected error stays a 500, logged as an error", async () => {
    thrown = new Error("boom");
    const res = await page("/de/blockchains");
    expect(res.statusCode).toBe(500);
    expect(heading(res.body)).toContain("Bei uns ist etwas schiefgelaufen");
    expect(lines.some((line) => line.level === ERROR && line.msg === "request failed")).toBe(true);
  });
});
