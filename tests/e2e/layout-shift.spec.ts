import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/** The most the page may move while its late parts arrive (Lighthouse's "good" is 0.1; we hold 0.05). */
const MAX_SHIFT = 0.05;

type Listed = { slug: string; deployments: number };

/**
 * A token on one chain only: its page has no "also on" list, so the live market panel starts within the first
 * screen, where a panel that grows on arrival moves what follows it.
 */
async function singleChainToken(baseURL: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/tokens?limit=100`);
  const { data } = (await answer.json()) as { data: Listed[] };
  const token = data.find((t) => t.deployments === 1);
  if (!token) throw new Error("No single-chain token in the first hundred");
  return token.slug;
}

/** Sums the page's layout shifts not caused by input, from the first paint on (PerformanceObserver). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sum = { value: 0 };
    Object.assign(window, { layoutShift: sum });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) sum.value += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

const shifted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) =>
        // Entries of the last frame reach the observer after it has painted.
        requestAnimationFrame(() =>
          setTimeout(() => done((window as unknown as { layoutShift: { value: number } }).layoutShift.value)),
        ),
      ),
  );

for (const width of [375, 1280]) {
  test.describe(`token page at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 640 ? 812 : 900 } });

    test("keeps its place while the market panel, chart and live figures arrive", async ({
      page,
      baseURL,
    }) => {
      await recordShifts(page);
      await page.goto(`/token/${await singleChainToken(baseURL ?? "")}`);
      const market = page.getByTestId("market-section");
      const top = await market.evaluate((node) => node.getBoundingClientRect().top);
      expect(top, "the market panel starts within the first screen").toBeLessThan(
        page.viewportSize()?.height ?? 0,
      );

      await hydrated(market);
      // Right after the server starts, the engine may still be rebuilding its history: trades follow when it is done.
      await expect(page.getByTestId("trades-table").locator("tbody tr").first()).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByTestId("price-chart")).toHaveAttribute("data-status", "ready", {
        timeout: 15_000,
      });
      await expect(page.getByTestId("pair-info")).not.toContainText("—");
      await expect(page.getByTestId("ai-score")).not.toHaveText("—");
      expect(await shifted(page)).toBeLessThanOrEqual(MAX_SHIFT);
    });
  });
}
