/**
 * What the account services (registration, sign-in, security settings, own sessions) share: their options,
 * address checks and user lookups, mail and the work left for after the answer, and the session rotation that
 * follows a sign-in or a change of how the account signs in.
 */
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { Messages } from "../../lib/i18n/translator.ts";
import { isLocale, type Locale } from "../../lib/locales.ts";
import type { Captcha } from "../captcha/captcha.ts";
import { Forbidden, Invalid, RateLimited } from "../errors.ts";
import { type CodePurpose, issueCode } from "./codes.ts";
import type { Limits } from "./limits.ts";
import { addressTakenMail, codeMail, type Mailer, type NoticeKind, noticeMail } from "./mailer.ts";
import { type PasswordOwner, passwordProblem } from "./passwords.ts";
import {
  type Caller,
  type Client,
  createSession,
  endOtherSessions,
  endSession,
  fresh,
  type SessionRow,
  type UserRow,
} from "./sessions.ts";

/** Who is asking: the client's address (for limits), its user agent and language. */
export type RequestContext = Client & { ip: string; locale: Locale };

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

export const accountView = (user: UserRow): AccountView => ({
  id: user.id,
  email: user.email,
  nickname: user.nickname,
  role: user.role,
  twoFactor: user.totpEnabledAt !== null,
  google: user.googleSubject !== null,
  hasPassword: user.passwordHash !== null,
  createdAt: user.createdAt.toISOString(),
});

export const emailAddress = z.string().trim().toLowerCase().max(254).pipe(z.email());

export type AccountsOptions = {
  db: Db;
  mailer: Mailer;
  limits: Limits;
  /** The captcha registration asks for (domain/captcha/captcha.ts). */
  captcha: Captcha;
  messages: (locale: Locale) => Messages;
  /** Work done after the answer (mail, and what differs between known and unknown addresses) that failed. */
  onBackgroundError: (err: unknown) => void;
  now?: () => Date;
};

export function createKit({
  db,
  mailer,
  limits,
  captcha,
  messages,
  onBackgroundError,
  now = () => new Date(),
}: AccountsOptions) {
  const parseEmail = (value: unknown): string => {
    const parsed = emailAddress.safeParse(value);
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

  /** Email and two-factor changes need the password (and the second factor) re-entered in the last minutes. */
  const requireReauth = (caller: Caller) => {
    if (!fresh(caller.session.reauthAt, now()))
      throw new Forbidden("reauth_required", "Confirm your password first");
  };

  return {
    db,
    limits,
    captcha,
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

    /** Resolves once the work left for after the answers (mail) is done; the app waits for it at close. */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

export type Kit = ReturnType<typeof createKit>;
