import { createHash } from "node:crypto";
import contractMap from "@metamask/contract-metadata/contract-map.json" with { type: "json" };
import tokenList from "@uniswap/default-token-list" with { type: "json" };
import { mainnet } from "viem/chains";
import { mainnetFor } from "./chains.ts";

type ListEntry = {
  chainId: number;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  extensions?: { bridgeInfo?: Record<string, { tokenAddress?: unknown } | undefined> };
};

/** A token-list entry on a viem mainnet, with the facts the seed derives from the packages. */
export type ListToken = {
  chainId: number;
  chainKey: string;
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** An L2/sidechain copy whose bridgeInfo points back to its Ethereum-mainnet original. */
  bridged: boolean;
  /** The deployments the list's bridgeInfo names for this entry, on other chains. */
  bridges: { chainId: number; address: string }[];
  /** Listed in MetaMask's curated contract metadata (Ethereum-mainnet addresses only). */
  authorized: boolean;
};

export const TOKEN_LIST_VERSION = `${tokenList.version.major}.${tokenList.version.minor}.${tokenList.version.patch}`;

const metamaskAddresses = new Set(Object.keys(contractMap).map((address) => address.toLowerCase()));

export function isMetaMaskListed(chainId: number, address: string): boolean {
  return chainId === mainnet.id && metamaskAddresses.has(address.toLowerCase());
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function bridgesOf(entry: ListEntry): ListToken["bridges"] {
  return Object.entries(entry.extensions?.bridgeInfo ?? {}).flatMap(([chain, info]) => {
    const address = info?.tokenAddress;
    return typeof address === "string" && ADDRESS.test(address) ? [{ chainId: Number(chain), address }] : [];
  });
}

/**
 * The Uniswap default token list restricted to viem mainnets, sorted by (chainId, lowercased address):
 * the order token ids (and therefore slugs) are assigned in.
 */
export function listTokens(): ListToken[] {
  const tokens: ListToken[] = [];
  for (const entry of tokenList.tokens as readonly ListEntry[]) {
    const viem = mainnetFor(entry.chainId);
    if (!viem) continue;
    tokens.push({
      chainId: entry.chainId,
      chainKey: viem.key,
      address: entry.address,
      name: entry.name.trim(),
      symbol: entry.symbol.trim(),
      decimals: entry.decimals,
      bridged: entry.chainId !== mainnet.id && String(mainnet.id) in (entry.extensions?.bridgeInfo ?? {}),
      bridges: bridgesOf(entry),
      authorized: isMetaMaskListed(entry.chainId, entry.address),
    });
  }
  return tokens.sort((a, b) => {
    if (a.chainId !== b.chainId) return a.chainId - b.chainId;
    const x = a.address.toLowerCase();
    const y = b.address.toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  });
}

const DAY_MS = 86_400_000;
const LISTED_WINDOW_MS = 3 * 365 * DAY_MS;
const AUTHORIZED_WINDOW_MS = 120 * DAY_MS;

/**
 * Deterministic dates from a SHA-256 of "chainId:address": listedAt within the 3 years before `now`,
 * authorizedAt (authorized tokens only) within the 120 days before `now` and not before listedAt.
 */
export function listingDates(
  chainId: number,
  address: string,
  authorized: boolean,
  now: Date,
): { listedAt: Date; authorizedAt: Date | null } {
  const digest = createHash("sha256").update(`${chainId}:${address.toLowerCase()}`).digest();
  const first = digest.readUInt32BE(0) / 2 ** 32;
  const second = digest.readUInt32BE(4) / 2 ** 32;
  const end = now.getTime();
  const listed = end - Math.floor(first * LISTED_WINDOW_MS);
  const listedAt = new Date(listed - (listed % 1000));
  if (!authorized) return { listedAt, authorizedAt: null };
  const start = Math.max(listedAt.getTime(), end - AUTHORIZED_WINDOW_MS);
  const authorizedAt = new Date(start + Math.floor(second * (end - start)));
  return { listedAt, authorizedAt };
}
