import type { AccountView } from "../../../../../domain/accounts/index.ts";

/** What each security setting gets: the account, a way to update it, and a way to ask for re-authentication. */
export type SecurityProps = {
  account: AccountView;
  onAccount: (account: AccountView) => void;
  /** The server asked for the password again (the 10 minutes of re-authentication ran out). */
  onLocked: () => void;
};
