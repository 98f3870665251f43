import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "../../../db/schema/index.ts";
import { loadConfig } from "../../../platform/config/env.ts";
import { accountClient, errorOf, PASSWORD, sessionFrom } from "../../../tests/support/account-client.ts";
import { takeDatabaseAway } from "../../../tests/support/database-away.ts";
import { startSmtp } from "../../../tests/support/smtp.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { buildApp } from "../../app.ts";

const CLIENT = { id: "tokenatlas-test", secret: "a test client secret" };
const FLOW_COOKIE = "ta_google";

/** What the provider says about each of its accounts (the account id is the subject). */
const identities = new Map<string, { email: string; email_verified: boolean }>();
let issuer: string;
let providerServer: Server;

/** A real OpenID Connect provider on a random local port, standing in for Google. */
async function startProvider() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(url, {
    clients: [
      {
        client_id: CLIENT.id,
        client_secret: CLIENT.secret,
        redirect_uris: [`${TEST_ORIGIN}/auth/google/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Google puts the email claims in the ID token itself.
    conformIdTokenClaims: false,
    cookies: { keys: ["a test cookie key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub, ...identities.get(sub) }) }),
  });
  server.on("request", provider.callback());
  return { server, url };
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let app: FastifyInstance;

beforeAll(async () => {
  ({ server: providerServer, url: issuer } = await startProvider());
  smtp = await startSmtp();
  ctx = await createTestApp({
    ssr: false,
    env: {
      SMTP_URL: smtp.url,
      GOOGLE_CLIENT_ID: CLIENT.id,
      GOOGLE_CLIENT_SECRET: CLIENT.secret,
      GOOGLE_ISSUER: issuer,
    },
  });
  app = ctx.app;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
  providerServer?.closeAllConnections();
  await new Promise((resolve) => providerServer?.close(resolve));
});

const { newEmail, call, userCount, signedUp, staleReauth } = accountClient(
  () => app,
  () => ctx.db,
  () => smtp,
);

let subjects = 0;
/** A new account at the provider; returns its subject. */
function googleAccount(email: string, emailVerified = true): string {
  const sub = `google-${++subjects}-${Date.now()}`;
  identities.set(sub, { email, email_verified: emailVerified });
  return sub;
}

/** The `name=value` pair of a cookie an answer sets, ready for a Cookie header. */
function cookiePair(res: LightMyRequestResponse, name: string): string {
  const header = [res.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie (status ${res.statusCode}: ${res.body})`);
  return header.split(";")[0];
}

const cookies = (...pairs: (string | undefined)[]) => pairs.filter(Boolean).join("; ");

/** GET /auth/google: the provider's authorization URL and the flow cookie. */
async function startFlow(query = "", session?: string) {
  const res = await call({ url: `/auth/google${query ? `?${query}` : ""}`, cookie: session });
  expect(res.statusCode).toBe(302);
  const authorize = new URL(String(res.headers.location));
  expect(authorize.origin).toBe(issuer);
  return { authorize, flowCookie: cookiePair(res, FLOW_COOKIE), res };
}

/**
 * A browser at the provider: follows its redirects with real HTTP, signs in as `subject` and consents with
 * the provider's development interactions; returns the URL the provider sends the browser back to.
 */
async function throughProvider(authorize: URL, subject: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorize;
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: "manual",
      headers: { ...init.headers, cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(";");
      const at = pair.indexOf("=");
      const value = pair.slice(at + 1);
      if (value) jar.set(pair.slice(0, at), value);
      else jar.delete(pair.slice(0, at));
    }
    init = {};
    const location = res.headers.get("location");
    if (location) {
      const next = new URL(location, url);
      if (next.origin === TEST_ORIGIN) return next;
      url = next;
      continue;
    }
    const page = await res.text();
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (res.status !== 200 || !prompt) throw new Error(`unexpected provider page ${res.status}: ${page}`);
    const form = new URLSearchParams({ prompt, login: subject, password: "any" });
    init = {
      method: "POST",
      body: form.toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    };
  }
  throw new Error("too many redirects at the provider");
}

/** The callback as the browser calls it, with the flow cookie and whatever session it holds. */
const callback = (back: URL, cookie?: string) => call({ url: `${back.pathname}${back.search}`, cookie });

/** The whole flow: start, the provider, the callback. */
async function viaGoogle(
  subject: string,
  { query = "", session }: { query?: string; session?: string } = {},
) {
  const { authorize, flowCookie } = await startFlow(query, session);
  return callback(await throughProvider(authorize, subject), cookies(flowCookie, session));
}

const userByEmail = async (email: string) =>
  (await ctx.db.select().from(users).where(eq(users.email, email)))[0];
const sessionCount = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;

/** A refusal: a redirect to `path?error=code`, no session cookie, and no new account or session. */
async function expectRefused(res: LightMyRequestResponse, path: string, code: string, before: Counts) {
  expect(res.statusCode).toBe(302);
  expect(res.headers.location).toBe(`${path}?error=${code}`);
  expect(res.cookies.find((c) => c.name === "ta_session")).toBeUndefined();
  expect(await counts()).toEqual(before);
}
type Counts = { users: number; sessions: number };
const counts = async (): Promise<Counts> => ({ users: await userCount(), sessions: await sessionCount() });

describe("sign-in with Google", () => {
  it("starts the flow with PKCE, state and nonce kept in a short-lived HttpOnly cookie", async () => {
    const { authorize, res } = await startFlow("next=%2Ftoken&lang=de");
    const params = authorize.searchParams;
    expect(params.get("client_id")).toBe(CLIENT.id);
    expect(params.get("redirect_uri")).toBe(`${TEST_ORIGIN}/auth/google/callback`);
    expect(params.get("scope")).toBe("openid email profile");
    expect(params.get("response_type")).toBe("code");
    expect(params.get("code_challenge_method")).toBe("S256");
    expect(params.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(params.get("state")).toBeTruthy();
    expect(params.get("nonce")).toBeTruthy();
    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/auth/google", maxAge: 600 });
  });

  it("creates and signs in a new account for a new Google user, and sends it to finish registration", async () => {
    const email = newEmail();
    const subject = googleAccount(email.toUpperCase());
    const res = await viaGoogle(subject, { query: "lang=de&next=%2Fde%2Ftoken" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/de/FinishReg?next=%2Fde%2Ftoken");
    expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toMatchObject({
      value: "",
      path: "/auth/google",
    });
    const session = sessionFrom(res);
    const me = await call({ url: "/api/user", cookie: session });
    expect(me.json().data).toMatchObject({ email, google: true, hasPassword: false, nickname: null });
    const row = await userByEmail(email);
    expect(row).toMatchObject({ googleSubject: subject, passwordHash: null, locale: "de" });
    expect(row.emailVerifiedAt).not.toBeNull();
  });

  it("signs the same Google user in to the same account again, rotating the session it had", async () => {
    const email = newEmail();
    const subject = googleAccount(email);
    const first = sessionFrom(await viaGoogle(subject));
    expect(
      (
        await call({
          method: "PUT",
          url: "/api/user/nickname",
          body: { nickname: `g${subjects}x` },
          cookie: first,
        })
      ).statusCode,
    ).toBe(200);
    const before = await userCount();
    const again = await viaGoogle(subject, { query: "next=%2Ftoken%3Fpage%3D2", session: first });
    expect(again.headers.location).toBe("/token?page=2");
    const me = await call({ url: "/api/user", cookie: sessionFrom(again) });
    expect(me.json().data).toMatchObject({ email, google: true });
    expect((await call({ url: "/api/user", cookie: first })).statusCode).toBe(401);
    expect(await userCount()).toBe(before);
  });

  it("gives an unconfirmed registration of the address way to the Google user", async () => {
    const email = newEmail();
    const mails = smtp.mails.length;
    await call({ method: "POST", url: "/api/auth/register", body: { email, password: PASSWORD } });
    // The registration is written after the answer, before its code is mailed.
    await smtp.codeFor(email, mails);
    const unconfirmed = await userByEmail(email);
    const res = await viaGoogle(googleAccount(email));
    expect(res.headers.location).toBe("/FinishReg?next=%2Fcabinet");
    const row = await userByEmail(email);
    expect(row.id).not.toBe(unconfirmed.id);
    expect(row.passwordHash).toBeNull();
  });

  it("never links by email: an address that belongs to an account is refused", async () => {
    const { email } = await signedUp();
    const before = await counts();
    const res = await viaGoogle(googleAccount(email));
    await expectRefused(res, "/sign-in", "google_email_taken", before);
    expect((await userByEmail(email)).googleSubject).toBeNull();
  });

  it("refuses an address Google has not verified, creating nothing", async () => {
    const email = newEmail();
    const before = await counts();
    const res = await viaGoogle(googleAccount(email, false), { query: "lang=fr" });
    await expectRefused(res, "/fr/sign-in", "google_unverified", before);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("refuses an intent it does not know with 422, before any redirect", async () => {
    const res = await call({ url: "/auth/google?intent=steal" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorOf(res).error.fields ?? {})).toEqual(["intent"]);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("answers an address it cannot read 400, at either end of the flow", async () => {
    for (const url of ["/auth/google?next=%00", "/auth/google/callback?code=%00"]) {
      const res = await call({ url });
      expect(res.statusCode).toBe(400);
      expect(errorOf(res).error.code).toBe("bad_request");
    }
  });

  it("answers the callback 503 while the database is away, and the flow can start again after", async () => {
    const { authorize, flowCookie } = await startFlow();
    const back = await throughProvider(authorize, googleAccount(newEmail()));
    const restore = takeDatabaseAway(ctx.db);
    try {
      const res = await callback(back, flowCookie);
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBeDefined();
    } finally {
      restore();
    }
    expect((await viaGoogle(googleAccount(newEmail()))).statusCode).toBe(302);
  });

  it("refuses a callback whose state does not match the flow cookie, or without the cookie", async () => {
    const email = newEmail();
    const subject = googleAccount(email);
    const before = await counts();

    const { authorize } = await startFlow();
    const other = await startFlow();
    const back = await throughProvider(authorize, subject);
    await expectRefused(await callback(back, other.flowCookie), "/sign-in", "google_failed", before);
    await expectRefused(await callback(back), "/sign-in", "google_failed", before);

    const forged = await startFlow("intent=link");
    const tampered = new URL(back);
    tampered.searchParams.set("state", "forged");
    await expectRefused(await callback(tampered, forged.flowCookie), "/cabinet", "google_failed", before);

    const denied = await startFlow();
    const error = new URL(`${TEST_ORIGIN}/auth/google/callback`);
    error.search = new URLSearchParams({
      error: "access_denied",
      state: String(denied.authorize.searchParams.get("state")),
    }).toString();
    await expectRefused(await callback(error, denied.flowCookie), "/sign-in", "google_failed", before);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("replaces a next path that leaves the site with the cabinet", async () => {
    const subject = googleAccount(newEmail());
    const named = sessionFrom(await viaGoogle(subject));
    await call({
      method: "PUT",
      url: "/api/user/nickname",
      body: { nickname: `g${subjects}y` },
      cookie: named,
    });
    for (const next of ["//evil.example", "https://evil.example/", "/\\evil.example"]) {
      const res = await viaGoogle(subject, { query: `next=${encodeURIComponent(next)}&lang=uk` });
      expect(res.headers.location).toBe("/uk/cabinet");
    }
  });

  it("gives a user with two-factor on only a pending session and sends them to the second step", async () => {
    const email = newEmail();
    const subject = googleAccount(email);
    sessionFrom(await viaGoogle(subject));
    await ctx.db
      .update(users)
      .set({ totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date() })
      .where(eq(users.email, email));
    const res = await viaGoogle(subject, { query: "next=%2Ftoken" });
    expect(res.headers.location).toBe("/sign-in?step=2fa&next=%2Ftoken");
    expect(res.cookies.find((c) => c.name === "ta_session")?.maxAge).toBe(600);
    const pending = sessionFrom(res);
    expect((await call({ url: "/api/user", cookie: pending })).statusCode).toBe(401);
    const verify = await call({
      method: "POST",
      url: "/api/user/2fa/google/verify",
      body: { token: "000000" },
      cookie: pending,
    });
    expect(verify.statusCode).toBe(422);
  });
});

describe("linking Google to an account", () => {
  it("links from a signed-in account; Google then signs in to that account", async () => {
    const { email, cookie } = await signedUp();
    const subject = googleAccount(newEmail());
    const res = await viaGoogle(subject, { query: "intent=link", session: cookie });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/cabinet");
    const renewed = sessionFrom(res);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie: renewed })).json().data).toMatchObject({
      email,
      google: true,
      hasPassword: true,
    });
    expect((await userByEmail(email)).googleSubject).toBe(subject);

    const signIn = await viaGoogle(subject);
    expect(signIn.headers.location).toBe("/cabinet");
    expect((await call({ url: "/api/user", cookie: sessionFrom(signIn) })).json().data.email).toBe(email);
  });

  it("refuses a Google identity linked to another account, writing nothing", async () => {
    const subject = googleAccount(newEmail());
    sessionFrom(await viaGoogle(subject));
    const other = await signedUp();
    const before = await counts();
    const res = await viaGoogle(subject, { query: "intent=link&lang=de", session: other.cookie });
    await expectRefused(res, "/de/cabinet", "google_linked_elsewhere", before);
    expect((await userByEmail(other.email)).googleSubject).toBeNull();
    expect((await call({ url: "/api/user", cookie: other.cookie })).statusCode).toBe(200);
  });

  it("refuses to link when the password was not re-entered in the last 10 minutes", async () => {
    const { email, cookie } = await signedUp();
    await staleReauth(email);
    const before = await counts();
    const res = await viaGoogle(googleAccount(newEmail()), { query: "intent=link", session: cookie });
    await expectRefused(res, "/cabinet", "reauth_required", before);
    expect((await userByEmail(email)).googleSubject).toBeNull();
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(200);
  });

  it("refuses to link without a signed-in account", async () => {
    const before = await counts();
    const res = await viaGoogle(googleAccount(newEmail()), { query: "intent=link" });
    await expectRefused(res, "/cabinet", "google_failed", before);
  });
});

describe("unlinking Google", () => {
  it("refuses an account without a password, and one not re-authenticated; unlinks otherwise", async () => {
    const googleOnly = newEmail();
    const only = sessionFrom(await viaGoogle(googleAccount(googleOnly)));
    const noPassword = await call({ method: "DELETE", url: "/api/user/google", cookie: only });
    expect(noPassword.statusCode).toBe(422);
    expect(errorOf(noPassword).error.fields).toEqual({ google: "google_needs_password" });
    expect((await userByEmail(googleOnly)).googleSubject).not.toBeNull();

    const { email, cookie } = await signedUp();
    const subject = googleAccount(newEmail());
    const linked = sessionFrom(await viaGoogle(subject, { query: "intent=link", session: cookie }));
    await staleReauth(email);
    const stale = await call({ method: "DELETE", url: "/api/user/google", cookie: linked });
    expect(stale.statusCode).toBe(403);
    expect(errorOf(stale).error.code).toBe("reauth_required");
    expect((await userByEmail(email)).googleSubject).toBe(subject);

    const confirmed = await call({
      method: "POST",
      url: "/api/user/email/action",
      body: { password: PASSWORD },
      cookie: linked,
    });
    expect(confirmed.statusCode).toBe(200);
    const ok = await call({ method: "DELETE", url: "/api/user/google", cookie: linked });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email, google: false, hasPassword: true });
    expect((await call({ url: "/api/user", cookie: linked })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie: sessionFrom(ok) })).statusCode).toBe(200);
    expect((await userByEmail(email)).googleSubject).toBeNull();
    expect((await call({ method: "DELETE", url: "/api/user/google" })).statusCode).toBe(401);
  });
});

describe("configuration", () => {
  /** Another app on the same database, with its own configuration. */
  async function withApp(env: Record<string, string>, use: (other: FastifyInstance) => Promise<void>) {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", PUBLIC_URL: TEST_ORIGIN, ...env });
    const other = await buildApp({ config, db: ctx.db, ssr: false });
    try {
      await use(other);
    } finally {
      await other.close();
    }
  }

  it("starts without reaching the issuer; an unreachable issuer refuses the sign-in instead of failing", async () => {
    const google = { GOOGLE_CLIENT_ID: CLIENT.id, GOOGLE_CLIENT_SECRET: CLIENT.secret };
    await withApp({ ...google, GOOGLE_ISSUER: "http://127.0.0.1:1" }, async (other) => {
      const res = await other.inject({ url: "/auth/google?lang=de" });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe("/de/sign-in?error=google_failed");
      expect(res.cookies.find((c) => c.name === FLOW_COOKIE)).toBeUndefined();
    });
  });

  it("has no Google routes when unconfigured, but unlinking stays available", async () => {
    await withApp({}, async (other) => {
      expect((await other.inject({ url: "/auth/google" })).statusCode).toBe(404);
      expect((await other.inject({ url: "/auth/google/callback" })).statusCode).toBe(404);
      const unlink = await other.inject({
        method: "DELETE",
        url: "/api/user/google",
        headers: { origin: TEST_ORIGIN },
      });
      expect(unlink.statusCode).toBe(401);
    });
  });
});
