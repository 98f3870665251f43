import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { CAPTCHA_WRITES, solvedCaptcha } from "./captcha.ts";
import { startSmtp } from "./smtp.ts";
import { createTestApp, TEST_ORIGIN, type TestAppOptions } from "./test-app.ts";

export const PASSWORD = "correct horse battery";

export type AccountCall = {
  method?: InjectOptions["method"];
  url: string;
  body?: object;
  cookie?: string;
  headers?: Record<string, string>;
};

/** The session cookie an answer sets, as a Cookie header value. */
export function sessionFrom(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "ta_session");
  if (!cookie?.value) throw new Error(`no session cookie (status ${res.statusCode}: ${res.body})`);
  return `ta_session=${cookie.value}`;
}

export const errorOf = (res: LightMyRequestResponse) =>
  res.json() as { error: { code: string; fields?: Record<string, string> } };

/**
 * Account API calls as the site's pages send them, on an app, database and SMTP catcher that a test file's
 * hooks create (hence the getters).
 */
export function accountClient(
  app: () => FastifyInstance,
  db: () => Db,
  smtp: () => Awaited<ReturnType<typeof startSmtp>>,
) {
  let seq = 0;
  /** A fresh address per test, so tests share the app without sharing accounts or rate-limit counters. */
  const newEmail = () => `person${++seq}-${Date.now()}@example.test`;

  /**
   * Sends one call. A registration, post or answer whose body names no `captcha` gets one solved here, as
   * the page's widget solves it; a body with `captcha` (even undefined) is sent as it is.
   */
  async function call({ method = "GET", url, body, cookie, headers = {} }: AccountCall) {
    const payload =
      method === "POST" && body && !("captcha" in body) && CAPTCHA_WRITES.test(url)
        ? { ...body, captcha: await solvedCaptcha(app()) }
        : body;
    return app().inject({
      method,
      url,
      payload,
      headers: {
        ...(method === "GET" ? {} : { origin: TEST_ORIGIN }),
        ...(cookie ? { cookie } : {}),
        "x-forwarded-for": `10.0.${seq % 250}.${(seq * 7) % 250}`,
        ...headers,
      },
    });
  }

  const userCount = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

  /** Registers, confirms and names an account; returns its address and session cookie. */
  async function signedUp(nickname = `n${seq + 1}x${Date.now() % 100000}`) {
    const email = newEmail();
    const before = smtp().mails.length;
    expect(
      (await call({ method: "POST", url: "/api/auth/register", body: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(202);
    const code = await smtp().codeFor(email, before);
    const confirmed = await call({
      method: "POST",
      url: "/api/auth/register/confirm",
      body: { email, code, password: PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = sessionFrom(confirmed);
    const named = await call({ method: "PUT", url: "/api/user/nickname", body: { nickname }, cookie });
    expect(named.statusCode).toBe(200);
    return { email, cookie, nickname };
  }

  /** Makes every session of the account an hour old for re-authentication purposes. */
  async function staleReauth(email: string) {
    const hourAgo = new Date(Date.now() - 3_600_000);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    await db()
      .update(sessions)
      .set({ reauthAt: hourAgo, passwordCheckedAt: hourAgo })
      .where(eq(sessions.userId, user.id));
  }

  return { newEmail, call, userCount, signedUp, staleReauth };
}

/**
 * One app per test file (API only unless `options` say otherwise) whose mail goes to a local SMTP catcher, created before the file's tests and
 * closed after them, with the account calls bound to it.
 */
export function setupAccountApp(options: TestAppOptions = {}) {
  let ctx: Awaited<ReturnType<typeof createTestApp>> | undefined;
  let catcher: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    catcher = await startSmtp();
    ctx = await createTestApp({ ssr: false, ...options, env: { ...options.env, SMTP_URL: catcher.url } });
  });
  afterAll(async () => {
    await ctx?.close();
    await catcher?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the account test app is not ready yet");
    return value;
  };
  const app = () => ready(ctx).app;
  const db = () => ready(ctx).db;
  const smtp = () => ready(catcher);
  return { app, db, smtp, ...accountClient(app, db, smtp) };
}
