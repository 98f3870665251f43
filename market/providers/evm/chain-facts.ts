import type { Chain } from "viem";
import * as viemChains from "viem/chains";
import type { ChainFacts } from "../../../domain/market/evm-store.ts";

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
  const { chain } = found;
  const explorer = chain.blockExplorers?.default;
  return {
    id: chainId,
    name: chain.name,
    nativeName: chain.nativeCurrency.name,
    nativeSymbol: chain.nativeCurrency.symbol,
    nativeDecimals: chain.nativeCurrency.decimals,
    explorerName: explorer?.name ?? null,
    explorerUrl: explorer?.url ?? null,
    testnet: chain.testnet === true,
  };
}
