import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePort } from "../support/free-port.ts";
import { startSite } from "../support/site-process.ts";
import { busiestToken, hydrated, message, messages } from "./support.ts";

const market = messages("en", "market");

const tradeRows = (page: Page) => page.getByTestId("trades-table").locator("tbody tr");

test.describe("live token page", () => {
  test("shows the chart, live trades and pair figures, and switches the candle interval", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/token/${await busiestToken(baseURL ?? "")}`);
    await hydrated(page.getByTestId("market-section"));
    // Right after the server starts, the engine may still be rebuilding its history: data follows when it is done.
    await expect(tradeRows(page).first()).toBeVisible({ timeout: 30_000 });
    // Trades read in the site's one family of dates: a 24-hour clock with seconds (docs/product.md, Dates).
    await expect(tradeRows(page).first().locator("time")).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    await expect(page.getByTestId("price-chart")).toHaveAttribute("data-status", "ready", {
      timeout: 15_000,
    });
    await expect(page.getByTestId("pair-info")).toContainText(message(market, "pair.liquidity"));
    // The boxes are there from the first paint with dashes; the figures replace them when the pair info arrives.
    await expect(page.getByTestId("pair-info")).not.toContainText("—");
    const group = page.getByRole("group", { name: message(market, "chart.interval") });
    await group.getByRole("button", { name: message(market, "intervals.1h") }).click();
    await expect(group.getByRole("button", { name: message(market, "intervals.1h") })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect(page.getByTestId("price-chart")).toHaveAttribute("data-status", "ready");
    await expect(page.getByText(message(market, "score.title"))).toBeVisible();
  });

  test("a person marks trades; marks survive a reload and the sixth buy on desktop is refused", async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/token/${await busiestToken(baseURL ?? "")}`);
    await hydrated(page.getByTestId("market-section"));
    await expect(tradeRows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.getByText(/Buy and sell marks/).click();
    await tradeRows(page)
      .first()
      .getByRole("button", { name: /on the chart/ })
      .click();
    await expect(page.getByText(/mark added to the chart/)).toBeVisible();

    const price = page.getByLabel(message(market, "marks.price"));
    await price.fill("abc");
    await page.getByRole("button", { name: message(market, "marks.add") }).click();
    await expect(page.getByText(message(market, "marks.errors.price"))).toBeVisible();

    const buys = page.getByTestId("marks-buy").getByRole("listitem");
    const sells = page.getByTestId("marks-sell").getByRole("listitem");
    const before = (await buys.count()) + (await sells.count());
    expect(before).toBe(1);
    await page.reload();
    await hydrated(page.getByTestId("market-section"));
    await page.getByText(/Buy and sell marks/).click();
    await expect(page.getByText("Buy and sell marks (1)")).toBeVisible();

    for (let i = 1; i <= 6; i++) {
      await page.getByLabel(message(market, "marks.price")).fill(`0.00${i}`);
      await page.getByRole("button", { name: message(market, "marks.add") }).click();
    }
    await expect(
      page.getByText(/You already have 5 buy marks on the large-screen chart/i).first(),
    ).toBeVisible();
    await expect(buys).toHaveCount(5);
  });
});

test.describe("dropped connection", () => {
  /** A port of its own, the same across the restart, so the open tabs reconnect to the origin they loaded. */
  let port: number;
  let origin: string;
  let dataDir: string;
  let server: ChildProcess | undefined;

  async function startServer() {
    server = startSite(port, { DATA_DIR: dataDir, MARKET_HISTORY_HOURS: "1", MARKET_DEMO_RATE: "60" });
    await expect
      .poll(async () => (await fetch(`${origin}/builds/latest.json`).catch(() => undefined))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
  }

  test.beforeAll(async () => {
    port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    dataDir = mkdtempSync(join(tmpdir(), "tokenatlas-e2e-drop-"));
    await startServer();
  });

  test.afterAll(async () => {
    server?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("after the server drops, the shared worker reconnects and every open tab gets updates again", async ({
    context,
  }) => {
    test.setTimeout(180_000);
    const slug = await busiestToken(origin);
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      await tab.goto(`${origin}/token/${slug}`);
      await hydrated(tab.getByTestId("market-section"));
      await expect(tradeRows(tab).first()).toBeVisible({ timeout: 20_000 });
    }
    server?.kill("SIGKILL");
    const restartedAt = Date.now();
    await startServer();
    for (const tab of tabs) {
      await expect
        .poll(
          async () => {
            const id = await tradeRows(tab).first().getAttribute("data-id");
            return Number(id?.split("-")[1] ?? 0) / 100;
          },
          { timeout: 45_000 },
        )
        .toBeGreaterThan(restartedAt);
    }
  });
});

test("an exchange market page shows its live chart and trades", async ({ page }) => {
  await page.goto("/binance/BTCUSDT");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("BTC/USDT on Binance");
  await hydrated(page.getByTestId("market-section"));
  await expect(tradeRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("price-chart")).toHaveAttribute("data-status", "ready", { timeout: 15_000 });
  await expect(page.getByText(message(market, "trades.trader"))).toHaveCount(0);
});
