import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  "/",
  "/trending-cryptocurrencies",
  "/blockchains",
  "/cryptocurrency-categories",
  "/ja/crypto-gainers",
  "/news",
  "/faq",
  "/ico",
  "/search?q=stablecoin",
  "/contacts",
  "/zh/airdrop",
];

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`accessibility, ${colorScheme} theme`, () => {
    test.use({ colorScheme });

    for (const path of pages) {
      test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(path);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze();
        const found = results.violations.map(
          (v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(" ")}`,
        );
        expect(found).toEqual([]);
      });
    }

    test("a token page has no WCAG A/AA violations", async ({ page }) => {
      await page.goto("/trending-cryptocurrencies");
      await page.getByRole("table").getByRole("link").first().click();
      await expect(page.getByText("Demo data").first()).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(" ")}`),
      ).toEqual([]);
    });
  });
}
