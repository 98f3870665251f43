import { expect, type Page, test } from "@playwright/test";
import { openFirstTrendingToken, tokenEntries, tokenName, tokenRows } from "./support.ts";

/**
 * The visible search box in the page header (the home page has a second one in its body; the header's
 * narrow-screen copy sits in the closed menu, hidden, which getByRole leaves out).
 */
function headerSearch(page: Page) {
  return page.getByRole("banner").getByRole("searchbox", { name: "Search tokens" });
}

test.describe("search", () => {
  test("searching a symbol lists the tokens that match it", async ({ page }) => {
    await page.goto("/");
    const box = headerSearch(page);
    await box.fill("AAVE");
    await box.press("Enter");

    await expect(page).toHaveURL(/\/token\?q=AAVE$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tokens matching “AAVE”");
    const links = tokenRows(page).getByRole("link");
    await expect(links.first()).toBeVisible();
    const tokens = await tokenEntries(page);
    expect(tokens.map((token) => token.symbol)).toContain("AAVE");
    for (const token of tokens) {
      const matches =
        token.name.toLowerCase().includes("aave") || token.symbol.toLowerCase().startsWith("aave");
      expect(matches, `${token.name} (${token.symbol}) matches “AAVE”`).toBe(true);
    }
  });

  test("searching a contract address finds exactly that token", async ({ page }) => {
    const token = await openFirstTrendingToken(page);

    const box = headerSearch(page);
    await box.fill(token.address);
    await box.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/token\\?q=${token.address}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Tokens matching “${token.address}”`);
    const rows = tokenRows(page);
    await expect(rows).toHaveCount(1);
    const link = rows.getByRole("link");
    await expect(link).toHaveAttribute("href", token.path);
    expect(await tokenName(link)).toBe(token.name);
  });

  test("an address search ignores letter case", async ({ page }) => {
    const token = await openFirstTrendingToken(page);

    const box = headerSearch(page);
    await box.fill(token.address.toLowerCase());
    await box.press("Enter");

    await expect(page).toHaveURL(/\/token\?q=0x/);
    await expect(tokenRows(page)).toHaveCount(1);
    await expect(tokenRows(page).getByRole("link")).toHaveAttribute("href", token.path);
  });
});
