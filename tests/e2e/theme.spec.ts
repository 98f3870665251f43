import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { hydrated } from "./support.ts";

/** The data-theme attribute of <html> in the HTML the server sends for `path`, with the context's cookies. */
async function serverTheme(page: Page, path: string): Promise<string | undefined> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const html = /<html\b[^>]*>/.exec(await response.text())?.[0] ?? "";
  return /\sdata-theme="([^"]*)"/.exec(html)?.[1];
}

async function themeCookie(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === "theme")?.value;
}

test.describe("theme", () => {
  test("the toggle flips light and dark, and the server renders the choice", async ({ page, context }) => {
    await page.goto("/");
    const root = page.locator("html");
    const toggle = page.getByRole("button", { name: "Switch light or dark theme" });
    await expect(root).toHaveAttribute("data-theme", "light");
    expect(await themeCookie(context)).toBeUndefined();

    await hydrated(toggle);
    await toggle.click();
    await expect(root).toHaveAttribute("data-theme", "dark");
    expect(await themeCookie(context)).toBe("dark");
    expect(await serverTheme(page, "/")).toBe("dark");

    await page.reload();
    await expect(root).toHaveAttribute("data-theme", "dark");

    await hydrated(toggle);
    await toggle.click();
    await expect(root).toHaveAttribute("data-theme", "light");
    expect(await themeCookie(context)).toBe("light");
    expect(await serverTheme(page, "/trending-cryptocurrencies")).toBe("light");
  });

  test("without a choice, a dark system preference gets the dark theme", async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");

    const toggle = page.getByRole("button", { name: "Switch light or dark theme" });
    await hydrated(toggle);
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await themeCookie(context)).toBe("light");
    expect(await serverTheme(page, "/")).toBe("light");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the toggle switches the theme through the server, both ways", async ({ page, context }) => {
      await page.goto("/blockchains");
      const toggle = page.getByRole("button", { name: "Switch light or dark theme" });
      const root = page.locator("html");
      await expect(root).toHaveAttribute("data-theme", "light");

      await toggle.click();
      await expect(page).toHaveURL(/\/blockchains$/);
      await expect(root).toHaveAttribute("data-theme", "dark");
      expect(await themeCookie(context)).toBe("dark");

      await toggle.click();
      await expect(page).toHaveURL(/\/blockchains$/);
      await expect(root).toHaveAttribute("data-theme", "light");
      expect(await themeCookie(context)).toBe("light");
    });
  });
});
