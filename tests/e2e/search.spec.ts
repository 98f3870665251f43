import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/**
 * The visible search box in the page header (the home page has a second one in its body; the header's
 * narrow-screen copy sits in the closed menu, hidden, which getByRole leaves out).
 */
function headerSearch(page: Page) {
  return page.getByRole("banner").getByRole("combobox", { name: "Search" });
}

function results(page: Page, group: string) {
  return page.getByRole("main").getByRole("region", { name: new RegExp(`^${group}`) });
}

test.describe("search", () => {
  test("Enter searches tokens and articles and highlights the matches", async ({ page }) => {
    await page.goto("/");
    const box = headerSearch(page);
    await box.fill("AAVE");
    await box.press("Enter");

    await expect(page).toHaveURL(/\/search\?q=AAVE$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “AAVE”");
    const tokens = results(page, "Tokens").getByRole("listitem");
    await expect(tokens.first()).toBeVisible();
    await expect(tokens.first()).toContainText("AAVE");
    await expect(results(page, "Tokens").locator(".highlight").first()).toHaveText(/aave/i);
  });

  test("an exact contract address opens its token's page", async ({ page, baseURL }) => {
    // Native coins share one conventional address, and some contracts sit at one address on several chains:
    // the test takes a token whose address names it alone.
    const answer = await fetch(`${baseURL}/api/tokens?order=market_cap&limit=20`);
    type Entry = { slug: string; name: string; native: boolean; address: string };
    const listed = ((await answer.json()) as { data: Entry[] }).data.filter((entry) => !entry.native);
    let contract: Entry | undefined;
    for (const entry of listed) {
      const found = await fetch(`${baseURL}/api/search?q=${entry.address}&perKind=0`);
      if (((await found.json()) as { data: { tokens: unknown[] } }).data.tokens.length === 1) {
        contract = entry;
        break;
      }
    }
    if (!contract) throw new Error("no contract of its own among the first 20");
    await page.goto("/");
    const box = headerSearch(page);
    await box.fill(contract.address.toLowerCase());
    await box.press("Enter");

    await expect(page).toHaveURL(new RegExp(`/token/${contract.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(contract.name);
  });

  test("suggestions show an asset once, with its chains", async ({ page }) => {
    await page.goto("/");
    const box = headerSearch(page);
    await hydrated(box);
    await box.click();
    await box.pressSequentially("link", { delay: 20 });

    const list = page.getByRole("listbox", { name: "Suggestions" });
    const chainlink = list.getByRole("option").filter({ hasText: "ChainLink Token (LINK)" });
    await expect(chainlink).toHaveCount(1);
    const chains = chainlink.getByTestId("suggestion-chains");
    await expect(chains).toContainText("Ethereum");
    await expect(chains).toHaveText(/\+\d+ more$/);
    await chainlink.click();
    await expect(page).toHaveURL(/\/token\//);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("ChainLink Token");
  });

  test("suggestions appear as you type and the keyboard opens one", async ({ page }) => {
    await page.goto("/faq");
    const box = headerSearch(page);
    await hydrated(box);
    await box.click();
    await box.pressSequentially("seed phrase", { delay: 20 });

    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute("aria-expanded", "true");
    const options = list.getByRole("option");
    await expect(options.last()).toHaveText("All results for “seed phrase”");

    await box.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute(
      "aria-activedescendant",
      (await options.first().getAttribute("id")) ?? "",
    );
    const chosen = ((await options.first().locator("span").first().textContent()) ?? "").trim();
    await box.press("Enter");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(chosen);
  });

  test("Escape closes the suggestions", async ({ page }) => {
    await page.goto("/");
    const box = headerSearch(page);
    await hydrated(box);
    await box.click();
    await box.pressSequentially("uni", { delay: 20 });
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
  });
});
