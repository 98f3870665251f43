import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";

type Messages = { [key: string]: string | Messages };

/** One namespace of a locale's messages, read from locales/<locale>/<namespace>.json. */
export function messages(locale: string, namespace: string): Messages {
  const file = join(import.meta.dirname, "..", "..", "locales", locale, `${namespace}.json`);
  return JSON.parse(readFileSync(file, "utf8")) as Messages;
}

/** A message by its dotted key, e.g. message(common, "nav.trending"). */
export function message(catalog: Messages, key: string): string {
  let node: string | Messages = catalog;
  for (const part of key.split(".")) {
    if (typeof node === "string" || !(part in node)) throw new Error(`No message ${key}`);
    node = node[part];
  }
  if (typeof node !== "string") throw new Error(`Message ${key} is not a string`);
  return node;
}

/** The body rows of the page's token table (the header row is left out). */
export function tokenRows(page: Page): Locator {
  return page.getByRole("table").getByRole("rowgroup").nth(1).getByRole("row");
}

/** The link to the token page in a token-table row. */
export function tokenLink(row: Locator): Locator {
  return row.getByRole("link").first();
}

/** What a token link in a list shows: the name, then "SYMBOL · Chain". */
export type TokenEntry = { name: string; symbol: string; chain: string };

function parseEntry(text: string): TokenEntry {
  const [name = "", detail = ""] = text.split("\n").map((line) => line.trim());
  const [symbol = "", chain = ""] = detail.split(" · ");
  return { name, symbol, chain: chain.replace(/✓.*$/, "").trim() };
}

/** The tokens the table lists, in order. */
export async function tokenEntries(page: Page): Promise<TokenEntry[]> {
  return (await tokenRows(page).getByRole("link").allInnerTexts()).map(parseEntry);
}

/** The token name a token link shows. */
export async function tokenName(link: Locator): Promise<string> {
  const [text = ""] = await link.allInnerTexts();
  return parseEntry(text).name;
}

/** The token-page paths the table links to, in order. */
export async function tokenSlugs(page: Page): Promise<string[]> {
  return tokenRows(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
}

const SUBSCRIPT = "₀₁₂₃₄₅₆₇₈₉";
const SUFFIX: Record<string, number> = { m: 1e6, b: 1e9, t: 1e12 };

/**
 * Reads a price as the English pages print it: "$1,234.5", "$2.5m", "$0.1234" or "$0.0₅123"
 * (zero followed by the number of further zeros in subscript digits).
 */
export function parsePrice(text: string): number {
  let value = text.trim().replace(/^\$/, "").replaceAll(",", "");
  const tiny = /^0\.0([₀-₉]+)(\d+)$/.exec(value);
  if (tiny) {
    const zeros = Number([...tiny[1]].map((digit) => SUBSCRIPT.indexOf(digit)).join(""));
    value = `0.0${"0".repeat(zeros)}${tiny[2]}`;
  }
  const suffix = /^([\d.]+)([mbt])$/.exec(value);
  const number = suffix ? Number(suffix[1]) * SUFFIX[suffix[2]] : Number(value);
  if (!Number.isFinite(number)) throw new Error(`Not a price: ${text}`);
  return number;
}

/** The price column of the token table, parsed, top to bottom. */
export async function columnPrices(page: Page): Promise<number[]> {
  // Cells of a row: rank, name, price, ...
  const texts = await tokenRows(page).evaluateAll((rows) =>
    rows.map((row) => (row as HTMLTableRowElement).cells[2].textContent ?? ""),
  );
  return texts.map(parsePrice);
}

/** Opens the first token of the trending list and returns its name, page path and contract address. */
export async function openFirstTrendingToken(
  page: Page,
): Promise<{ name: string; path: string; address: string }> {
  await page.goto("/trending-cryptocurrencies");
  const link = tokenLink(tokenRows(page).first());
  const name = await tokenName(link);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const address = (await contractAddress(page).textContent()) ?? "";
  return { name, path: new URL(page.url()).pathname, address };
}

/** The contract address shown on a token page. */
export function contractAddress(page: Page): Locator {
  return page.getByRole("main").getByText(/^0x[0-9a-fA-F]{40}$/);
}

/** Whether the document is wider than the viewport (a horizontal scrollbar). */
export async function documentScrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/**
 * Waits until React has hydrated `element`, so its click handler is attached. Until then a click does what
 * the server-rendered HTML does on its own (a plain link or nothing), which is not what the test is about.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect
    .poll(
      () => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))),
      { message: "React hydrates the element" },
    )
    .toBe(true);
}

/**
 * Opens a header menu (a <details> with `summary`) and waits for `item` in it. The menus close once more
 * right after the page comes to life (see "a menu opened while the page loads stays open"), so the menu is
 * opened after hydration, and again if that closing still came after the click.
 */
export async function openMenu(summary: Locator, item: Locator): Promise<void> {
  await hydrated(summary);
  await expect(async () => {
    if (!(await item.isVisible())) await summary.click();
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** The code in the newest mail to an address, read from the development mailbox. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const html = await (await page.request.get("/dev/mailbox")).text();
      // The newest mail with a code: notices of account changes carry none.
      const article = html.split("<article>").find((a) => a.includes(email) && /\b\d{6}\b/.test(a));
      code = article ? /\b(\d{6})\b/.exec(article)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code ?? "";
}

/**
 * Registers `email` (an admin by ADMIN_EMAILS in playwright.config.ts) with a nickname and lands in the
 * cabinet, signed in.
 */
export async function signUpAdmin(
  page: Page,
  account: { email: string; password: string; nickname: string },
) {
  await page.goto("/register");
  const send = page.getByRole("button", { name: "Send confirmation code" });
  await hydrated(send);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await send.click();
  await page.getByLabel("Code from the email").fill(await mailedCode(page, account.email));
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/FinishReg/);
  const nickname = page.getByLabel("Nickname");
  await hydrated(nickname);
  await nickname.fill(account.nickname);
  await expect(page.getByText("This nickname is free")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/cabinet$/);
}

/**
 * Whether the browser tells assistive technology that `element` is expanded (Chromium's accessibility tree,
 * read over the DevTools protocol): for a <summary>, whether its <details> is open.
 */
export async function expandedState(element: Locator): Promise<boolean | undefined> {
  const page = element.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    await element.evaluate((node) => node.setAttribute("data-expanded-probe", ""));
    const { root } = await cdp.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await cdp.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-expanded-probe]",
    });
    const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded === undefined ? undefined : expanded.value.value === true;
  } finally {
    await element.evaluate((node) => node.removeAttribute("data-expanded-probe"));
    await cdp.detach();
  }
}

