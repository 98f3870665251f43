import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../../db/client.ts";
import { contentEntries } from "../../../db/schema/index.ts";
import { processCover, storeMedia } from "../../../domain/content/media.ts";
import { articleKinds } from "../../../lib/content-kinds.ts";
import { langTag } from "../../../lib/locales.ts";
import { setupTestApp, TEST_ORIGIN } from "../../../tests/support/test-app.ts";
import { parseXml } from "../../../tests/support/xml.ts";

const { get, db } = setupTestApp({ content: true, ssr: false });

const feedLocales = ["en", "de", "ja", "zh-tw"] as const;

beforeAll(async () => {
  // The test database is seeded without covers: give the newest news article one, through the upload pipeline.
  const [newest] = await queryRows<{ id: number }>(
    db(),
    sql`select id from content_entries where kind = 'news' and published_at <= now() order by published_at desc, id desc limit 1`,
  );
  const drawn = await sharp({
    create: { width: 1200, height: 630, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  const coverId = await storeMedia(db(), await processCover(drawn), null);
  await db().update(contentEntries).set({ coverId }).where(eq(contentEntries.id, newest.id));
});

describe("Atom feeds", () => {
  it("name an author and the feed's language on every feed", async () => {
    for (const locale of feedLocales) {
      for (const kind of articleKinds) {
        const res = await get(`/feeds/${locale}/${kind}.atom`);
        expect(res.statusCode).toBe(200);
        const feed = parseXml(res.body);
        expect(feed.name).toBe("feed");
        expect(feed.attributes["xml:lang"]).toBe(langTag(locale));
        const author = feed.child("author");
        expect(author?.child("name")?.text).toBe("TokenAtlas");
        expect(author?.child("uri")?.text).toBe(
          locale === "en" ? `${TEST_ORIGIN}/` : `${TEST_ORIGIN}/${locale}`,
        );
      }
    }
  });
});

describe("RSS feeds", () => {
  it("give every enclosure the size and type of the file it points at", async () => {
    let enclosures = 0;
    for (const locale of feedLocales) {
      const rss = parseXml((await get(`/feeds/${locale}/news.rss`)).body);
      for (const enclosure of rss.all("enclosure")) {
        enclosures++;
        const { url, length, type } = enclosure.attributes;
        expect(url.startsWith(`${TEST_ORIGIN}/media/`)).toBe(true);
        const file = await get(url.slice(TEST_ORIGIN.length));
        expect(file.statusCode).toBe(200);
        expect(length).not.toBe("0");
        expect(Number(length)).toBe(file.rawPayload.length);
        expect(type).toBe(file.headers["content-type"]);
      }
    }
    expect(enclosures).toBe(feedLocales.length);
  });
});
