import { expect, test } from "@playwright/test";
import { contractAddress, documentScrollWidth, hydrated, openMenu, tokenLink, tokenRows } from "./support.ts";

const width = 375;

test.describe("375 px wide screen", () => {
  test.use({ viewport: { width, height: 800 }, permissions: ["clipboard-read", "clipboard-write"] });

  for (const path of ["/", "/trending-cryptocurrencies", "/token"]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);
    });
  }

  for (const path of ["/register", "/sign-in"]) {
    test(`${path} keeps every field and button inside its card`, async ({ page }) => {
      await page.goto(path);
      const form = page.locator("main form");
      await expect(form.getByRole("button").last()).toBeVisible();
      const card = await form.boundingBox();
      const overflowing = await form.evaluate((element) => {
        const edge = element.getBoundingClientRect().right;
        return [...element.querySelectorAll("input, button")]
          .filter((control) => control.getBoundingClientRect().right > edge + 0.5)
          .map((control) => control.outerHTML.slice(0, 60));
      });
      expect(card?.width).toBeLessThanOrEqual(width);
      expect(overflowing).toEqual([]);
    });
  }

  test("the menu button opens the navigation and its links work", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Site navigation" });
    await expect(nav).toBeHidden();

    const gainers = nav.getByRole("link", { name: "Gainers", exact: true });
    await openMenu(page.getByLabel("Menu"), gainers);
    await expect(nav).toBeInViewport({ ratio: 1 });
    await gainers.click();

    await expect(page).toHaveURL(/\/crypto-gainers$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Top crypto gainers");
    // The menu closes after the navigation.
    await expect(nav).toBeHidden();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);
  });

  test("the menu holds the search box on a narrow screen", async ({ page }) => {
    await page.goto("/trending-cryptocurrencies");
    const box = page.getByRole("banner").getByRole("combobox", { name: "Search" });
    await openMenu(page.getByLabel("Menu"), box);
    await expect(box).toBeInViewport({ ratio: 1 });
    await box.fill("AAVE");
    await box.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=AAVE$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “AAVE”");
  });

  test("a token page does not scroll sideways", async ({ page }) => {
    await page.goto("/trending-cryptocurrencies");
    await tokenLink(tokenRows(page).first()).click();
    await expect(page).toHaveURL(/\/token\//);
    await expect(contractAddress(page)).toBeVisible();
    // The "About" text quotes the 42-character address (a contract's, or a native coin's conventional one), which
    // must wrap on a narrow screen.
    await expect(
      page
        .getByRole("main")
        .getByText(/is a token on|is the native currency of/)
        .first(),
    ).toBeVisible();
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);
  });

  test("the token page shows the address and its copy button on screen", async ({ page }) => {
    await page.goto("/trending-cryptocurrencies");
    await tokenLink(tokenRows(page).first()).click();
    await expect(page).toHaveURL(/\/token\//);

    const address = contractAddress(page);
    const copy = page.getByRole("button", { name: "Copy contract address" });
    await expect(address).toBeInViewport({ ratio: 1 });
    await expect(copy).toBeInViewport({ ratio: 1 });
    const box = await address.boundingBox();
    expect(box?.width).toBeGreaterThan(100);

    await hydrated(copy);
    await copy.click();
    await expect(page.getByRole("status").filter({ hasText: "Copied to clipboard" })).toBeInViewport();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await address.getAttribute("title"),
    );
  });
});
