/**
 * The ways an account could be taken over (OWASP ASVS 5.0 level 2, docs/decisions/010-accounts.md), each
 * through the real server: pre-registration, address probing, lockout, query-string passwords, surviving API
 * tokens, racing registrations, two-factor secrets, unnoticed changes and guessable passwords.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { oneTimeCodes, sessions, users } from "../../../db/schema/index.ts";
import { errorOf, PASSWORD, sessionFrom, setupAccountApp } from "../../../tests/support/account-client.ts";

const { db, smtp, newEmail, call, userCount, signedUp } = setupAccountApp();

const login = (body: object, ip?: string) =>
  call({
    method: "POST",
    url: "/api/auth/login",
    body,
    headers: ip ? { "x-forwarded-for": ip } : {},
  });

async function accountOf(email: string) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return user;
}

async function sessionCount(email: string): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return row.n;
}

/** Lets the mail that goes out after an answer arrive (or not) before counting. */
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("registration", () => {
  it("a code confirms only the registration it was mailed for: a later registration's code does not confirm the owner's password", async () => {
    const email = newEmail();
    const register = async (password: string) => {
      const before = smtp().mails.length;
      const res = await call({ method: "POST", url: "/api/auth/register", body: { email, password } });
      expect(res.statusCode).toBe(202);
      return smtp().codeFor(email, before);
    };
    const confirm = (code: string, password: string) =>
      call({ method: "POST", url: "/api/auth/register/confirm", body: { email, code, password } });

    // The owner registers; then someone else registers the same address, which mails the owner a new code.
    await register("owner chosen words 1");
    const othersCode = await register("intruder chosen words 2");
    const refused = await confirm(othersCode, "owner chosen words 1");
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).error.fields).toEqual({ code: "code_invalid" });
    expect((await accountOf(email)).emailVerifiedAt).toBeNull();
    expect(await sessionCount(email)).toBe(0);
    expect(refused.cookies).toEqual([]);

    // The owner registers again: the newest registration replaces the older one, and the older code is void.
    const ownCode = await register("owner chosen words 3");
    expect((await confirm(othersCode, "intruder chosen words 2")).statusCode).toBe(422);
    expect(await sessionCount(email)).toBe(0);
    expect((await confirm(ownCode, "owner chosen words 3")).statusCode).toBe(200);
    expect((await login({ email, password: "owner chosen words 3" })).statusCode).toBe(200);
    expect((await login({ email, password: "intruder chosen words 2" })).statusCode).toBe(401);
  });

  it("answers parallel registrations of one address without an error, keeping one account", async () => {
    const email = newEmail();
    const users0 = await userCount();
    const before = smtp().mails.length;
    const answers = await Promise.all(
      // As many as the address's registration limit allows in an hour.
      Array.from({ length: 5 }, (_, i) =>
        call({
          method: "POST",
          url: "/api/auth/register",
          body: { email, password: `parallel words ${i}` },
          headers: { "x-forwarded-for": `10.77.0.${i + 1}` },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(5).fill(202));
    await smtp().codeFor(email, before);
    await settle();
    expect(await userCount()).toBe(users0 + 1);
  });
});

describe("the same answer for addresses with and without an account", () => {
  it("registration: an account's address gets the same answer; its owner gets a mail, and nothing changes", async () => {
    const { email } = await signedUp();
    const stranger = newEmail();
    const before = smtp().mails.length;
    const known = await call({
      method: "POST",
      url: "/api/auth/register",
      body: { email, password: "someone else words 1" },
    });
    const unknown = await call({
      method: "POST",
      url: "/api/auth/register",
      body: { email: stranger, password: "someone else words 1" },
    });
    expect([known.statusCode, known.json()]).toEqual([202, { data: { email } }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([202, { data: { email: stranger } }]);
    const notice = await smtp().mailTo(email, before);
    expect(notice.text).toContain("already has an account");
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect((await login({ email, password: "someone else words 1" })).statusCode).toBe(401);
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(200);
  });

  it("password reset: both addresses get the same answer; only the account's gets a code", async () => {
    const { email } = await signedUp();
    const stranger = newEmail();
    const before = smtp().mails.length;
    const known = await call({ method: "POST", url: "/api/auth/password/forgot", body: { email } });
    const unknown = await call({
      method: "POST",
      url: "/api/auth/password/forgot",
      body: { email: stranger },
    });
    expect([known.statusCode, known.body]).toEqual([unknown.statusCode, unknown.body]);
    await smtp().codeFor(email, before);
    await settle();
    expect(
      smtp()
        .mails.slice(before)
        .some((m) => m.to === stranger),
    ).toBe(false);
    expect(await accountOf(stranger)).toBeUndefined();
  });

  it("email change: an address taken by another account gets the same answer; its owner is told, and nothing is written", async () => {
    const { email, cookie } = await signedUp();
    const taken = await signedUp();
    const free = newEmail();
    const before = smtp().mails.length;
    const takenRes = await call({
      method: "POST",
      url: "/api/user/email/request",
      body: { email: taken.email },
      cookie,
    });
    const freeRes = await call({
      method: "POST",
      url: "/api/user/email/request",
      body: { email: free },
      cookie,
    });
    expect([takenRes.statusCode, takenRes.body]).toEqual([freeRes.statusCode, freeRes.body]);
    expect(takenRes.statusCode).toBe(202);
    const told = await smtp().mailTo(taken.email, before);
    expect(told.text).toContain("another TokenAtlas account");
    expect(told.text).not.toMatch(/\b\d{6}\b/);
    await smtp().codeFor(free, before);
    // The only email-change code written is the free address's.
    const user = await accountOf(email);
    const codes = await db().select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(codes.filter((c) => c.purpose === "email_change").map((c) => c.target)).toEqual([free]);
    expect((await call({ url: "/api/user", cookie })).json().data.email).toBe(email);
  });
});

describe("failed sign-ins", () => {
  it("do not lock the owner out: past the account's limit the password goes with a code mailed to the address", async () => {
    const { email } = await signedUp();
    for (let i = 0; i < 10; i++) {
      const res = await login({ email, password: `wrong guess ${i}` }, `10.88.${i}.1`);
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).error.code).toBe("wrong_credentials");
    }
    // The guesser, right password or not, gets no further without the mailbox.
    const before = smtp().mails.length;
    const guess = await login({ email, password: "wrong guess 10" }, "10.88.10.1");
    expect([guess.statusCode, errorOf(guess).error.code]).toEqual([401, "unlock_required"]);
    const sessions0 = await sessionCount(email);
    const withoutCode = await login({ email, password: PASSWORD }, "10.88.99.1");
    expect(withoutCode.statusCode).toBe(401);
    expect(errorOf(withoutCode).error.code).toBe("unlock_required");
    expect(withoutCode.cookies).toEqual([]);
    const code = await smtp().codeFor(email, before);
    const wrongCode = code === "000000" ? "111111" : "000000";
    const guessed = await login({ email, password: PASSWORD, code: wrongCode }, "10.88.11.1");
    expect([guessed.statusCode, errorOf(guessed).error.code]).toEqual([401, "unlock_failed"]);
    // A wrong password with the right code is refused alike, and leaves the code usable.
    const wrongPassword = await login({ email, password: "wrong guess 12", code }, "10.88.12.1");
    expect([wrongPassword.statusCode, errorOf(wrongPassword).error.code]).toEqual([401, "unlock_failed"]);
    expect(await sessionCount(email)).toBe(sessions0);

    const owner = await login({ email, password: PASSWORD, code }, "10.88.99.1");
    expect(owner.statusCode).toBe(200);
    expect((await call({ url: "/api/user", cookie: sessionFrom(owner) })).json().data.email).toBe(email);
    // Success clears the failures: the next sign-in needs the password alone.
    expect((await login({ email, password: PASSWORD }, "10.88.99.1")).statusCode).toBe(200);
  });

  it("answer an address without an account the same way", async () => {
    const stranger = newEmail();
    const before = smtp().mails.length;
    const codes: string[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        errorOf(await login({ email: stranger, password: `guess ${i}` }, `10.89.${i}.1`)).error.code,
      );
    }
    expect(codes).toEqual([...Array(10).fill("wrong_credentials"), "unlock_required"]);
    await settle();
    expect(
      smtp()
        .mails.slice(before)
        .some((m) => m.to === stranger),
    ).toBe(false);
  });
});

