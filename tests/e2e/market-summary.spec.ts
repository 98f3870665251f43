import { expect, type Page, test } from "@playwright/test";
import { documentScrollWidth, message, messages, tokenRows } from "./support.ts";

const common = messages("en", "common");

/** The market summary shows its totals, its dominance figures and the demo label of its figures. */
async function expectSummary(page: Page) {
  const summary = page.getByTestId("market-summary");
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId("summary-market-cap")).toHaveText(/^\$\d[\d.,]*[mbt]?$/);
  await expect(summary.getByTestId("summary-volume")).toHaveText(/^\$\d[\d.,]*[kmbt]?$/);
  await expect(summary.getByText(message(common, "summary.dominance"))).toBeVisible();
  await expect(summary.getByText(/^\d+\.\d%$/).first()).toBeVisible();
  await expect(summary.getByText(message(common, "data.demo"))).toBeVisible();
}

/** The sparklines of the list's rows. */
const sparklines = (page: Page) => tokenRows(page).locator("svg.spark");

test.describe("on a 1280 px screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("home and a list open with the market summary; the list draws a week's line per row", async ({
    page,
  }) => {
    await page.goto("/");
    await expectSummary(page);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(1280);

    await page.goto("/trending-cryptocurrencies");
    await expectSummary(page);
    await expect(page.getByRole("columnheader", { name: message(common, "table.last7d") })).toBeVisible();
    await expect(sparklines(page).first()).toBeVisible();
    expect(await sparklines(page).count()).toBeGreaterThan(50);
    // The line is decoration: the 7-day change beside it is the figure read out.
    await expect(sparklines(page).first()).toHaveAttribute("aria-hidden", "true");
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(1280);
  });

  test("the # column is the market-cap rank, the one the token page shows", async ({ page }) => {
    await page.goto("/token?sort=market_cap&dir=desc");
    const ranks = await tokenRows(page).locator("td:first-child").allTextContents();
    expect(ranks.slice(0, 3).map((text) => text.replace(/\D/g, ""))).toEqual(["1", "2", "3"]);

    await page.goto("/trending-cryptocurrencies");
    const row = tokenRows(page).first();
    const rank = ((await row.locator("td:first-child").textContent()) ?? "").replace(/\D/g, "");
    await page.goto((await row.getByRole("link").first().getAttribute("href")) ?? "");
    await expect(page.getByTestId("market-cap-rank")).toHaveText(`Rank #${rank}`);
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("home and a list show the market summary without scrolling sideways; the lines give way", async ({
    page,
  }) => {
    await page.goto("/");
    await expectSummary(page);
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);

    await page.goto("/trending-cryptocurrencies");
    await expectSummary(page);
    expect(await sparklines(page).count()).toBeGreaterThan(50);
    await expect(sparklines(page).first()).toBeHidden();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