/** Presses Tab until `element` has the focus (at most `limit` times). */
export async function tabTo(page: Page, element: Locator, limit = 20): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await element.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(element).toBeFocused();
}

/** The slug of the token with the largest 24-hour volume, once the market engine has computed volumes. */
export async function busiestToken(baseURL: string): Promise<string> {
  let slug = "";
  await expect
    .poll(
      async () => {
        const answer = await fetch(`${baseURL}/api/tokens?order=volume24&limit=1`);
        const body = (await answer.json()) as { data: { slug: string; source: string; volume24: string }[] };
        slug = body.data[0].slug;
        return Number(body.data[0].volume24);
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  return slug;
}

/**
 * A signed-in account with a nickname, made through the account API the pages use, from the address `ip`
 * (playwright.config.ts trusts this machine's X-Forwarded-For), as each person signs up from theirs; `email`
 * and `nickname` are prefixes the account's own stamp completes, or with `exact` the address as given.
 */
export async function signUpFrom(
  page: Page,
  ip: string,
  names: { email: string; nickname: string; exact?: boolean },
): Promise<{ email: string; nickname: string }> {
  const stamp = `${Date.now()}`.slice(-7);
  const email = names.exact ? names.email : `${names.email}-${stamp}@example.test`;
  const nickname = `${names.nickname}${stamp}`;
  const password = "violet harbour lantern 7";
  const headers = { "x-forwarded-for": ip };
  expect(
    (
      await page.request.post("/api/auth/register", {
        data: { email, password, captcha: await solvedCaptcha(page) },
        headers,
      })
    ).status(),
  ).toBe(202);
  const code = await mailedCode(page, email);
  const confirmed = await page.request.post("/api/auth/register/confirm", {
    data: { email, code, password },
    headers,
  });
  expect(confirmed.status()).toBe(200);
  expect((await page.request.put("/api/user/nickname", { data: { nickname } })).status()).toBe(200);
  return { email, nickname };
}

/** A solved captcha for a call made through the API rather than a page's form, as the widget solves it. */
export async function solvedCaptcha(page: Page): Promise<string> {
  const challenge = await (await page.request.get("/api/captcha/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export type PostDraft = { type: string; title: string; body: string };

/** Joins the community of the token `slug` and writes an English post in it through the API; answers its id. */
export async function joinAndPost(page: Page, slug: string, post: PostDraft): Promise<number> {
  const api = `/api/user/communities/${slug}`;
  expect((await page.request.put(`${api}/membership`)).status()).toBe(200);
  const written = await page.request.post(`${api}/posts`, {
    data: { ...post, language: "en", captcha: await solvedCaptcha(page) },
  });
  expect(written.status()).toBe(201);
  return ((await written.json()) as { data: { id: number } }).data.id;
}
