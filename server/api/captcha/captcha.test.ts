import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { errorOf, PASSWORD, setupAccountApp } from "../../../tests/support/account-client.ts";
import { solvedCaptcha } from "../../../tests/support/captcha.ts";

/** A stand-in for Turnstile's siteverify: refuses the token "bad-token", accepts others, hangs up while down. */
let siteverifyDown = false;
const siteverify = createServer((req, res) => {
  let raw = "";
  req.on("data", (chunk) => {
    raw += chunk;
  });
  req.on("end", () => {
    if (siteverifyDown) {
      req.socket.destroy();
      return;
    }
    const ok = (JSON.parse(raw) as { response: string }).response !== "bad-token";
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ success: ok, "error-codes": ok ? [] : ["invalid-input-response"] }));
  });
});
await new Promise<void>((resolve) => siteverify.listen(0, "127.0.0.1", resolve));
afterAll(() => new Promise<void>((resolve) => siteverify.close(() => resolve())));

const pow = setupAccountApp({ content: true });
const turnstile = setupAccountApp({
  content: true,
  env: {
    CAPTCHA_SITE_KEY: "test-site-key",
    CAPTCHA_SECRET: "test-secret",
    CAPTCHA_VERIFY_URL: `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/siteverify`,
  },
});

function captchaRefused(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(422);
  expect(errorOf(res).error.fields?.captcha).toBe("captcha_failed");
}

/** What registration and posting write: accounts, mail, posts and answers. */
async function written(site: typeof pow) {
  const [row] = await queryRows<{ users: number; posts: number; answers: number }>(
    site.db(),
    sql`select (select count(*) from users)::int as users,
          (select count(*) from community_posts)::int as posts,
          (select count(*) from community_answers)::int as answers`,
  );
  return { ...row, mails: site.smtp().mails.length };
}

/** A member of the site's first community, old enough to post under the ordinary limit. */
async function memberOf(site: typeof pow) {
  const [{ slug }] = await queryRows<{ slug: string }>(
    site.db(),
    sql`select t.slug from communities c join tokens t on t.id = c.token_id order by c.id limit 1`,
  );
  const account = await site.signedUp();
  const joined = await site.call({
    method: "PUT",
    url: `/api/user/communities/${slug}/membership`,
    cookie: account.cookie,
  });
  expect(joined.statusCode).toBe(200);
  await site
    .db()
    .execute(sql`update users set created_at = now() - interval '10 days' where email = ${account.email}`);
  return { cookie: account.cookie, base: `/api/user/communities/${slug}` };
}

const postBody = {
  type: "discussion",
  language: "en",
  title: "Does the captcha stop scripts?",
  body: "<p>A post that asks for a solved captcha.</p>",
};

