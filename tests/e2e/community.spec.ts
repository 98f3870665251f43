import { type Browser, expect, type Page, test } from "@playwright/test";
import {
  documentScrollWidth,
  hydrated,
  joinAndPost,
  type PostDraft,
  signUpFrom,
  solvedCaptcha,
} from "./support.ts";

let members = 0;

/** A signed-in member with a nickname, from an address of its own (tests/e2e/support.ts, signUpFrom). */
const signUp = async (page: Page) =>
  (await signUpFrom(page, `198.51.100.${++members}`, { email: "community", nickname: "member" })).nickname;

/** Signs up, opens the hub's first community and posts in it; answers the token's slug and the post's id. */
async function memberWithPost(page: Page, post: PostDraft) {
  await signUp(page);
  await page.goto("/CommunityPage");
  await page.getByTestId("hub-communities").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/token\/[^/]+\/community$/);
  const slug = /\/token\/([^/]+)\/community/.exec(page.url())?.[1] ?? "";
  return { slug, id: await joinAndPost(page, slug, post) };
}

/** Another member, in a browser of their own, who joined the community of `slug`. */
async function otherMember(browser: Browser, slug: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const nickname = await signUp(page);
  expect((await page.request.put(`/api/user/communities/${slug}/membership`)).status()).toBe(200);
  return { context, page, nickname };
}

/** An answer by `page` to the post `id` of the community of `slug`, through the API. */
const answerThrough = async (page: Page, slug: string, id: number, body: string) =>
  page.request.post(`/api/user/communities/${slug}/posts/${id}/answers`, {
    data: { body, captcha: await solvedCaptcha(page) },
  });

