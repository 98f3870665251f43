/**
 * Turns CoinGecko response bodies into the source's records. Bodies are typed `unknown` on purpose: the
 * SDK does not validate at runtime, so every field the catalogue keeps is checked here, and a malformed or
 * hostile item is dropped on its own (reported through `onDrop`) instead of failing the whole response.
 * The fields read are the ones the SDK types document (docs/decisions/012-coingecko-source.md).
 */

/** A contract of an asset on an EVM chain: chain id and lower-case 0x address. */
export type Deployment = { chainId: number; address: string };

export type MarketRecord = {
  id: string;
  symbol: string;
  name: string;
  /** Logo URL (https only). */
  image: string | null;
  priceUsd: number | null;
  marketCap: number | null;
  /** Fully diluted valuation in USD. */
  fdv: number | null;
  circulatingSupply: number | null;
  totalSupply: number | null;
  /** When CoinGecko last updated the figures, Unix ms. */
  updatedAt: number | null;
  deployments: Deployment[];
};

/** Same shape as the catalogue's token links (`{ type, url }`). */
export type LinkType =
  | "website"
  | "explorer"
  | "twitter"
  | "telegram"
  | "reddit"
  | "facebook"
  | "github"
  | "chat"
  | "forum";
export type CoinLinks = { id: string; links: { type: LinkType; url: string }[] };

/** Called once per dropped item with the reason and the item's id when it has a usable one. */
export type OnDrop = (reason: string, id: string | undefined) => void;

const ADDRESS = /^0x[0-9a-f]{40}$/;
/** CoinGecko ids are lower-case slugs; anything else is not used, also because ids go into request paths. */
const COIN_ID = /^[a-z0-9][a-z0-9._-]{0,127}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this rejects.
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_URL = 2048;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const isCoinId = (value: unknown): value is string => typeof value === "string" && COIN_ID.test(value);

export function normalizeAddress(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const address = value.trim().toLowerCase();
  return ADDRESS.test(address) ? address : null;
}

/** Finite and non-negative, else null: a missing figure must not read as zero. */
function amount(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : null;
}

function label(value: unknown, max: number): string | null {
  if (typeof value !== "string") return null;
  const text = value.trim();
  return text.length > 0 && text.length <= max && !CONTROL.test(text) ? text : null;
}

