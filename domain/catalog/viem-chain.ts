import type { Chain } from "viem";

/** What the catalogue keeps of a viem chain definition: its id, name, native currency and default explorer. */
export function viemChainFacts(chain: Chain) {
  const explorer = chain.blockExplorers?.default;
  return {
    id: chain.id,
    name: chain.name,
    nativeName: chain.nativeCurrency.name,
    nativeSymbol: chain.nativeCurrency.symbol,
    nativeDecimals: chain.nativeCurrency.decimals,
    explorerName: explorer?.name ?? null,
    explorerUrl: explorer?.url ?? null,
  };
}
