import type { RefusalNamespace } from "../../../runtime/account-api.ts";

/**
 * Where community refusal texts live: the community's own, the captcha's, then the account's (sign-in,
 * origin, limits).
 */
export const COMMUNITY_REFUSALS: RefusalNamespace[] = ["community", "captcha", "account"];
