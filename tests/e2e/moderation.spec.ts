import { expect, type Page, test } from "@playwright/test";
import { hydrated, joinAndPost, signUpFrom } from "./support.ts";

/** The desk's admin address (playwright.config.ts, ADMIN_EMAILS): admins edit, so they moderate. */
const EDITOR_EMAIL = "moderation-admin@e2e.example";

let people = 0;
/** Each person signs up from an address of their own, apart from the community tests' addresses. */
const signUp = (page: Page, email = "moderation") =>
  signUpFrom(page, `203.0.113.${++people}`, {
    email,
    nickname: "mod",
    exact: email === EDITOR_EMAIL,
  });

test("a member reports a post, an editor hides it from the queue, and a visitor no longer sees it", async ({
  browser,
}) => {
  const context = () => browser.newContext();
  const [authorPage, reporterPage, editorPage, visitorPage] = await Promise.all(
    [0, 1, 2, 3].map(async () => (await context()).newPage()),
  );

  // The author writes a post in the first community of the hub.
  await signUp(authorPage);
  const hub = (await (await authorPage.request.get("/api/communities")).json()) as {
    data: { communities: { token: { slug: string } }[] };
  };
  const slug = hub.data.communities[0].token.slug;
  const title = `Guaranteed 100x, send coins to my address ${Date.now() % 100000}`;
  const postId = await joinAndPost(authorPage, slug, {
    type: "discussion",
    title,
    body: "<p>Double your coins today.</p>",
  });
  const thread = `/token/${slug}/community/${postId}`;

  // Another member reports it from the thread with the keyboard-reachable form.
  await signUp(reporterPage);
  expect((await reporterPage.request.put(`/api/user/communities/${slug}/membership`)).status()).toBe(200);
  await reporterPage.goto(thread);
  await expect(reporterPage.getByRole("heading", { level: 1 })).toHaveText(title);
  const open = reporterPage.getByRole("button", { name: "Report" }).first();
  await hydrated(open);
  await open.click();
  const form = reporterPage.getByTestId("report-form");
  await form.getByLabel("Scam or fraud").check();
  await form.getByLabel("Note for the moderators (optional)").fill("Asks for coins to be sent to him.");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(reporterPage.getByText("Thank you. The moderators will look at your report.")).toBeVisible();
  await expect(form).toHaveCount(0);

  // The editor finds it in the desk's queue and hides it.
  await signUp(editorPage, EDITOR_EMAIL);
  await editorPage.goto("/admin");
  await editorPage.getByRole("link", { name: "Community reports" }).click();
  await expect(editorPage).toHaveURL(/\/admin\/communities$/);
  const item = editorPage.getByTestId("reported-item").filter({ hasText: title });
  await expect(item).toContainText("Reports: 1");
  await expect(item).toContainText("Scam or fraud");
  await expect(item).toContainText("Asks for coins to be sent to him.");
  const hide = item.getByRole("button", { name: "Hide" });
  await hydrated(hide);
  await hide.click();
  await expect(editorPage.getByText("Done.")).toBeVisible();
  await expect(editorPage.getByTestId("reported-item").filter({ hasText: title })).toHaveCount(0);

  // A visitor no longer finds the post, in the feed or at its address; its author still reads it, marked.
  const page = await visitorPage.goto(thread);
  expect(page?.status()).toBe(404);
  await visitorPage.goto(`/token/${slug}/community`);
  await expect(visitorPage.getByTestId("feed")).toBeVisible();
  await expect(visitorPage.getByText(title)).toHaveCount(0);
  await authorPage.goto(thread);
  await expect(authorPage.getByText("Hidden by the moderators: only you can see this post.")).toBeVisible();
});
