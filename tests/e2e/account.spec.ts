import { expect, type Page, test } from "@playwright/test";
import { generate } from "otplib";
import { hydrated, mailedCode, openFirstTrendingToken, tokenLink, tokenName, tokenRows } from "./support.ts";

const PASSWORD = "violet harbour lantern 7";
let counter = 0;
const newEmail = () => `e2e-${Date.now()}-${++counter}@example.test`;

async function register(page: Page, email: string, nickname: string) {
  await page.goto("/register");
  // Typed before the form hydrates, a value could be reset by it: the fields are filled once it has.
  await hydrated(page.getByRole("button", { name: "Send confirmation code" }));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Send confirmation code" }).click();
  await expect(page.getByRole("heading", { name: "Confirm your email" })).toBeVisible();

  const code = await mailedCode(page, email);
  await page.getByLabel("Code from the email").fill(code === "000000" ? "111111" : "000000");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("alert")).toContainText("The code is wrong");

  await page.getByLabel("Code from the email").fill(code);
  await page.getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/\/FinishReg/);
  await expect(page.getByRole("heading", { name: "Choose a nickname" })).toBeVisible();
  await hydrated(page.getByLabel("Nickname"));
  await page.getByLabel("Nickname").fill("no");
  await expect(page.getByText("Use 3 to 24 letters")).toBeVisible();
  await page.getByLabel("Nickname").fill(nickname);
  await expect(page.getByText("This nickname is free")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
}

