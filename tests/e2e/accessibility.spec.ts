import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/** Every axe rule that tests a WCAG 2.0, 2.1 or 2.2 success criterion at level A or AA. */
const wcag22aa = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Rules axe marks experimental test WCAG A/AA criteria too (label in name, orientation, table headers, text
 * styled as a heading), but a run by tags leaves them out unless they are switched on by name.
 */
const experimental = [
  "label-content-name-mismatch",
  "css-orientation-lock",
  "p-as-heading",
  "table-fake-caption",
  "td-has-header",
];

const pages = [
  "/",
  "/trending-cryptocurrencies",
  "/blockchains",
  "/cryptocurrency-categories",
  "/ja/crypto-gainers",
  "/news",
  "/blog",
  "/faq",
  "/ico",
  "/airdrop",
  "/search?q=stablecoin",
  "/sign-in",
  "/register",
  "/compare",
  "/contacts",
  "/zh/airdrop",
];

const viewports = {
  desktop: { width: 1280, height: 800 },
  "375 px phone": { width: 375, height: 800 },
};

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: Object.fromEntries(experimental.map((id) => [id, { enabled: true }])) })
    .withTags(wcag22aa)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.length} × ${v.nodes[0]?.target.join(" ")}`);
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`accessibility, ${device}, ${colorScheme} theme`, () => {
      test.use({ colorScheme, viewport });

      for (const path of pages) {
        test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
          await page.goto(path);
          expect(await violations(page)).toEqual([]);
        });
      }

      test("a token page has no WCAG 2.2 A/AA violations", async ({ page }) => {
        await page.goto("/trending-cryptocurrencies");
        await page.getByRole("table").getByRole("link").first().click();
        await expect(page.getByText("Demo data").first()).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });

      test("an article has no WCAG 2.2 A/AA violations", async ({ page }) => {
        await page.goto("/news");
        const title = page.getByRole("main").getByRole("article").first().getByRole("heading", { level: 2 });
        const name = ((await title.textContent()) ?? "").trim();
        await title.getByRole("link").click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}
