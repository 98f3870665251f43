import { wrappedNativeAddress } from "../domain/market/uniswap-deployments.ts";
import { kebabCase } from "../lib/slug.ts";

/**
 * Grouping of catalogue deployments into assets, by the rules of docs/assets.md:
 *   1. the native coins of all chains that share a currency symbol are one asset (ETH on Ethereum and its
 *      rollups is Ether);
 *   2. a chain's wrapped native token (WETH9 of @uniswap/sdk-core) belongs to that chain's native asset;
 *   3. token-list entries linked by the list's bridgeInfo extension are one asset;
 *   4. a token whose symbol is a native currency's symbol (Binance-Peg ETH, the CELO token) belongs to it;
 *   5. entries of the curated token list with the same symbol and the same name (or, for stablecoins, the
 *      same symbol and peg) on different chains are one asset (USDC on Base, which has no bridgeInfo),
 *      unless two of them share a chain;
 *   6. every other token is an asset of its own.
 * The price key says which price the asset follows (docs/market-simulation.md): `ref:<symbol>` for native
 * currencies and Bitcoin wrappers, `peg:<currency>` for stablecoins, `asset:<slug>` for the rest.
 */

export type Deployment = {
  /** Any unique key of the caller's (the token id). */
  id: number;
  chainId: number;
  address: string;
  name: string;
  symbol: string;
  native: boolean;
  stablecoin: boolean;
  /** An entry of the curated token list (rule 5 applies only to these). */
  listed: boolean;
  /** Other deployments of the same asset by the token list's bridgeInfo. */
  bridges: readonly { chainId: number; address: string }[];
};

export type AssetGroup = {
  slug: string;
  name: string;
  symbol: string;
  kind: "native" | "token";
  peg: string | null;
  priceKey: string;
  /** The representative deployment: the native coin, else the Ethereum original, else the first by order. */
  primaryId: number;
  memberIds: number[];
};

/** Chains in display order (position), so "first" is well defined. */
export type ChainOrder = ReadonlyMap<number, number>;

const FIAT_NATIVE = /^(USD|EUR)$/;
const BTC_WRAPPER = { symbol: /^(w|cb|k|t)?BTC(\.b)?$/i, name: /\bwrapped (btc|bitcoin)\b/i };

/** The fiat currency a stablecoin is pegged to, from its symbol and name. */
export function pegOf(symbol: string, name: string): string {
  if (/EUR/i.test(symbol) || /\beuro\b/i.test(name)) return "EUR";
  if (/SGD/i.test(symbol)) return "SGD";
  if (/^GYEN$/i.test(symbol)) return "JPY";
  if (/^AUDD$/i.test(symbol)) return "AUD";
  return "USD";
}

const addressKey = (chainId: number, address: string) => `${chainId}:${address.toLowerCase()}`;

