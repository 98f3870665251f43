import { expect, test } from "@playwright/test";
import { hydrated, message, messages, openFirstTrendingToken } from "./support.ts";

const market = messages("en", "market");
const viewport = { width: 375, height: 667 };

test.describe("notifications on a 375 px phone", () => {
  test.use({ viewport });

  test("repeated and different warnings stay a small strip at the bottom edge", async ({ page }) => {
    await openFirstTrendingToken(page);
    await hydrated(page.getByTestId("market-section"));
    await page.getByText(/Buy and sell marks/).click();
    const price = page.getByLabel(message(market, "marks.price"));
    const add = page.getByRole("button", { name: message(market, "marks.add") });
    // Three marks fill a side on the small-screen chart; each one after that is refused with a warning.
    for (let i = 1; i <= 6; i++) {
      await price.fill(`0.00${i}`);
      await add.click();
    }
    await page.getByRole("radio", { name: message(market, "side.sell") }).check();
    for (let i = 1; i <= 5; i++) {
      await price.fill(`0.01${i}`);
      await add.click();
    }

    const stack = page.getByRole("region", { name: "Notifications" });
    const shown = stack.locator("[role=alert]:visible, [role=status]:visible");
    await expect(stack.getByRole("alert").first()).toContainText(/You already have 3 sell marks/i);
    await expect(stack.getByRole("alert").first()).toContainText("×2");
    const count = await shown.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    const box = await stack.boundingBox();
    expect(box?.height ?? viewport.height).toBeLessThan(viewport.height * 0.25);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(viewport.height);

    // The others are a tap away, still three at most, the buy warning counted once for its three repeats.
    await stack.getByRole("button", { name: /more$/ }).click();
    await expect(stack.getByRole("alert").filter({ hasText: /3 buy marks/i })).toContainText("×3");
    expect(await shown.count()).toBeLessThanOrEqual(3);
    await stack.getByRole("button", { name: "Close all" }).click();
    await expect(stack.getByRole("alert")).toHaveCount(0);
  });
});
