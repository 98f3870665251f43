import { expect, test } from "@playwright/test";
import { hydrated, message, messages, signUpAdmin } from "./support.ts";

/** Appointed admin by ADMIN_EMAILS in playwright.config.ts: admins are editors too. */
const EDITOR = {
  email: "redirects-admin@e2e.example",
  password: "quiet amber orchard 7",
  nickname: "redirecteditor",
};

test("an editor redirects a page in the desk, and a visitor's link lands on the target", async ({
  page,
  browser,
}) => {
  // A sign-up, the desk and a second visitor's navigation in one test: more than one page's worth of time.
  test.slow();
  await signUpAdmin(page, EDITOR);
  await page.goto("/admin");
  await expect(page.getByRole("link", { name: "Redirects" })).toHaveAttribute("href", "/admin/redirects");
  await page.goto("/admin/redirects");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Redirects");

  const add = page.getByRole("button", { name: "Add redirect" });
  await hydrated(add);
  await page.getByRole("textbox", { name: "From", exact: true }).fill("/roadmap");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("/roadmap");
  await add.click();
  await expect(page.getByText("An address cannot redirect to itself.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "To", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByRole("textbox", { name: "To", exact: true }).fill("/news");
  await add.click();
  await expect(page.getByRole("cell", { name: "/roadmap", exact: true })).toBeVisible();

  // A visitor reading in German follows the footer's link to the roadmap: the client navigation is sent on
  // to the news, under the German prefix.
  const visitor = await browser.newPage();
  const content = messages("de", "content");
  await visitor.goto("/de/blockchains");
  const link = visitor
    .getByRole("contentinfo")
    .getByRole("link", { name: message(content, "pages.roadmap") });
  await hydrated(link);
  await link.click();
  await expect(visitor).toHaveURL(/\/de\/news$/);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(message(content, "news.title"));

  // Removed again, the roadmap is back for everyone (and for the browser tests that follow).
  await page.getByRole("button", { name: "Remove: /roadmap" }).click();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(page.getByText("No redirects yet.")).toBeVisible();
  await visitor.goto("/roadmap");
  await expect(visitor).toHaveURL(/\/roadmap$/);
  await visitor.close();
});
