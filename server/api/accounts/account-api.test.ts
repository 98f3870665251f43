import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { favorites, oneTimeCodes, sessions, users } from "../../../db/schema/index.ts";
import { errorOf, PASSWORD, sessionFrom, setupAccountApp } from "../../../tests/support/account-client.ts";

const { app, db, smtp, newEmail, call, userCount, signedUp, staleReauth } = setupAccountApp();

describe("registration", () => {
  it("mails a code in the visitor's language; the code confirms the address and signs in", async () => {
    const email = newEmail();
    const before = smtp().mails.length;
    const res = await call({
      method: "POST",
      url: "/api/auth/register",
      body: { email: `  ${email.toUpperCase()} `, password: PASSWORD },
      headers: { "x-locale": "de" },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { email } });
    const mail = await smtp().mailTo(email, before);
    expect(mail.subject).toMatch(/^\d{6} /);
    expect(mail.text).toContain("TokenAtlas");
    expect(mail.text).toMatch(/Code/);
    const code = await smtp().codeFor(email, before);

    const wrong = await call({
      method: "POST",
      url: "/api/auth/register/confirm",
      body: { email, code: code === "000000" ? "111111" : "000000", password: PASSWORD },
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).error.fields).toEqual({ code: "code_invalid" });
    const [pending] = await db().select().from(users).where(eq(users.email, email));
    expect(pending.emailVerifiedAt).toBeNull();

    const ok = await call({
      method: "POST",
      url: "/api/auth/register/confirm",
      body: { email, code, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ email, nickname: null, twoFactor: false, hasPassword: true });
    const cookie = ok.cookies.find((c) => c.name === "ta_session");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    const me = await call({ url: "/api/user", cookie: sessionFrom(ok) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(email);

    // The code was single-use.
    const again = await call({
      method: "POST",
      url: "/api/auth/register/confirm",
      body: { email, code, password: PASSWORD },
    });
    expect(again.statusCode).toBe(422);
  });

  it("refuses short, long and common passwords and malformed addresses, writing nothing and sending nothing", async () => {
    const users0 = await userCount();
    const mails0 = smtp().mails.length;
    const cases: [object, string, string][] = [
      [{ email: newEmail(), password: "short12" }, "password", "password_too_short"],
      [{ email: newEmail(), password: "x".repeat(129) }, "password", "password_too_long"],
      [{ email: newEmail(), password: "password123" }, "password", "password_common"],
      [{ email: "not-an-address", password: PASSWORD }, "email", "email_invalid"],
    ];
    for (const [body, field, problem] of cases) {
      const res = await call({ method: "POST", url: "/api/auth/register", body });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).error.fields).toEqual({ [field]: problem });
    }
    const malformed = await call({ method: "POST", url: "/api/auth/register", body: { email: 5 } });
    expect(malformed.statusCode).toBe(422);
    await new Promise((r) => setTimeout(r, 200));
    expect(await userCount()).toBe(users0);
    expect(smtp().mails.length).toBe(mails0);
  });

  it("gives an existing account's address the same answer and mails its owner, without a code", async () => {
    const { email } = await signedUp();
    const before = smtp().mails.length;
    const res = await call({
      method: "POST",
      url: "/api/auth/register",
      body: { email, password: "another password 1" },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { email } });
    const mail = await smtp().mailTo(email, before);
    expect(mail.subject).toBe("Someone tried to register with your address at TokenAtlas");
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    const signIn = await call({
      method: "POST",
      url: "/api/auth/login",
      body: { email, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("checks nicknames: shape, case-insensitive uniqueness, and refuses a taken one without writing", async () => {
    const first = await signedUp("Satoshi_Fan");
    const check = (nickname: string, cookie?: string) =>
      call({ url: `/api/user/nickname/unique?nickname=${encodeURIComponent(nickname)}`, cookie });
    expect((await check("satoshi_fan")).json()).toEqual({ data: { valid: true, available: false } });
    expect((await check("Satoshi_Fan", first.cookie)).json()).toEqual({
      data: { valid: true, available: true },
    });
    expect((await check("ab")).json()).toEqual({ data: { valid: false, available: false } });
    expect((await check("Сатоши.99")).json()).toEqual({ data: { valid: true, available: true } });

    const second = await signedUp();
    const taken = await call({
      method: "PUT",
      url: "/api/user/nickname?nickname=SATOSHI_FAN",
      cookie: second.cookie,
    });
    expect(taken.statusCode).toBe(422);
    expect(errorOf(taken).error.fields).toEqual({ nickname: "nickname_taken" });
    const bad = await call({
      method: "PUT",
      url: "/api/user/nickname",
      body: { nickname: "<script>" },
      cookie: second.cookie,
    });
    expect(bad.statusCode).toBe(422);
    expect(errorOf(bad).error.fields).toEqual({ nickname: "nickname_invalid" });
    const me = await call({ url: "/api/user", cookie: second.cookie });
    expect(me.json().data.nickname).toBe(second.nickname);
  });
});

describe("sign-in and sessions", () => {
  it("signs in with the right password only, rotating the session it had", async () => {
    const { email, cookie: old } = await signedUp();
    const wrong = await call({
      method: "POST",
      url: "/api/auth/login",
      body: { email, password: "wrong password!" },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).error.code).toBe("wrong_credentials");
    expect(wrong.cookies.find((c) => c.name === "ta_session")).toBeUndefined();

    const unknown = await call({
      method: "POST",
      url: "/api/auth/login",
      body: { email: newEmail(), password: PASSWORD },
    });
    expect(unknown.statusCode).toBe(401);
    expect(errorOf(unknown).error.code).toBe("wrong_credentials");

    const ok = await call({
      method: "POST",
      url: "/api/auth/login",
      body: { email, password: PASSWORD },
      cookie: old,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ twoFactor: false, user: { email } });
    const fresh = sessionFrom(ok);
    expect(fresh).not.toBe(old);
    expect((await call({ url: "/api/user", cookie: old })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie: fresh })).statusCode).toBe(200);
  });

  it("accepts the session token as a Bearer token for programmatic clients", async () => {
    const { cookie, email } = await signedUp();
    const token = cookie.split("=")[1];
    const res = await call({ url: "/api/user", headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(email);
    expect((await call({ url: "/api/user", headers: { authorization: "Bearer nope" } })).statusCode).toBe(
      401,
    );
  });

  it("signs out: the session ends and its cookie is cleared", async () => {
    const { cookie } = await signedUp();
    const out = await call({ method: "POST", url: "/api/auth/logout", cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === "ta_session")?.value).toBe("");
    const stale = await call({ url: "/api/user", cookie });
    expect(stale.statusCode).toBe(401);
    // Loading the user with an ended session removes the stored token (docs/product.md, Registration and sign-in).
    expect(stale.cookies.find((c) => c.name === "ta_session")?.value).toBe("");
    expect((await call({ url: "/api/user" })).cookies).toEqual([]);
  });

  it("lists a user's sessions; one user cannot end another's", async () => {
    const a = await signedUp();
    const second = sessionFrom(
      await call({ method: "POST", url: "/api/auth/login", body: { email: a.email, password: PASSWORD } }),
    );
    const b = await signedUp();
    const list = (await call({ url: "/api/user/sessions", cookie: a.cookie })).json().data as {
      id: number;
      current: boolean;
    }[];
    expect(list).toHaveLength(2);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const other = list.find((s) => !s.current);
    if (!other) throw new Error("no second session");

    const foreign = await call({ method: "DELETE", url: `/api/user/sessions/${other.id}`, cookie: b.cookie });
    expect(foreign.statusCode).toBe(404);
    expect((await call({ url: "/api/user", cookie: second })).statusCode).toBe(200);

    const own = await call({ method: "DELETE", url: `/api/user/sessions/${other.id}`, cookie: a.cookie });
    expect(own.statusCode).toBe(200);
    expect((await call({ url: "/api/user", cookie: second })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie: a.cookie })).statusCode).toBe(200);
  });

  it("asks for the authenticator code when two-factor is on, and accepts each code once", async () => {
    const { email } = await signedUp();
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await db()
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(users.email, email));

    const first = await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } });
    expect(first.json().data).toEqual({ twoFactor: true, user: null });
    const pending = sessionFrom(first);
    expect((await call({ url: "/api/user", cookie: pending })).statusCode).toBe(401);

    const wrong = await call({
      method: "POST",
      url: "/api/user/2fa/google/verify",
      body: { token: "12345" },
      cookie: pending,
    });
    expect(wrong.statusCode).toBe(422);
    expect(errorOf(wrong).error.fields).toEqual({ token: "totp_invalid" });

    const token = await generate({ secret });
    const ok = await call({
      method: "POST",
      url: "/api/user/2fa/google/verify",
      body: { token },
      cookie: pending,
    });
    expect(ok.statusCode).toBe(200);
    const full = sessionFrom(ok);
    expect((await call({ url: "/api/user", cookie: full })).json().data.twoFactor).toBe(true);
    expect((await call({ url: "/api/user", cookie: pending })).statusCode).toBe(401);

    const again = sessionFrom(
      await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } }),
    );
    const replay = await call({
      method: "POST",
      url: "/api/user/2fa/google/verify",
      body: { token },
      cookie: again,
    });
    expect(replay.statusCode).toBe(422);
  });
});

