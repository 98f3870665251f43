import { expect, type Page, test } from "@playwright/test";
import { columnPrices, hydrated, tokenEntries, tokenRows, tokenSlugs } from "./support.ts";

/** From a list's first page, follows "Next": a page of other tokens with a "Previous" link. */
async function firstPageThenNext(page: Page): Promise<string[]> {
  await expect(tokenRows(page)).toHaveCount(100);
  const firstPage = await tokenSlugs(page);
  await expect(page.getByRole("link", { name: /Previous/ })).toHaveCount(0);

  await page.getByRole("link", { name: /Next/ }).click();

  await expect(page).toHaveURL(/[?&]cursor=/);
  await expect(page.getByRole("link", { name: /Previous/ })).toBeVisible();
  await expect(tokenRows(page).first()).toBeVisible();
  const secondPage = await tokenSlugs(page);
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((slug) => firstPage.includes(slug))).toEqual([]);
  return firstPage;
}

test.describe("token list", () => {
  test("choosing a blockchain filters the list at once", async ({ page }) => {
    await page.goto("/token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("All tokens");
    const select = page.getByLabel("Blockchain");
    const option = select.getByRole("option", { name: /^Arbitrum One \(\d+\)$/ });
    await hydrated(select);
    await select.selectOption({ label: (await option.textContent()) ?? "" });

    // No click on "Apply": the select submits the form by itself.
    await expect(page).toHaveURL(/[?&]chain=arbitrum-one(&|$)/);
    await expect(select).toHaveValue("arbitrum-one");
    // The address bar can change a moment before the new rows are on screen: poll the rows.
    await expect
      .poll(async () => [...new Set((await tokenEntries(page)).map((token) => token.chain))])
      .toEqual(["Arbitrum One"]);
  });

  // Newest first: an order that live prices and the engine's popularity refresh do not move.
  test("Next shows the following tokens and a Previous link", async ({ page }) => {
    await page.goto("/new-cryptocurrencies");
    const firstPage = await firstPageThenNext(page);

    await page.getByRole("link", { name: /Previous/ }).click();
    await expect(page.getByRole("link", { name: /Previous/ })).toHaveCount(0);
    await expect(tokenRows(page)).toHaveCount(100);
    expect(await tokenSlugs(page)).toEqual(firstPage);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    // Live prices redraw the cells with JavaScript, so the server-rendered order is checked without it.
    test("sorting by the Price column orders rows and toggles the direction", async ({ page }) => {
      await page.goto("/trending-cryptocurrencies");
      const price = page.getByRole("columnheader", { name: "Price" });

      await price.getByRole("link").click();
      await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
      await expect(page).toHaveURL(/[?&]dir=desc(&|$)/);
      await expect(price).toHaveAttribute("aria-sort", "descending");
      const descending = await columnPrices(page);
      expect(descending).toHaveLength(100);
      expect(descending[0]).toBeGreaterThanOrEqual(descending[1]);
      expect(descending).toEqual(descending.toSorted((a, b) => b - a));

      await price.getByRole("link").click();
      await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
      await expect(page).toHaveURL(/[?&]dir=asc(&|$)/);
      await expect(price).toHaveAttribute("aria-sort", "ascending");
      const ascending = await columnPrices(page);
      expect(ascending[0]).toBeLessThanOrEqual(ascending[1]);
      expect(ascending).toEqual(ascending.toSorted((a, b) => a - b));
    });

    test("the Next link pages through the list", async ({ page }) => {
      await page.goto("/new-cryptocurrencies");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("New cryptocurrencies");
      await firstPageThenNext(page);
    });
  });
});
