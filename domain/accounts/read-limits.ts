/**
 * Limits on the public reads (docs/product.md, Read limits; docs/decisions/018-read-limits.md): each
 * client may make so many reads a minute, counted per address, or per account for a program that shows a
 * valid API token, which has a larger quota. Counters live in Redis when REDIS_URL is set, so every web
 * process shares them; in memory otherwise, and in memory while Redis is unreachable.
 */
import type { Redis } from "ioredis";
import { RateLimiterRes } from "rate-limiter-flexible";
import { createLimiter } from "./limits.ts";
import type { Caller } from "./sessions.ts";

/** Every quota is counted over fixed windows of this many seconds. */
export const READ_WINDOW_SECONDS = 60;

/** "default" counts by the client's address; "token" by the account that owns the API token. */
export type ReadPolicy = "default" | "token";

/** Reads per window allowed under each policy; 0 switches that policy off. */
export type ReadQuotas = { perAddress: number; perToken: number };

/** Whom a read is counted against. */
export type ReadClient = { policy: ReadPolicy; key: string };

/** The state of a client's quota after counting a read. */
export type ReadCount = {
  policy: ReadPolicy;
  quota: number;
  windowSeconds: number;
  /** Reads left in the current window. */
  remaining: number;
  /** Seconds until the current window ends and the quota is whole again. */
  resetSeconds: number;
  /** Past the quota: the read is refused until the window ends. */
  refused: boolean;
};

export type ReadLimits = {
  /** Whether any policy counts: with both off nothing is counted and nobody needs to be identified. */
  readonly active: boolean;
  /** Counts one read of the client; undefined when its policy is off. */
  count(client: ReadClient): Promise<ReadCount | undefined>;
};

/**
 * A caller with a valid API token is counted against its account, so the account's tokens share one quota
 * and making more tokens buys no more reads. Anyone else (no token, a browser session, a token nobody holds)
 * is counted against the address: a made-up token never opens a fresh counter.
 */
export function readClient(caller: Caller | null, address: string): ReadClient {
  return caller?.session.kind === "api" && caller.session.stage === "full"
    ? { policy: "token", key: String(caller.user.id) }
    : { policy: "default", key: address };
}

export function createReadLimits(redis: Redis | undefined, quotas: ReadQuotas): ReadLimits {
  const quota: Record<ReadPolicy, number> = { default: quotas.perAddress, token: quotas.perToken };
  const limiter = (policy: ReadPolicy) =>
    quota[policy] > 0
      ? createLimiter(redis, `read:${policy}`, [quota[policy], READ_WINDOW_SECONDS], {
          // A read must not wait on an unreachable Redis: it is counted in memory at once.
          memoryWhileRedisDown: true,
        })
      : undefined;
  const limiters = { default: limiter("default"), token: limiter("token") };
  return {
    active: quota.default > 0 || quota.token > 0,
    async count({ policy, key }) {
      const counter = limiters[policy];
      if (!counter) return undefined;
      const state = await counter.consume(key).then(
        (res) => ({ res, refused: false }),
        (err: unknown) => {
          if (err instanceof RateLimiterRes) return { res: err, refused: true };
          throw err;
        },
      );
      return {
        policy,
        quota: quota[policy],
        windowSeconds: READ_WINDOW_SECONDS,
        remaining: state.res.remainingPoints,
        resetSeconds: Math.ceil(state.res.msBeforeNext / 1000),
        refused: state.refused,
      };
    },
  };
}
