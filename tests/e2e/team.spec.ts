import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, expect, test } from "@playwright/test";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { openDb, queryRows } from "../../db/client.ts";
import { startSite, waitForOk } from "../support/site-process.ts";
import { documentScrollWidth, hydrated, signUpAdmin } from "./support.ts";

/**
 * The owners' cabinet without a chain node, on a phone-sized screen: a token's team end to end
 * (docs/decisions/027-team-invitations.md, 029-leaving-a-team.md): an owner invites a member, the member opens
 * the mailed link, accepts, lands on the token's owner page and later leaves the team; and the logo upload. A
 * claim needs a chain node, so owners and website claims are recorded in the site's database between two runs
 * of it.
 */

const PORT = Number(process.env.E2E_PORT ?? 3199) + 1;
const origin = `http://127.0.0.1:${PORT}`;
let dataDir: string;
let site: ChildProcess | undefined;

async function start() {
  site = startSite(PORT, {
    NODE_ENV: "test",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    MARKET_HISTORY_HOURS: "1",
    API_READ_LIMIT: "0",
  });
  await waitForOk(`${origin}/builds/latest.json`);
}

async function stop() {
  if (!site || site.exitCode !== null) return;
  const exited = once(site, "exit");
  site.kill("SIGTERM");
  await exited;
}

test.beforeAll(async () => {
  test.setTimeout(150_000);
  dataDir = mkdtempSync(join(tmpdir(), "tokenatlas-e2e-team-"));
  await start();
});

