import type { RefusalNamespace } from "../../runtime/account-api.ts";

/** Where the owners' pages read refusal texts: their own, then the account's (sign-in, network, generic). */
export const OWNER_REFUSALS: RefusalNamespace[] = ["owner", "account"];
