import { expect, test } from "@playwright/test";
import { hydrated } from "./support.ts";

test.describe("content", () => {
  test("a reader goes from the news list to an article and on to the older one", async ({ page }) => {
    await page.goto("/news");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("News");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(12);
    const firstTitle = cards.first().getByRole("heading", { level: 2 });
    const title = ((await firstTitle.textContent()) ?? "").trim();
    await firstTitle.getByRole("link").click();

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByText(/\d+ min read/)).toBeVisible();
    const older = page
      .getByRole("navigation", { name: "More articles" })
      .getByRole("link", { name: /^Older/ });
    const olderTitle = ((await older.locator("span").last().textContent()) ?? "").trim();
    await older.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(olderTitle);

    await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "News" }).click();
    await page
      .getByRole("navigation", { name: "Pages" })
      .getByRole("link", { name: "2", exact: true })
      .click();
    await expect(page).toHaveURL(/\/news\/page-2$/);
    await expect(cards.first()).toBeVisible();
  });

  test("the FAQ narrows as you type and opens an answer", async ({ page }) => {
    await page.goto("/faq");
    const filter = page.getByRole("searchbox", { name: "Search the questions" });
    await hydrated(filter);
    const questions = page.getByRole("main").locator("details");
    const all = await questions.count();
    expect(all).toBeGreaterThanOrEqual(40);

    await filter.fill("two-factor");
    await expect.poll(() => questions.count()).toBeLessThan(all);
    await expect(page.getByText(/^Questions shown: \d+$/)).toBeVisible();
    const question = questions.filter({ has: page.locator("summary", { hasText: /two-factor/i }) }).first();
    await expect(question.locator(".highlight").first()).toHaveText(/two-factor/i);
    // With few matches left in a group, their answers open by themselves.
    await expect(question).toHaveAttribute("open", "");
    await question.getByRole("link", { name: "Open this answer on its own page" }).click();
    await expect(page).toHaveURL(/\/faq\/[a-z0-9-]+$/);

    await page.goBack();
    await page.getByRole("searchbox", { name: "Search the questions" }).fill("zzqxv");
    await expect(page.getByText("No question matches your search.", { exact: false })).toBeVisible();
  });

  test("the ICO list filters by status", async ({ page }) => {
    await page.goto("/ico");
    await page.getByLabel("Status").selectOption({ label: "Active" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/status=active/);
    const items = page.getByTestId("offering-list").getByRole("listitem");
    await expect(items.first()).toContainText("Active");
    for (const text of await items.allInnerTexts()) expect(text).toContain("Active");

    await items.first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/ico\/[a-z0-9-]+$/);
    await expect(page.getByTestId("offering-list")).toBeHidden();
    await expect(page.getByRole("progressbar")).toBeVisible();
    const notes = page.getByRole("note");
    await expect(notes.filter({ hasText: "A listing is not an endorsement" })).toBeVisible();
    // The demo entries say they are fictional, on the list and on the page.
    await expect(notes.filter({ hasText: "Entries marked Demo are fictional projects" })).toBeVisible();
  });

  test("an airdrop page shows what to do and by when", async ({ page }) => {
    await page.goto("/airdrop?status=active");
    await page
      .getByTestId("offering-list")
      .getByRole("listitem")
      .first()
      .getByRole("heading")
      .getByRole("link")
      .click();
    await expect(page.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "How to take part" })).toBeVisible();
    await expect(page.getByRole("main").locator("time").first()).toHaveText(/\d{1,2} \w{3}/);
  });

  test("an informational page reads in the visitor's language", async ({ page }) => {
    await page.goto("/ja/warning-about-scammers");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await expect(page.getByRole("main").locator(".rich-text li").first()).toBeVisible();
    // Links inside the text stay in the reader's language.
    await page.getByRole("main").locator('.rich-text a[href="/ja/contacts"]').first().click();
    await expect(page).toHaveURL(/\/ja\/contacts$/);
    await expect(page.getByRole("note")).toHaveCount(0);
  });

  test("the contact form says what is wrong, then thanks the sender", async ({ page }) => {
    await page.goto("/contacts");
    const send = page.getByRole("button", { name: "Send message" });
    await hydrated(send);
    await page.getByLabel("Your name").fill("Grace");
    await page.getByLabel("Your email").fill("grace@");
    await page.getByLabel("Message").fill("Too short");
    await send.click();
    await expect(page.getByLabel("Your email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("This is too short.")).toBeVisible();

    await page.getByLabel("Your email").fill("grace@example.test");
    await page.getByLabel("Topic").selectOption({ label: "Report a problem" });
    await page.getByLabel("Message").fill("The FAQ search misses words with hyphens.");
    await send.click();
    await expect(page.getByRole("status")).toContainText("Your message has reached the team");
  });
});