describe("attempt limits on codes", () => {
  /** Sends `attempt` until it is refused with 429; the number of tries it took. */
  async function triesUntilLimited(attempt: () => Promise<LightMyRequestResponse>) {
    for (let tries = 1; tries <= 40; tries++) {
      const res = await attempt();
      if (res.statusCode === 429) {
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        return tries;
      }
      expect(res.statusCode).toBe(422);
    }
    return Number.POSITIVE_INFINITY;
  }

  it("refuses a new authenticator secret while two-factor is on, keeping the old one", async () => {
    const { email, cookie } = await signedUp();
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await db()
      .update(users)
      .set({ totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(users.email, email));
    const res = await call({ method: "POST", url: "/api/user/2fa/google/secret", cookie });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.fields).toEqual({ token: "totp_already_on" });
    const [user] = await db()
      .select({ totpSecret: users.totpSecret })
      .from(users)
      .where(eq(users.email, email));
    expect(user.totpSecret).toBe(secret);
  });

  it("stops guessing the second step of a sign-in after 10 wrong codes", async () => {
    const { email } = await signedUp();
    await db()
      .update(users)
      .set({ totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date() })
      .where(eq(users.email, email));
    const pending = sessionFrom(
      await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } }),
    );
    const guess = () =>
      call({
        method: "POST",
        url: "/api/user/2fa/google/verify",
        body: { token: "000000" },
        cookie: pending,
      });
    expect(await triesUntilLimited(guess)).toBe(11);
  });

  it("stops guessing the authenticator code of a re-authentication after 10 wrong codes", async () => {
    const { email, cookie } = await signedUp();
    await db()
      .update(users)
      .set({ totpSecret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", totpEnabledAt: new Date() })
      .where(eq(users.email, email));
    const confirmed = await call({
      method: "POST",
      url: "/api/user/email/action",
      body: { password: PASSWORD },
      cookie,
    });
    expect(confirmed.json().data).toEqual({ twoFactor: true });
    const guess = () =>
      call({ method: "PUT", url: "/api/user/email/action/google2fa", body: { code: "000000" }, cookie });
    expect(await triesUntilLimited(guess)).toBe(11);
  });
});

