import { type DexKind, uniswapFactories } from "../../domain/market/uniswap-deployments.ts";
import { OFF_CHAIN_ID } from "../../lib/exchange-markets.ts";
import { MAX_CHAIN_ID } from "../../lib/realtime/protocol.ts";

/**
 * The indexer's configuration (README, "Configuration"): EVM_RPC_URLS names the chains to index, each with
 * its JSON-RPC URL; EVM_DEX_FACTORIES adds factories to Uniswap's own (from @uniswap/sdk-core) on any
 * chain; EVM_STABLECOINS adds USD stablecoins to those the catalogue knows. Every entry is checked on its
 * own, so one message names every bad entry.
 */

export type DexFactory = { kind: DexKind; address: string };

export type EvmChainConfig = {
  chainId: number;
  rpcUrl: string;
  /** Uniswap's factories on the chain, then the configured ones. */
  factories: DexFactory[];
  /** Lower-cased addresses of the stablecoins the configuration adds. */
  stablecoins: string[];
};

/** Entries that parsed, and a message for each one that did not. */
export type Parsed<T> = { entries: T[]; errors: string[] };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const KINDS: readonly string[] = ["uniswap-v2", "uniswap-v3"];

const entries = (text: string) =>
  text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);

function chainIdOf(text: string): number | undefined {
  if (!/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id !== OFF_CHAIN_ID && id <= MAX_CHAIN_ID ? id : undefined;
}

const badChain = (entry: string, id: string) =>
  `entry "${entry}": chain id "${id}" must be a whole number from 1 to ${MAX_CHAIN_ID}`;

/** `<chainId>=<http(s) URL>,…`, one URL per chain. */
export function parseRpcUrls(text: string): Parsed<{ chainId: number; url: string }> {
  const out: Parsed<{ chainId: number; url: string }> = { entries: [], errors: [] };
  for (const entry of entries(text)) {
    const at = entry.indexOf("=");
    if (at < 0) {
      out.errors.push(`entry "${entry}": expected <chainId>=<url>`);
      continue;
    }
    const id = entry.slice(0, at).trim();
    const url = entry.slice(at + 1).trim();
    const chainId = chainIdOf(id);
    if (chainId === undefined) {
      out.errors.push(badChain(entry, id));
      continue;
    }
    if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
      out.errors.push(`entry "${entry}": "${url}" is not an http(s) URL`);
      continue;
    }
    if (out.entries.some((e) => e.chainId === chainId)) {
      out.errors.push(`entry "${entry}": chain ${chainId} has a URL already`);
      continue;
    }
    out.entries.push({ chainId, url });
  }
  return out;
}

/** `<chainId>:<uniswap-v2|uniswap-v3>:<factory address>,…`. */
export function parseDexFactories(text: string): Parsed<{ chainId: number } & DexFactory> {
  const out: Parsed<{ chainId: number } & DexFactory> = { entries: [], errors: [] };
  for (const entry of entries(text)) {
    const parts = entry.split(":").map((part) => part.trim());
    if (parts.length !== 3) {
      out.errors.push(`entry "${entry}": expected <chainId>:<kind>:<address>`);
      continue;
    }
    const [id, kind, address] = parts;
    const chainId = chainIdOf(id);
    if (chainId === undefined) out.errors.push(badChain(entry, id));
    else if (!KINDS.includes(kind)) out.errors.push(`entry "${entry}": kind must be ${KINDS.join(" or ")}`);
    else if (!ADDRESS.test(address))
      out.errors.push(`entry "${entry}": the address must be 0x and 40 hex digits`);
    else out.entries.push({ chainId, kind: kind as DexKind, address });
  }
  return out;
}

/** `<chainId>:<token address>,…`. */
export function parseStablecoins(text: string): Parsed<{ chainId: number; address: string }> {
  const out: Parsed<{ chainId: number; address: string }> = { entries: [], errors: [] };
  for (const entry of entries(text)) {
    const parts = entry.split(":").map((part) => part.trim());
    if (parts.length !== 2) {
      out.errors.push(`entry "${entry}": expected <chainId>:<address>`);
      continue;
    }
    const [id, address] = parts;
    const chainId = chainIdOf(id);
    if (chainId === undefined) out.errors.push(badChain(entry, id));
    else if (!ADDRESS.test(address))
      out.errors.push(`entry "${entry}": the address must be 0x and 40 hex digits`);
    else out.entries.push({ chainId, address: address.toLowerCase() });
  }
  return out;
}

/**
 * The chains to index, from the three parsed variables. A factory or stablecoin on a chain without an RPC URL is
 * an error (it would silently do nothing), and so is a chain with no factory at all.
 */
export function evmChains(parsed: {
  rpcUrls: { chainId: number; url: string }[];
  factories: ({ chainId: number } & DexFactory)[];
  stablecoins: { chainId: number; address: string }[];
}): { chains: EvmChainConfig[]; errors: string[] } {
  const errors: string[] = [];
  const indexed = new Set(parsed.rpcUrls.map((r) => r.chainId));
  for (const f of parsed.factories) {
    if (!indexed.has(f.chainId))
      errors.push(`EVM_DEX_FACTORIES: chain ${f.chainId} has no URL in EVM_RPC_URLS (factory ${f.address})`);
  }
  for (const s of parsed.stablecoins) {
    if (!indexed.has(s.chainId))
      errors.push(`EVM_STABLECOINS: chain ${s.chainId} has no URL in EVM_RPC_URLS (token ${s.address})`);
  }
  const chains = parsed.rpcUrls.map(({ chainId, url }) => {
    const factories: DexFactory[] = [...uniswapFactories(chainId)];
    for (const f of parsed.factories) {
      const known = factories.some(
        (g) => g.kind === f.kind && g.address.toLowerCase() === f.address.toLowerCase(),
      );
      if (f.chainId === chainId && !known) factories.push({ kind: f.kind, address: f.address });
    }
    if (factories.length === 0) {
      errors.push(
        `EVM_RPC_URLS: chain ${chainId} has no Uniswap factory in @uniswap/sdk-core; name one in EVM_DEX_FACTORIES`,
      );
    }
    const stablecoins = [
      ...new Set(parsed.stablecoins.filter((s) => s.chainId === chainId).map((s) => s.address)),
    ];
    return { chainId, rpcUrl: url, factories, stablecoins };
  });
  return { chains, errors };
}
