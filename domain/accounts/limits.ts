/**
 * Attempt limits for sign-in, codes and resets, per client IP and per account (docs/product.md, Attempt limits). Counters live in
 * Redis when REDIS_URL is set, so every web process shares them; in memory otherwise.
 */
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { RateLimited } from "../errors.ts";

export type LimitName =
  | "signIn"
  | "reauth"
  | "code"
  | "send"
  | "register"
  | "message"
  | "post"
  | "postNew"
  | "report"
  | "claim"
  | "invite";

/** points per duration (seconds), for each action and scope. */
export const LIMITS: Record<LimitName, { ip: [number, number]; account: [number, number] }> = {
  /**
   * Password sign-in attempts. Past the IP's limit that address waits (429). Past the account's limit of
   * failures nobody is locked out: signing in to the account takes an emailed code as well as the password
   * until the window ends (see `failed` and `locked`).
   */
  signIn: { ip: [30, 600], account: [10, 600] },
  /** Password re-entry by a signed-in session (password change, re-authentication). */
  reauth: { ip: [30, 600], account: [10, 600] },
  /** Code guesses, across codes. */
  code: { ip: [30, 600], account: [10, 600] },
  /** Emails sent with a code. */
  send: { ip: [20, 3600], account: [5, 3600] },
  register: { ip: [10, 3600], account: [5, 3600] },
  /** Contact messages and listing requests (the "account" is the sender's address). */
  message: { ip: [5, 3600], account: [5, 3600] },
  /** Posts and answers in token communities (the "account" is the member's id). */
  post: { ip: [60, 3600], account: [30, 3600] },
  /** The same by an account younger than NEW_ACCOUNT_HOURS (domain/communities/writes.ts): stricter. */
  postNew: { ip: [60, 3600], account: [5, 3600] },
  /** Reports of posts and answers to the editors (domain/communities/writes.ts). */
  report: { ip: [60, 3600], account: [20, 3600] },
  /** Token-owner claims, started or finished (domain/owners/claims.ts): each reads the chain's node. */
  claim: { ip: [60, 3600], account: [20, 3600] },
  /** Team invitations sent and accepted, and departures (domain/owners/team.ts): each may send mails. */
  invite: { ip: [60, 3600], account: [20, 3600] },
};

export type Limits = {
  /** Counts one attempt against the IP and the account; throws RateLimited when either is used up. */
  consume(name: LimitName, ip: string, account: string): Promise<void>;
  /** Counts one attempt against the IP only; throws RateLimited when it is used up. */
  consumeIp(name: LimitName, ip: string): Promise<void>;
  /** Counts one failure against the account without refusing anything. */
  failed(name: LimitName, account: string): Promise<void>;
  /** Whether the account's failures reached its limit in the current window. */
  locked(name: LimitName, account: string): Promise<boolean>;
  /** Forgets an account's failures after a success. */
  reset(name: LimitName, account: string): Promise<void>;
};

/**
 * `points` per `duration` seconds for each key, counted in Redis when given (keys under `limit:<keyPrefix>`),
 * in memory otherwise. While Redis is unreachable, each process counts in memory instead of failing the
 * request; `memoryWhileRedisDown` goes there at once while the connection is not ready, without waiting for a
 * command to fail.
 */
export function createLimiter(
  redis: Redis | undefined,
  keyPrefix: string,
  [points, duration]: [number, number],
  { memoryWhileRedisDown = false } = {},
): RateLimiterMemory | RateLimiterRedis {
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `limit:${keyPrefix}`,
        points,
        duration,
        rejectIfRedisNotReady: memoryWhileRedisDown,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      })
    : new RateLimiterMemory({ keyPrefix, points, duration });
}

export function createLimits(redis?: Redis): Limits {
  const make = (keyPrefix: string, limit: [number, number]) => createLimiter(redis, keyPrefix, limit);
  const limiters = Object.fromEntries(
    Object.entries(LIMITS).map(([name, limit]) => [
      name,
      { ip: make(`${name}:ip`, limit.ip), account: make(`${name}:account`, limit.account) },
    ]),
  ) as Record<LimitName, { ip: ReturnType<typeof make>; account: ReturnType<typeof make> }>;
  const refused = (err: unknown) =>
    err instanceof RateLimiterRes ? new RateLimited(Math.ceil(err.msBeforeNext / 1000)) : err;
  return {
    async consume(name, ip, account) {
      try {
        await limiters[name].ip.consume(ip);
        await limiters[name].account.consume(account.toLowerCase());
      } catch (err) {
        throw refused(err);
      }
    },
    async consumeIp(name, ip) {
      await limiters[name].ip.consume(ip).catch((err) => {
        throw refused(err);
      });
    },
    async failed(name, account) {
      // Past the limit the counter stays used up; that is what `locked` reads.
      await limiters[name].account.penalty(account.toLowerCase());
    },
    async locked(name, account) {
      const state = await limiters[name].account.get(account.toLowerCase());
      return state !== null && state.consumedPoints >= LIMITS[name].account[0];
    },
    async reset(name, account) {
      await limiters[name].account.delete(account.toLowerCase());
    },
  };
}
