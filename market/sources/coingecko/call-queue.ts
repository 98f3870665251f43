import type { Log } from "../../../platform/log.ts";

/** Monotonic time and a cancellable wait; tests pass a virtual clock. */
export type Clock = {
  now(): number;
  sleep(ms: number, signal: AbortSignal): Promise<void>;
};

export const systemClock: Clock = {
  now: () => performance.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const done = () => {
        clearTimeout(timer);
        reject(signal.reason);
      };
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", done);
        resolve();
      }, ms);
      signal.addEventListener("abort", done, { once: true });
    }),
};

/** Whether a failed call may be tried again, and after how long when the server said so. */
export type RetryVerdict = { retry: false } | { retry: true; afterMs?: number };

export type CallQueueOptions = {
  callsPerMinute: number;
  classify: (error: unknown) => RetryVerdict;
  /** Attempts per call, the first included. */
  maxAttempts?: number;
  /** First backoff; it doubles per attempt and is scaled by a jitter factor in [0.5, 1). */
  baseDelayMs?: number;
  /** Longest wait before a retry; a longer Retry-After fails the call instead of stalling the queue. */
  maxDelayMs?: number;
  clock?: Clock;
  random?: () => number;
  log?: Log;
};

export type CallQueue = {
  /** Runs `call` in turn, spaced from the previous attempt, retrying what `classify` allows. */
  run<T>(label: string, call: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** Aborts the running call and waits, and fails every queued one. */
  close(): void;
};

export class QueueClosedError extends Error {
  constructor() {
    super("call queue closed");
  }
}

/**
 * One lane for every call to the API. Attempts start one at a time and at least 60 000 / callsPerMinute ms
 * apart, retries included, so the plan's per-minute limit holds however refreshes overlap; a retry also waits
 * for its backoff or Retry-After, and holds the calls queued behind it, because a 429 is about the key, not
 * the call.
 */
export function createCallQueue(options: CallQueueOptions): CallQueue {
  if (!(options.callsPerMinute > 0)) throw new Error("callsPerMinute must be positive");
  const spacingMs = 60_000 / options.callsPerMinute;
  const maxAttempts = options.maxAttempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 1000;
  const maxDelayMs = options.maxDelayMs ?? 120_000;
  const clock = options.clock ?? systemClock;
  const random = options.random ?? Math.random;
  const log = options.log ?? (() => {});
  const controller = new AbortController();
  let nextAt = Number.NEGATIVE_INFINITY;
  let tail: Promise<unknown> = Promise.resolve();

  const backoff = (attempt: number) =>
    Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1)) * (0.5 + random() / 2);

  async function attempts<T>(label: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      if (controller.signal.aborted) throw new QueueClosedError();
      const wait = nextAt - clock.now();
      if (wait > 0) await clock.sleep(wait, controller.signal);
      nextAt = clock.now() + spacingMs;
      try {
        return await call(controller.signal);
      } catch (error) {
        if (controller.signal.aborted) throw new QueueClosedError();
        const verdict = options.classify(error);
        if (!verdict.retry || attempt >= maxAttempts) throw error;
        const delayMs = verdict.afterMs ?? backoff(attempt);
        if (delayMs > maxDelayMs) throw error;
        nextAt = Math.max(nextAt, clock.now() + delayMs);
        log(
          { call: label, attempt, delayMs: Math.round(delayMs) },
          "coingecko call failed, retrying",
          "warn",
        );
      }
    }
  }

  return {
    run(label, call) {
      const result = tail.then(() => attempts(label, call));
      tail = result.catch(() => {});
      return result;
    },
    close() {
      controller.abort(new QueueClosedError());
    },
  };
}
