import type { TFunction } from "../../../lib/i18n/translator.ts";
import { fitTitle } from "../../seo/title.ts";

export type TokenTitleVars = { name: string; symbol: string; chain: string };

/**
 * A token page's title in the reader's language, within the title limit (app/seo/title.ts): the full wording,
 * else the price on its chain, else without the symbol; the pair view names its pair, else only the pair and
 * chain. Every demo token fits in every language without being cut (token-title.test.ts).
 */
export function tokenTitle(t: TFunction, view: "token" | "pair" | "preview", vars: TokenTitleVars): string {
  return view === "pair"
    ? fitTitle(t("token:pairTitle", vars), t("token:pairTitleShort", vars))
    : fitTitle(t("token:title", vars), t("token:titleShort", vars), t("token:titleName", vars));
}