/** The cabinet's Sign out button acts through its script: a click before the page hydrates would do nothing. */
async function signOut(page: Page) {
  const button = page.getByRole("button", { name: "Sign out" });
  await hydrated(button);
  await button.click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await hydrated(page.getByRole("button", { name: "Sign in" }));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("accounts", () => {
  test("register, confirm by email code, choose a nickname, sign out and sign in again", async ({ page }) => {
    const email = newEmail();
    const nickname = `trader${Date.now() % 1_000_000}`;
    await register(page, email, nickname);

    await expect(page.getByRole("heading", { level: 1, name: "Your cabinet" })).toBeVisible();
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    await expect(page.getByLabel("Nickname")).toHaveValue(nickname);
    await expect(page.getByRole("link", { name: `Account of ${nickname}` })).toBeVisible();
    await expect(page.getByText("This device")).toBeVisible();

    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.getByRole("link", { name: "Sign in" }).click();
    await signIn(page, email, "not the password 1");
    await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
    await signIn(page, email);
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });

  test("the cabinet sends a visitor to sign in and back", async ({ page }) => {
    const email = newEmail();
    await register(page, email, `guard${Date.now() % 1_000_000}`);
    await signOut(page);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

    await page.goto("/cabinet");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fcabinet$/);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your cabinet" })).toBeVisible();
  });

  test("a visitor's star is kept in the browser and joins the account at sign-in", async ({ page }) => {
    const email = newEmail();
    await register(page, email, `stars${Date.now() % 1_000_000}`);
    await expect(page.getByText("No favourites yet.")).toBeVisible();
    await signOut(page);
    await expect(page.getByRole("link", { name: "Sign in" })).toBeVisible();

    const token = await openFirstTrendingToken(page);
    const star = page.getByRole("button", { name: `Add ${token.name} to favourites` });
    await hydrated(star);
    await star.click();
    await expect(page.getByRole("button", { name: `Remove ${token.name} from favourites` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await page.reload();
    await expect(page.getByRole("button", { name: `Remove ${token.name} from favourites` })).toBeVisible();

    await page.getByRole("link", { name: "Sign in" }).click();
    await signIn(page, email);
    await expect(page).toHaveURL(/\/cabinet$/);
    const favorites = page.getByRole("region", { name: "Favourite tokens" });
    await expect(favorites.getByRole("link", { name: new RegExp(token.name) })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("tokenatlas:favorites"))).toBeNull();
  });

  test("the cabinet says nothing of the own nickname and shows favourites with price and 24 h change", async ({
    page,
  }) => {
    const nickname = `own${Date.now() % 1_000_000}`;
    const checks: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/nickname/unique")) checks.push(request.url());
    });
    await register(page, newEmail(), nickname);
    checks.length = 0;

    const field = page.getByLabel("Nickname");
    await hydrated(field);
    await field.fill(`${nickname}x`);
    await expect(page.getByText("This nickname is free")).toBeVisible();
    await field.fill(nickname);
    await expect(page.getByText("This nickname is free")).toBeHidden();
    await page.reload();
    await hydrated(page.getByLabel("Nickname"));
    await expect(page.getByLabel("Nickname")).toHaveValue(nickname);
    // Past the check's 400 ms pause: nothing was asked or said for the own nickname.
    await page.waitForTimeout(1000);
    await expect(page.getByText("This nickname is free")).toBeHidden();
    expect(checks.filter((url) => url.endsWith(`=${nickname}`))).toEqual([]);

    const token = await openFirstTrendingToken(page);
    const star = page.getByRole("button", { name: `Add ${token.name} to favourites` });
    await hydrated(star);
    await star.click();
    await expect(page.getByRole("button", { name: `Remove ${token.name} from favourites` })).toBeVisible();
    await page.goto("/cabinet");
    const favorite = page
      .getByRole("region", { name: "Favourite tokens" })
      .getByRole("listitem")
      .filter({ hasText: token.name });
    await expect(favorite).toContainText(/\$\d/);
    await expect(favorite).toContainText(/[+−-]?\d+(\.\d+)?%|No trades in 24 h/);
  });

  test("two-factor: turned on in the cabinet, then asked for at sign-in", async ({ page }) => {
    const email = newEmail();
    await register(page, email, `totp${Date.now() % 1_000_000}`);
    const security = page.getByRole("region", { name: "Security" });
    await hydrated(security.getByRole("button", { name: "Set up two-factor sign-in" }));
    await security.getByRole("button", { name: "Set up two-factor sign-in" }).click();
    await expect(security.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
    const secret = (await security.getByTestId("totp-secret").textContent()) ?? "";

    await security.getByRole("button", { name: "Email me a confirmation code" }).click();
    const emailCode = await mailedCode(page, email);
    await security.getByLabel("Code from the app").fill("000000");
    await security.getByLabel("Code from the email").fill(emailCode);
    await security.getByRole("button", { name: "Turn on" }).click();
    await expect(security.getByRole("alert")).toContainText("The code is wrong or already used");

    await security.getByLabel("Code from the app").fill(await generate({ secret }));
    await security.getByRole("button", { name: "Turn on" }).click();
    await expect(security.getByText("On: signing in asks for a code")).toBeVisible();

    await signOut(page);
    await page.getByRole("link", { name: "Sign in" }).click();
    await signIn(page, email);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    // The code just used to turn it on is spent: the next time step's code signs in.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByLabel("Authenticator code").fill(next);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/cabinet$/);
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  });
});

test.describe("comparison and recently viewed", () => {
  test("add tokens from a list and a token page, share the address, remove one", async ({ page }) => {
    await page.goto("/trending-cryptocurrencies");
    const rows = tokenRows(page);
    const firstName = await tokenName(tokenLink(rows.nth(0)));
    const secondName = await tokenName(tokenLink(rows.nth(1)));
    const toggle = page.getByRole("button", { name: `Compare: ${firstName}`, exact: true });
    await hydrated(toggle);
    await toggle.click();
    await expect(
      page.getByRole("button", { name: `Remove ${firstName} from the comparison` }),
    ).toHaveAttribute("aria-pressed", "true");

    await tokenLink(rows.nth(1)).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(secondName);
    await hydrated(page.getByRole("button", { name: "Compare", exact: true }));
    await page.getByRole("button", { name: "Compare", exact: true }).click();
    await page.getByRole("link", { name: "Open the comparison" }).click();

    await expect(page).toHaveURL(/\/compare\?tokens=[^,]+,[^,]+$/);
    const table = page.getByTestId("compare-table");
    await expect(table.getByRole("columnheader")).toHaveCount(3);
    await expect(table.getByRole("columnheader", { name: new RegExp(firstName) })).toBeVisible();
    await expect(table.getByRole("columnheader", { name: new RegExp(secondName) })).toBeVisible();

    // The address alone rebuilds the comparison in a browser that kept nothing.
    const shared = page.url();
    await page.evaluate(() => localStorage.clear());
    await page.goto(shared);
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(3);

    await hydrated(page.getByRole("button", { name: `Remove ${firstName} from the comparison` }));
    await page.getByRole("button", { name: `Remove ${firstName} from the comparison` }).click();
    await expect(page.getByTestId("compare-table").getByRole("columnheader")).toHaveCount(2);
    expect(page.url()).not.toContain(",");

    await page.getByLabel("Add a token").fill("no token is called like this 42");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("No token matches “no token is called like this 42”.");
  });

  test("a visitor's recently viewed tokens are kept in the browser, newest first", async ({ page }) => {
    // A visit is written once the token page has hydrated and loaded the list's code: wait for it before leaving.
    const kept = () =>
      page.evaluate(
        () => (JSON.parse(localStorage.getItem("tokenatlas:recent") ?? "[]") as unknown[]).length,
      );
    const first = await openFirstTrendingToken(page);
    await expect.poll(kept).toBe(1);
    await page.goto("/trending-cryptocurrencies");
    const secondLink = tokenLink(tokenRows(page).nth(2));
    await expect(secondLink).toBeVisible();
    const second = await tokenName(secondLink);
    await secondLink.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(second);
    await expect.poll(kept).toBe(2);

    await page.goto("/last-viewed");
    const names = page.getByRole("list", { name: "Recently viewed tokens" }).getByRole("link");
    await expect(names).toHaveCount(2);
    expect(await tokenName(names.nth(0))).toBe(second);
    expect(await tokenName(names.nth(1))).toBe(first.name);

    await page.getByRole("button", { name: "Clear the list" }).click();
    await page.getByRole("button", { name: "OK" }).click();
    await expect(page.getByText("You have not opened any token pages yet.")).toBeVisible();
  });
});