function webUrl(value: unknown, protocols: readonly string[] = ["https:"]): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_URL) return null;
  try {
    const url = new URL(value.trim());
    return protocols.includes(url.protocol) && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

function isoTime(value: unknown): number | null {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
}

function expectArray(body: unknown, what: string): unknown[] {
  if (!Array.isArray(body)) throw new Error(`${what}: expected an array`);
  return body;
}

const idOf = (item: unknown) => (isObject(item) && isCoinId(item.id) ? item.id : undefined);

/**
 * `/asset_platforms`: platform id → EVM chain id. Platforms without a chain id (`chain_identifier` null:
 * Solana, Bitcoin-like chains) are not EVM chains and are left out.
 */
export function normalizePlatforms(body: unknown, onDrop: OnDrop = () => {}): Map<string, number> {
  const chains = new Map<string, number>();
  for (const item of expectArray(body, "asset_platforms")) {
    if (!isObject(item) || typeof item.id !== "string" || item.id.length === 0) {
      onDrop("platform without id", undefined);
      continue;
    }
    const chainId = item.chain_identifier;
    if (chainId === null) continue;
    if (typeof chainId !== "number" || !Number.isSafeInteger(chainId) || chainId <= 0) {
      onDrop("platform with an invalid chain id", item.id);
      continue;
    }
    chains.set(item.id, chainId);
  }
  return chains;
}

/**
 * `/coins/list?include_platform=true`: coin id → its EVM deployments. Platforms the map does not know are
 * skipped (not EVM, or newer than the platform list); an address on a known chain that is not 0x + 40 hex
 * is skipped and reported.
 */
export function normalizeCoinList(
  body: unknown,
  platforms: ReadonlyMap<string, number>,
  onDrop: OnDrop = () => {},
): Map<string, Deployment[]> {
  const coins = new Map<string, Deployment[]>();
  for (const item of expectArray(body, "coins/list")) {
    const id = idOf(item);
    if (!id || !isObject(item)) {
      onDrop("coin without a valid id", undefined);
      continue;
    }
    if (coins.has(id)) {
      onDrop("duplicate coin", id);
      continue;
    }
    const deployments: Deployment[] = [];
    if (isObject(item.platforms)) {
      for (const [platform, raw] of Object.entries(item.platforms)) {
        const chainId = platforms.get(platform);
        if (chainId === undefined || raw === null || raw === "") continue;
        const address = normalizeAddress(raw);
        if (!address) {
          onDrop(`invalid address on ${platform}`, id);
          continue;
        }
        if (!deployments.some((d) => d.chainId === chainId && d.address === address)) {
          deployments.push({ chainId, address });
        }
      }
    }
    coins.set(id, deployments);
  }
  return coins;
}

/** `/coins/markets?vs_currency=usd` items joined with the deployments from the coin list. */
export function normalizeMarkets(
  items: readonly unknown[],
  deployments: ReadonlyMap<string, readonly Deployment[]>,
  onDrop: OnDrop = () => {},
): MarketRecord[] {
  const records: MarketRecord[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    const id = idOf(item);
    if (!id || !isObject(item)) {
      onDrop("market without a valid id", undefined);
      continue;
    }
    const symbol = label(item.symbol, 64);
    const name = label(item.name, 200);
    if (!symbol || !name) {
      onDrop("market without a valid symbol or name", id);
      continue;
    }
    if (seen.has(id)) {
      onDrop("duplicate market", id);
      continue;
    }
    seen.add(id);
    records.push({
      id,
      symbol,
      name,
      image: webUrl(item.image),
      priceUsd: amount(item.current_price),
      marketCap: amount(item.market_cap),
      fdv: amount(item.fully_diluted_valuation),
      circulatingSupply: amount(item.circulating_supply),
      totalSupply: amount(item.total_supply),
      updatedAt: isoTime(item.last_updated),
      deployments: [...(deployments.get(id) ?? [])],
    });
  }
  return records;
}

/** Checks a markets page body and returns its items. */
export const marketItems = (body: unknown) => expectArray(body, "coins/markets");

const HANDLE = {
  twitter: /^[A-Za-z0-9_]{1,15}$/,
  telegram: /^[A-Za-z0-9_]{5,32}$/,
  facebook: /^[A-Za-z0-9.]{1,50}$/,
};

/**
 * `/coins/{id}` `links`: website and explorers (http or https, as CoinGecko lists e.g. `http://www.bitcoin.org`),
 * social profiles as https URLs. Handles become URLs only when they are plain handles, so a value cannot
 * smuggle a path or another host. Empty strings, which the API uses as placeholders, are skipped.
 */
export function normalizeLinks(body: unknown, id: string): CoinLinks | null {
  if (!isObject(body) || body.id !== id || !isObject(body.links)) return null;
  const source = body.links;
  const links: CoinLinks["links"] = [];
  const add = (type: LinkType, url: string | null) => {
    if (url && !links.some((l) => l.url === url)) links.push({ type, url });
  };
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const handle = (value: unknown, pattern: RegExp) =>
    typeof value === "string" && pattern.test(value) ? value : null;

  for (const url of list(source.homepage)) add("website", webUrl(url, ["https:", "http:"]));
  for (const url of list(source.blockchain_site)) add("explorer", webUrl(url, ["https:", "http:"]));
  const twitter = handle(source.twitter_screen_name, HANDLE.twitter);
  if (twitter) add("twitter", `https://x.com/${twitter}`);
  const telegram = handle(source.telegram_channel_identifier, HANDLE.telegram);
  if (telegram) add("telegram", `https://t.me/${telegram}`);
  const facebook = handle(source.facebook_username, HANDLE.facebook);
  if (facebook) add("facebook", `https://www.facebook.com/${facebook}`);
  add("reddit", webUrl(source.subreddit_url));
  if (isObject(source.repos_url)) for (const url of list(source.repos_url.github)) add("github", webUrl(url));
  for (const url of list(source.chat_url)) add("chat", webUrl(url));
  for (const url of list(source.official_forum_url)) add("forum", webUrl(url));
  return { id, links };
}