describe("passwords", () => {
  it("changes the password with the old one; other sessions end and this one gets a new token", async () => {
    const { email, cookie } = await signedUp();
    const other = sessionFrom(
      await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } }),
    );
    const change = (body: object) => call({ method: "PUT", url: "/api/user/password", body, cookie });

    const wrongOld = await change({
      password_old: "not my password",
      password: "brand new secret 1",
      password_confirmation: "brand new secret 1",
    });
    expect(wrongOld.statusCode).toBe(422);
    expect(errorOf(wrongOld).error.fields).toEqual({ password_old: "password_wrong" });
    const mismatch = await change({
      password_old: PASSWORD,
      password: "brand new secret 1",
      password_confirmation: "brand new secret 2",
    });
    expect(errorOf(mismatch).error.fields).toEqual({ password_confirmation: "password_mismatch" });
    const weak = await change({
      password_old: PASSWORD,
      password: "qwertyuiop",
      password_confirmation: "qwertyuiop",
    });
    expect(errorOf(weak).error.fields).toEqual({ password: "password_common" });
    // Nothing changed: the other session is alive and the old password still signs in.
    expect((await call({ url: "/api/user", cookie: other })).statusCode).toBe(200);

    const ok = await change({
      password_old: PASSWORD,
      password: "brand new secret 1",
      password_confirmation: "brand new secret 1",
    });
    expect(ok.statusCode).toBe(200);
    const rotated = sessionFrom(ok);
    expect((await call({ url: "/api/user", cookie: rotated })).statusCode).toBe(200);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie: other })).statusCode).toBe(401);
    expect(
      (await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await call({
          method: "POST",
          url: "/api/auth/login",
          body: { email, password: "brand new secret 1" },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("resets a forgotten password with an emailed code, once; unknown addresses get the same answer", async () => {
    const { email, cookie } = await signedUp();
    const stranger = newEmail();
    const before = smtp().mails.length;
    expect(
      (await call({ method: "POST", url: "/api/auth/password/forgot", body: { email: stranger } }))
        .statusCode,
    ).toBe(202);
    expect(
      (await call({ method: "POST", url: "/api/auth/password/forgot", body: { email } })).statusCode,
    ).toBe(202);
    const code = await smtp().codeFor(email, before);
    expect(
      smtp()
        .mails.slice(before)
        .some((m) => m.to === stranger),
    ).toBe(false);

    const reset = (body: object) => call({ method: "POST", url: "/api/auth/password/reset", body });
    const wrong = await reset({
      email,
      code: code === "999999" ? "999998" : "999999",
      password: "a fresh start 42",
    });
    expect(errorOf(wrong).error.fields).toEqual({ code: "code_invalid" });
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(200);

    expect((await reset({ email, code, password: "a fresh start 42" })).statusCode).toBe(200);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    expect((await reset({ email, code, password: "another start 43" })).statusCode).toBe(422);
    expect(
      (await call({ method: "POST", url: "/api/auth/login", body: { email, password: "a fresh start 42" } }))
        .statusCode,
    ).toBe(200);
  });

  it("voids a code after five wrong guesses, even for the right code", async () => {
    const email = newEmail();
    const before = smtp().mails.length;
    await call({ method: "POST", url: "/api/auth/register", body: { email, password: PASSWORD } });
    const code = await smtp().codeFor(email, before);
    const wrongCode = code === "123456" ? "654321" : "123456";
    for (let i = 0; i < 5; i++) {
      await call({
        method: "POST",
        url: "/api/auth/register/confirm",
        body: { email, code: wrongCode, password: PASSWORD },
      });
    }
    const late = await call({
      method: "POST",
      url: "/api/auth/register/confirm",
      body: { email, code, password: PASSWORD },
    });
    expect(late.statusCode).toBe(422);
    const [row] = await db()
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .innerJoin(users, eq(users.id, oneTimeCodes.userId))
      .where(eq(users.email, email));
    expect(row.attempts).toBe(5);
  });
});

describe("favourites", () => {
  const slugs = async (cookie: string) =>
    ((await call({ url: "/api/user/favorite", cookie })).json().data as { slug: string }[]).map(
      (t) => t.slug,
    );

  it("stars, lists, merges and unstars tokens; each user sees only their own", async () => {
    const [first, second, third] = (
      await queryRows<{ slug: string }>(
        db(),
        sql`select slug from tokens where not synthetic order by id limit 3`,
      )
    ).map((r) => r.slug);
    const a = await signedUp();
    const b = await signedUp();

    expect(
      (await call({ method: "PUT", url: `/api/user/favorite/${first}`, cookie: a.cookie })).statusCode,
    ).toBe(200);
    expect(
      (await call({ method: "PUT", url: `/api/user/favorite/${first}`, cookie: a.cookie })).statusCode,
    ).toBe(200);
    const merged = await call({
      method: "POST",
      url: "/api/user/favorite/merge",
      body: { slugs: [first, second, "no-such-token-1", third] },
      cookie: a.cookie,
    });
    expect(merged.json()).toEqual({ data: { added: 2 } });
    // Text that cannot be a slug (a lone surrogate, spaces) is skipped like an unknown slug.
    const odd = await call({
      method: "POST",
      url: "/api/user/favorite/merge",
      body: { slugs: ["\ud800x", "caf\u00e9-1", "not a slug", first] },
      cookie: a.cookie,
    });
    expect(odd.statusCode, odd.body).toBe(200);
    expect(odd.json()).toEqual({ data: { added: 0 } });
    expect((await slugs(a.cookie)).toSorted()).toEqual([first, second, third].toSorted());
    expect(await slugs(b.cookie)).toEqual([]);

    expect(
      (await call({ method: "DELETE", url: `/api/user/favorite/${second}`, cookie: a.cookie })).statusCode,
    ).toBe(200);
    expect((await slugs(a.cookie)).toSorted()).toEqual([first, third].toSorted());
    // B unstarring A's token touches only B's (empty) list.
    await call({ method: "DELETE", url: `/api/user/favorite/${first}`, cookie: b.cookie });
    expect((await slugs(a.cookie)).toSorted()).toEqual([first, third].toSorted());
  });

  it("refuses unknown tokens and visitors, writing nothing", async () => {
    const a = await signedUp();
    const before = (await db().select({ n: sql<number>`count(*)::int` }).from(favorites))[0].n;
    expect(
      (await call({ method: "PUT", url: "/api/user/favorite/no-such-token-9", cookie: a.cookie })).statusCode,
    ).toBe(404);
    expect((await call({ method: "PUT", url: "/api/user/favorite/okb-199" })).statusCode).toBe(401);
    expect((await call({ url: "/api/user/favorite" })).statusCode).toBe(401);
    const tooMany = await call({
      method: "POST",
      url: "/api/user/favorite/merge",
      body: { slugs: Array.from({ length: 501 }, (_, i) => `t-${i}`) },
      cookie: a.cookie,
    });
    expect(tooMany.statusCode).toBe(422);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(favorites))[0].n).toBe(before);
  });
});

