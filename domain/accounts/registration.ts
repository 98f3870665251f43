/**
 * Registration with an emailed code, and the nickname that finishes it (docs/product.md, Accounts). Every
 * refusal is a typed error whose code the client translates.
 */
import { eq, isNull, sql } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { NICKNAME_PATTERN } from "../../lib/nicknames.ts";
import { Invalid } from "../errors.ts";
import { consumeCode } from "./codes.ts";
import { type AccountView, accountView, type Kit, type RequestContext } from "./kit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import type { Caller, SessionRow } from "./sessions.ts";
import { digest } from "./tokens.ts";

/** What binds a registration code to the registration it was sent for: the digest of its password hash. */
const registrationKey = (passwordHash: string | null) => (passwordHash ? digest(passwordHash) : "");

export function createRegistration({
  db,
  limits,
  captcha,
  now,
  parseEmail,
  checkPassword,
  byEmail,
  later,
  sendCode,
  mailTaken,
  startSession,
}: Kit) {
  const nicknameTaken = async (nickname: string, exceptUserId?: number) => {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.nickname}) = lower(${nickname})`)
      .limit(1);
    return row !== undefined && row.id !== exceptUserId;
  };

  return {
    /**
     * Step 1 of registration: hashes the password and answers at once; after the answer, the address gets a
     * code, or, when it already belongs to an account, a mail saying so. Both addresses cost the same and get
     * the same answer, so the form does not reveal who is registered. A newer registration of an address still
     * waiting for confirmation replaces the older one: its password and its code. The solved captcha comes
     * last, so a form refused for its address or password keeps its captcha for the next try.
     */
    async register(
      input: { email: unknown; password: string; captcha?: string },
      ctx: RequestContext,
    ): Promise<{ email: string }> {
      const address = parseEmail(input.email);
      checkPassword(input.password, { email: address });
      await limits.consume("register", ctx.ip, address);
      await captcha.verify(input.captcha, ctx.ip);
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
        return accountView(user);
      } catch (err) {
        // Two people racing for one nickname: the unique index decides.
        if (await nicknameTaken(nickname, caller.user.id)) throw new Invalid({ nickname: "nickname_taken" });
        throw err;
      }
    },
  };
}
