/**
 * Emailed one-time codes (docs/architecture.md, Security baseline): six digits from the CSPRNG, stored as a digest bound to the account
 * and purpose (and the target address for an email change), ten-minute life, single use, five wrong guesses
 * per code. Issuing a new code voids the previous ones of that purpose.
 */
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oneTimeCodes } from "../../db/schema/index.ts";
import { CODE_PATTERN, digest, newCode } from "./tokens.ts";

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;

/** `sign_in` is the code that, with the password, opens an account whose failed sign-ins reached the limit. */
export type CodePurpose = "register" | "reset" | "email_change" | "two_factor_enable" | "sign_in";

const codeDigest = (userId: number, purpose: CodePurpose, code: string, target: string | null) =>
  digest(`${purpose}:${userId}:${target ?? ""}:${code}`);

export async function issueCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  now: Date,
  target: string | null = null,
): Promise<string> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(
        and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
      );
    await tx.insert(oneTimeCodes).values({
      userId,
      purpose,
      target,
      codeHash: codeDigest(userId, purpose, code, target),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  return code;
}

/** The codes of the account and purpose that can still be used. */
const liveCodeOf = (userId: number, purpose: CodePurpose, now: Date) =>
  and(
    eq(oneTimeCodes.userId, userId),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.usedAt),
    gt(oneTimeCodes.expiresAt, now),
    lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
  );

/** Whether the account has a code of the purpose that can still be used. */
export async function hasLiveCode(db: Db, userId: number, purpose: CodePurpose, now: Date): Promise<boolean> {
  const [live] = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(liveCodeOf(userId, purpose, now))
    .limit(1);
  return live !== undefined;
}

/**
 * Uses the account's live code for the purpose. Returns the code's target (or "" when it has none) when the
 * code matches, null otherwise; a wrong guess counts against the code.
 */
export async function consumeCode(
  db: Db,
  userId: number,
  purpose: CodePurpose,
  code: string,
  now: Date,
): Promise<string | null> {
  if (!CODE_PATTERN.test(code)) return null;
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(liveCodeOf(userId, purpose, now))
    .orderBy(desc(oneTimeCodes.id))
    .limit(1);
  if (!live) return null;
  if (live.codeHash !== codeDigest(userId, purpose, code, live.target)) {
    await db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, live.id));
    return null;
  }
  // Only one request can mark it used: a racing second use finds used_at set.
  const used = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
    .returning({ id: oneTimeCodes.id });
  return used.length ? (live.target ?? "") : null;
}