test.afterAll(async () => {
  site?.kill("SIGKILL");
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const session = (browser: Browser) =>
  browser.newContext({ baseURL: origin, viewport: { width: 375, height: 800 } });

test("an owner invites a member from the cabinet; the member accepts from the mailed link, sees a refused website claim and leaves; the owner uploads a logo", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 1_000_000;
  const password = "violet harbour lantern 7";
  const owner = { email: `team-owner-${stamp}@example.test`, nickname: `lead${stamp}` };
  const member = { email: `team-member-${stamp}@example.test`, nickname: `mate${stamp}` };
  const ownerPage = await (await session(browser)).newPage();
  await signUpAdmin(ownerPage, { ...owner, password });
  const memberPage = await (await session(browser)).newPage();
  await signUpAdmin(memberPage, { ...member, password });

  // The owner's proof, as a claim records it.
  await stop();
  const handle = await openDb({ dataDir });
  const [token] = await queryRows<{ id: number; name: string; symbol: string }>(
    handle.db,
    sql`select id, name, symbol from tokens where not native and not synthetic order by id limit 1`,
  );
  await handle.db.execute(
    sql`insert into token_owners (token_id, user_id, method, address, chain_id)
        select ${token.id}, id, 'signature', ${`0x${"a".repeat(40)}`}, 1 from users where email = ${owner.email}`,
  );
  await handle.db.execute(sql`insert into project_drafts (token_id) values (${token.id})`);
  // A website claim of the member's that the editors refused.
  await handle.db.execute(
    sql`insert into website_claims (user_id, token_id, host, code, state, issued_at, expires_at, found_by,
          checked_at, reason, decided_at)
        select id, ${token.id + 1}, 'refused.example', 'code', 'refused', now(), now() + interval '7 days', 'dns',
          now(), 'The website belongs to another project.', now() from users where email = ${member.email}`,
  );
  await handle.close();
  await start();

  await ownerPage.goto("/cabinet/tokens");
  await expect(
    ownerPage.getByText("You have no website claims waiting for the editors or refused by them."),
  ).toBeVisible();
  const team = ownerPage.getByTestId("team");
  await expect(team.getByText(owner.nickname)).toBeVisible();
  await expect(team.getByText("(you)")).toBeVisible();
  const send = team.getByRole("button", { name: "Send invitation" });
  await hydrated(send);
  await team.getByLabel("Email address").fill("not an address");
  await send.click();
  await expect(team.getByText("Enter an email address like name@example.com.")).toBeVisible();
  await team.getByLabel("Email address").fill(member.email.toUpperCase());
  await team.getByLabel("Email address").press("Enter");
  await expect(
    ownerPage.getByText(`The invitation was sent to ${member.email.toUpperCase()}.`),
  ).toBeVisible();
  await expect(team.getByText(member.email)).toBeVisible();
  await team.getByLabel("Email address").fill(member.email);
  await send.click();
  await expect(team.getByText("This address already has a pending invitation.")).toBeVisible();
  expect(await documentScrollWidth(ownerPage)).toBeLessThanOrEqual(375);

  let link = "";
  await expect
    .poll(async () => {
      const html = await (await memberPage.request.get("/dev/mailbox")).text();
      const article = html
        .split("<article>")
        .find((a) => a.includes(member.email) && a.includes("invitation?code="));
      link = /\/cabinet\/tokens\/invitation\?code=[A-Za-z0-9_-]+/.exec(article ?? "")?.[0] ?? "";
      return link;
    })
    .toBeTruthy();
  await memberPage.goto(link);
  const invitation = memberPage.getByTestId("invitation");
  await expect(invitation.getByRole("heading", { name: `${token.name} ${token.symbol}` })).toBeVisible();
  await expect(invitation.getByText(`${owner.nickname} invites you to manage ${token.name}`)).toBeVisible();
  const accept = invitation.getByRole("button", { name: "Accept the invitation" });
  await hydrated(accept);
  await accept.click();
  await expect(memberPage).toHaveURL(new RegExp(`/cabinet/tokens\\?token=${token.id}$`));
  await expect(
    memberPage.getByRole("heading", { level: 2, name: `${token.name} ${token.symbol}` }),
  ).toBeVisible();
  const memberTeam = memberPage.getByTestId("team");
  await expect(memberTeam.getByText(`Invited by ${owner.nickname}`)).toBeVisible();
  expect(await documentScrollWidth(memberPage)).toBeLessThanOrEqual(375);

  await memberPage.goto(link);
  await expect(memberPage.getByText("This invitation has already been accepted.")).toBeVisible();

  await ownerPage.reload();
  await expect(ownerPage.getByTestId("team").getByText(member.nickname)).toBeVisible();
  await expect(ownerPage.getByTestId("team").getByText(member.email)).toBeHidden();

  // The member's refused website claim, with the editors' reason.
  await memberPage.goto("/cabinet/tokens");
  await expect(memberPage.getByRole("heading", { name: "Your website claims" })).toBeVisible({
    timeout: 20_000,
  });
  const claim = memberPage.getByTestId("my-website-claim");
  await expect(claim.getByText("Refused", { exact: true })).toBeVisible();
  await expect(claim.getByText("Website: refused.example")).toBeVisible();
  await expect(claim.getByText("The website belongs to another project.")).toBeVisible();

  // The member leaves: nobody rested on them, so nobody else loses access.
  const leave = memberPage.getByTestId("team").getByRole("button", { name: "Leave the team" });
  await hydrated(leave);
  await leave.click();
  const dialog = memberPage.getByRole("dialog");
  await expect(dialog.getByText(`Leave the team of ${token.name}?`)).toBeVisible();
  await expect(dialog.getByText("Nobody else loses access.")).toBeVisible();
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(memberPage.getByText(`You left the team of ${token.name}.`)).toBeVisible();
  await expect(memberPage.getByText("You do not manage any token yet.")).toBeVisible();
  expect(await documentScrollWidth(memberPage)).toBeLessThanOrEqual(375);
  await ownerPage.reload();
  await expect(ownerPage.getByTestId("team").getByText(owner.nickname)).toBeVisible();
  await expect(ownerPage.getByTestId("team").getByText(member.nickname)).toBeHidden();

  // The logo: a PNG under 300 × 300 is refused before it is sent, one of 300 × 300 or more is shown.
  const png = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: "#2a6f97" } })
      .png()
      .toBuffer();
  const upload = ownerPage.getByLabel("Upload a logo");
  await hydrated(upload);
  await upload.setInputFiles({ name: "small.png", mimeType: "image/png", buffer: await png(120) });
  await expect(
    ownerPage.getByText("This image is 120 × 120 pixels; a logo needs at least 300 × 300."),
  ).toBeVisible();
  await expect(ownerPage.getByAltText("Your logo")).toHaveCount(0);
  const unchanged = await ownerPage.request.get(`/api/project/${token.id}`);
  expect((await unchanged.json()).data.image).toBeNull();

  await upload.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: await png(320) });
  await expect(ownerPage.getByText("Logo saved")).toBeVisible();
  const logo = ownerPage.getByTestId("project-logo");
  await expect(logo).toHaveAttribute("alt", "Your logo");
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  const saved = await ownerPage.request.get(`/api/project/${token.id}`);
  expect((await saved.json()).data).toMatchObject({ validImage: true, image: expect.any(String) });
  expect(await documentScrollWidth(ownerPage)).toBeLessThanOrEqual(375);
});
