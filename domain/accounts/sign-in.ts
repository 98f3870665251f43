/**
 * Signing in and out: the caller behind a session, sign-in with a password or Google (with the second factor
 * when enabled), and the password reset of whoever cannot sign in (docs/product.md, Accounts).
 */
import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema/index.ts";
import { Invalid, Unauthorized } from "../errors.ts";
import { consumeCode, hasLiveCode } from "./codes.ts";
import { emailAddress, type Kit, type RequestContext } from "./kit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import {
  type Caller,
  createSession,
  endSession,
  findSession,
  type SessionRow,
  type UserRow,
} from "./sessions.ts";
import { verifyTotp } from "./two-factor.ts";

/** Who Google says signed in: the OpenID Connect subject, and the address with whether Google verified it. */
export type GoogleIdentity = { subject: string; email?: string; emailVerified: boolean };

export function createSignIn({
  db,
  limits,
  now,
  parseEmail,
  checkPassword,
  byEmail,
  byGoogleSubject,
  later,
  sendCode,
  notify,
  startSession,
}: Kit) {
  /**
   * A new account for a Google identity. Accounts never link by email: an address that belongs to an account
   * is refused, and so is one Google has not verified; an unconfirmed registration of the address gives way.
   */
  const createGoogleUser = async (identity: GoogleIdentity, ctx: RequestContext): Promise<UserRow> => {
    const parsed = emailAddress.safeParse(identity.email);
    const holder = parsed.success ? await byEmail(parsed.data) : undefined;
    if (holder?.emailVerifiedAt) throw new Invalid({ google: "google_email_taken" });
    if (!identity.emailVerified || !parsed.success) throw new Invalid({ google: "google_unverified" });
    return db.transaction(async (tx) => {
      if (holder) await tx.delete(users).where(eq(users.id, holder.id));
      const [user] = await tx
        .insert(users)
        .values({
          email: parsed.data,
          emailVerifiedAt: now(),
          googleSubject: identity.subject,
          locale: ctx.locale,
        })
        .returning();
      return user;
    });
  };

  return {
    /** The caller behind a session cookie or Bearer token, or null. Second-factor sessions are not callers. */
    async caller(token: string | undefined): Promise<Caller | null> {
      if (!token) return null;
      const found = await findSession(db, token, now());
      return found && found.session.stage === "full" ? found : null;
    },

    /** A session still owed its second factor, or null. */
    async pendingTwoFactor(token: string | undefined): Promise<Caller | null> {
      if (!token) return null;
      const found = await findSession(db, token, now());
      return found && found.session.stage === "two_factor" ? found : null;
    },

    /**
     * Sign-in with email and password. With two-factor on, the answer is a short-lived session that can only
     * complete the second step. Once an address's failures reach the account limit, nobody is locked out: the
     * sign-in takes the password and a code mailed to the address (`unlock_required`, the code comes in
     * `code`), so a guesser without the mailbox gets no further and the owner still gets in. Known and unknown
     * addresses answer alike.
     */
    async signIn(
      input: { email: unknown; password: string; code?: string },
      ctx: RequestContext,
      previous?: SessionRow,
    ) {
      const address = parseEmail(input.email);
      await limits.consumeIp("signIn", ctx.ip);
      const locked = await limits.locked("signIn", address);
      const user = await byEmail(address);
      const account = user?.emailVerifiedAt ? user : undefined;
      const ok = await verifyPassword(account?.passwordHash, input.password);
      if (locked && !input.code) {
        // One live code at a time: asking again does not flood the mailbox or void the code on its way.
        later(async () => {
          if (account && !(await hasLiveCode(db, account.id, "sign_in", now()))) {
            await limits.consume("send", ctx.ip, address);
            await sendCode(account, "sign_in");
          }
        });
        throw new Unauthorized("unlock_required", "Enter the code mailed to the address with the password");
      }
      // The code is only tried with the right password, so a guesser cannot use up the owner's code.
      const unlocked =
        !locked ||
        (account !== undefined &&
          ok &&
          (await consumeCode(db, account.id, "sign_in", input.code ?? "", now())) !== null);
      if (!account || !ok || !unlocked) {
        await limits.failed("signIn", address);
        throw locked
          ? new Unauthorized("unlock_failed", "Wrong password or code")
          : new Unauthorized("wrong_credentials", "Wrong email or password");
      }
      await limits.reset("signIn", address);
      if (previous) await endSession(db, previous.id);
      if (account.totpEnabledAt) {
        const pending = await createSession(db, account.id, "browser", "two_factor", ctx, now());
        return { ...pending, twoFactor: true as const };
      }
      return {
        ...(await createSession(db, account.id, "browser", "full", ctx, now())),
        twoFactor: false as const,
      };
    },

    /** The second step of sign-in: an authenticator code turns the pending session into a full one. */
    async completeTwoFactor(pending: Caller, code: string, ctx: RequestContext) {
      await limits.consume("code", ctx.ip, pending.user.email);
      if (!(await verifyTotp(db, pending.user, code))) throw new Invalid({ token: "totp_invalid" });
      await limits.reset("code", pending.user.email);
      return startSession(pending.user.id, ctx, pending.session);
    },

    /**
     * Sign-in with Google: the account linked to the Google subject, or a new one. With two-factor on, the
     * answer is a short-lived session that can only complete the second step, as with a password.
     */
    async googleSignIn(
      identity: GoogleIdentity,
      ctx: RequestContext,
      previous?: SessionRow,
    ): Promise<{ token: string; twoFactor: boolean; needsNickname: boolean }> {
      const user = (await byGoogleSubject(identity.subject)) ?? (await createGoogleUser(identity, ctx));
      if (previous) await endSession(db, previous.id);
      const twoFactor = user.totpEnabledAt !== null;
      const { token } = await createSession(
        db,
        user.id,
        "browser",
        twoFactor ? "two_factor" : "full",
        ctx,
        now(),
      );
      return { token, twoFactor, needsNickname: user.nickname === null };
    },

    signOut: (caller: Caller) => endSession(db, caller.session.id),

    /**
     * Mails a reset code when the address belongs to an account. The account is looked up after the answer,
     * so the answer and its time are the same either way.
     */
    async requestPasswordReset(input: { email: unknown }, ctx: RequestContext) {
      const address = parseEmail(input.email);
      await limits.consume("send", ctx.ip, address);
      later(async () => {
        const user = await byEmail(address);
        if (user?.emailVerifiedAt) await sendCode(user, "reset");
      });
    },

    /** A reset code and a new password: the password changes and every session of the account ends. */
    async resetPassword(input: { email: unknown; code: string; password: string }, ctx: RequestContext) {
      const address = parseEmail(input.email);
      await limits.consume("code", ctx.ip, address);
      const user = await byEmail(address);
      checkPassword(input.password, { email: address, nickname: user?.nickname });
      if (!user?.emailVerifiedAt || (await consumeCode(db, user.id, "reset", input.code, now())) === null) {
        throw new Invalid({ code: "code_invalid" });
      }
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(input.password) })
          .where(eq(users.id, user.id));
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
      });
      await limits.reset("code", address);
      await limits.reset("signIn", address);
      notify(user, "password");
    },
  };
}
