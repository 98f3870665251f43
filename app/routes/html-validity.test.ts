import { join, resolve } from "node:path";
import { eq } from "drizzle-orm";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { type Locale, localizePath } from "../../lib/locales.ts";
import { accountClient } from "../../tests/support/account-client.ts";
import {
  catalogueSamples,
  communityPaths,
  contentSamples,
  editorPaths,
  notFoundPath,
  signedInPaths,
  sitePaths,
} from "../../tests/support/page-kinds.ts";
import { startSmtp } from "../../tests/support/smtp.ts";
import { BROWSER_UA, createTestApp } from "../../tests/support/test-app.ts";

/**
 * Every page kind, rendered by the real server, passes html-validate under the committed `.htmlvalidate.json`
 * (its rules and the few turned off are explained in docs/decisions/020-valid-html.md).
 */

const root = resolve(import.meta.dirname, "../..");
// The configuration is looked up from the document's name, as the command-line tool does for a file at the root.
const documentName = join(root, "page.html");
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** Each error of a document as one line: page, rule, line and column, message. */
async function errorsOf(page: string, html: string): Promise<string[]> {
  const report = await validator.validateString(html, documentName);
  return report.results.flatMap((result) =>
    result.messages
      .filter((m) => m.severity === 2)
      .map((m) => `${page} ${m.ruleId} at ${m.line}:${m.column}: ${m.message}`),
  );
}

type Ctx = Awaited<ReturnType<typeof createTestApp>>;
let ctx: Ctx;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let paths: string[];
let reader: string;
let editor: string;

const { signedUp } = accountClient(
  () => ctx.app,
  () => ctx.db,
  () => smtp,
);

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ content: true, env: { SMTP_URL: smtp.url } });
  const get = (url: string) => ctx.app.inject({ method: "GET", url });
  paths = [
    ...sitePaths(await catalogueSamples(get), await contentSamples(ctx.db)),
    ...(await communityPaths(ctx.db)),
  ];
  reader = (await signedUp()).cookie;
  const desk = await signedUp();
  await ctx.db.update(users).set({ role: "editor" }).where(eq(users.email, desk.email));
  editor = desk.cookie;
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** Renders a page as a browser would, checks its status and returns its errors. */
async function pageErrors(url: string, status: number, cookie?: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: "GET",
    url,
    headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode, url).toBe(status);
  return errorsOf(url, res.body);
}

describe("the HTML validator", () => {
  it("is live: a broken fragment gives errors", async () => {
    const broken =
      '<!doctype html><html lang="en"><head><title>Broken</title></head><body><main>' +
      "<h1>One</h1><h3>Skipped a level</h3><button>No type</button></main></body></html>";
    const errors = await errorsOf("broken", broken);
    expect(errors.some((e) => e.startsWith("broken heading-level at 1:"))).toBe(true);
    expect(errors.some((e) => e.startsWith("broken no-implicit-button-type"))).toBe(true);
  });
});

describe.each<Locale>(["en", "de", "ja"])("every page kind in %s", (locale) => {
  it("is valid HTML, signed out, signed in and on the editors' desk", async () => {
    const errors: string[] = [];
    for (const path of paths) errors.push(...(await pageErrors(localizePath(path, locale), 200)));
    errors.push(...(await pageErrors(localizePath(notFoundPath, locale), 404)));
    for (const path of signedInPaths)
      errors.push(...(await pageErrors(localizePath(path, locale), 200, reader)));
    for (const path of editorPaths)
      errors.push(...(await pageErrors(localizePath(path, locale), 200, editor)));
    expect(errors).toEqual([]);
  }, 180_000);
});
