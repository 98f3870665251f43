import { expect, test } from "@playwright/test";
import { hydrated, message, messages, tokenLink, tokenRows } from "./support.ts";

const token = messages("en", "token");
const market = messages("en", "market");

/** "$11,882.96" → 11882.96 (English formatting of the list and the token page). */
const dollars = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

test.describe("one asset, one price", () => {
  test("a token page says where else its asset lives, at the price its list row shows", async ({ page }) => {
    await page.goto("/token?sort=market_cap&dir=desc");
    const row = tokenRows(page).first();
    const listPrice = dollars(await row.getByRole("cell").nth(2).textContent());
    expect(listPrice).toBeGreaterThan(0);
    await page.goto((await tokenLink(row).getAttribute("href")) ?? "/");
    const also = page.getByRole("region", { name: message(token, "alsoOn") });
    await expect(also).toBeVisible();
    const others = also.getByRole("link");
    expect(await others.count()).toBeGreaterThan(1);
    // Every other deployment, and the page's own price, within 1 % of the list row.
    for (const text of await others.allInnerTexts()) {
      expect(Math.abs(dollars(text.split("\n").at(-1) ?? "") / listPrice - 1)).toBeLessThan(0.01);
    }
    const pagePrice = dollars(await page.getByTestId("live-price").locator("p").first().textContent());
    expect(Math.abs(pagePrice / listPrice - 1)).toBeLessThan(0.01);
  });

  test("the 1D chart shows at least 30 daily candles", async ({ page, baseURL }) => {
    const answer = await fetch(`${baseURL}/api/tokens?order=market_cap&limit=1`);
    const [top] = ((await answer.json()) as { data: { slug: string }[] }).data;
    await page.goto(`/token/${top.slug}`);
    await hydrated(page.getByTestId("market-section"));
    const group = page.getByRole("group", { name: message(market, "chart.interval") });
    await group.getByRole("button", { name: message(market, "intervals.1d") }).click();
    const chart = page.getByTestId("price-chart");
    await expect(chart).toHaveAttribute("data-status", "ready", { timeout: 30_000 });
    await expect
      .poll(async () => Number(await chart.getAttribute("data-candles")), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(30);
  });
});
