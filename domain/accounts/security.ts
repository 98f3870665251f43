/**
 * Security settings of a signed-in account (docs/product.md, Accounts): re-authentication, the password, the
 * email address, two-factor sign-in and the Google link. A change to how the account signs in ends its other
 * browser sessions and renews the caller's.
 */
import { eq } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { Forbidden, Invalid } from "../errors.ts";
import { consumeCode } from "./codes.ts";
import type { Kit, RequestContext } from "./kit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { type Caller, fresh, markSession } from "./sessions.ts";
import type { GoogleIdentity } from "./sign-in.ts";
import { newTotpSetup, totpSetupFor, verifyTotp } from "./two-factor.ts";

export type TwoFactorState = { enabled: boolean; secret?: string; uri?: string; qr?: string };

export function createSecurity({
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
  mailTaken,
  startSession,
  changeSignIn,
  requireReauth,
}: Kit) {
  return {
    /** Whether the caller re-entered the password (or signed in) recently enough for a security change. */
    reauthFresh: (caller: Caller): boolean => fresh(caller.session.reauthAt, now()),

    /**
     * Password change: the old password, the new one and its confirmation. Other browser sessions end and the
     * current one is replaced by a new token.
     */
    async changePassword(
      caller: Caller,
      input: { password_old: string; password: string; password_confirmation: string },
      ctx: RequestContext,
    ) {
      checkPassword(input.password, caller.user);
      if (input.password !== input.password_confirmation) {
        throw new Invalid({ password_confirmation: "password_mismatch" });
      }
      await limits.consume("reauth", ctx.ip, caller.user.email);
      if (!(await verifyPassword(caller.user.passwordHash, input.password_old))) {
        throw new Invalid({ password_old: "password_wrong" });
      }
      // The old password may have leaked: every other way in ends, API tokens included.
      const changed = await changeSignIn(caller, { passwordHash: await hashPassword(input.password) }, ctx, {
        apiTokens: true,
      });
      notify(caller.user, "password");
      return changed;
    },

    /**
     * Re-authentication, step 1 (POST /api/user/email/action): the password. Without two-factor this completes
     * it; with two-factor the authenticator code follows.
     */
    async confirmPassword(
      caller: Caller,
      password: string,
      ctx: RequestContext,
    ): Promise<{ twoFactor: boolean }> {
      await limits.consume("reauth", ctx.ip, caller.user.email);
      if (!(await verifyPassword(caller.user.passwordHash, password))) {
        throw new Invalid({ password: "password_wrong" });
      }
      await limits.reset("reauth", caller.user.email);
      const twoFactor = caller.user.totpEnabledAt !== null;
      await markSession(
        db,
        caller.session.id,
        twoFactor ? { passwordCheckedAt: now() } : { passwordCheckedAt: now(), reauthAt: now() },
      );
      return { twoFactor };
    },

    /** Re-authentication, step 2 with two-factor on (PUT /api/user/email/action/google2fa): the app's code. */
    async confirmTwoFactor(caller: Caller, code: string, ctx: RequestContext): Promise<void> {
      if (!caller.user.totpEnabledAt || !fresh(caller.session.passwordCheckedAt, now())) {
        throw new Forbidden("reauth_required", "Confirm your password first");
      }
      await limits.consume("code", ctx.ip, caller.user.email);
      if (!(await verifyTotp(db, caller.user, code))) throw new Invalid({ code: "totp_invalid" });
      await markSession(db, caller.session.id, { reauthAt: now() });
    },

    /**
     * Email change, step 1: a code goes to the new address, or, when that address belongs to another account,
     * a mail telling its owner. Which one is decided after the answer, so the answer does not tell.
     */
    async requestEmailChange(caller: Caller, input: { email: unknown }, ctx: RequestContext): Promise<void> {
      requireReauth(caller);
      const address = parseEmail(input.email);
      if (address === caller.user.email) throw new Invalid({ email: "email_taken" });
      await limits.consume("send", ctx.ip, caller.user.email);
      later(async () => {
        const holder = await byEmail(address);
        if (holder?.emailVerifiedAt) return mailTaken(holder, "addressInUse");
        await sendCode(caller.user, "email_change", { to: address, target: address });
      });
    },

    /** Email change, step 2: the code from the new address makes it the account's; the session is renewed. */
    async verifyEmailChange(caller: Caller, code: string, ctx: RequestContext) {
      await limits.consume("code", ctx.ip, caller.user.email);
      const address = await consumeCode(db, caller.user.id, "email_change", code, now());
      if (!address) throw new Invalid({ code: "code_invalid" });
      const holder = await byEmail(address);
      if (holder && holder.id !== caller.user.id) {
        if (holder.emailVerifiedAt) throw new Invalid({ email: "email_taken" });
        // An unconfirmed registration of that address gives way to the confirmed owner.
        await db.delete(users).where(eq(users.id, holder.id));
      }
      const changed = await changeSignIn(caller, { email: address }, ctx);
      notify(caller.user, "email", { email: address });
      return changed;
    },

    /** Two-factor state; while off, the secret being set up (if one was made) with its QR code. Reads only. */
    async twoFactorState(caller: Caller): Promise<TwoFactorState> {
      if (caller.user.totpEnabledAt) return { enabled: true };
      requireReauth(caller);
      const secret = caller.user.totpSecret;
      return secret
        ? { enabled: false, ...(await totpSetupFor(caller.user.email, secret)) }
        : { enabled: false };
    },

    /** While two-factor is off: a new secret to set up (kept until enabled or replaced) with its QR code. */
    async newTwoFactorSecret(caller: Caller): Promise<TwoFactorState> {
      if (caller.user.totpEnabledAt) throw new Invalid({ token: "totp_already_on" });
      requireReauth(caller);
      const setup = await newTotpSetup(caller.user.email);
      await db
        .update(users)
        .set({ totpSecret: setup.secret, totpLastStep: null })
        .where(eq(users.id, caller.user.id));
      return { enabled: false, ...setup };
    },

    /** Mails the code that, with the app's code, turns two-factor on. */
    async sendTwoFactorCode(caller: Caller, ctx: RequestContext): Promise<void> {
      requireReauth(caller);
      await limits.consume("send", ctx.ip, caller.user.email);
      await sendCode(caller.user, "two_factor_enable");
    },

    /** Turns two-factor on: the app's code proves the secret was saved, the email code proves the address. */
    async enableTwoFactor(
      caller: Caller,
      input: { token?: string; email_code?: string },
      ctx: RequestContext,
    ) {
      requireReauth(caller);
      if (caller.user.totpEnabledAt) throw new Invalid({ token: "totp_already_on" });
      const missing: Record<string, string> = {};
      if (!input.token) missing.token = "required";
      if (!input.email_code) missing.email_code = "required";
      if (Object.keys(missing).length) throw new Invalid(missing);
      await limits.consume("code", ctx.ip, caller.user.email);
      if (!(await verifyTotp(db, caller.user, input.token ?? "")))
        throw new Invalid({ token: "totp_invalid" });
      if (
        (await consumeCode(db, caller.user.id, "two_factor_enable", input.email_code ?? "", now())) === null
      ) {
        throw new Invalid({ email_code: "code_invalid" });
      }
      const changed = await changeSignIn(caller, { totpEnabledAt: now() }, ctx);
      notify(caller.user, "twoFactorOn");
      return changed;
    },

    async disableTwoFactor(caller: Caller, ctx: RequestContext) {
      requireReauth(caller);
      const changed = await changeSignIn(
        caller,
        { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
        ctx,
      );
      notify(caller.user, "twoFactorOff");
      return changed;
    },

    /** Links a Google identity to the signed-in account and renews the session; one identity, one account. */
    async linkGoogle(caller: Caller, { subject }: Pick<GoogleIdentity, "subject">, ctx: RequestContext) {
      // A stolen session must not be able to add a way in of its own.
      requireReauth(caller);
      const linkedElsewhere = async () => {
        const holder = await byGoogleSubject(subject);
        return holder !== undefined && holder.id !== caller.user.id;
      };
      if (await linkedElsewhere()) throw new Invalid({ google: "google_linked_elsewhere" });
      try {
        await db.update(users).set({ googleSubject: subject }).where(eq(users.id, caller.user.id));
      } catch (err) {
        // Two accounts racing for one identity: the unique index decides.
        if (await linkedElsewhere()) throw new Invalid({ google: "google_linked_elsewhere" });
        throw err;
      }
      return startSession(caller.user.id, ctx, caller.session);
    },

    /**
     * Unlinks Google (after re-authentication). An account without a password keeps it: it could not sign in
     * otherwise. Other browser sessions end and this one is renewed.
     */
    async unlinkGoogle(caller: Caller, ctx: RequestContext) {
      if (caller.user.passwordHash === null) throw new Invalid({ google: "google_needs_password" });
      requireReauth(caller);
      return changeSignIn(caller, { googleSubject: null }, ctx);
    },
  };
}
