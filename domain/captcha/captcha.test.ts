import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DependencyUnavailable } from "../../db/connection-errors.ts";
import { CAPTCHA_MAX, CaptchaFailed, CHALLENGE_TTL_SECONDS, createCaptcha } from "./captcha.ts";

const HMAC_KEY = "a key for the captcha tests";

async function solved(captcha: ReturnType<typeof createCaptcha>): Promise<string> {
  const challenge = await captcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => "accepted",
    (err) => (err instanceof CaptchaFailed ? (err.fields?.captcha ?? "no field") : String(err)),
  );

describe("the proof-of-work captcha", () => {
  it("accepts a solved challenge once, and refuses it the second time", async () => {
    const captcha = createCaptcha({ hmacKey: HMAC_KEY });
    const token = await solved(captcha);
    expect(await refusal(captcha.verify(token, "10.1.0.1"))).toBe("accepted");
    expect(await refusal(captcha.verify(token, "10.1.0.1"))).toBe("captcha_failed");
  });

  it("refuses a missing, malformed, overlong or wrong solution", async () => {
    const captcha = createCaptcha({ hmacKey: HMAC_KEY });
    for (const token of [undefined, "", 5, "not base64 json", "x".repeat(CAPTCHA_MAX + 1)]) {
      expect(await refusal(captcha.verify(token, "10.1.0.2"))).toBe("captcha_failed");
    }
    const good = JSON.parse(Buffer.from(await solved(captcha), "base64").toString());
    const wrong = { ...good, solution: { ...good.solution, counter: good.solution.counter + 1 } };
    expect(await refusal(captcha.verify(Buffer.from(JSON.stringify(wrong)).toString("base64"), "x"))).toBe(
      "captcha_failed",
    );
    // The widget's test mode sends no challenge at all.
    const mock = Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
      "base64",
    );
    expect(await refusal(captcha.verify(mock, "x"))).toBe("captcha_failed");
  });

  it("refuses a challenge signed with another key", async () => {
    const other = createCaptcha({ hmacKey: "another key of the tests" });
    const captcha = createCaptcha({ hmacKey: HMAC_KEY });
    expect(await refusal(captcha.verify(await solved(other), "10.1.0.3"))).toBe("captcha_failed");
  });

  it("refuses a solution sent after its challenge expired", async () => {
    let now = Date.now();
    const captcha = createCaptcha({ hmacKey: HMAC_KEY, now: () => now });
    const token = await solved(captcha);
    now += (CHALLENGE_TTL_SECONDS + 1) * 1000;
    expect(await refusal(captcha.verify(token, "10.1.0.4"))).toBe("captcha_failed");
  });

  it("tells the page to show the proof of work", () => {
    expect(createCaptcha({ hmacKey: HMAC_KEY }).view()).toEqual({ kind: "pow" });
  });
});

describe("Turnstile", () => {
  let server: Server;
  let url = "";
  const received: Record<string, unknown>[] = [];
  beforeAll(async () => {
    // Answers like Turnstile's siteverify: success for the token "good", failure otherwise, 500 for "broken".
    server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => {
        raw += chunk;
      });
      req.on("end", () => {
        const body = JSON.parse(raw) as { response: string };
        received.push(body);
        if (body.response === "broken") {
          res.writeHead(500).end("oops");
          return;
        }
        const ok = body.response === "good";
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify({ success: ok, "error-codes": ok ? [] : ["invalid-input-response"] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const turnstile = (verifyUrl: string) =>
    createCaptcha({ hmacKey: HMAC_KEY, turnstile: { siteKey: "site-key", secret: "secret", verifyUrl } });

  it("accepts what siteverify accepts, sending the secret and the client's address", async () => {
    expect(await refusal(turnstile(url).verify("good", "10.2.0.1"))).toBe("accepted");
    expect(received.at(-1)).toEqual({ secret: "secret", response: "good", remoteip: "10.2.0.1" });
  });

  it("refuses what siteverify refuses, and a missing token without asking", async () => {
    expect(await refusal(turnstile(url).verify("bad", "10.2.0.2"))).toBe("captcha_failed");
    const asked = received.length;
    expect(await refusal(turnstile(url).verify("", "10.2.0.2"))).toBe("captcha_failed");
    expect(received.length).toBe(asked);
  });

  it("is unavailable (not refused) while siteverify is down or answers without a verdict", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const downUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/siteverify`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(turnstile(downUrl).verify("good", "10.2.0.3")).rejects.toBeInstanceOf(DependencyUnavailable);
    await expect(turnstile(url).verify("broken", "10.2.0.3")).rejects.toBeInstanceOf(DependencyUnavailable);
  });

  it("tells the page to show Turnstile with its site key", () => {
    expect(turnstile(url).view()).toEqual({ kind: "turnstile", siteKey: "site-key" });
  });
});
