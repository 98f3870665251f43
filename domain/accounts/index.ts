/**
 * Accounts: registration with an emailed code, sign-in with a password or Google (with the second factor
 * when enabled), password reset, profile settings, sessions and favourites. Every refusal is a typed error
 * whose code the client translates.
 */
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { favorites, recentlyViewed, sessions, tokens, users } from "../../db/schema/index.ts";
import type { Messages } from "../../lib/i18n/translator.ts";
import { isLocale, type Locale } from "../../lib/locales.ts";
import { type TokenListItem, tokenItemsFrom } from "../catalog/tokens.ts";
import { Forbidden, Invalid, NotFound, RateLimited, Unauthorized } from "../errors.ts";
import { type CodePurpose, consumeCode, hasLiveCode, issueCode } from "./codes.ts";
import type { Limits } from "./limits.ts";
import { addressTakenMail, codeMail, type Mailer, type NoticeKind, noticeMail } from "./mailer.ts";
import { hashPassword, type PasswordOwner, passwordProblem, verifyPassword } from "./passwords.ts";
import {
  type Client,
  createSession,
  endOtherSessions,
  endOwnSession,
  endSession,
  findSession,
  fresh,
  listSessions,
  markSession,
  type SessionRow,
  type UserRow,
} from "./sessions.ts";
import { digest } from "./tokens.ts";
import { newTotpSetup, totpSetupFor, verifyTotp } from "./two-factor.ts";

export type { Mailer } from "./mailer.ts";
export type { SessionRow, UserRow } from "./sessions.ts";

/** Who is asking: the client's address (for limits), its user agent and language. */
export type RequestContext = Client & { ip: string; locale: Locale };

/** A signed-in caller: the session (browser cookie or API token) and its user. */
export type Caller = { session: SessionRow; user: UserRow };

/** Who Google says signed in: the OpenID Connect subject, and the address with whether Google verified it. */
export type GoogleIdentity = { subject: string; email?: string; emailVerified: boolean };

/** The account as its owner sees it (GET /api/user). */
export type AccountView = {
  id: number;
  email: string;
  nickname: string | null;
  role: string;
  twoFactor: boolean;
  google: boolean;
  hasPassword: boolean;
  createdAt: string;
};

export type TwoFactorState = { enabled: boolean; secret?: string; uri?: string; qr?: string };

export type SessionView = {
  id: number;
  kind: "browser" | "api";
  name: string | null;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  current: boolean;
};

export const NICKNAME_PATTERN = /^[\p{L}\p{N}_.-]{3,24}$/u;
export const FAVORITES_MAX = 500;
export const API_TOKENS_MAX = 10;
export const RECENTLY_VIEWED_MAX = 50;
const email = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type AccountsOptions = {
  db: Db;
  mailer: Mailer;
  limits: Limits;
  messages: (locale: Locale) => Messages;
  /** Work done after the answer (mail, and what differs between known and unknown addresses) that failed. */
  onBackgroundError: (err: unknown) => void;
  now?: () => Date;
};

/** What binds a registration code to the registration it was sent for: the digest of its password hash. */
const registrationKey = (passwordHash: string | null) => (passwordHash ? digest(passwordHash) : "");

