import { expect, test } from "@playwright/test";
import { hydrated, signUpFrom } from "./support.ts";

/** The desk's admin address (playwright.config.ts, ADMIN_EMAILS): admins edit, so they publish communities. */
const EDITOR_EMAIL = "publishing-admin@e2e.example";

test("an editor opens and publishes a token's community from the desk, and a visitor then reads it", async ({
  browser,
}) => {
  const [editorPage, visitorPage] = await Promise.all(
    [0, 1].map(async () => (await browser.newContext()).newPage()),
  );
  await signUpFrom(editorPage, "203.0.113.90", { email: EDITOR_EMAIL, nickname: "pub", exact: true });

  // A token of the first list page that has no community yet.
  const tokens = (await (await editorPage.request.get("/api/tokens?limit=50")).json()) as {
    data: { slug: string; name: string }[];
  };
  const hub = (await (await editorPage.request.get("/api/communities")).json()) as {
    data: { communities: { token: { slug: string } }[] };
  };
  const taken = new Set(hub.data.communities.map((c) => c.token.slug));
  const token = tokens.data.find((t) => !taken.has(t.slug));
  if (!token) throw new Error("every listed token has a community");
  expect((await visitorPage.goto(`/token/${token.slug}/community`))?.status()).toBe(404);

  await editorPage.goto("/admin/communities/list");
  const open = editorPage.getByTestId("open-community");
  const send = open.getByRole("button", { name: "Open a community" });
  await hydrated(send);
  // The editor finds the token by its name; choosing the match fills in its slug.
  const field = open.getByLabel("Token slug");
  await field.fill(token.name);
  await open
    .getByTestId("token-matches")
    .getByRole("button", { name: new RegExp(`(^|\\s)${token.slug}$`) })
    .click();
  await expect(field).toHaveValue(token.slug);
  await expect(open.getByTestId("token-matches")).toHaveCount(0);
  await send.click();
  const publish = editorPage.getByRole("button", { name: `Publish: ${token.name}` });
  await expect(publish).toBeVisible();
  await publish.click();
  await expect(editorPage.getByRole("button", { name: `Unpublish: ${token.name}` })).toBeVisible();
  await expect(editorPage.getByRole("link", { name: new RegExp(token.name) })).toHaveAttribute(
    "href",
    `/token/${token.slug}/community`,
  );

  const read = await visitorPage.goto(`/token/${token.slug}/community`);
  expect(read?.status()).toBe(200);
  await expect(visitorPage.getByRole("heading", { level: 1 })).toHaveText(`${token.name} community`);
  await expect(visitorPage.getByTestId("feed-empty")).toBeVisible();
});
