import { expect, test } from "@playwright/test";
import { contractAddress, hydrated, tokenLink, tokenName, tokenRows } from "./support.ts";

const overviewCards = ["Trending", "Top gainers", "Top losers", "New tokens", "Newly verified"];

test.describe("home → list → token", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("the home page shows the overview and its five cards", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Crypto market overview" })).toBeVisible();
    for (const title of overviewCards) {
      const card = page.getByRole("region", { name: title, exact: true });
      await expect(card).toBeVisible();
      await expect(card.getByRole("link", { name: /See all/ })).toBeVisible();
      await expect(card.getByRole("listitem").first()).toBeVisible();
    }
  });

  test("a visitor goes from the overview to a list, opens a token and copies its address", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("region", { name: "Trending", exact: true })
      .getByRole("link", { name: /See all/ })
      .click();

    await expect(page).toHaveURL(/\/trending-cryptocurrencies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trending cryptocurrencies");
    await expect(tokenRows(page)).toHaveCount(100);

    const link = tokenLink(tokenRows(page).first());
    const name = await tokenName(link);
    await link.click();

    await expect(page).toHaveURL(/\/token\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const address = contractAddress(page);
    await expect(address).toBeVisible();
    const addressText = await address.textContent();
    await expect(page.getByRole("main").getByText("Demo data", { exact: true })).toBeVisible();

    const copy = page.getByRole("button", { name: "Copy contract address" });
    await hydrated(copy);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(addressText);

    await page.goBack();
    await expect(page).toHaveURL(/\/trending-cryptocurrencies$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trending cryptocurrencies");
    await expect(tokenRows(page)).toHaveCount(100);
  });
});
