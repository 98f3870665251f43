/**
 * The captcha on registration, posts and answers (docs/architecture.md, Security baseline): a self-hosted
 * proof of work (ALTCHA) by default, Cloudflare Turnstile when a site key and its secret are configured. A
 * solved proof of work is accepted once: its signature is kept until the challenge expires, in Redis when
 * REDIS_URL is set (shared by every web process), in memory otherwise or while Redis is away.
 */
import { createChallenge, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { Redis } from "ioredis";
import { z } from "zod";
import { DependencyUnavailable } from "../../db/connection-errors.ts";
import { Invalid } from "../errors.ts";

/** PBKDF2 rounds per attempt and the range the secret attempt count is drawn from. */
export const POW_ALGORITHM = "PBKDF2/SHA-256";
const POW_COST = 1000;
const POW_COUNTER: [number, number] = [500, 1500];
/** How long a challenge may be solved and its solution sent. */
export const CHALLENGE_TTL_SECONDS = 600;
/** The longest token either kind of captcha gives (Turnstile's are at most 2048 characters). */
export const CAPTCHA_MAX = 4096;
const VERIFY_TIMEOUT_MS = 10_000;
/** Where Turnstile's widget script and frame come from. */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

export type CaptchaOptions = {
  /** Signs and checks the proof-of-work challenges. */
  hmacKey: string;
  /** Turnstile in place of the proof of work. */
  turnstile?: { siteKey: string; secret: string; verifyUrl: string };
  redis?: Redis;
  now?: () => number;
};

/** What a page needs to show the captcha. */
export type CaptchaView = { kind: "pow" } | { kind: "turnstile"; siteKey: string };

/** A captcha that is missing, wrong, expired or already used: a 422 naming the `captcha` field. */
export class CaptchaFailed extends Invalid {
  constructor() {
    super({ captcha: "captcha_failed" }, "The captcha was not solved; solve it again");
  }
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.literal(POW_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

const siteverifyAnswer = z.object({ success: z.boolean(), "error-codes": z.array(z.string()).default([]) });

/** Signatures of solutions already accepted, each until its challenge expires. */
function createUsedSignatures(redis: Redis | undefined, now: () => number) {
  const memory = new Map<string, number>();
  const inMemory = (signature: string, expiresAtMs: number) => {
    for (const [key, until] of memory) if (until <= now()) memory.delete(key);
    if (memory.has(signature)) return false;
    memory.set(signature, expiresAtMs);
    return true;
  };
  return {
    /** Marks the signature used; false when it already was. */
    async claim(signature: string, expiresAtMs: number): Promise<boolean> {
      const seconds = Math.max(1, Math.ceil((expiresAtMs - now()) / 1000));
      if (redis?.status === "ready") {
        try {
          return (await redis.set(`captcha:used:${signature}`, "1", "EX", seconds, "NX")) === "OK";
        } catch {
          // Redis went away meanwhile: this process keeps the signature itself.
        }
      }
      return inMemory(signature, expiresAtMs);
    },
  };
}

export function createCaptcha({ hmacKey, turnstile, redis, now = Date.now }: CaptchaOptions) {
  const used = createUsedSignatures(redis, now);

  async function verifyProofOfWork(token: string) {
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
    } catch {
      throw new CaptchaFailed();
    }
    const payload = payloadSchema.safeParse(decoded);
    if (!payload.success) throw new CaptchaFailed();
    const { challenge, solution } = payload.data;
    const expiresAt = challenge.parameters.expiresAt;
    if (expiresAt === undefined || expiresAt * 1000 <= now()) throw new CaptchaFailed();
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
    });
    if (!result.verified) throw new CaptchaFailed();
    if (!(await used.claim(challenge.signature, expiresAt * 1000))) throw new CaptchaFailed();
  }

  async function verifyTurnstile(token: string, ip: string, settings: NonNullable<typeof turnstile>) {
    let answer: Response;
    try {
      answer = await fetch(settings.verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ secret: settings.secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
    } catch (err) {
      throw new DependencyUnavailable("The captcha service did not answer", { cause: err });
    }
    const parsed = answer.ok ? siteverifyAnswer.safeParse(await answer.json().catch(() => null)) : null;
    if (!parsed?.success) {
      throw new DependencyUnavailable(`The captcha service answered ${answer.status} without a verdict`);
    }
    if (!parsed.data.success) throw new CaptchaFailed();
  }

  return {
    view(): CaptchaView {
      return turnstile ? { kind: "turnstile", siteKey: turnstile.siteKey } : { kind: "pow" };
    },

    /** A new signed proof-of-work challenge, valid for CHALLENGE_TTL_SECONDS. */
    challenge() {
      const [low, high] = POW_COUNTER;
      return createChallenge({
        algorithm: POW_ALGORITHM,
        cost: POW_COST,
        counter: low + Math.floor(Math.random() * (high - low)),
        deriveKey,
        expiresAt: Math.floor(now() / 1000) + CHALLENGE_TTL_SECONDS,
        hmacSignatureSecret: hmacKey,
      });
    },

    /**
     * Accepts a solved captcha once; throws CaptchaFailed when it is missing, wrong, expired or used, and
     * DependencyUnavailable when Turnstile does not answer.
     */
    async verify(token: unknown, ip: string): Promise<void> {
      if (typeof token !== "string" || token.length === 0 || token.length > CAPTCHA_MAX) {
        throw new CaptchaFailed();
      }
      if (turnstile) return verifyTurnstile(token, ip, turnstile);
      return verifyProofOfWork(token);
    },
  };
}

export type Captcha = ReturnType<typeof createCaptcha>;
