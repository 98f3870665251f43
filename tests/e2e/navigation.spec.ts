import { expect, type Locator, type Page, test } from "@playwright/test";
import { expandedState, hydrated, message, messages, openMenu, tabTo } from "./support.ts";

const content = messages("en", "content");
/** The reading pages the header's Learn menu lists; each page's heading is its link's text. */
const learn = [
  ["/news", "news.title"],
  ["/blog", "blog.title"],
  ["/faq", "faq.title"],
  ["/ico", "ico.title"],
  ["/airdrop", "airdrop.title"],
].map(([path, key]) => ({ path, name: message(content, key) }));

function mainNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Main navigation" });
}

/** The navigation inside the phone's menu, named apart from the wide screens' one. */
function siteNav(page: Page): Locator {
  return page.getByRole("banner").getByRole("navigation", { name: "Site navigation" });
}

async function landsOn(page: Page, path: string, heading: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

test.describe("header navigation on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const learnButton = (page: Page) => mainNav(page).locator("summary", { hasText: "Learn" });

  for (const { path, name } of learn) {
    test(`the Learn menu leads to ${name}`, async ({ page }) => {
      await page.goto("/trending-cryptocurrencies");
      const link = mainNav(page).getByRole("link", { name, exact: true });
      await expect(link).toBeHidden();
      await openMenu(learnButton(page), link);
      await link.click();

      await landsOn(page, path, name);
      // The menu closes after the navigation.
      await expect(link).toBeHidden();
    });
  }

  test("the keyboard opens the Learn menu, walks its links, and Escape closes it", async ({ page }) => {
    await page.goto("/");
    const button = learnButton(page);
    const news = mainNav(page).getByRole("link", { name: "News", exact: true });
    const blog = mainNav(page).getByRole("link", { name: "Blog", exact: true });
    await hydrated(button);
    await tabTo(page, button);
    await expect(button).toHaveCSS("outline-style", "solid");
    await expect.poll(() => expandedState(button)).toBe(false);

    await page.keyboard.press("Enter");
    await expect(news).toBeVisible();
    await expect.poll(() => expandedState(button)).toBe(true);
    await page.keyboard.press("Tab");
    await expect(news).toBeFocused();
    await expect(news).toHaveCSS("outline-style", "solid");

    await page.keyboard.press("Escape");
    await expect(news).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => expandedState(button)).toBe(false);

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(blog).toBeFocused();
    await page.keyboard.press("Enter");
    await landsOn(page, "/blog", "Blog");
  });

  test("a press outside the Learn menu closes it", async ({ page }) => {
    await page.goto("/");
    const news = mainNav(page).getByRole("link", { name: "News", exact: true });
    await openMenu(learnButton(page), news);
    await page.getByRole("heading", { level: 1 }).click({ position: { x: 5, y: 5 } });
    await expect(news).toBeHidden();
  });

  test("the language button's name contains the code it shows", async ({ page }) => {
    await page.goto("/ja/crypto-gainers");
    const button = page.getByRole("banner").getByLabel("言語");
    await expect(button).toHaveText("JA");
    await expect(button).toHaveAccessibleName("言語：JA");
  });
});

test.describe("header navigation on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { path, name } of learn) {
    test(`the menu leads to ${name}`, async ({ page }) => {
      await page.goto("/");
      const link = siteNav(page).getByRole("link", { name, exact: true });
      await openMenu(page.getByLabel("Menu"), link);
      await expect(link).toBeInViewport({ ratio: 1 });
      await link.click();

      await landsOn(page, path, name);
      await expect(siteNav(page)).toBeHidden();
    });
  }

  test("the keyboard opens the menu, reaches the Learn links, and Escape closes it", async ({ page }) => {
    await page.goto("/");
    const button = page.getByLabel("Menu");
    const faq = siteNav(page).getByRole("link", { name: message(content, "faq.title"), exact: true });
    await hydrated(button);
    await tabTo(page, button);
    await expect.poll(() => expandedState(button)).toBe(false);

    await page.keyboard.press("Enter");
    await expect(siteNav(page)).toBeVisible();
    await expect.poll(() => expandedState(button)).toBe(true);
    await page.keyboard.press("Escape");
    await expect(siteNav(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => expandedState(button)).toBe(false);

    await page.keyboard.press("Enter");
    await tabTo(page, faq);
    await expect(faq).toHaveCSS("outline-style", "solid");
    await page.keyboard.press("Enter");
    await landsOn(page, "/faq", message(content, "faq.title"));
  });
});