describe("password changes", () => {
  it("take the query-string form compatible clients send, and end the other sessions as the body form does", async () => {
    const { email, cookie } = await signedUp();
    const other = sessionFrom(await login({ email, password: PASSWORD }));
    const password = encodeURIComponent("brand new secret 1");
    const res = await call({
      method: "PUT",
      url: `/api/user/password?password_old=${encodeURIComponent(PASSWORD)}&password=${password}&password_confirmation=${password}`,
      cookie,
    });
    expect(res.statusCode).toBe(200);
    expect((await call({ url: "/api/user", cookie: other })).statusCode).toBe(401);
    expect((await login({ email, password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ email, password: "brand new secret 1" })).statusCode).toBe(200);
  });

  it("end the other sessions and the API tokens, except the one making the change", async () => {
    const { email, cookie } = await signedUp();
    const tokenOf = async (name: string) =>
      (
        (await call({ method: "POST", url: "/api/user/tokens", body: { name }, cookie })).json().data as {
          token: string;
        }
      ).token;
    const bot = { authorization: `Bearer ${await tokenOf("bot")}` };
    const ops = { authorization: `Bearer ${await tokenOf("ops")}` };
    const body = {
      password_old: PASSWORD,
      password: "a new long passphrase",
      password_confirmation: "a new long passphrase",
    };
    const changed = await call({ method: "PUT", url: "/api/user/password", body, headers: ops });
    expect(changed.statusCode).toBe(200);
    expect((await call({ url: "/api/user", headers: ops })).statusCode).toBe(200);
    expect((await call({ url: "/api/user", headers: bot })).statusCode).toBe(401);
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(401);
    expect(await sessionCount(email)).toBe(1);
  });
});

