import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../db/client.ts";
import { createDemoModel, hash2, hashText } from "../domain/market/demo-model.ts";
import { refreshAssetStats } from "../domain/market/store.ts";
import { exchangeMarketAddress, OFF_CHAIN_ID, splitMarketSymbol } from "../lib/exchange-markets.ts";
import { initialStats, type SimAsset, simulateMarket } from "./market.ts";

type Executor = Pick<Db, "execute">;

export type DemoMarketOptions = { seed: number; rate: number; now: Date };

/**
 * Builds the demo market when it has no pairs yet: every real deployment gets one pair against USD with the
 * parameters of the simulation (seed/market.ts), and its figures at `now` from the model; the assets' figures
 * follow. The pair address is visibly synthetic: 0xffff, 26 zeros, the token id in 10 digits. Idempotent.
 */
export async function ensureDemoMarket(db: Executor, options: DemoMarketOptions): Promise<number> {
  const [existing] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*) AS n FROM pairs WHERE source = 'demo'`,
  );
  if (Number(existing.n) > 0) return 0;
  const rows = await queryRows<{
    id: number;
    slug: string;
    price_key: string;
    peg: string | null;
    kind: string;
    token_ids: number[];
    verified: boolean;
    chain_tokens: number | string;
  }>(
    db,
    sql`SELECT a.id, a.slug, a.price_key, a.peg, a.kind,
               array_agg(t.id ORDER BY (t.id = a.primary_token_id) DESC, t.id) AS token_ids,
               bool_or(t.id = a.primary_token_id AND t.authorized) AS verified,
               (SELECT count(*) FROM tokens o WHERE NOT o.synthetic AND o.chain_id IN
                  (SELECT n.chain_id FROM tokens n WHERE n.asset_id = a.id AND n.native)) AS chain_tokens
        FROM assets a JOIN tokens t ON t.asset_id = a.id
        WHERE NOT t.synthetic GROUP BY a.id ORDER BY a.id`,
  );
  const simAssets: SimAsset[] = rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    priceKey: r.price_key,
    peg: r.peg,
    native: r.kind === "native",
    chainTokens: Number(r.chain_tokens),
    tokenIds: r.token_ids.map(Number),
    verified: r.verified,
  }));
  const planned = simulateMarket(simAssets, { seed: options.seed, rate: options.rate });
  if (planned.length === 0) return 0;
  const inserted = await queryRows<{ id: number; token_id: number }>(
    db,
    sql`
    INSERT INTO pairs (token_id, chain_id, address, quote_symbol, dex, source, price_key, ref_price, volatility,
                       activity, liquidity, circulating, total_supply)
    SELECT x."tokenId", t.chain_id, '0xffff' || repeat('0', 26) || lpad(t.id::text, 10, '0'), 'USD', 'Demo DEX',
           'demo', x."priceKey", x."refPrice", x.volatility, x.activity, x.liquidity, x.circulating, x."totalSupply"
    FROM jsonb_to_recordset(${JSON.stringify(planned)}::jsonb)
      AS x("tokenId" int, "priceKey" text, "refPrice" float8, volatility float8, activity float8,
           liquidity float8, circulating float8, "totalSupply" float8)
    JOIN tokens t ON t.id = x."tokenId"
    RETURNING id, token_id`,
  );
  const pairIdOf = new Map(inserted.map((row) => [Number(row.token_id), Number(row.id)]));
  const model = createDemoModel(options.seed);
  const stats = planned.map((pair) =>
    initialStats({ ...pair, id: pairIdOf.get(pair.tokenId) ?? 0 }, model, options.now.getTime()),
  );
  await db.execute(sql`
    INSERT INTO token_stats (token_id, price, change_1h, change_24h, change_7d, change_30d, volume_24h, trades_24h,
                             market_cap, fdv, circulating_supply, total_supply, liquidity, holders, popularity,
                             ai_score, source, updated_at)
    SELECT "tokenId", price, "change1h", "change24h", "change7d", "change30d", volume24, trades24, "marketCap",
           fdv, "circulatingSupply", "totalSupply", liquidity, holders, popularity, "aiScore", 'demo',
           ${options.now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(stats)}::jsonb)
      AS x("tokenId" int, price numeric, "change1h" float8, "change24h" float8, "change7d" float8,
           "change30d" float8, volume24 numeric, trades24 int, "marketCap" numeric, fdv numeric,
           "circulatingSupply" numeric, "totalSupply" numeric, liquidity numeric, holders int,
           popularity float8, "aiScore" float8)
    ON CONFLICT (token_id) DO UPDATE SET price = excluded.price, change_1h = excluded.change_1h,
      change_24h = excluded.change_24h, change_7d = excluded.change_7d, change_30d = excluded.change_30d,
      volume_24h = excluded.volume_24h, trades_24h = excluded.trades_24h, market_cap = excluded.market_cap,
      fdv = excluded.fdv, circulating_supply = excluded.circulating_supply, total_supply = excluded.total_supply,
      liquidity = excluded.liquidity, holders = excluded.holders, popularity = excluded.popularity,
      ai_score = excluded.ai_score, source = excluded.source, updated_at = excluded.updated_at`);
  await refreshAssetStats(db);
  return inserted.length;
}

/**
 * Registers exchange markets (e.g. BTCUSDT) as pairs of source "cex": chain id 0, a synthetic address from
 * the symbol, no catalogue token. The local replay (demo data) prices a market on the path of the asset its
 * base currency names (`ref:BTC` for BTCUSDT), so an exchange market and the catalogue agree; a base no asset
 * names gets a level of its own, log-uniform over 0.01–10,000. Symbols without a known quote asset are refused.
 * Idempotent, and a later start brings an existing market's replay parameters up to date.
 */
export async function ensureExchangePairs(db: Executor, symbols: readonly string[]): Promise<void> {
  const rows = symbols.map((raw) => {
    const symbol = raw.toUpperCase();
    const parts = splitMarketSymbol(symbol);
    if (!parts) throw new Error(`Unknown quote asset in exchange market ${symbol}`);
    return {
      symbol,
      base: parts.base,
      quote: parts.quote,
      address: exchangeMarketAddress(symbol),
      priceKey: `ref:${parts.base}`,
      refPrice: 10 ** ((hash2(7, hashText(symbol)) % 6000) / 1000 - 2),
    };
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO pairs (token_id, chain_id, address, symbol, base_symbol, quote_symbol, dex, source, price_key,
                       ref_price, volatility, activity, liquidity, circulating, total_supply)
    SELECT NULL, ${OFF_CHAIN_ID}, x.address, x.symbol, x.base, x.quote, 'Binance', 'cex', x."priceKey",
           coalesce(k.ref_price, x."refPrice"), coalesce(k.volatility, 0.03), 40, 5000000, 0, 0
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(symbol text, base text, quote text, address text, "priceKey" text, "refPrice" float8)
    LEFT JOIN LATERAL (SELECT p.ref_price, p.volatility FROM pairs p
                       WHERE p.source = 'demo' AND p.price_key = x."priceKey" LIMIT 1) k ON true
    ON CONFLICT (source, symbol) DO UPDATE SET price_key = excluded.price_key, ref_price = excluded.ref_price,
      volatility = excluded.volatility, activity = excluded.activity, liquidity = excluded.liquidity`);
}
