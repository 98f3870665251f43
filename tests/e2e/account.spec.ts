import { expect, type Page, test } from "@playwright/test";
import { hydrated, openFirstTrendingToken } from "./support.ts";

const PASSWORD = "violet harbour lantern 7";
let counter = 0;
const newEmail = () => `e2e-${Date.now()}-${++counter}@example.test`;

/** The code in the newest mail to an address, read from the development mailbox. */
async function mailedCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get("/dev/mailbox")).text();
      const article = html.split("<article>").find((a) => a.includes(email));
      code = article ? /\b(\d{6})\b/.exec(article)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code ?? "";
}

async function register(page: Page, email: string, nickname: string) {
  await page.goto("/register");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await hydrated(page.getByRole("button", { name: "Send confirmation code" }));
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
  await page.getByLabel("Nickname").fill("no");
  await expect(page.getByText("Use 3 to 24 letters")).toBeVisible();
  await page.getByLabel("Nickname").fill(nickname);
  await expect(page.getByText("This nickname is free")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await hydrated(page.getByRole("button", { name: "Sign in" }));
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

    await page.getByRole("button", { name: "Sign out" }).click();
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
    await page.getByRole("button", { name: "Sign out" }).click();
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
    await page.getByRole("button", { name: "Sign out" }).click();
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
});
