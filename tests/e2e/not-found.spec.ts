import { expect, test } from "@playwright/test";
import { tokenLink, tokenRows } from "./support.ts";

test.describe("pages that do not exist", () => {
  test("an unknown path shows “Page not found” with status 404", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found: /no/such/page");
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("an unknown cryptocurrency type shows “Page Not Found” with status 404", async ({ page }) => {
    const response = await page.goto("/cryptocurrency-flavours");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Page Not Found: /cryptocurrency-flavours",
    );
  });

  test("a token-shaped single segment redirects to the token page", async ({ page }) => {
    await page.goto("/trending-cryptocurrencies");
    const link = tokenLink(tokenRows(page).first());
    const href = (await link.getAttribute("href")) ?? "";
    const slug = href.replace(/^\/token\//, "");
    expect(slug).toMatch(/^[a-z0-9-]+-[a-z0-9]*\d[a-z0-9]*$/);

    const redirect = await page.request.get(`/${slug}`, { maxRedirects: 0 });
    expect([301, 308]).toContain(redirect.status());
    expect(redirect.headers().location).toBe(`/token/${slug}`);

    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/token/${slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  });
});
