import { createRequire } from "node:module";

/**
 * Uniswap's published deployments per chain, from @uniswap/sdk-core: each chain's wrapped native token (WETH9)
 * and its Uniswap v2 and v3 factories. The package's ESM build does not load under plain Node, so it is
 * required as CommonJS.
 */
const sdk = createRequire(import.meta.url)("@uniswap/sdk-core") as {
  WETH9: Record<number, { address: string } | undefined>;
  V2_FACTORY_ADDRESSES: Record<number, string | undefined>;
  V3_CORE_FACTORY_ADDRESSES: Record<number, string | undefined>;
};

/** The wrapped native token of a chain. */
export function wrappedNativeAddress(chainId: number): string | undefined {
  return sdk.WETH9[chainId]?.address;
}

export type DexKind = "uniswap-v2" | "uniswap-v3";
export const DEX_KINDS: readonly DexKind[] = ["uniswap-v2", "uniswap-v3"];

/** Uniswap's own factories on a chain (none for a chain the package does not cover). */
export function uniswapFactories(chainId: number): { kind: DexKind; address: string }[] {
  const out: { kind: DexKind; address: string }[] = [];
  const v2 = sdk.V2_FACTORY_ADDRESSES[chainId];
  const v3 = sdk.V3_CORE_FACTORY_ADDRESSES[chainId];
  if (v2) out.push({ kind: "uniswap-v2", address: v2 });
  if (v3) out.push({ kind: "uniswap-v3", address: v3 });
  return out;
}
