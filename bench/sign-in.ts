/**
 * Sign-in cost at the chosen argon2id parameters: POST /api/auth/login through the real app (in-process, on
 * the embedded database), each attempt from its own account and address so the attempt limits stay out of it.
 * - latencyMs: one sign-in at a time (p50, p95, p99); its mean gives the rate one core sustains, since an
 *   argon2id verification runs on one thread.
 * - concurrent: sign-ins per second with CONCURRENCY at once for a few seconds (both cores of the machine).
 */
import { cpus } from "node:os";
import { users } from "../db/schema/index.ts";
import { ARGON2 } from "../domain/accounts/passwords.ts";
import { BENCH_PASSWORD, withAccountApp } from "./account-app.ts";
import { percentile, round } from "./stats.ts";

const SEQUENTIAL = 200;
const CONCURRENCY = 4;
const CONCURRENT_MS = 5_000;

export async function signIn() {
  return withAccountApp(async (app, db, passwordHash) => {
    const accounts = 2_000;
    await db.insert(users).values(
      Array.from({ length: accounts }, (_, i) => ({
        email: `bench-${i}@example.test`,
        passwordHash,
        emailVerifiedAt: new Date(),
      })),
    );
    let next = 0;
    const attempt = async () => {
      const i = next++ % accounts;
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        payload: { email: `bench-${i}@example.test`, password: BENCH_PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}`);
    };

    for (let i = 0; i < 20; i++) await attempt(); // warm-up
    const times: number[] = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const start = performance.now();
      await attempt();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const mean = times.reduce((a, b) => a + b, 0) / times.length;

    let done = 0;
    const until = performance.now() + CONCURRENT_MS;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < until) {
          await attempt();
          done++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    return {
      argon2id: { memoryKiB: ARGON2.memoryCost, passes: ARGON2.timeCost, parallelism: ARGON2.parallelism },
      samples: SEQUENTIAL,
      latencyMs: {
        p50: round(percentile(times, 50)),
        p95: round(percentile(times, 95)),
        p99: round(percentile(times, 99)),
      },
      oneCorePerSecond: round(1000 / mean),
      concurrent: { concurrency: CONCURRENCY, cores: cpus().length, perSecond: round(done / seconds) },
    };
  });
}
