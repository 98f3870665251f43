import type { Chain } from "viem";
import * as viemChains from "viem/chains";
import type { chains } from "../db/schema/index.ts";
import { viemChainFacts } from "../domain/catalog/viem-chain.ts";
import { kebabCase } from "../lib/slug.ts";
import { CHAIN_ALGORITHMS, chainAlgorithm } from "./tags.ts";

/** A viem chain definition together with its export name (the key the tag rules use). */
export type ViemChain = { key: string; chain: Chain };

/** A chains row as the seed writes it, with the viem export name and consensus tag the tag rules use. */
export type SeedChain = Required<typeof chains.$inferInsert> & { key: string; algorithm: string };

export const MIN_CHAINS = 12;

/**
 * Well-known mainnets by viem export name, Ethereum first. They pad the catalogue up to MIN_CHAINS when the
 * token list spans fewer chains, and break ties in the display order.
 */
export const WELL_KNOWN_CHAINS: readonly string[] = [
  "mainnet",
  "optimism",
  "bsc",
  "polygon",
  "arbitrum",
  "base",
  "avalanche",
  "celo",
  "zksync",
  "linea",
  "scroll",
  "gnosis",
  "blast",
  "zora",
  "worldchain",
  "unichain",
];

/**
 * The token list still carries entries for Kovan, a retired Ethereum testnet that viem no longer defines;
 * viem now uses that id for LUKSO mainnet, so trusting the id alone would list testnet contracts as LUKSO ones.
 */
export const RETIRED_TESTNET_IDS: ReadonlySet<number> = new Set([42]);

function isChain(value: unknown): value is Chain {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<Chain>;
  return typeof candidate.id === "number" && typeof candidate.name === "string" && !!candidate.nativeCurrency;
}

/** Export-name preference when viem exports several definitions for one id (e.g. zkSync/zksync). */
function preference(key: string): number {
  const wellKnown = WELL_KNOWN_CHAINS.indexOf(key);
  if (wellKnown >= 0) return wellKnown;
  return key in CHAIN_ALGORITHMS ? WELL_KNOWN_CHAINS.length : WELL_KNOWN_CHAINS.length + 1;
}

let mainnetsById: Map<number, ViemChain> | undefined;

function viemMainnets(): Map<number, ViemChain> {
  if (mainnetsById) return mainnetsById;
  const byId = new Map<number, ViemChain>();
  const entries = Object.entries(viemChains).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [key, chain] of entries) {
    if (!isChain(chain) || chain.testnet === true) continue;
    const current = byId.get(chain.id);
    if (!current || preference(key) < preference(current.key)) byId.set(chain.id, { key, chain });
  }
  mainnetsById = byId;
  return byId;
}

/** The viem mainnet a token-list chain id refers to; null for testnets, retired ids and chains viem lacks. */
export function mainnetFor(chainId: number): ViemChain | null {
  if (RETIRED_TESTNET_IDS.has(chainId)) return null;
  return viemMainnets().get(chainId) ?? null;
}

function toSeedChain({ key, chain }: ViemChain, position: number): Omit<SeedChain, "slug"> {
  return {
    key,
    ...viemChainFacts(chain),
    testnet: false,
    position,
    algorithm: chainAlgorithm(key),
  };
}

/**
 * Every chain the given tokens live on, padded with well-known mainnets up to MIN_CHAINS.
 * Display order: Ethereum first, then by descending token count, then well-known order, then chain id.
 */
export function selectChains(tokenCounts: ReadonlyMap<number, number>): SeedChain[] {
  const selected = new Map<number, ViemChain>();
  for (const chainId of tokenCounts.keys()) {
    const viem = mainnetFor(chainId);
    if (!viem) throw new Error(`Chain ${chainId} is not a viem mainnet`);
    selected.set(chainId, viem);
  }
  for (const key of WELL_KNOWN_CHAINS) {
    if (selected.size >= MIN_CHAINS) break;
    const chain = (viemChains as Record<string, unknown>)[key];
    if (isChain(chain) && chain.testnet !== true) selected.set(chain.id, { key, chain });
  }
  const rank = (v: ViemChain) => [
    v.key === "mainnet" ? 0 : 1,
    -(tokenCounts.get(v.chain.id) ?? 0),
    preference(v.key),
    v.chain.id,
  ];
  const ordered = [...selected.values()].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    const i = ra.findIndex((value, index) => value !== rb[index]);
    return i < 0 ? 0 : ra[i] - rb[i];
  });
  const slugs = new Set<string>();
  return ordered.map((viem, position) => {
    const base = kebabCase(viem.chain.name) || `chain-${viem.chain.id}`;
    const slug = slugs.has(base) ? `${base}-${viem.chain.id}` : base;
    slugs.add(slug);
    return { ...toSeedChain(viem, position), slug };
  });
}
