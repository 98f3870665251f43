/**
 * Accounts: who is signed in and how (docs/product.md, Accounts). The service is put together from modules
 * with one job each: registration (`registration.ts`), signing in and out and password reset (`sign-in.ts`),
 * security settings (`security.ts`) and the caller's own sessions and API tokens (`own-sessions.ts`), sharing
 * what `kit.ts` holds. The lists a signed-in user keeps are services of their own: `favorites.ts` and
 * `recently-viewed.ts`.
 */
import { type AccountsOptions, accountView, createKit } from "./kit.ts";
import { createOwnSessions } from "./own-sessions.ts";
import { createRegistration } from "./registration.ts";
import { createSecurity } from "./security.ts";
import { createSignIn } from "./sign-in.ts";

export type { AccountsOptions, AccountView, RequestContext } from "./kit.ts";
export type { Mailer } from "./mailer.ts";
export type { SessionView } from "./own-sessions.ts";
export type { TwoFactorState } from "./security.ts";
export type { Caller, SessionRow, UserRow } from "./sessions.ts";
export type { GoogleIdentity } from "./sign-in.ts";

export function createAccounts(options: AccountsOptions) {
  const kit = createKit(options);
  return {
    view: accountView,
    ...createRegistration(kit),
    ...createSignIn(kit),
    ...createSecurity(kit),
    ...createOwnSessions(kit),
    settled: kit.settled,
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
