import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatShare, formatUsd } from "../../lib/format/number.ts";
import { setupTestApp } from "../../tests/support/test-app.ts";

const { get, db } = setupTestApp();

type Row = {
  slug: string;
  symbol: string;
  marketCap: string;
  volume24: string;
  marketCapRank: number | null;
};

/** Exact sum of decimal strings with at most two decimals. */
function sum(values: string[]): string {
  const cents = values.reduce((total, value) => {
    const [whole, fraction = ""] = value.split(".");
    return total + BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
  }, 0n);
  return `${cents / 100n}.${String(cents % 100n).padStart(2, "0")}`;
}

/** The text of the element carrying a test id. */
const textOf = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

/** The rank in each row of a list page's table (the first cell, after the compare toggle), in row order. */
const rankCells = (html: string) =>
  html
    .slice(html.indexOf("<tbody"), html.indexOf("</tbody>"))
    .split("<tr")
    .slice(1)
    .map(
      (row) =>
        /<td[^>]*>(.*?)<\/td>/s
          .exec(row)?.[1]
          .replace(/<[^>]+>/g, "")
          .match(/(\d+|—)$/)?.[1],
    );

const rows: Row[] = [];

beforeAll(async () => {
  // The market engine sets where each pair's stored history begins; the model draws the week before it.
  await db().execute(
    sql`UPDATE pairs SET history_from = now() - interval '1 hour' WHERE price_key IS NOT NULL`,
  );
  let cursor: string | null = null;
  do {
    const page = (
      await get(`/api/tokens?order=market_cap&limit=100${cursor ? `&cursor=${cursor}` : ""}`)
    ).json() as {
      data: Row[];
      nextCursor: string | null;
    };
    rows.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
});

describe("market summary", () => {
  it("shows on the home page and the lists the sums of what the token API lists, with the largest assets' shares", async () => {
    expect(rows.length).toBeGreaterThan(100);
    const total = sum(rows.map((r) => r.marketCap));
    const share = (row: Row) =>
      formatShare(Number(((Number(row.marketCap) * 100) / Number(total)).toFixed(2)), "en");
    for (const path of ["/", "/trending-cryptocurrencies", "/crypto-gainers"]) {
      const html = (await get(path)).body;
      expect(textOf(html, "summary-market-cap"), path).toBe(formatUsd(total, "en"));
      expect(textOf(html, "summary-volume"), path).toBe(formatUsd(sum(rows.map((r) => r.volume24)), "en"));
      for (const leader of rows.slice(0, 2)) {
        expect(html, path).toContain(`>${leader.symbol}</a> <span class="num">${share(leader)}</span>`);
      }
      expect(html, path).toContain("Demo data");
    }
  });

  it("names the source and age of a list's figures once when the summary's and the rows' agree, twice when not", async () => {
    const badges = (html: string) => html.match(/>Demo data</g)?.length ?? 0;
    expect(badges((await get("/trending-cryptocurrencies")).body)).toBe(1);
    // A row written after the summary was computed (kept 15 s) has figures of another age: both notes show (on a
    // page not yet in the visitors' page cache).
    await db().execute(sql`UPDATE asset_stats SET updated_at = updated_at + interval '1 second'`);
    expect(badges((await get("/biggest-daily-volume")).body)).toBe(2);
  });

  it("ranks assets by market cap in the API and the table's # column alike", async () => {
    const ranked = rows.filter((r) => Number(r.marketCap) > 0);
    expect(ranked.map((r) => r.marketCapRank)).toEqual(ranked.map((_, i) => i + 1));
    expect(rows.slice(ranked.length).every((r) => r.marketCapRank === null)).toBe(true);
    const html = (await get("/token?sort=market_cap&dir=desc")).body;
    expect(rankCells(html).slice(0, 5)).toEqual(["1", "2", "3", "4", "5"]);
    const trending = (await get("/api/tokens?order=popular&limit=3")).json() as { data: Row[] };
    const listed = rankCells((await get("/trending-cryptocurrencies")).body).slice(0, 3);
    expect(listed).toEqual(trending.data.map((r) => String(r.marketCapRank ?? "—")));
    const token = (await get(`/token/${rows[0].slug}`)).body;
    expect(textOf(token, "market-cap-rank")).toBe("Rank #1");
  });

  it("draws a seven-day sparkline in every row with a week of history", async () => {
    await db().execute(
      sql`UPDATE pairs SET history_from = now() - interval '1 hour' WHERE price_key IS NOT NULL`,
    );
    const html = (await get("/trending-cryptocurrencies?sort=market_cap")).body;
    const sparks = [
      ...html.matchAll(
        /<svg class="spark( up| down)?" aria-hidden="true"><path d="M\d+ \d+l[\d -]+"><\/path><\/svg>/g,
      ),
    ];
    expect(sparks.length).toBe(100);
  });
});
