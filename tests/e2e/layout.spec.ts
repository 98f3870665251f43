import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { documentScrollWidth, message, messages, tokenRows } from "./support.ts";

const common = messages("en", "common");

/** Addresses that depend on the seeded data: three popular tokens, a category and an article. */
type Sample = { tokens: { slug: string; name: string }[]; category: string; article: string };

let sample: Promise<Sample> | undefined;

async function loadSample(request: APIRequestContext): Promise<Sample> {
  const tokens = (await (await request.get("/api/tokens?order=popular&limit=3")).json()) as {
    data: { slug: string; name: string }[];
  };
  const tags = (await (await request.get("/api/tags?type=category")).json()) as { data: { slug: string }[] };
  const news = await (await request.get("/news")).text();
  const article = /href="(\/news\/(?!page-)[^"/]+)"/.exec(news)?.[1];
  if (!article) throw new Error("No article linked from /news");
  return { tokens: tokens.data, category: tags.data[0].slug, article };
}

type PageKind = { kind: string; path: (s: Sample) => string; list?: true };

const pageKinds: PageKind[] = [
  { kind: "home", path: () => "/" },
  { kind: "a list", path: () => "/trending-cryptocurrencies", list: true },
  { kind: "the analysis ranking", path: () => "/ai-trade", list: true },
  { kind: "a token page", path: (s) => `/token/${s.tokens[0].slug}` },
  { kind: "a pair page", path: (s) => `/pair/${s.tokens[0].slug}` },
  { kind: "blockchains", path: () => "/blockchains" },
  { kind: "a category list", path: (s) => `/cryptocurrency-categories/${s.category}`, list: true },
  {
    kind: "compare with three tokens",
    path: (s) => `/compare?tokens=${s.tokens.map((t) => t.slug).join(",")}`,
  },
  { kind: "news", path: () => "/news" },
  { kind: "an article", path: (s) => s.article },
  { kind: "FAQ", path: () => "/faq" },
  { kind: "search", path: () => "/search?q=eth" },
  { kind: "the ICO list", path: () => "/ico" },
  { kind: "sign-in", path: () => "/sign-in" },
];

/** The token table's cell in `column` (an English header) of the first row, counting hidden columns too. */
async function firstRowCell(page: Page, column: string) {
  const headers = await page.locator("table.token-table thead th").allTextContents();
  const index = headers.findIndex((text) => text.replace(/[↑↓]/g, "").trim() === column);
  expect(index, `column ${column}`).toBeGreaterThan(-1);
  return tokenRows(page).first().locator("td").nth(index);
}

/**
 * The cell of `column` in the first row can be brought on screen within the table's own scroll region, with the
 * token's name still in view beside it (the sticky name column).
 */
async function expectReachableBesideName(page: Page, column: string) {
  const cell = await firstRowCell(page, column);
  await cell.scrollIntoViewIfNeeded();
  // Scrolled into the table's own region, the cell may still be clipped by a fraction of a pixel at its edge.
  await expect(cell).toBeInViewport({ ratio: 0.95 });
  const name = tokenRows(page).first().getByRole("link").first();
  await expect(name).toBeInViewport({ ratio: 1 });
  const [nameBox, cellBox] = [await name.boundingBox(), await cell.boundingBox()];
  expect(nameBox && cellBox && nameBox.x + nameBox.width <= cellBox.x).toBe(true);
}

for (const width of [375, 1280, 1440]) {
  test.describe(`${width} px wide screen`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { kind, path, list } of pageKinds) {
      test(`${kind} does not scroll sideways`, async ({ page }) => {
        sample ??= loadSample(page.request);
        const s = await sample;
        await page.goto(path(s));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await documentScrollWidth(page)).toBeLessThanOrEqual(width);

        if (kind === "compare with three tokens") {
          const third = page.getByTestId("compare-table").getByRole("link", { name: s.tokens[2].name });
          await expect(third).toBeInViewport({ ratio: 1 });
        }
        if (!list) return;

        // The 24-hour change is on screen, beside the name.
        const change = await firstRowCell(page, message(common, "table.change24h"));
        await expect(change).toBeInViewport({ ratio: 1 });
        await expectReachableBesideName(page, message(common, "table.change24h"));
        const box = page.getByTestId("token-table-scroll");
        if (width >= 1280) {
          // Every column fits the table's box: no scrollbar of its own, Holders not clipped.
          expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
          await expect(
            page.getByRole("columnheader", { name: message(common, "table.holders") }),
          ).toBeInViewport({
            ratio: 1,
          });
        }
      });
    }
  });
}

test.describe("the analysis ranking", () => {
  test("shows the score it is ranked by, and what the score means", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/ai-trade");
    const header = page.getByRole("columnheader", { name: message(common, "table.aiScore") });
    await expect(header).toBeVisible();
    await expect(header).toHaveAttribute("aria-sort", "descending");

    const scoreCells = tokenRows(page).locator(
      `td:nth-child(${(await header.evaluate((th) => (th as HTMLTableCellElement).cellIndex)) + 1})`,
    );
    const scores = (await scoreCells.allTextContents()).map(Number);
    expect(scores.length).toBeGreaterThan(10);
    for (const score of scores) expect(score >= 0 && score <= 100).toBe(true);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    await page.getByRole("link", { name: message(common, "table.aiScoreExplained") }).click();
    await expect(page).toHaveURL(/\/faq\/what-is-the-ai-score$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What is the AI score?");
  });

  test("keeps the score within reach on a phone, beside the name", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/ai-trade");
    await expectReachableBesideName(page, message(common, "table.aiScore"));
    expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
