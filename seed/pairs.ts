import { sql } from "drizzle-orm";
import { exchangeMarketAddress, OFF_CHAIN_ID, splitMarketSymbol } from "../lib/exchange-markets.ts";
import type { Db } from "../db/client.ts";
import { queryRows } from "../db/client.ts";

type Executor = Pick<Db, "execute">;

/**
 * Gives every real catalogue token without a pair its demo main pair against USD, with the model parameters
 * taken from its seeded figures: reference price, daily volatility that grows as market cap shrinks (0.2 %
 * for stablecoins, 1.5 %–19.5 % otherwise), activity weight volume^0.75, pool liquidity and supply. The pair
 * address is visibly synthetic: 0xffff, 26 zeros, the token id in 10 digits. Idempotent.
 */
export async function ensureDemoPairs(db: Executor): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(
    db,
    sql`
    WITH inserted AS (
      INSERT INTO pairs (token_id, chain_id, address, quote_symbol, dex, source, ref_price, volatility,
                         activity, liquidity, circulating, total_supply)
      SELECT t.id, t.chain_id, '0xffff' || repeat('0', 26) || lpad(t.id::text, 10, '0'), 'USD', 'Demo DEX', 'demo',
             s.price::float8,
             CASE WHEN EXISTS (
               SELECT 1 FROM token_tags tt JOIN tags g ON g.id = tt.tag_id
               WHERE tt.token_id = t.id AND g.type = 'category' AND g.slug = 'stablecoin'
             ) THEN 0.002
             ELSE 0.015 + 0.18 * greatest(0, least(1, (11.3 - log(greatest(s.market_cap, 1)::float8)) / 7.3)) END,
             power(greatest(s.volume_24h, 1)::float8, 0.75),
             s.liquidity::float8,
             (s.market_cap / s.price)::float8,
             (s.market_cap / s.price)::float8 * (1 + (t.id % 7) * 0.25)
      FROM tokens t JOIN token_stats s ON s.token_id = t.id
      WHERE NOT t.synthetic AND s.price > 0 AND NOT EXISTS (SELECT 1 FROM pairs p WHERE p.token_id = t.id)
      RETURNING 1
    )
    SELECT count(*) AS n FROM inserted`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Registers exchange markets (e.g. BTCUSDT) as pairs of source "cex": chain id 0, a synthetic address from
 * the symbol, no catalogue token. The reference price only drives the local replay (demo data): it is drawn
 * from the symbol, log-uniform over 0.01–10,000. Symbols without a known quote asset are refused. Idempotent.
 */
export async function ensureExchangePairs(db: Executor, symbols: readonly string[]): Promise<void> {
  const rows = symbols.map((raw) => {
    const symbol = raw.toUpperCase();
    const parts = splitMarketSymbol(symbol);
    if (!parts) throw new Error(`Unknown quote asset in exchange market ${symbol}`);
    const hash = [...symbol].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
    return {
      symbol,
      base: parts.base,
      quote: parts.quote,
      address: exchangeMarketAddress(symbol),
      refPrice: 10 ** ((hash % 6000) / 1000 - 2),
    };
  });
  if (rows.length === 0) return;
  await db.execute(sql`
    INSERT INTO pairs (token_id, chain_id, address, symbol, base_symbol, quote_symbol, dex, source, ref_price,
                       volatility, activity, liquidity, circulating, total_supply)
    SELECT NULL, ${OFF_CHAIN_ID}, x.address, x.symbol, x.base, x.quote, 'Binance', 'cex', x."refPrice", 0.03, 1, 0, 0, 0
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      AS x(symbol text, base text, quote text, address text, "refPrice" float8)
    ON CONFLICT DO NOTHING`);
}
