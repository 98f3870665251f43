/**
 * Sessions (docs/architecture.md, Security baseline): the client holds an opaque 256-bit token, the database its SHA-256. Browser sessions
 * end after 7 idle days or 30 days in all; API tokens after a year. A session waiting for its second factor
 * lives 10 minutes and grants nothing else.
 */
import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { digest, newToken } from "./tokens.ts";

export const SESSION_IDLE_MS = 7 * 24 * 3_600_000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3_600_000;
export const API_TOKEN_MS = 365 * 24 * 3_600_000;
export const TWO_FACTOR_PENDING_MS = 10 * 60_000;
/** Re-entering the password allows sensitive changes for this long. */
export const REAUTH_MS = 10 * 60_000;
/** last_seen_at is written at most this often per session. */
const TOUCH_MS = 60_000;

export type SessionKind = "browser" | "api";
export type SessionStage = "full" | "two_factor";
export type Client = { userAgent?: string | null; ip?: string | null };

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A signed-in caller: the session (browser cookie or API token) and its user. */
export type Caller = { session: SessionRow; user: UserRow };

export async function createSession(
  db: Db,
  userId: number,
  kind: SessionKind,
  stage: SessionStage,
  client: Client,
  now: Date,
  name: string | null = null,
): Promise<{ token: string; session: SessionRow }> {
  const token = newToken();
  const life =
    stage === "two_factor" ? TWO_FACTOR_PENDING_MS : kind === "api" ? API_TOKEN_MS : SESSION_ABSOLUTE_MS;
  const [session] = await db
    .insert(sessions)
    .values({
      tokenHash: digest(token),
      userId,
      kind,
      stage,
      name,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
      ip: client.ip ?? null,
      createdAt: now,
      lastSeenAt: now,
      // Signing in is a full authentication: sensitive changes are open for the next few minutes.
      passwordCheckedAt: stage === "full" && kind === "browser" ? now : null,
      reauthAt: stage === "full" && kind === "browser" ? now : null,
      expiresAt: new Date(now.getTime() + life),
    })
    .returning();
  return { token, session };
}

/** The live session for a token and its user, or null; refreshes last_seen_at now and then. */
export async function findSession(db: Db, token: string, now: Date): Promise<Caller | null> {
  if (!token || token.length > 100) return null;
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, digest(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  const idle = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.kind === "browser" && idle > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.id, row.session.id));
    return null;
  }
  if (idle > TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

/** Whether a session moment (password check, re-authentication) is recent enough for a sensitive change. */
export const fresh = (at: Date | null, now: Date): boolean =>
  at !== null && now.getTime() - at.getTime() < REAUTH_MS;

export const markSession = (
  db: Db,
  sessionId: number,
  values: { passwordCheckedAt?: Date; reauthAt?: Date },
) => db.update(sessions).set(values).where(eq(sessions.id, sessionId));

export const endSession = (db: Db, sessionId: number) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

/**
 * Ends every browser session of the user but the one given (after a password or factor change); with
 * `apiTokens`, the API tokens too (after a password change, which may answer a leaked password).
 */
export const endOtherSessions = (db: Db, userId: number, keepId: number, { apiTokens = false } = {}) =>
  db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        apiTokens ? undefined : eq(sessions.kind, "browser"),
        ne(sessions.id, keepId),
      ),
    );

export const listSessions = (db: Db, userId: number, now: Date) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.stage, "full"), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));

/** Ends one of the user's own sessions; undefined when it is not theirs or does not exist. */
export async function endOwnSession(
  db: Db,
  userId: number,
  sessionId: number,
): Promise<{ kind: string; name: string | null } | undefined> {
  const [gone] = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ kind: sessions.kind, name: sessions.name });
  return gone;
}