describe("cross-site requests", () => {
  it("refuses state changes from a foreign Origin or a cross-site fetch, and nothing is written", async () => {
    const a = await signedUp();
    const sessions0 = (await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    const users0 = await userCount();
    const foreign = await call({
      method: "POST",
      url: "/api/auth/register",
      body: { email: newEmail(), password: PASSWORD },
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(errorOf(foreign).error.code).toBe("foreign_origin");
    const crossSite = await app().inject({
      method: "PUT",
      url: "/api/user/nickname?nickname=hijacked",
      headers: { cookie: a.cookie, "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const logout = await call({
      method: "POST",
      url: "/api/auth/logout",
      cookie: a.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(logout.statusCode).toBe(403);
    expect((await call({ url: "/api/user", cookie: a.cookie })).json().data.nickname).toBe(a.nickname);
    expect(await userCount()).toBe(users0);
    expect((await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n).toBe(sessions0);
  });
});

/** Turns two-factor on through the API; returns the secret. */
async function enableTwoFactor(email: string, cookie: string): Promise<{ secret: string; cookie: string }> {
  const setup = await call({ method: "POST", url: "/api/user/2fa/google/secret", cookie });
  expect(setup.statusCode).toBe(201);
  const { secret, qr, uri } = setup.json().data as { secret: string; qr: string; uri: string };
  expect(qr).toMatch(/^data:image\/png;base64,/);
  expect(uri).toContain(`secret=${secret}`);
  const before = smtp().mails.length;
  expect((await call({ method: "POST", url: "/api/user/2fa/google/mail", cookie })).statusCode).toBe(202);
  const emailCode = await smtp().codeFor(email, before);
  const res = await call({
    method: "POST",
    url: "/api/user/2fa/google",
    body: { token: await generate({ secret }), email_code: emailCode },
    cookie,
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().data.twoFactor).toBe(true);
  return { secret, cookie: sessionFrom(res) };
}

describe("re-authentication, email change, two-factor and API tokens", () => {
  it("refuses sensitive changes once the sign-in is more than 10 minutes old, until the password is re-entered", async () => {
    const { email, cookie } = await signedUp();
    await staleReauth(email);
    for (const [method, url] of [
      ["POST", "/api/user/email/request"],
      ["GET", "/api/user/2fa/google"],
      ["POST", "/api/user/2fa/google/secret"],
      ["POST", "/api/user/2fa/google/mail"],
      ["DELETE", "/api/user/2fa/google"],
      ["POST", "/api/user/tokens"],
    ] as const) {
      const res = await call({
        method,
        url,
        cookie,
        body: method === "POST" ? { email: newEmail(), name: "x" } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
      expect(errorOf(res).error.code).toBe("reauth_required");
    }
    const [row] = await db().select().from(users).where(eq(users.email, email));
    expect(row.totpSecret).toBeNull();

    const wrong = await call({
      method: "POST",
      url: "/api/user/email/action",
      body: { password: "not it at all" },
      cookie,
    });
    expect(errorOf(wrong).error.fields).toEqual({ password: "password_wrong" });
    const ok = await call({
      method: "POST",
      url: "/api/user/email/action",
      body: { password: PASSWORD },
      cookie,
    });
    expect(ok.json()).toEqual({ data: { twoFactor: false } });
    expect((await call({ url: "/api/user/2fa/google", cookie })).statusCode).toBe(200);
  });

  it("changes the email with a code sent to the new address; the old address no longer signs in", async () => {
    const { email, cookie } = await signedUp();
    const next = newEmail();
    const before = smtp().mails.length;
    expect(
      (await call({ method: "POST", url: "/api/user/email/request", body: { email: next }, cookie }))
        .statusCode,
    ).toBe(202);
    const code = await smtp().codeFor(next, before);
    const wrong = await call({ method: "PUT", url: "/api/user/email/verify?code=000000", cookie });
    if (code !== "000000") expect(errorOf(wrong).error.fields).toEqual({ code: "code_invalid" });
    expect((await call({ url: "/api/user", cookie })).json().data.email).toBe(email);

    const ok = await call({ method: "PUT", url: `/api/user/email/verify?code=${code}`, cookie });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe(next);
    const rotated = sessionFrom(ok);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie: rotated })).json().data.email).toBe(next);
    expect(
      (await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call({ method: "POST", url: "/api/auth/login", body: { email: next, password: PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it("turns two-factor on only with both codes, then asks for the app's code at sign-in and re-authentication", async () => {
    const { email, cookie } = await signedUp();
    const setup = (await call({ method: "POST", url: "/api/user/2fa/google/secret", cookie })).json()
      .data as { secret: string };
    const missing = await call({ method: "POST", url: "/api/user/2fa/google", body: {}, cookie });
    expect(errorOf(missing).error.fields).toEqual({ token: "required", email_code: "required" });
    const before = smtp().mails.length;
    await call({ method: "POST", url: "/api/user/2fa/google/mail", cookie });
    const emailCode = await smtp().codeFor(email, before);
    const badApp = await call({
      method: "POST",
      url: "/api/user/2fa/google",
      body: { token: "000000", email_code: emailCode },
      cookie,
    });
    expect(errorOf(badApp).error.fields).toEqual({ token: "totp_invalid" });
    const badMail = await call({
      method: "POST",
      url: "/api/user/2fa/google",
      body: {
        token: await generate({ secret: setup.secret }),
        email_code: emailCode === "000000" ? "111111" : "000000",
      },
      cookie,
    });
    expect(errorOf(badMail).error.fields).toEqual({ email_code: "code_invalid" });
    expect((await call({ url: "/api/user", cookie })).json().data.twoFactor).toBe(false);

    const { secret, cookie: afterEnable } = await enableTwoFactor(email, cookie);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    const login = await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } });
    expect(login.json().data.twoFactor).toBe(true);

    await staleReauth(email);
    const step1 = await call({
      method: "POST",
      url: "/api/user/email/action",
      body: { password: PASSWORD },
      cookie: afterEnable,
    });
    expect(step1.json()).toEqual({ data: { twoFactor: true } });
    expect(
      (await call({ method: "DELETE", url: "/api/user/2fa/google", cookie: afterEnable })).statusCode,
    ).toBe(403);
    const step2 = await call({
      method: "PUT",
      url: "/api/user/email/action/google2fa",
      body: { code: "999999" },
      cookie: afterEnable,
    });
    expect(step2.statusCode).toBe(422);
    // The sign-in above did not use a code; a code of the next time step is accepted once.
    const nextCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    const ok = await call({
      method: "PUT",
      url: `/api/user/email/action/google2fa?code=${nextCode}`,
      cookie: afterEnable,
    });
    expect(ok.statusCode).toBe(200);
    const offBefore = smtp().mails.length;
    const off = await call({ method: "DELETE", url: "/api/user/2fa/google", cookie: afterEnable });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.twoFactor).toBe(false);
    // The address heard of both changes.
    await smtp().mailTo(email, offBefore, (m) => m.subject.includes("turned off"));
    expect(smtp().mails.some((m) => m.to === email && m.subject.includes("turned on"))).toBe(true);
    expect(
      (await call({ method: "POST", url: "/api/auth/login", body: { email, password: PASSWORD } })).json()
        .data.twoFactor,
    ).toBe(false);
  });

  it("creates API tokens for Bearer use, lists them, and revokes them", async () => {
    const { cookie } = await signedUp();
    const bad = await call({ method: "POST", url: "/api/user/tokens", body: { name: "   " }, cookie });
    expect(errorOf(bad).error.fields).toEqual({ name: "token_name_invalid" });
    const created = await call({
      method: "POST",
      url: "/api/user/tokens",
      body: { name: "price bot" },
      cookie,
    });
    expect(created.statusCode).toBe(201);
    const { id, token } = created.json().data as { id: number; token: string };
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call({ url: "/api/user/favorite", headers: bearer })).statusCode).toBe(200);
    const list = (await call({ url: "/api/user/sessions", cookie })).json().data as {
      id: number;
      kind: string;
      name: string;
    }[];
    expect(list.find((s) => s.id === id)).toMatchObject({ kind: "api", name: "price bot" });
    expect(JSON.stringify(list)).not.toContain(token);
    expect((await call({ method: "DELETE", url: `/api/user/sessions/${id}`, cookie })).statusCode).toBe(200);
    expect((await call({ url: "/api/user/favorite", headers: bearer })).statusCode).toBe(401);
  });

  it("lets a program change the password with its API token, which keeps working; browsers sign in again", async () => {
    const { email, cookie } = await signedUp();
    const created = await call({ method: "POST", url: "/api/user/tokens", body: { name: "ops" }, cookie });
    const bearer = { authorization: `Bearer ${(created.json().data as { token: string }).token}` };
    const sessionsBefore = (await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    const changed = await call({
      method: "PUT",
      url: "/api/user/password",
      body: {
        password_old: PASSWORD,
        password: "a new long passphrase",
        password_confirmation: "a new long passphrase",
      },
      headers: bearer,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.cookies).toEqual([]);
    expect((await call({ url: "/api/user", headers: bearer })).json().data.email).toBe(email);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    // The browser session ended and no new one was made.
    const sessionsAfter = (await db().select({ n: sql<number>`count(*)::int` }).from(sessions))[0].n;
    expect(sessionsAfter).toBe(sessionsBefore - 1);
  });
});
