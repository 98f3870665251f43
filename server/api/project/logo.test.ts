import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { OWNER_LOGO_LIMITS } from "../../../domain/content/media.ts";
import { errorOf, setupAccountApp } from "../../../tests/support/account-client.ts";
import { TEST_ORIGIN } from "../../../tests/support/test-app.ts";

/**
 * The owners' logo upload through the real server (docs/product.md, Token owners): checked by the logo rule,
 * re-encoded like a cover, set on the draft; every refusal stores nothing. Owners are recorded as a claim
 * records them.
 */

const { db, app, call, signedUp } = setupAccountApp();

type Person = { email: string; cookie: string };
const people = {} as Record<"owner" | "stranger" | "former", Person>;
let tokenId: number;

const picture = (width: number, height: number, format: "png" | "jpeg" | "webp" = "png") =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 30 } } })
    [format]()
    .toBuffer();

beforeAll(async () => {
  for (const who of ["owner", "stranger", "former"] as const) people[who] = await signedUp();
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`select id from tokens where not synthetic order by id limit 1`,
  );
  tokenId = Number(row.id);
  for (const who of ["owner", "former"] as const) {
    await db().execute(
      sql`insert into token_owners (token_id, user_id, method, address, chain_id, revoked_at)
          select ${tokenId}, id, 'signature', ${`0x${"a".repeat(40)}`}, 1, ${who === "former" ? new Date() : null}
          from users where email = ${people[who].email}`,
    );
  }
  await db().execute(sql`insert into project_drafts (token_id) values (${tokenId})`);
});

const upload = (
  payload: Buffer,
  { who = "owner", type = "image/png", origin = TEST_ORIGIN, id = tokenId }: Upload = {},
) =>
  app().inject({
    method: "PUT",
    url: `/api/project/${id}/logo`,
    payload,
    headers: { "content-type": type, origin, ...(who ? { cookie: people[who].cookie } : {}) },
  });
type Upload = { who?: keyof typeof people | null; type?: string; origin?: string; id?: number };

function refused(res: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = errorOf(res);
  if (field) expect(error.fields?.[field]).toBe(code);
  else expect(error.code).toBe(code);
}

/** What an upload writes: stored images and the draft's logo. */
async function snapshot() {
  const [row] = await queryRows(
    db(),
    sql`select (select count(*) from media)::int as media,
          (select coalesce(logo, '') || logo_valid || updated_at::text from project_drafts where token_id = ${tokenId}) as draft`,
  );
  return row;
}
async function unchanged(attempt: () => Promise<void>) {
  const before = await snapshot();
  await attempt();
  expect(await snapshot()).toEqual(before);
}

describe("uploading the token's logo", () => {
  it("refuses a visitor, another account, a former owner and another site, storing nothing", async () => {
    const png = await picture(400, 400);
    await unchanged(async () => {
      refused(await upload(png, { who: null }), 401, "unauthorized");
      refused(await upload(png, { who: "stranger" }), 404, "not_found");
      refused(await upload(png, { who: "former" }), 404, "not_found");
      refused(await upload(png, { id: 2147483647 }), 404, "not_found");
      refused(await upload(png, { origin: "https://evil.example" }), 403, "foreign_origin");
      const removal = await call({
        method: "DELETE",
        url: `/api/project/${tokenId}/logo`,
        cookie: people.stranger.cookie,
      });
      refused(removal, 404, "not_found");
    });
  });

  it("refuses what is not an image, a logo under 300×300 naming its size, and a file too large", async () => {
    await unchanged(async () => {
      refused(await upload(Buffer.from("<svg onload=alert(1)></svg>")), 422, "not_an_image", "logo");
      refused(await upload(Buffer.from("hello"), { type: "text/plain" }), 422, "not_an_image", "logo");
      refused(await upload(Buffer.alloc(0)), 422, "not_an_image", "logo");
      const small = await upload(await picture(299, 400));
      refused(small, 422, "logo_too_small", "logo");
      expect(small.json().error.message).toContain("299×400");
      refused(
        await upload(await picture(300, 299, "jpeg"), { type: "image/jpeg" }),
        422,
        "logo_too_small",
        "logo",
      );
      refused(await upload(Buffer.alloc(OWNER_LOGO_LIMITS.maxBytes + 2, 0xff)), 413, "payload_too_large");
      refused(await upload(Buffer.from("<a/>"), { type: "application/xml" }), 415, "unsupported_media_type");
    });
  });

  it("re-encodes a valid logo as WebP, sets it on the draft as valid and serves it", async () => {
    const before = (await snapshot()).media as number;
    const res = await upload(await picture(1200, 600, "webp"), { type: "image/webp" });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.validImage).toBe(true);
    expect(data.image).toMatch(/^http:\/\/localhost:3000\/media\/[A-Za-z0-9_-]{16}\.webp$/);
    expect((await snapshot()).media).toBe(before + 1);
    const image = await app().inject({ method: "GET", url: new URL(data.image).pathname });
    expect(image.headers["content-type"]).toBe("image/webp");
    const meta = await sharp(image.rawPayload).metadata();
    // Scaled until its shorter side is 512 px: the logo rule still holds.
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1024, 512]);
    const [draft] = await queryRows(
      db(),
      sql`select logo, logo_valid from project_drafts where token_id = ${tokenId}`,
    );
    expect(draft).toEqual({ logo: new URL(data.image).pathname, logo_valid: true });
    const project = await call({ url: `/api/project/${tokenId}`, cookie: people.owner.cookie });
    expect(project.json().data).toMatchObject({ image: data.image, validImage: true });
  });

  it("keeps the smallest valid size as it is", async () => {
    const res = await upload(await picture(300, 300));
    expect(res.statusCode, res.body).toBe(200);
    const image = await app().inject({ method: "GET", url: new URL(res.json().data.image).pathname });
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it("is removed: the token's own image shows again", async () => {
    const res = await call({
      method: "DELETE",
      url: `/api/project/${tokenId}/logo`,
      cookie: people.owner.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ image: null, validImage: false });
    const [draft] = await queryRows(
      db(),
      sql`select logo, logo_valid from project_drafts where token_id = ${tokenId}`,
    );
    expect(draft).toEqual({ logo: null, logo_valid: false });
  });
});
