import { expect, type Page, test } from "@playwright/test";
import { busiestToken, documentScrollWidth, hydrated, message, messages, tabTo } from "./support.ts";

const market = messages("en", "market");
const chartSection = (page: Page) => page.locator("section[aria-labelledby=chart-h]");
const pressed = (page: Page, group: string, name: string) =>
  page
    .getByRole("group", { name: message(market, group) })
    .getByRole("button", { name: message(market, name), exact: true });
const toggle = (page: Page, name: string) =>
  page.getByRole("button", { name: message(market, name), exact: true });

for (const width of [1280, 375]) {
  test.describe(`price chart at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("switches to 7 days, a line and a log scale, and keeps them while live candles arrive", async ({
      page,
      baseURL,
    }) => {
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.goto(`/token/${await busiestToken(baseURL ?? "")}`);
      await hydrated(page.getByTestId("market-section"));
      const chart = page.getByTestId("price-chart");
      await expect(chart).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
      await expect(pressed(page, "chart.range", "ranges.1d")).toHaveAttribute("aria-pressed", "true");
      await expect(pressed(page, "chart.interval", "intervals.15m")).toHaveAttribute("aria-pressed", "true");
      await expect(chart).toHaveAttribute("data-style", "candles");
      await expect(chart).toHaveAttribute("data-scale", "linear");
      const dayCandles = Number(await chart.getAttribute("data-candles"));

      // Seven days of hourly candles, asked from seven days back.
      const weekRequest = page.waitForRequest(
        (request) => request.url().includes("/candles?") && request.url().includes("interval=60&from="),
      );
      await pressed(page, "chart.range", "ranges.7d").click();
      const from = Number(new URL((await weekRequest).url()).searchParams.get("from"));
      expect(Math.abs(Date.now() - 7 * 86_400_000 - from)).toBeLessThan(60_000);
      await expect(pressed(page, "chart.range", "ranges.7d")).toHaveAttribute("aria-pressed", "true");
      await expect(pressed(page, "chart.range", "ranges.1d")).toHaveAttribute("aria-pressed", "false");
      await expect(pressed(page, "chart.interval", "intervals.1h")).toHaveAttribute("aria-pressed", "true");
      await expect(chart).toHaveAttribute("data-status", "ready");
      await expect.poll(async () => Number(await chart.getAttribute("data-candles"))).not.toBe(dayCandles);

      await toggle(page, "chart.line").click();
      await expect(toggle(page, "chart.line")).toHaveAttribute("aria-pressed", "true");
      await expect(chart).toHaveAttribute("data-style", "line");
      // The log toggle works from the keyboard.
      await tabTo(page, toggle(page, "chart.log"));
      await page.keyboard.press("Space");
      await expect(toggle(page, "chart.log")).toHaveAttribute("aria-pressed", "true");
      await expect(chart).toHaveAttribute("data-scale", "log");

      const updates = Number(await chart.getAttribute("data-updates"));
      await expect
        .poll(async () => Number(await chart.getAttribute("data-updates")), { timeout: 20_000 })
        .toBeGreaterThan(updates);
      await expect(pressed(page, "chart.range", "ranges.7d")).toHaveAttribute("aria-pressed", "true");
      await expect(chart).toHaveAttribute("data-style", "line");
      await expect(chart).toHaveAttribute("data-scale", "log");

      await toggle(page, "chart.line").click();
      await expect(chart).toHaveAttribute("data-style", "candles");
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);
      // Live candles of the new interval meet an emptied chart, never the old interval's newer candles.
      expect(pageErrors).toEqual([]);
    });

    test("the chart section keeps the place and size the server gave it", async ({ browser, baseURL }) => {
      const path = `/token/${await busiestToken(baseURL ?? "")}`;
      const server = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
      const ssr = await server.newPage();
      await ssr.goto(`${baseURL}${path}`);
      const before = await chartSection(ssr).boundingBox();
      const above = await ssr.getByTestId("market-section").boundingBox();
      await server.close();

      const live = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await live.newPage();
      await page.goto(`${baseURL}${path}`);
      await expect(page.getByTestId("price-chart")).toHaveAttribute("data-status", "ready", {
        timeout: 30_000,
      });
      await expect(pressed(page, "chart.range", "ranges.all")).toBeVisible();
      // The section's size, and its place within the market section (what comes above is not the chart's).
      const after = await chartSection(page).boundingBox();
      const top = await page.getByTestId("market-section").boundingBox();
      expect(before && above).toBeTruthy();
      expect(after && top && { ...after, y: after.y - top.y }).toEqual(
        before && above && { ...before, y: before.y - above.y },
      );
      await live.close();
    });
  });
}
