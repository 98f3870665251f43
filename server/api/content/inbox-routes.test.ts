import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, outbox } from "../../../db/schema/index.ts";
import { errorOf } from "../../../tests/support/account-client.ts";
import { startSmtp } from "../../../tests/support/smtp.ts";
import { createTestApp, TEST_ORIGIN } from "../../../tests/support/test-app.ts";

const TEAM = "desk@tokenatlas.example";
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let ip = 0;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp({ ssr: false, env: { SMTP_URL: smtp.url, CONTACT_TO: TEAM } });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

/** A POST as the site's form sends it, from its own address unless `from` is given. */
const post = (url: string, payload: object, { from = `10.9.0.${++ip}`, origin = TEST_ORIGIN } = {}) =>
  ctx.app.inject({
    method: "POST",
    url,
    payload,
    headers: { origin, "x-forwarded-for": from, "x-locale": "de" },
  });
const stored = async () =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages))[0].n;

const contact = {
  name: "Ada",
  email: "Ada@Example.test",
  topic: "bug",
  message: "The chart on a pair page is empty.",
};
const listing = {
  name: "Team",
  email: "team@project.example",
  projectName: "Project",
  chainId: "1",
  address: "0x1111111111111111111111111111111111111111",
  website: "https://project.example",
  message: "",
};

describe("POST /api/contact", () => {
  it("stores the message and mails it to the team", async () => {
    const before = smtp.mails.length;
    const res = await post("/api/contact", contact);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${res.json().data.id}`);
    expect(row).toMatchObject({
      kind: "contact",
      name: "Ada",
      email: "ada@example.test",
      topic: "bug",
      locale: "de",
    });
    const mail = await smtp.mailTo(TEAM, before);
    expect(mail.subject).toBe("[TokenAtlas] bug: Ada");
    expect(mail.text).toContain("The chart on a pair page is empty.");
  });

  it("refuses bad fields, each by name, and keeps nothing", async () => {
    const before = await stored();
    const res = await post("/api/contact", {
      name: " ",
      email: "not-an-address",
      topic: "sales",
      message: "short",
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.fields).toEqual({
      name: "required",
      email: "invalid",
      topic: "invalid",
      message: "too_short",
    });
    const long = await post("/api/contact", { ...contact, message: "x".repeat(5001) });
    expect(errorOf(long).error.fields).toEqual({ message: "too_long" });
    expect(await stored()).toBe(before);
  });

  it("limits how often one address may write", async () => {
    const from = "10.9.9.9";
    for (let i = 0; i < 5; i++) {
      expect(
        (await post("/api/contact", { ...contact, email: `n${i}@example.test` }, { from })).statusCode,
      ).toBe(201);
    }
    const before = await stored();
    const limited = await post("/api/contact", contact, { from });
    expect(limited.statusCode).toBe(429);
    expect(await stored()).toBe(before);
  });

  it("refuses a post from another site", async () => {
    const before = await stored();
    expect((await post("/api/contact", contact, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect(await stored()).toBe(before);
  });
});

describe("POST /api/listing-requests", () => {
  it("stores the request with its project details and mails it", async () => {
    const before = smtp.mails.length;
    const res = await post("/api/listing-requests", listing);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(sql`${contactMessages.id} = ${res.json().data.id}`);
    expect(row.kind).toBe("listing");
    expect(row.details).toEqual({
      projectName: "Project",
      chainId: "1",
      address: listing.address,
      website: listing.website,
    });
    expect((await smtp.mailTo(TEAM, before)).text).toContain(listing.address);
  });

  it("refuses a malformed contract address, chain and website", async () => {
    const before = await stored();
    const res = await post("/api/listing-requests", {
      ...listing,
      address: "0x123",
      chainId: "",
      website: "javascript:alert(1)",
    });
    expect(res.statusCode).toBe(422);
    expect(errorOf(res).error.fields).toMatchObject({ address: "invalid", website: "invalid" });
    expect(Object.keys(errorOf(res).error.fields ?? {})).toContain("chainId");
    expect(await stored()).toBe(before);
  });
});

describe("the embedded demo's outbox", () => {
  it("keeps the team's copy of a message in the outbox when no SMTP server is set", async () => {
    const demo = await createTestApp({ ssr: false, env: { CONTACT_TO: TEAM } });
    try {
      const res = await demo.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: contact,
        headers: { origin: TEST_ORIGIN },
      });
      expect(res.statusCode).toBe(201);
      const rows = await demo.db
        .select({ recipient: outbox.recipient, subject: outbox.subject })
        .from(outbox);
      expect(rows).toContainEqual({ recipient: TEAM, subject: "[TokenAtlas] bug: Ada" });
    } finally {
      await demo.close();
    }
  });
});
