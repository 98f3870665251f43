import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type Address, type Hex, toHex } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { type EvmNode, startEvmNode } from "../support/evm-node.ts";
import { freePort } from "../support/free-port.ts";
import { deployOwnedToken, tokenContracts } from "../support/owned-token.ts";
import { startSite } from "../support/site-process.ts";
import { hydrated, signUpAdmin } from "./support.ts";

/**
 * The owners' cabinet section end to end (docs/product.md, Token owners): a site of its own reading a local
 * node, a token deployed there that the catalogue does not list, and a browser wallet (EIP-1193) in the page
 * backed by the contract owner's key.
 */

const owner = privateKeyToAccount(generatePrivateKey());
const EDITOR_EMAIL = "owner-desk@e2e.example";
let node: EvmNode;
let token: Address;
let origin: string;
let dataDir: string;
let site: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  // Compiling blocks the process for seconds: done before the node (in this process) holds any connection.
  tokenContracts();
  node = await startEvmNode();
  token = await deployOwnedToken(node, { name: "Harbour Lantern", symbol: "HRBL", owner: owner.address });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), "tokenatlas-e2e-owner-"));
  site = startSite(port, {
    NODE_ENV: "test",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    MARKET_HISTORY_HOURS: "1",
    API_READ_LIMIT: "0",
    EVM_RPC_URLS: `${node.chainId}=${node.url}`,
    EVM_DEX_FACTORIES: `${node.chainId}:uniswap-v2:0x${"1".repeat(40)}`,
    ADMIN_EMAILS: EDITOR_EMAIL,
  });
  await expect
    .poll(async () => (await fetch(`${origin}/builds/latest.json`).catch(() => undefined))?.status, {
      timeout: 120_000,
    })
    .toBe(200);
});

test.afterAll(async () => {
  site?.kill("SIGKILL");
  await node?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A browser session of its own on the test's site (its own cookies: each test signs up its own account). */
const session = (browser: Browser) => browser.newContext({ baseURL: origin });

/**
 * An injected wallet (window.ethereum) whose requests the owner's local key answers; with `refuseSigning`, its
 * user declines every signature (EIP-1193's 4001).
 */
async function withWallet(page: Page, { refuseSigning = false } = {}) {
  await page.exposeFunction("ownerWallet", async (method: string, params: unknown[] = []) => {
    if (method === "eth_requestAccounts" || method === "eth_accounts") return [owner.address];
    if (method === "eth_chainId") return toHex(node.chainId);
    if (method === "personal_sign" && !refuseSigning) {
      return owner.signMessage({ message: { raw: params[0] as Hex } });
    }
    if (method === "personal_sign") return { error: 4001 };
    throw Object.assign(new Error(`Unsupported method ${method}`), { code: 4200 });
  });
  await page.addInitScript(() => {
    const call = (window as unknown as { ownerWallet: (m: string, p?: unknown[]) => Promise<unknown> })
      .ownerWallet;
    Object.defineProperty(window, "ethereum", {
      value: {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          const answer = await call(method, params);
          const refused = (answer as { error?: number } | null)?.error;
          if (refused) throw Object.assign(new Error("User rejected the request."), { code: refused });
          return answer;
        },
      },
    });
  });
}

test("an owner submits an unknown token by address, claims it with the wallet, fills the three steps and submits; an editor approves and the token shows as verified", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await (await session(browser)).newPage();
  await withWallet(page);
  const stamp = Date.now() % 1_000_000;
  await signUpAdmin(page, {
    email: `owner-${stamp}@example.test`,
    password: "violet harbour lantern 7",
    nickname: `owner${stamp}`,
  });

  await page.getByRole("link", { name: "Your tokens" }).click();
  await expect(page).toHaveURL(/\/cabinet\/tokens$/);
  await expect(page.getByText("You do not manage any token yet.")).toBeVisible();

  const find = page.getByRole("button", { name: "Find the token" });
  await hydrated(find);
  await page.getByLabel("Blockchain").selectOption(String(node.chainId));
  await page.getByLabel("Contract address").fill(token);
  await find.click();
  await expect(page.getByText("This token is not in the catalogue yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add the token" }).click();
  await expect(page.getByText("Harbour Lantern (HRBL) was added to the catalogue.")).toBeVisible();

  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByText("You now manage Harbour Lantern.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Harbour Lantern HRBL" })).toBeVisible();
  await expect(page.getByTestId("project-state")).toHaveText("Draft");
  await expect(page.getByText(`Control proven by ${owner.address}`)).toBeVisible();

  const steps = page.getByRole("navigation", { name: "Profile steps" });
  const step = (name: string) => steps.getByRole("button", { name: new RegExp(name) });
  const submit = page.getByRole("button", { name: "Submit for review" });
  for (const name of ["Tags", "Description & links", "FAQ"])
    await expect(step(name)).toContainText("Not ready");
  await expect(submit).toBeDisabled();

  for (const type of ["Category", "Industry", "Algorithm"]) {
    await page.getByLabel(type).selectOption({ index: 1 });
  }
  await page.getByRole("button", { name: "Save" }).click();
  await expect(step("Tags")).not.toContainText("Not ready");

  await step("Description & links").click();
  await page.getByRole("button", { name: "Add a description" }).click();
  await page.getByLabel("Description", { exact: true }).fill("Harbour Lantern lights the way for ships.");
  await page.getByRole("button", { name: "Add a link" }).click();
  await page.getByLabel("Address", { exact: true }).fill("http://harbour.example");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Links must be https addresses.")).toBeVisible();
  await expect(step("Description & links")).toContainText("Not ready");
  await page.getByLabel("Address", { exact: true }).fill("https://harbour.example");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(step("Description & links")).not.toContainText("Not ready");

  await step("FAQ").click();
  for (let n = 1; n <= 5; n++) {
    await page.getByRole("button", { name: "Add a question" }).click();
    const item = page.getByRole("listitem", { name: `Question ${n}` });
    await item.getByLabel("Question", { exact: true }).fill(`What is question ${n}?`);
    await item.getByLabel("Answer").fill(`It is answer ${n}.`);
  }
  await expect(page.getByText("Questions: 5 of at least 5")).toBeVisible();
  await page.getByRole("button", { name: "Move up: Question 2" }).click();
  await expect(
    page.getByRole("listitem", { name: "Question 1" }).getByLabel("Question", { exact: true }),
  ).toHaveValue("What is question 2?");
  await expect(submit).toBeDisabled();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(step("FAQ")).not.toContainText("Not ready");

  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByTestId("project-state")).toHaveText("Submitted for review");
  await expect(submit).toBeHidden();

  await page.reload();
  await expect(page.getByTestId("project-state")).toHaveText("Submitted for review");
  await expect(page.getByRole("heading", { level: 2, name: "Harbour Lantern HRBL" })).toBeVisible();
  await page.context().close();

  const desk = await (await session(browser)).newPage();
  await signUpAdmin(desk, {
    email: EDITOR_EMAIL,
    password: "violet harbour lantern 7",
    nickname: `desk${stamp}`,
  });
  await desk.goto("/admin/projects");
  await desk.getByRole("link", { name: /Harbour Lantern/ }).click();
  await expect(desk.getByText("Harbour Lantern lights the way for ships.")).toBeVisible();
  const approve = desk.getByRole("button", { name: "Approve and publish" });
  await hydrated(approve);
  await approve.click();
  await desk.getByRole("dialog").getByRole("button", { name: "OK" }).click();
  await expect(
    desk.getByText("Approved: the profile is on the token page and the token is verified."),
  ).toBeVisible();

  await desk.goto("/new-projects");
  const row = desk.getByRole("row", { name: /Harbour Lantern/ });
  await expect(row).toBeVisible();
  await row
    .getByRole("link", { name: /Harbour Lantern/ })
    .first()
    .click();
  await expect(desk.getByText("Verified owner")).toBeVisible();
  await expect(desk.getByText(new RegExp(`signature from ${owner.address}`))).toBeVisible();
  await expect(desk.getByText("Harbour Lantern lights the way for ships.")).toBeVisible();
  await desk.context().close();
});