export function createAccounts({
  db,
  mailer,
  limits,
  messages,
  onBackgroundError,
  now = () => new Date(),
}: AccountsOptions) {
  const parseEmail = (value: unknown): string => {
    const parsed = email.safeParse(value);
    if (!parsed.success) throw new Invalid({ email: "email_invalid" });
    return parsed.data;
  };
  const checkPassword = (password: string, owner: PasswordOwner, field = "password") => {
    const problem = passwordProblem(password, owner);
    if (problem) throw new Invalid({ [field]: problem });
  };
  const byEmail = async (address: string) =>
    (await db.select().from(users).where(eq(users.email, address)).limit(1))[0];
  const byGoogleSubject = async (subject: string) =>
    (await db.select().from(users).where(eq(users.googleSubject, subject)).limit(1))[0];

  const localeOf = (user: UserRow): Locale => (isLocale(user.locale) ? user.locale : "en");

  const pending = new Set<Promise<void>>();
  /**
   * Work that must neither delay nor fail the answer: mail, and whatever differs between an address with an
   * account and one without, so both get the same answer in the same time.
   */
  const later = (task: () => Promise<void>) => {
    // Started after the answer is written: the embedded database runs its queries on this thread, so work
    // begun earlier would hold the answer back by as long as it takes.
    const run: Promise<void> = new Promise((resolve) => setImmediate(resolve))
      .then(task)
      // A limit reached after the answer only means that no mail goes out.
      .catch((err) => (err instanceof RateLimited ? undefined : onBackgroundError(err)))
      .finally(() => pending.delete(run));
    pending.add(run);
  };

  /** A code for the purpose, mailed to the account's address (or, for an email change, the new one). */
  const sendCode = async (
    user: UserRow,
    purpose: CodePurpose,
    { to = user.email, target = null }: { to?: string; target?: string | null } = {},
  ) => {
    const code = await issueCode(db, user.id, purpose, now(), target);
    const locale = localeOf(user);
    await mailer.send(codeMail(messages(locale), locale, to, purpose, code));
  };

  /** Tells the account's address (the old one, for an email change) of a change, after the answer. */
  const notify = (user: UserRow, kind: NoticeKind, values?: Record<string, string>) =>
    later(() => mailer.send(noticeMail(messages(localeOf(user)), localeOf(user), user.email, kind, values)));

  const mailTaken = (user: UserRow, kind: "accountExists" | "addressInUse"): Promise<void> =>
    mailer.send(addressTakenMail(messages(localeOf(user)), localeOf(user), user.email, kind));

  const view = (user: UserRow): AccountView => ({
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    role: user.role,
    twoFactor: user.totpEnabledAt !== null,
    google: user.googleSubject !== null,
    hasPassword: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
  });

  /** A full browser session for the user; the session the client held before (if any) ends: rotation. */
  const startSession = async (userId: number, ctx: RequestContext, previous?: SessionRow) => {
    if (previous) await endSession(db, previous.id);
    const started = await createSession(db, userId, "browser", "full", ctx, now());
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    return { ...started, user };
  };

  /**
   * A change to how the account signs in (password, email, a factor): it is written, the account's other browser
   * sessions end and the caller's session is replaced by a new one.
   */
  const changeSignIn = async (
    caller: Caller,
    values: Partial<UserRow>,
    ctx: RequestContext,
    { apiTokens = false } = {},
  ): Promise<{ token: string | null; user: UserRow }> => {
    const [user] = await db.update(users).set(values).where(eq(users.id, caller.user.id)).returning();
    await endOtherSessions(db, caller.user.id, caller.session.id, { apiTokens });
    // A program calling with its API token keeps that token: there is no browser session to renew.
    if (caller.session.kind !== "browser") return { token: null, user };
    return startSession(caller.user.id, ctx, caller.session);
  };

  const tokenIds = (slugs: string[]) =>
    db
      .select({ id: tokens.id })
      .from(tokens)
      .where(inArray(tokens.slug, [...new Set(slugs)].slice(0, FAVORITES_MAX)));

  /** Inserts favourites up to the cap; returns how many were new. */
  const insertFavorites = async (userId: number, ids: number[]): Promise<number> => {
    const [{ count }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(favorites)
      .where(eq(favorites.userId, userId));
    const room = Math.max(0, FAVORITES_MAX - count);
    if (room === 0) throw new Invalid({ token: "favorites_full" });
    const added = await db
      .insert(favorites)
      .values(ids.slice(0, room).map((tokenId) => ({ userId, tokenId, createdAt: now() })))
      .onConflictDoNothing()
      .returning({ tokenId: favorites.tokenId });
    return added.length;
  };

  /** Email and two-factor changes need the password (and the second factor) re-entered in the last minutes. */
  const requireReauth = (caller: Caller) => {
    if (!fresh(caller.session.reauthAt, now()))
      throw new Forbidden("reauth_required", "Confirm your password first");
  };

  /**
   * A new account for a Google identity. Accounts never link by email: an address that belongs to an account
   * is refused, and so is one Google has not verified; an unconfirmed registration of the address gives way.
   */
  const createGoogleUser = async (identity: GoogleIdentity, ctx: RequestContext): Promise<UserRow> => {
    const parsed = email.safeParse(identity.email);
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

  const nicknameTaken = async (nickname: string, exceptUserId?: number) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname})`)
      .limit(1);
    return row !== undefined && row.id !== exceptUserId;
  };

  return {
    view,

    /** Whether the caller re-entered the password (or signed in) recently enough for a security change. */
    reauthFresh: (caller: Caller): boolean => fresh(caller.session.reauthAt, now()),

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
     * Step 1 of registration: hashes the password and answers at once; after the answer, the address gets a
     * code, or, when it already belongs to an account, a mail saying so. Both addresses cost the same and get
     * the same answer, so the form does not reveal who is registered. A newer registration of an address still
     * waiting for confirmation replaces the older one: its password and its code.
     */
    async register(
      input: { email: unknown; password: string },
      ctx: RequestContext,
    ): Promise<{ email: string }> {
      const address = parseEmail(input.email);
      checkPassword(input.password, { email: address });
      await limits.consume("register", ctx.ip, address);
      const passwordHash = await hashPassword(input.password);
      later(async () => {
        const existing = await byEmail(address);
        if (existing?.emailVerifiedAt) return mailTaken(existing, "accountExists");
        // One statement, so parallel registrations of one address meet in the unique index, not in an error.
        const [user] = await db
          .insert(users)
          .values({ email: address, passwordHash, locale: ctx.locale })
          .onConflictDoUpdate({
            target: users.email,
            set: { passwordHash, locale: ctx.locale },
            setWhere: isNull(users.emailVerifiedAt),
          })
          .returning();
        if (user) await sendCode(user, "register", { target: registrationKey(passwordHash) });
      });
      return { email: address };
    },

    /**
     * Step 2: the emailed code, with the password chosen in step 1, confirms the address and signs the new
     * account in. A code confirms only the registration it was mailed for, and only for whoever chose that
     * registration's password: someone who registers the address after its owner also mails the owner a code,
     * and that code must not open an account with their password.
     */
    async confirmRegistration(
      input: { email: unknown; code: string; password: string },
      ctx: RequestContext,
      previous?: SessionRow,
    ) {
      const address = parseEmail(input.email);
      await limits.consume("code", ctx.ip, address);
      const found = await byEmail(address);
      const user = found && !found.emailVerifiedAt ? found : undefined;
      const samePassword = await verifyPassword(user?.passwordHash, input.password);
      if (
        !user ||
        !samePassword ||
        (await consumeCode(db, user.id, "register", input.code, now())) !== registrationKey(user.passwordHash)
      ) {
        throw new Invalid({ code: "code_invalid" });
      }
      await db.update(users).set({ emailVerifiedAt: now() }).where(eq(users.id, user.id));
      await limits.reset("code", address);
      return startSession(user.id, ctx, previous);
    },

    async nicknameAvailable(nickname: string, caller?: Caller | null) {
      const valid = NICKNAME_PATTERN.test(nickname);
      return { valid, available: valid && !(await nicknameTaken(nickname, caller?.user.id)) };
    },

    /** Sets the nickname (finishing registration, or changing it in the cabinet). */
    async setNickname(caller: Caller, nickname: string): Promise<AccountView> {
      if (!NICKNAME_PATTERN.test(nickname)) throw new Invalid({ nickname: "nickname_invalid" });
      if (await nicknameTaken(nickname, caller.user.id)) throw new Invalid({ nickname: "nickname_taken" });
      try {
        const [user] = await db
          .update(users)
          .set({ nickname })
          .where(eq(users.id, caller.user.id))
          .returning();
        return view(user);
      } catch (err) {
        // Two people racing for one nickname: the unique index decides.
        if (await nicknameTaken(nickname, caller.user.id)) throw new Invalid({ nickname: "nickname_taken" });
        throw err;
      }
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

    /** A named Bearer token for programmatic clients; its secret is shown this once. */
    async createApiToken(
      caller: Caller,
      name: string,
      ctx: RequestContext,
    ): Promise<{ id: number; token: string }> {
      requireReauth(caller);
      const label = name.trim();
      if (label.length < 1 || label.length > 60) throw new Invalid({ name: "token_name_invalid" });
      const existing = (await listSessions(db, caller.user.id, now())).filter((s) => s.kind === "api");
      if (existing.length >= API_TOKENS_MAX) throw new Invalid({ name: "api_tokens_full" });
      const { token, session } = await createSession(db, caller.user.id, "api", "full", ctx, now(), label);
      notify(caller.user, "tokenCreated", { name: label });
      return { id: session.id, token };
    },

    async sessions(caller: Caller): Promise<SessionView[]> {
      const rows = await listSessions(db, caller.user.id, now());
      return rows.map((s) => ({
        id: s.id,
        kind: s.kind === "api" ? "api" : "browser",
        name: s.name,
        userAgent: s.userAgent,
        ip: s.ip,
        createdAt: s.createdAt.toISOString(),
        lastSeenAt: s.lastSeenAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        current: s.id === caller.session.id,
      }));
    },

    /** Ends one of the caller's sessions; revoking an API token is a change the address hears about. */
    async endSession(caller: Caller, sessionId: number) {
      const ended = await endOwnSession(db, caller.user.id, sessionId);
      if (!ended) throw new NotFound("No such session");
      if (ended.kind === "api") notify(caller.user, "tokenRevoked", { name: ended.name ?? "" });
    },

    /** Resolves once the work left for after the answers (mail) is done; the app waits for it at close. */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },

    async favorites(caller: Caller): Promise<TokenListItem[]> {
      return tokenItemsFrom(
        db,
        sql`(select token_id, created_at from favorites where user_id = ${caller.user.id}) x`,
        sql.raw("x.created_at desc, t.id"),
        FAVORITES_MAX,
      );
    },

    /** Stars one token; starring it again changes nothing. */
    async addFavorite(caller: Caller, slug: string): Promise<void> {
      const [token] = await tokenIds([slug]);
      if (!token) throw new NotFound("No such token");
      await insertFavorites(caller.user.id, [token.id]);
    },

    /** Adds a visitor's browser stars at sign-in; unknown slugs are skipped. Returns how many were new. */
    async mergeFavorites(caller: Caller, slugs: string[]): Promise<number> {
      const found = await tokenIds(slugs);
      return found.length
        ? insertFavorites(
            caller.user.id,
            found.map((t) => t.id),
          )
        : 0;
    },

    /** Notes that the user opened a token page; the list keeps the newest 50. */
    async recordView(caller: Caller, tokenId: number): Promise<void> {
      const at = now();
      await db
        .insert(recentlyViewed)
        .values({ userId: caller.user.id, tokenId, viewedAt: at })
        .onConflictDoUpdate({
          target: [recentlyViewed.userId, recentlyViewed.tokenId],
          set: { viewedAt: at },
        });
      await db.execute(sql`
        delete from recently_viewed where user_id = ${caller.user.id} and token_id not in (
          select token_id from recently_viewed where user_id = ${caller.user.id}
          order by viewed_at desc limit ${RECENTLY_VIEWED_MAX})`);
    },

    /** The tokens the user opened last, newest first, with when. */
    async recentlyViewed(caller: Caller): Promise<{ token: TokenListItem; viewedAt: string }[]> {
      const items = await tokenItemsFrom(
        db,
        sql`(select token_id, viewed_at from recently_viewed where user_id = ${caller.user.id}) x`,
        sql.raw("x.viewed_at desc"),
        RECENTLY_VIEWED_MAX,
      );
      const times = await db
        .select({ tokenId: recentlyViewed.tokenId, viewedAt: recentlyViewed.viewedAt })
        .from(recentlyViewed)
        .where(eq(recentlyViewed.userId, caller.user.id));
      const at = new Map(times.map((r) => [r.tokenId, r.viewedAt.toISOString()]));
      return items.map((token) => ({ token, viewedAt: at.get(token.id) ?? "" }));
    },

    clearRecentlyViewed: (caller: Caller) =>
      db.delete(recentlyViewed).where(eq(recentlyViewed.userId, caller.user.id)),

    async removeFavorite(caller: Caller, slug: string) {
      const [token] = await tokenIds([slug]);
      if (!token) throw new NotFound("No such token");
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, caller.user.id), eq(favorites.tokenId, token.id)));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
