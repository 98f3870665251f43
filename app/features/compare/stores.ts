/** What the browser keeps for comparison and, for visitors, the recently viewed tokens. */
import { COMPARE_MAX } from "../../../lib/compare.ts";
import { storedListStore } from "../../runtime/stored-list.ts";

/** The tokens picked for comparison (the page's address is the shareable copy). */
export const compareList = storedListStore("tokenatlas:compare", COMPARE_MAX);

/** A visitor's recently viewed tokens, newest first (a signed-in user's are kept on the server). */
export const RECENT_MAX = 50;
export const recentList = storedListStore("tokenatlas:recent", RECENT_MAX);
