import { expect, test } from "@playwright/test";
import { hydrated, message, messages, openMenu } from "./support.ts";

const de = messages("de", "common");
const deHome = messages("de", "home");
const ja = messages("ja", "home");

test.describe("language", () => {
  test("choosing Deutsch translates the site, remembers it, and English switches back", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const deutsch = page.getByRole("link", { name: "Deutsch" });
    await openMenu(page.getByRole("banner").getByLabel("Language"), deutsch);
    await deutsch.click();

    await expect(page).toHaveURL(/^http:\/\/[^/]+\/de(\/|$)/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(deHome, "h1"));
    const nav = page.getByRole("navigation", { name: message(de, "header.mainNav") });
    for (const key of ["nav.trending", "nav.new", "nav.gainers", "nav.losers", "nav.categories"]) {
      await expect(nav.getByRole("link", { name: message(de, key), exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: message(de, "nav.trending") })).toHaveAttribute(
      "href",
      "/de/trending-cryptocurrencies",
    );
    const lang = (await context.cookies()).find((cookie) => cookie.name === "lang");
    expect(lang?.value).toBe("de");
    expect(lang?.sameSite).toBe("Lax");
    expect(lang?.path).toBe("/");
    const days = ((lang?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    // The remembered language sends a bare path to its German page.
    await page.goto("/blockchains");
    await expect(page).toHaveURL(/\/de\/blockchains$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");

    const english = page.getByRole("link", { name: "English" });
    await openMenu(page.getByRole("banner").getByLabel(message(de, "header.language")), english);
    await english.click();

    await expect(page).toHaveURL(/^http:\/\/[^/]+\/blockchains$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blockchains");
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");

    // English is now remembered: bare paths stay bare.
    await page.goto("/trending-cryptocurrencies");
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/trending-cryptocurrencies$/);
  });

  test("switching the language keeps the search on screen", async ({ page }) => {
    await page.goto("/token?q=AAVE");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tokens matching “AAVE”");

    const deutsch = page.getByRole("link", { name: "Deutsch" });
    await openMenu(page.getByRole("banner").getByLabel("Language"), deutsch);
    await deutsch.click();

    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page).toHaveURL(/\/de\/token\?q=AAVE$/);
  });

  test("the language menu opened while the page loads stays open", async ({ page }) => {
    // Hold the scripts back, so the menu is opened (it works without JavaScript) before React takes over.
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/*.js", async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "commit" });
    const summary = page.getByRole("banner").getByLabel("Language");
    const deutsch = page.getByRole("link", { name: "Deutsch" });
    await summary.click();
    await expect(deutsch).toBeVisible();
    await summary.evaluate((node) => {
      const menu = node.parentElement as HTMLDetailsElement;
      new MutationObserver(() => {
        if (!menu.open) menu.dataset.closedByScript = "true";
      }).observe(menu, { attributes: true, attributeFilter: ["open"] });
    });

    release();
    await hydrated(summary);
    await page.waitForLoadState("networkidle");

    await expect(deutsch).toBeVisible();
    expect(await summary.evaluate((node) => node.parentElement?.dataset.closedByScript)).toBeUndefined();
  });

  test("the Japanese home page renders in Japanese", async ({ page }) => {
    await page.goto("/ja");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(message(ja, "h1"));
    await expect(
      page.getByRole("navigation", { name: message(messages("ja", "common"), "header.mainNav") }),
    ).toBeVisible();
  });

  test("/en redirects to the bare English path", async ({ page }) => {
    const response = await page.request.get("/en/blockchains", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/blockchains");
  });
});
