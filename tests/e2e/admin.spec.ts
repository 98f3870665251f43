import { expect, test } from "@playwright/test";
import { hydrated, signUpAdmin } from "./support.ts";

/** Appointed admin by ADMIN_EMAILS in playwright.config.ts. */
const ADMIN = { email: "desk-admin@e2e.example", password: "quiet amber orchard 5", nickname: "deskadmin" };

test.describe("editors' desk", () => {
  test("a visitor cannot reach it", async ({ page }) => {
    const res = await page.goto("/admin");
    expect(res?.status()).toBe(404);
  });

  test("an admin writes a news item, sees field errors, publishes it and readers find it", async ({
    page,
  }) => {
    await signUpAdmin(page, ADMIN);
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Editors' desk");
    await page.getByLabel("New entry of kind").selectOption("news");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New entry: News");

    const create = page.getByRole("button", { name: "Create draft" });
    await hydrated(create);
    await page.getByLabel("Address (slug)").fill("Desk Launch");
    await create.click();
    await expect(
      page.getByText("Use lower-case letters, digits and single hyphens", { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Address (slug)").fill("desk-launch-note");
    await page.getByLabel("Title").fill("The desk is open");
    await page.getByLabel("Summary").fill("Editors now publish from the browser.");
    const body = page.getByRole("textbox", { name: "Text" });
    await body.click();
    await page.keyboard.type("Written in the editor.");
    const bold = page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name: "Bold" });
    await bold.click();
    // The toolbar hands the focus back to the text; a key typed before that would press the button again.
    await expect(body).toBeFocused();
    await page.keyboard.type(" Bold part.");
    await create.click();

    await expect(page).toHaveURL(/\/admin\/entries\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The desk is open");
    await page.getByRole("button", { name: "Publish now" }).click();
    await expect(page.getByText("Published", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("region", { name: "History" })).toContainText("published");

    await page.goto("/news/desk-launch-note");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The desk is open");
    await expect(page.getByRole("main").locator(".rich-text strong")).toHaveText("Bold part.");
  });
});