describe("GET /api/captcha/challenge", () => {
  it("gives a fresh signed challenge that expires in 10 minutes, never cached", async () => {
    const res = await pow.call({ url: "/api/captcha/challenge" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { parameters, signature } = res.json();
    expect(parameters.algorithm).toBe("PBKDF2/SHA-256");
    expect(parameters.expiresAt * 1000 - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(parameters.expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect((await pow.call({ url: "/api/captcha/challenge" })).json().signature).not.toBe(signature);
  });
});

describe("the proof-of-work captcha on registration", () => {
  it("refuses a registration without a captcha, with a wrong one and with one already used, writing nothing", async () => {
    const used = await solvedCaptcha(pow.app());
    const registered = pow.newEmail();
    const mails = pow.smtp().mails.length;
    const first = await pow.call({
      method: "POST",
      url: "/api/auth/register",
      body: { email: registered, password: PASSWORD, captcha: used },
    });
    expect(first.statusCode).toBe(202);
    // The account and its code are written after the answer: the code's mail says they are.
    await pow.smtp().codeFor(registered, mails);
    const before = await written(pow);
    for (const captcha of [undefined, "", "bm90IGEgcGF5bG9hZA==", used]) {
      const email = pow.newEmail();
      const res = await pow.call({
        method: "POST",
        url: "/api/auth/register",
        body: { email, password: PASSWORD, captcha },
      });
      if (captcha === undefined) {
        expect(res.statusCode).toBe(422);
        expect(errorOf(res).error.fields).toHaveProperty("captcha");
      } else {
        captchaRefused(res);
      }
    }
    expect(await written(pow)).toEqual(before);
  });
});

describe("the proof-of-work captcha on posts and answers", () => {
  it("refuses a post or an answer without a solved captcha, or with a used one, writing nothing", async () => {
    const { cookie, base } = await memberOf(pow);
    const posted = await pow.call({ method: "POST", url: `${base}/posts`, cookie, body: postBody });
    expect(posted.statusCode, posted.body).toBe(201);
    const id = posted.json().data.id as number;
    const used = await solvedCaptcha(pow.app());
    const answered = await pow.call({
      method: "POST",
      url: `${base}/posts/${id}/answers`,
      cookie,
      body: { body: "<p>An answer.</p>", captcha: used },
    });
    expect(answered.statusCode).toBe(201);
    const before = await written(pow);
    for (const captcha of ["", "bm90IGEgcGF5bG9hZA==", used]) {
      captchaRefused(
        await pow.call({ method: "POST", url: `${base}/posts`, cookie, body: { ...postBody, captcha } }),
      );
      captchaRefused(
        await pow.call({
          method: "POST",
          url: `${base}/posts/${id}/answers`,
          cookie,
          body: { body: "<p>Another answer.</p>", captcha },
        }),
      );
    }
    expect(await written(pow)).toEqual(before);
  });
});

describe("Turnstile in place of the proof of work", () => {
  it("lets the site's pages load Turnstile's script and frame, which the proof of work does without", async () => {
    const policy = async (site: typeof pow) =>
      String((await site.app().inject({ url: "/api/captcha/challenge" })).headers["content-security-policy"]);
    expect(await policy(turnstile)).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(await policy(turnstile)).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/);
    expect(await policy(pow)).not.toContain("challenges.cloudflare.com");
  });

  it("registers and posts with what siteverify accepts and refuses what it refuses, writing nothing", async () => {
    const { cookie, base } = await memberOf(turnstile);
    const before = await written(turnstile);
    captchaRefused(
      await turnstile.call({
        method: "POST",
        url: "/api/auth/register",
        body: { email: turnstile.newEmail(), password: PASSWORD, captcha: "bad-token" },
      }),
    );
    captchaRefused(
      await turnstile.call({
        method: "POST",
        url: `${base}/posts`,
        cookie,
        body: { ...postBody, captcha: "bad-token" },
      }),
    );
    expect(await written(turnstile)).toEqual(before);
    const posted = await turnstile.call({
      method: "POST",
      url: `${base}/posts`,
      cookie,
      body: { ...postBody, captcha: "good-token" },
    });
    expect(posted.statusCode).toBe(201);
  });

  it("answers 503 with Retry-After while siteverify is down, writing nothing", async () => {
    const { cookie, base } = await memberOf(turnstile);
    const [{ id }] = await queryRows<{ id: number }>(
      turnstile.db(),
      sql`select id from community_posts order by id limit 1`,
    );
    const before = await written(turnstile);
    siteverifyDown = true;
    try {
      const answers = [
        await turnstile.call({
          method: "POST",
          url: "/api/auth/register",
          body: { email: turnstile.newEmail(), password: PASSWORD, captcha: "good-token" },
        }),
        await turnstile.call({
          method: "POST",
          url: `${base}/posts`,
          cookie,
          body: { ...postBody, captcha: "good-token" },
        }),
        await turnstile.call({
          method: "POST",
          url: `${base}/posts/${id}/answers`,
          cookie,
          body: { body: "<p>An answer.</p>", captcha: "good-token" },
        }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers["retry-after"]).toBeDefined();
        expect(errorOf(res).error.code).toBe("unavailable");
      }
    } finally {
      siteverifyDown = false;
    }
    expect(await written(turnstile)).toEqual(before);
  });
});
