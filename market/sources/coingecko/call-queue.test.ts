import { describe, expect, it } from "vitest";
import {
  type Clock,
  createCallQueue,
  QueueClosedError,
  type RetryVerdict,
  systemClock,
} from "./call-queue.ts";

/** Virtual time: sleeping moves the clock at once, so spacing and backoff are exact and take no real time. */
function virtualClock() {
  let t = 0;
  const clock: Clock = {
    now: () => t,
    sleep: async (ms) => {
      t += ms;
    },
  };
  return { clock, pass: (ms: number) => (t += ms) };
}

class Transient extends Error {}
class Permanent extends Error {}
const classify = (error: unknown): RetryVerdict => ({ retry: error instanceof Transient });

describe("call queue", () => {
  it("starts calls one at a time, spaced by the per-minute limit", async () => {
    const { clock, pass } = virtualClock();
    const queue = createCallQueue({ callsPerMinute: 30, classify, clock });
    const starts: number[] = [];
    const call = (n: number) => async () => {
      starts.push(clock.now());
      pass(300);
      return n;
    };
    const results = await Promise.all([
      queue.run("a", call(1)),
      queue.run("b", call(2)),
      queue.run("c", call(3)),
    ]);
    expect(results).toEqual([1, 2, 3]);
    expect(starts).toEqual([0, 2000, 4000]);
  });

  it("does not wait when the last call started long enough ago", async () => {
    const { clock, pass } = virtualClock();
    const queue = createCallQueue({ callsPerMinute: 30, classify, clock });
    await queue.run("a", async () => 1);
    pass(5000);
    const start = await queue.run("b", async () => clock.now());
    expect(start).toBe(5000);
  });

  it("backs off exponentially with jitter between half and all of the step", async () => {
    for (const [jitter, expected] of [
      [0, [0, 500, 1500, 3500]],
      [0.999, [0, 999.5, 2998.5, 6996.5]],
    ] as const) {
      const { clock } = virtualClock();
      const queue = createCallQueue({
        callsPerMinute: 6000,
        classify,
        clock,
        random: () => jitter,
        baseDelayMs: 1000,
        maxAttempts: 4,
      });
      const starts: number[] = [];
      const failing = queue.run("flaky", async () => {
        starts.push(clock.now());
        throw new Transient("503");
      });
      await expect(failing).rejects.toBeInstanceOf(Transient);
      expect(starts).toEqual(expected);
    }
  });

  it("retries after the server's Retry-After and keeps the spacing for the calls behind", async () => {
    const { clock } = virtualClock();
    let attempts = 0;
    const queue = createCallQueue({
      callsPerMinute: 30,
      clock,
      classify: () => ({ retry: true, afterMs: 30_000 }),
    });
    const starts: [string, number][] = [];
    const limited = queue.run("markets", async () => {
      starts.push(["markets", clock.now()]);
      attempts += 1;
      if (attempts === 1) throw new Transient("429");
      return "ok";
    });
    const next = queue.run("links", async () => {
      starts.push(["links", clock.now()]);
      return "ok";
    });
    expect(await Promise.all([limited, next])).toEqual(["ok", "ok"]);
    expect(starts).toEqual([
      ["markets", 0],
      ["markets", 30_000],
      ["links", 32_000],
    ]);
  });

  it("gives a call up at once when the server asks for a wait beyond the longest allowed", async () => {
    const { clock } = virtualClock();
    const queue = createCallQueue({
      callsPerMinute: 30,
      clock,
      maxDelayMs: 60_000,
      classify: () => ({ retry: true, afterMs: 3_600_000 }),
    });
    let calls = 0;
    const failing = queue.run("markets", async () => {
      calls += 1;
      throw new Transient("429");
    });
    await expect(failing).rejects.toBeInstanceOf(Transient);
    expect(calls).toBe(1);
    expect(await queue.run("next", async () => clock.now())).toBe(2000);
  });

  it("fails a call that cannot succeed on the first attempt and goes on with the next", async () => {
    const { clock } = virtualClock();
    const queue = createCallQueue({ callsPerMinute: 30, classify, clock });
    let calls = 0;
    const broken = queue.run("broken", async () => {
      calls += 1;
      throw new Permanent("400");
    });
    const fine = queue.run("fine", async () => clock.now());
    await expect(broken).rejects.toBeInstanceOf(Permanent);
    expect(calls).toBe(1);
    expect(await fine).toBe(2000);
  });

  it("stops after the last attempt with the last error", async () => {
    const { clock } = virtualClock();
    const queue = createCallQueue({ callsPerMinute: 60, classify, clock, maxAttempts: 2, baseDelayMs: 10 });
    let calls = 0;
    const failing = queue.run("flaky", async () => {
      calls += 1;
      throw new Transient(`attempt ${calls}`);
    });
    await expect(failing).rejects.toThrow("attempt 2");
    expect(calls).toBe(2);
  });

  it("on close aborts the call in flight and fails the queued ones without running them", async () => {
    const queue = createCallQueue({ callsPerMinute: 60, classify, clock: systemClock });
    let started = 0;
    const inFlight = queue.run(
      "slow",
      (signal) =>
        new Promise((_, reject) => {
          started += 1;
          signal.addEventListener("abort", () => reject(signal.reason));
        }),
    );
    const queued = queue.run("queued", async () => {
      started += 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    queue.close();
    await expect(inFlight).rejects.toBeInstanceOf(QueueClosedError);
    await expect(queued).rejects.toBeInstanceOf(QueueClosedError);
    expect(started).toBe(1);
  });

  it("refuses a limit that is not positive", () => {
    expect(() => createCallQueue({ callsPerMinute: 0, classify })).toThrow("callsPerMinute must be positive");
  });
});
