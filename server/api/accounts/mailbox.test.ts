import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD } from "../../../tests/support/account-client.ts";
import { solvedCaptcha } from "../../../tests/support/captcha.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { isLoopback } from "./mailbox.ts";

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

describe("isLoopback", () => {
  it("accepts the loopback addresses only", () => {
    for (const address of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(isLoopback(address), address).toBe(true);
    }
    for (const address of [
      "203.0.113.5",
      "10.0.0.1",
      "::ffff:203.0.113.5",
      "::2",
      "1127.0.0.1",
      "",
      undefined,
    ]) {
      expect(isLoopback(address), String(address)).toBe(false);
    }
  });
});

describe("/dev/mailbox", () => {
  let dev: Ctx;
  let production: Ctx;
  beforeAll(async () => {
    // Explicitly on: with DATABASE_URL set the default is off.
    dev = await createTestApp({ ssr: false, env: { DEV_MAILBOX: "true" } });
    production = await createTestApp({ ssr: false, env: { DEV_MAILBOX: "true", NODE_ENV: "production" } });
  });
  afterAll(async () => {
    await dev?.close();
    await production?.close();
  });

  const register = async (ctx: Ctx, email: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/auth/register",
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: PASSWORD, captcha: await solvedCaptcha(ctx.app) },
    });
  const mailbox = (ctx: Ctx, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    ctx.app.inject({ method: "GET", url: "/dev/mailbox", ...options });

  it("shows the outbox to connections from this machine only, whatever the headers say", async () => {
    const email = "mailbox-reader@example.test";
    expect((await register(dev, email)).statusCode).toBe(202);
    await expect.poll(async () => (await mailbox(dev)).body).toContain(email);

    const remote = await mailbox(dev, { remoteAddress: "203.0.113.5" });
    expect(remote.statusCode).toBe(404);
    expect(remote.body).not.toContain(email);
    const forwarded = await mailbox(dev, {
      remoteAddress: "203.0.113.5",
      headers: { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1", host: "localhost" },
    });
    expect(forwarded.statusCode).toBe(404);
    expect(forwarded.body).not.toContain(email);
  });

  it("is never served in production, not even to this machine", async () => {
    const email = "mailbox-production@example.test";
    expect((await register(production, email)).statusCode).toBe(202);
    const res = await mailbox(production);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(email);
  });
});