test("refusals are said plainly: no wallet, a signature declined, an address without a token", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now() % 1_000_000;
  const context = await session(browser);
  const page = await context.newPage();
  await signUpAdmin(page, {
    email: `nowallet-${stamp}@example.test`,
    password: "violet harbour lantern 7",
    nickname: `nowallet${stamp}`,
  });
  const other = await deployOwnedToken(node, { name: "Quiet Meadow", symbol: "QMDW", owner: owner.address });
  await page.goto("/cabinet/tokens");
  const find = page.getByRole("button", { name: "Find the token" });
  await hydrated(find);
  await page.getByLabel("Blockchain").selectOption(String(node.chainId));
  await page.getByLabel("Contract address").fill(`0x${"5".repeat(40)}`);
  await find.click();
  await page.getByRole("button", { name: "Add the token" }).click();
  await expect(
    page.getByText("There is no ERC-20 token contract at this address on this blockchain."),
  ).toBeVisible();

  await page.getByLabel("Contract address").fill(other);
  await find.click();
  await page.getByRole("button", { name: "Add the token" }).click();
  await page.getByRole("button", { name: "Connect wallet" }).click();
  await expect(page.getByText("No browser wallet was found.")).toBeVisible();

  const declining = await context.newPage();
  await withWallet(declining, { refuseSigning: true });
  await declining.goto("/cabinet/tokens");
  const again = declining.getByRole("button", { name: "Find the token" });
  await hydrated(again);
  await declining.getByLabel("Blockchain").selectOption(String(node.chainId));
  await declining.getByLabel("Contract address").fill(other);
  await again.click();
  await declining.getByRole("button", { name: "Connect wallet" }).click();
  await expect(declining.getByText("The request was declined in your wallet.")).toBeVisible();
  await expect(declining.getByText("You do not manage any token yet.")).toBeVisible();
  await context.close();
});
