import type { Chain } from "viem";
import * as viemChains from "viem/chains";
import { viemChainFacts } from "../catalog/viem-chain.ts";
import type { ChainFacts } from "./evm-store.ts";

/**
 * A chains row for an indexed chain the catalogue may not know: viem's definition of that id (a mainnet before
 * a testnet, then by export name, so the choice is stable), or "Chain <id>" with an unnamed native coin.
 */
export function chainFacts(chainId: number): ChainFacts {
  const found = Object.entries(viemChains)
    .filter(
      ([, value]) => (value as Partial<Chain>)?.id === chainId && (value as Partial<Chain>).nativeCurrency,
    )
    .map(([key, value]) => ({ key, chain: value as Chain }))
    .sort(
      (a, b) =>
        Number(a.chain.testnet === true) - Number(b.chain.testnet === true) || (a.key < b.key ? -1 : 1),
    )[0];
  if (!found) {
    return {
      id: chainId,
      name: `Chain ${chainId}`,
      nativeName: `Chain ${chainId} coin`,
      nativeSymbol: "?",
      nativeDecimals: 18,
      explorerName: null,
      explorerUrl: null,
      testnet: false,
    };
  }
  return { ...viemChainFacts(found.chain), testnet: found.chain.testnet === true };
}