describe("two-factor secrets", () => {
  it("are made by a POST; reading the state writes nothing", async () => {
    const { email, cookie } = await signedUp();
    const empty = await call({ url: "/api/user/2fa/google", cookie });
    expect(empty.json()).toEqual({ data: { enabled: false } });
    expect((await accountOf(email)).totpSecret).toBeNull();
    const made = await call({ method: "POST", url: "/api/user/2fa/google/secret", cookie });
    expect(made.statusCode).toBe(201);
    const { secret } = made.json().data as { secret: string };
    const read = await call({ url: "/api/user/2fa/google", cookie });
    const again = await call({ url: "/api/user/2fa/google", cookie });
    expect(read.json().data.secret).toBe(secret);
    expect(again.json().data.secret).toBe(secret);
    expect((await accountOf(email)).totpSecret).toBe(secret);
  });
});

describe("notices", () => {
  it("tell the account's address of API token, password and email changes, in its language", async () => {
    const { email, cookie } = await signedUp();
    await db().update(users).set({ locale: "de" }).where(eq(users.email, email));
    const subjects = async (before: number, count: number) => {
      const deadline = Date.now() + 5_000;
      while (
        smtp()
          .mails.slice(before)
          .filter((m) => m.to === email).length < count &&
        Date.now() < deadline
      ) {
        await settle();
      }
      return smtp()
        .mails.slice(before)
        .filter((m) => m.to === email)
        .map((m) => m.subject);
    };

    let before = smtp().mails.length;
    const created = await call({
      method: "POST",
      url: "/api/user/tokens",
      body: { name: "Kursbot" },
      cookie,
    });
    const { id } = created.json().data as { id: number };
    expect(await subjects(before, 1)).toEqual([expect.stringContaining("„Kursbot“")]);
    before = smtp().mails.length;
    await call({ method: "DELETE", url: `/api/user/sessions/${id}`, cookie });
    expect(await subjects(before, 1)).toEqual([expect.stringMatching(/Kursbot.*widerrufen/)]);

    before = smtp().mails.length;
    const changed = await call({
      method: "PUT",
      url: "/api/user/password",
      body: {
        password_old: PASSWORD,
        password: "ganz neue worte 1",
        password_confirmation: "ganz neue worte 1",
      },
      cookie,
    });
    const fresh = sessionFrom(changed);
    const [notice] = await subjects(before, 1);
    expect(notice).toMatch(/Passwort/);
    expect(smtp().mails.findLast((m) => m.to === email)?.text).toMatch(/Passwort/);

    before = smtp().mails.length;
    const next = newEmail();
    await call({ method: "POST", url: "/api/user/email/request", body: { email: next }, cookie: fresh });
    const code = await smtp().codeFor(next, before);
    const moved = await call({ method: "PUT", url: `/api/user/email/verify?code=${code}`, cookie: fresh });
    expect(moved.statusCode).toBe(200);
    expect(await subjects(before, 1)).toEqual([expect.stringContaining(next)]);
  });
});

describe("personal passwords", () => {
  it("are refused at registration, reset and change, writing nothing", async () => {
    const users0 = await userCount();
    const email = `marigold${Date.now()}@example.test`;
    const mails0 = smtp().mails.length;
    for (const password of ["my tokenatlas login", `${email.split("@")[0]} forever`]) {
      const res = await call({ method: "POST", url: "/api/auth/register", body: { email, password } });
      expect(res.statusCode).toBe(422);
      expect(errorOf(res).error.fields).toEqual({ password: "password_personal" });
    }
    await settle();
    expect(await userCount()).toBe(users0);
    expect(smtp().mails.length).toBe(mails0);

    const { email: owner, cookie, nickname } = await signedUp();
    const change = await call({
      method: "PUT",
      url: "/api/user/password",
      body: {
        password_old: PASSWORD,
        password: `${nickname.toUpperCase()} rules`,
        password_confirmation: `${nickname.toUpperCase()} rules`,
      },
      cookie,
    });
    expect(errorOf(change).error.fields).toEqual({ password: "password_personal" });
    const before = smtp().mails.length;
    await call({ method: "POST", url: "/api/auth/password/forgot", body: { email: owner } });
    const code = await smtp().codeFor(owner, before);
    const reset = await call({
      method: "POST",
      url: "/api/auth/password/reset",
      body: { email: owner, code, password: `Token Atlas is not TokenAtlas ${nickname}` },
    });
    expect(errorOf(reset).error.fields).toEqual({ password: "password_personal" });
    expect((await call({ url: "/api/user", cookie })).statusCode).toBe(200);
    expect((await login({ email: owner, password: PASSWORD })).statusCode).toBe(200);
  });
});
