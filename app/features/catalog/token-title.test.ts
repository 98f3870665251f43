import { describe, expect, it } from "vitest";
import { createTranslator } from "../../../lib/i18n/translator.ts";
import { localeCodes } from "../../../lib/locales.ts";
import { selectChains } from "../../../seed/chains.ts";
import { listTokens } from "../../../seed/tokens.ts";
import { loadMessages } from "../../../server/messages.ts";
import { TITLE_MAX } from "../../seo/title.ts";
import { type TokenTitleVars, tokenTitle } from "./token-title.ts";

const messages = loadMessages();

/** Every token of the demo catalogue and every chain's native coin, as the seed names them (seed/index.ts). */
function demoTokens(): TokenTitleVars[] {
  const listed = listTokens();
  const counts = new Map<number, number>();
  for (const token of listed) counts.set(token.chainId, (counts.get(token.chainId) ?? 0) + 1);
  const chains = new Map(selectChains(counts).map((chain) => [chain.id, chain]));
  const chainName = (id: number) => chains.get(id)?.name ?? "";
  return [
    ...listed.map((token) => ({ name: token.name, symbol: token.symbol, chain: chainName(token.chainId) })),
    ...[...chains.values()].map((chain) => ({
      name: chain.nativeName,
      symbol: chain.nativeSymbol,
      chain: chain.name,
    })),
  ];
}

describe("a token page's title", () => {
  const tokens = demoTokens();
  const longest = tokens.reduce((a, b) =>
    b.name.length + b.chain.length > a.name.length + a.chain.length ? b : a,
  );

  it("is tested on a long-named token", () => {
    expect(longest.name.length).toBeGreaterThanOrEqual(40);
  });

  it.each(localeCodes)(
    "fits in the title limit in %s for every demo token, naming it and its chain uncut",
    (locale) => {
      const t = createTranslator(locale, messages[locale]);
      const overlong: string[] = [];
      for (const vars of tokens) {
        for (const view of ["token", "pair"] as const) {
          const title = tokenTitle(t, view, vars);
          const named = view === "pair" ? title.includes(vars.symbol) : title.includes(vars.name);
          if (title.length > TITLE_MAX || !named || !title.includes(vars.chain)) overlong.push(title);
        }
      }
      expect(overlong).toEqual([]);
      // The long-named token loses words, not its name: the full wording is kept for short names.
      expect(tokenTitle(t, "token", longest)).not.toBe(t("token:title", longest));
      expect(tokenTitle(t, "token", { name: "Dai", symbol: "DAI", chain: "Base" })).toBe(
        t("token:title", { name: "Dai", symbol: "DAI", chain: "Base" }),
      );
    },
  );
});