/** Union-find over deployment indexes. */
function unionFind(size: number) {
  const parent = Array.from({ length: size }, (_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  return {
    find,
    union(a: number, b: number) {
      const x = find(a);
      const y = find(b);
      if (x !== y) parent[Math.max(x, y)] = Math.min(x, y);
    },
  };
}

/**
 * The assets of the given deployments; `taken` holds slugs already in use (they are avoided, and the new
 * groups' slugs are added to it).
 */
export function groupAssets(
  deployments: readonly Deployment[],
  chainOrder: ChainOrder,
  taken: Set<string> = new Set(),
): AssetGroup[] {
  const sets = unionFind(deployments.length);
  const byAddress = new Map(deployments.map((d, i) => [addressKey(d.chainId, d.address), i]));
  const nativeBySymbol = new Map<string, number>();
  const nativeByChain = new Map<number, number>();
  deployments.forEach((d, i) => {
    if (!d.native) return;
    nativeByChain.set(d.chainId, i);
    const symbol = d.symbol.toUpperCase();
    const first = nativeBySymbol.get(symbol);
    if (first === undefined) nativeBySymbol.set(symbol, i);
    else sets.union(first, i);
  });
  deployments.forEach((d, i) => {
    if (d.native) return;
    const wrapped = wrappedNativeAddress(d.chainId);
    const native = nativeByChain.get(d.chainId);
    if (native !== undefined && wrapped && wrapped.toLowerCase() === d.address.toLowerCase())
      sets.union(native, i);
    for (const bridge of d.bridges) {
      const other = byAddress.get(addressKey(bridge.chainId, bridge.address));
      if (other !== undefined) sets.union(i, other);
    }
    const sameSymbol = nativeBySymbol.get(d.symbol.toUpperCase());
    if (sameSymbol !== undefined) sets.union(sameSymbol, i);
  });
  const twins = new Map<string, number[]>();
  deployments.forEach((d, i) => {
    if (d.native || !d.listed) return;
    const symbol = d.symbol.toUpperCase();
    const key = d.stablecoin
      ? `${symbol}|peg:${pegOf(d.symbol, d.name)}`
      : `${symbol}|${d.name.toLowerCase()}`;
    twins.set(key, [...(twins.get(key) ?? []), i]);
  });
  for (const group of twins.values()) {
    const chains = new Set(group.map((i) => deployments[i].chainId));
    if (chains.size < group.length) continue;
    for (const i of group.slice(1)) sets.union(group[0], i);
  }

  const groups = new Map<number, number[]>();
  deployments.forEach((_, i) => {
    const root = sets.find(i);
    const members = groups.get(root);
    if (members) members.push(i);
    else groups.set(root, [i]);
  });

  const rank = (i: number) => {
    const d = deployments[i];
    return [
      d.native ? 0 : 1,
      d.chainId === 1 ? 0 : 1,
      chainOrder.get(d.chainId) ?? Number.MAX_SAFE_INTEGER,
      d.id,
    ];
  };
  const before = (a: number, b: number) => {
    const ra = rank(a);
    const rb = rank(b);
    const k = ra.findIndex((value, index) => value !== rb[index]);
    return k < 0 ? 0 : ra[k] - rb[k];
  };

  const out: AssetGroup[] = [];
  const ordered = [...groups.values()].map((members) => members.sort(before));
  ordered.sort((a, b) => before(a[0], b[0]));
  for (const members of ordered) {
    const primary = deployments[members[0]];
    const natives = members.filter((i) => deployments[i].native);
    const stablecoin = members.some((i) => deployments[i].stablecoin);
    const symbol = primary.symbol;
    const base = kebabCase(primary.name, 40) || kebabCase(symbol, 40) || "asset";
    const candidates = [base, `${base}-${kebabCase(symbol, 20) || primary.id}`, `${base}-${primary.id}`];
    let slug = candidates.find((c) => !taken.has(c)) ?? `${base}-${primary.id}`;
    for (let n = 2; taken.has(slug); n++) slug = `${base}-${primary.id}-${n}`;
    taken.add(slug);
    let peg: string | null = null;
    let priceKey: string;
    if (natives.length > 0) {
      const currency = symbol.toUpperCase();
      peg = FIAT_NATIVE.test(currency) ? currency : null;
      priceKey = peg ? `peg:${peg}` : `ref:${currency}`;
    } else if (stablecoin) {
      peg = pegOf(symbol, primary.name);
      priceKey = `peg:${peg}`;
    } else if (
      members.some(
        (i) => BTC_WRAPPER.symbol.test(deployments[i].symbol) || BTC_WRAPPER.name.test(deployments[i].name),
      )
    ) {
      priceKey = "ref:BTC";
    } else {
      priceKey = `asset:${slug}`;
    }
    out.push({
      slug,
      name: primary.name,
      symbol,
      kind: natives.length > 0 ? "native" : "token",
      peg,
      priceKey,
      primaryId: primary.id,
      memberIds: members.map((i) => deployments[i].id),
    });
  }
  return out;
}