test.describe("token communities", () => {
  test("a visitor reads the hub, a community and a thread, and is asked to sign in to write", async ({
    page,
  }) => {
    await page.goto("/CommunityPage");
    await expect(page.getByRole("heading", { level: 1, name: "Token communities" })).toBeVisible();
    await page.getByTestId("hub-communities").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/token\/[^/]+\/community$/);
    const feed = page.getByTestId("feed");
    await expect(feed.getByRole("article").first()).toBeVisible();
    await expect(page.getByTestId("member-bar").getByRole("link", { name: /Sign in/ })).toBeVisible();
    await expect(page.getByTestId("post-composer")).toHaveCount(0);
    const title = ((await feed.getByRole("heading").first().textContent()) ?? "").trim();
    await feed.getByRole("heading").first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { name: /Answers/ })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the filter form narrows the feed through the address", async ({ page }) => {
      await page.goto("/CommunityPage");
      await page.getByTestId("hub-communities").getByRole("link").first().click();
      const all = await page.getByTestId("feed").getByRole("article").count();
      await page.getByLabel("Type").selectOption("question");
      await page.getByRole("button", { name: "Show" }).click();
      await expect(page).toHaveURL(/[?&]type=question/);
      const questions = page.getByTestId("feed").getByRole("article");
      await expect(questions.first()).toBeVisible();
      expect(await questions.count()).toBeLessThan(all);
      for (const label of await questions
        .locator("p span")
        .filter({ hasText: /^(Question|Discussion|Analysis)$/ })
        .allInnerTexts()) {
        expect(label).toBe("Question");
      }
    });
  });

  test("a member joins, posts, sees the post in the feed, and answers it", async ({ page }) => {
    const nickname = await signUp(page);
    await page.goto("/CommunityPage");
    await page.getByTestId("hub-communities").getByRole("link").first().click();
    const join = page.getByRole("button", { name: "Join the community" });
    await hydrated(join);
    await join.click();
    const composer = page.getByTestId("post-composer");
    await expect(composer).toBeVisible();
    await expect(page.getByText("You are a member of this community.")).toBeVisible();

    const title = `Where do you keep notes on your trades? ${Date.now() % 10000}`;
    await composer.getByLabel("Type").selectOption("question");
    await composer.getByLabel("Title").fill(title);
    await composer
      .getByLabel("Text")
      .fill("I keep a spreadsheet.\n\nDetails at https://notes.example/trades please.");
    await composer.getByRole("button", { name: "Publish" }).click();

    const first = page.getByTestId("feed").getByRole("article").first();
    // The form's captcha solves its proof of work in the page before the post is sent.
    await expect(first.getByRole("heading")).toHaveText(title, { timeout: 20_000 });
    await expect(first).toContainText(nickname);

    await first.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const link = page.getByRole("link", { name: "https://notes.example/trades" });
    await expect(link).toHaveAttribute("rel", "nofollow ugc noopener noreferrer");

    const answerForm = page.getByTestId("answer-form");
    await hydrated(answerForm.getByRole("button", { name: "Send the answer" }));
    await answerForm.getByLabel("Your answer").fill("A small notebook works for me too.");
    await answerForm.getByRole("button", { name: "Send the answer" }).click();
    await expect(page.getByTestId("answer")).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByTestId("answer").first()).toContainText("A small notebook works for me too.");

    // One reaction per member: pressing it again takes it back.
    const fire = page
      .getByRole("group", { name: "Reactions" })
      .first()
      .getByRole("button", { name: /^Fire/ });
    await fire.click();
    await expect(fire).toHaveAttribute("aria-pressed", "true");
    await expect(fire).toHaveText(/1$/);
    await fire.click();
    await expect(fire).toHaveAttribute("aria-pressed", "false");
    await expect(fire).toHaveText(/0$/);
  });

  test("a member mentions another and a token in the composer; the other sees it as news", async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    const mentioned = await signUp(otherPage);
    await signUp(page);
    await page.goto("/CommunityPage");
    await page.getByTestId("hub-communities").getByRole("link").first().click();
    const join = page.getByRole("button", { name: "Join the community" });
    await hydrated(join);
    await join.click();
    const composer = page.getByTestId("post-composer");
    await expect(composer.getByText(/Write @nickname to let a member know/)).toBeVisible();

    const title = `A question for a member ${Date.now() % 10000}`;
    await composer.getByLabel("Title").fill(title);
    await composer.getByLabel("Text").fill(`What do you say, @${mentioned}? Is $USDC holding its peg at $1?`);
    await composer.getByRole("button", { name: "Publish" }).click();
    const first = page.getByTestId("feed").getByRole("article").first();
    await expect(first.getByRole("heading")).toHaveText(title, { timeout: 20_000 });
    await first.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.locator(".rich-text span.mention")).toHaveText(`@${mentioned}`);
    const token = page.locator(".rich-text").getByRole("link", { name: "$USDC" });
    await expect(token).toHaveAttribute("href", /^\/token\/[^/]+$/);
    await expect(page.locator(".rich-text")).toContainText("at $1?");
    const threadUrl = page.url();

    await otherPage.goto("/");
    await expect(otherPage.getByTestId("news-count")).toHaveText("1");
    await otherPage.goto("/cabinet");
    await expect(otherPage.getByTestId("cabinet-news")).toContainText(title);
    await otherPage.goto(threadUrl);
    await expect(otherPage.getByTestId("track")).toContainText("New: 1");
    await other.close();

    await token.click();
    await expect(page).toHaveURL(/\/token\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("USD");
  });

  test("a member sees another member's answer as news in what they track until they open the thread", async ({
    page,
    browser,
  }) => {
    const title = `Which bridge did you use last week? ${Date.now() % 10000}`;
    const { slug, id } = await memberWithPost(page, {
      type: "question",
      title,
      body: "<p>Fees were high for me.</p>",
    });
    const other = await otherMember(browser, slug);
    const answered = await answerThrough(
      other.page,
      slug,
      id,
      "<p>The canonical one, it took ten minutes.</p>",
    );
    expect(answered.status()).toBe(201);
    await other.context.close();

    await page.reload();
    await expect(page.getByTestId("tracked-news")).toHaveText("News in the posts you track: 1 (threads: 1)");
    await expect(page.getByTestId("news-count")).toHaveText("1");
    await expect(page.getByRole("link", { name: /news in tracked posts: 1$/ })).toBeVisible();
    await page.getByLabel("Only posts I track").check();
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/[?&]isTracked=true/);
    const card = page.getByTestId("feed").getByRole("article");
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId("unseen")).toHaveText("New: 1");

    await page.goto("/cabinet");
    const news = page.getByTestId("cabinet-news");
    await expect(news.getByRole("listitem")).toHaveCount(1);
    await expect(news).toContainText("New: 1");
    await page.goBack();

    const seen = page.waitForResponse((res) => res.url().endsWith(`/posts/${id}/seen`) && res.ok());
    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("track")).toContainText("New: 1");
    await seen;
    await page.goBack();
    await page.reload();
    await expect(page.getByTestId("feed").getByRole("article")).toHaveCount(1);
    await expect(page.getByTestId("unseen")).toHaveCount(0);
    await expect(page.getByTestId("tracked-news")).toHaveCount(0);
    await expect(page.getByTestId("news-count")).toHaveCount(0);

    // Stopping tracking leaves the tracked feed empty.
    await page.getByTestId("feed").getByRole("link", { name: title }).click();
    const stop = page.getByRole("button", { name: "Stop tracking" });
    await hydrated(stop);
    await stop.click();
    await expect(page.getByRole("button", { name: "Track this thread" })).toBeVisible();
    await page.goBack();
    await page.reload();
    await expect(page.getByTestId("feed-empty")).toHaveText(
      "You track no posts here. Your own posts and the threads you answer are tracked automatically.",
    );
  });

  test("a member sees another member's writing arrive live: the header's count, news on the feed, the answer in the open thread", async ({
    page,
    browser,
  }) => {
    const title = `Is the bridge paused today? ${Date.now() % 10000}`;
    const { slug, id } = await memberWithPost(page, {
      type: "question",
      title,
      body: "<p>My transfer is waiting.</p>",
    });
    await page.reload();
    await expect(page.getByTestId("live-news")).toHaveAttribute("data-live", "on");
    // Nothing below reloads the document: a mark left on it stays.
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });

    const other = await otherMember(browser, slug);
    const answer = (body: string) => answerThrough(other.page, slug, id, body);
    expect((await answer("<p>Not paused, just slow: it took me an hour.</p>")).status()).toBe(201);

    // The header counts the news at once, here and on the member's other open page.
    await expect(page.getByTestId("news-count")).toHaveText("1");
    const elsewhere = await page.context().newPage();
    await elsewhere.goto("/blockchains");
    await expect(elsewhere.getByTestId("news-count")).toHaveText("1");
    const notice = page.getByTestId("live-news");
    await expect(notice).toContainText("New since you opened the page: 1");
    await notice.getByRole("button", { name: "Refresh" }).click();
    const card = page.getByTestId("feed").getByRole("article").filter({ hasText: title });
    await expect(card.getByTestId("unseen")).toHaveText("New: 1");
    await expect(page.getByTestId("news-count")).toHaveText("1");
    await expect(notice).toHaveText("");

    await card.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByTestId("live-thread")).toHaveAttribute("data-live", "on");
    // Opening the thread counts its news as seen, and the header says so, on the other page too.
    await expect(page.getByTestId("news-count")).toHaveCount(0);
    await expect(elsewhere.getByTestId("news-count")).toHaveCount(0);
    expect((await answer("<p>Mine arrived a minute ago.</p>")).status()).toBe(201);
    await expect(page.getByText("Mine arrived a minute ago.")).toBeVisible();
    await expect(page.getByTestId("live-thread")).toHaveText("New answers: 1");
    await expect(page.getByTestId("news-count")).toHaveCount(0);
    await expect(elsewhere.getByTestId("news-count")).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    await other.context.close();
  });

  test("a member blocks another member's answers in a thread and unblocks them", async ({
    page,
    browser,
  }) => {
    const { slug, id } = await memberWithPost(page, {
      type: "discussion",
      title: `Blocking works ${Date.now() % 10000}`,
      body: "<p>Hi</p>",
    });
    const other = await otherMember(browser, slug);
    const nickname = other.nickname;
    expect((await answerThrough(other.page, slug, id, "<p>Unwanted words here.</p>")).status()).toBe(201);
    await other.context.close();

    await page.goto(`/token/${slug}/community/${id}`);
    const block = page.getByRole("button", { name: `Block ${nickname}` });
    await hydrated(block);
    await block.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Block ${nickname}?`);
    await dialog.getByRole("button", { name: "OK" }).click();
    await expect(page.getByTestId("blocked-answer")).toHaveText("An answer from a member you blocked.");
    await expect(page.getByText("Unwanted words here.")).toHaveCount(0);

    await page.getByRole("button", { name: `Unblock ${nickname}` }).click();
    await expect(page.getByText("Unwanted words here.")).toBeVisible();
    await expect(page.getByTestId("blocked-answer")).toHaveCount(0);
  });

  test.describe("on a 375 px wide screen in the dark theme", () => {
    test.use({ viewport: { width: 375, height: 800 }, colorScheme: "dark" });

    test("the hub, a feed and a thread do not scroll sideways", async ({ page }) => {
      await page.goto("/CommunityPage");
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
      await page.getByTestId("hub-communities").getByRole("link").first().click();
      await expect(page.getByTestId("feed")).toBeVisible();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
      await page.getByTestId("feed").getByRole("heading").first().getByRole("link").click();
      await expect(page.getByRole("heading", { name: /Answers/ })).toBeVisible();
      expect(await documentScrollWidth(page)).toBeLessThanOrEqual(375);
    });
  });
});
