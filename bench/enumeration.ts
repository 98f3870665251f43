/**
 * Whether account forms tell known addresses from unknown ones by their time: median milliseconds of
 * POST /api/auth/register, POST /api/auth/password/forgot and POST /api/user/email/request through the real app
 * (in-process, embedded database, outbox mail), for an address with an account and one without, sampled
 * alternately, each request from its own client address so the attempt limits stay out of it. Before the change
 * that answers first and looks the address up after (docs/decisions/010-accounts.md), registration took 3.8 ms
 * for a known address and 23.8 ms for a new one.
 */
import { users } from "../db/schema/index.ts";
import { createSession } from "../domain/accounts/sessions.ts";
import { solvedCaptcha } from "../tests/support/captcha.ts";
import { BENCH_PASSWORD, withAccountApp } from "./account-app.ts";
import { round } from "./stats.ts";

const SAMPLES = 60;
/** Lets the mail that goes out after each answer finish before the next request. */
const PAUSE_MS = 40;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const pause = () => new Promise((r) => setTimeout(r, PAUSE_MS));

export async function enumeration() {
  return withAccountApp(async (app, db, passwordHash) => {
    const known = await db
      .insert(users)
      .values(
        Array.from({ length: SAMPLES * 2 }, (_, i) => ({
          email: `known-${i}@example.test`,
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    // Callers of the email change: the send limit allows five requests an hour per account.
    const callers = await Promise.all(
      known.slice(0, Math.ceil((SAMPLES * 2) / 4)).map(async (user) => {
        const { token } = await createSession(db, user.id, "browser", "full", {}, new Date());
        return `Bearer ${token}`;
      }),
    );
    let seq = 0;
    const timed = async (url: string, payload: object, authorization?: string) => {
      seq++;
      const start = performance.now();
      const res = await app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress: `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`,
        headers: authorization ? { authorization } : {},
      });
      const ms = performance.now() - start;
      if (res.statusCode !== 202) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      await pause();
      return ms;
    };

    const compare = async (send: (address: string, i: number) => Promise<number>, knownOffset: number) => {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < SAMPLES; i++) {
        const sendKnown = async () => times.known.push(await send(known[knownOffset + i].email, i));
        const sendUnknown = async () => times.unknown.push(await send(`unknown-${seq}@example.test`, i));
        // Which goes first alternates, so a caller's first request costs both sides alike.
        for (const next of i % 2 ? [sendKnown, sendUnknown] : [sendUnknown, sendKnown]) await next();
      }
      return {
        knownMs: round(median(times.known)),
        unknownMs: round(median(times.unknown)),
        differenceMs: round(median(times.known) - median(times.unknown)),
      };
    };

    // The captcha is solved before the clock starts: only the server's answer is timed.
    const register = async (email: string) =>
      timed("/api/auth/register", { email, password: BENCH_PASSWORD, captcha: await solvedCaptcha(app) });
    for (let i = 0; i < 10; i++) await register(`warm-${seq}@example.test`);
    return {
      samples: SAMPLES,
      register: await compare(register, 0),
      forgot: await compare((email) => timed("/api/auth/password/forgot", { email }), SAMPLES),
      // The callers' own addresses are among the known ones; the compared ones start past them.
      emailChange: await compare(
        (email, i) => timed("/api/user/email/request", { email }, callers[Math.floor(i / 2)]),
        callers.length,
      ),
    };
  });
}
