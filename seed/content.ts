import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import { type Db, queryRows } from "../db/client.ts";
import { contentEntries, contentVersions } from "../db/schema/index.ts";
import { extraSchema, factsSchema } from "../domain/content/facts.ts";
import { type ProcessedImage, processCover, storeMedia } from "../domain/content/media.ts";
import { plainText, sanitizeRichText } from "../domain/content/sanitize.ts";
import { type ContentKind, contentKinds, infoPageSlugs, isContentSlug } from "../lib/content-kinds.ts";
import { isLocale } from "../lib/locales.ts";

const ROOT = join(import.meta.dirname, "content");
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const text = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().min(1).max(400),
  body: z.string().min(1),
  requirements: z.array(z.string()).optional(),
  steps: z.array(z.string()).optional(),
});
type SeedText = z.infer<typeof text>;
const texts = z.record(z.string(), text);

const articleMeta = z.array(
  z.object({ slug: z.string(), ageHours: z.number().int().min(0), tokens: z.array(z.string()).max(5) }),
);
const faqMeta = z.array(z.object({ slug: z.string(), group: z.string() }));
const offering = {
  slug: z.string(),
  name: z.string(),
  symbol: z.string(),
  chainId: z.number().int(),
  startDays: z.number().int(),
  endDays: z.number().int(),
  website: z.string(),
};
const icoMeta = z.array(
  z.object({ ...offering, priceUsd: z.string(), goalUsd: z.number(), raisedUsd: z.number() }),
);
const airdropMeta = z.array(
  z.object({
    ...offering,
    rewardAmount: z.string(),
    rewardUsd: z.number().nullable(),
    winners: z.number().int(),
  }),
);

/** One entry as the seed files describe it, before it is written. */
export type SeedEntry = {
  kind: ContentKind;
  slug: string;
  publishedAt: Date;
  tokens: string[];
  facts: Record<string, unknown>;
  versions: Map<string, SeedText>;
};

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** The locale files of a folder: `{locale}.json` → texts keyed by slug. */
function readTexts(dir: string): Map<string, Record<string, SeedText>> {
  const out = new Map<string, Record<string, SeedText>>();
  for (const file of readdirSync(dir).sort()) {
    const locale = file.replace(/\.json$/, "");
    if (file === "meta.json" || !file.endsWith(".json")) continue;
    if (!isLocale(locale)) throw new Error(`${dir}/${file}: not a locale`);
    out.set(locale, texts.parse(readJson(join(dir, file))));
  }
  return out;
}

/** The kind's language-free facts from one meta row (dates relative to `now`). */
function factsOf(kind: ContentKind, meta: Record<string, unknown>, now: Date): Record<string, unknown> {
  const day = (offset: number) =>
    new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + offset * DAY + 12 * HOUR,
    ).toISOString();
  if (kind === "faq") return { group: meta.group };
  if (kind === "ico" || kind === "airdrop") {
    const { slug: _slug, startDays, endDays, ...rest } = meta;
    return { ...rest, startsAt: day(Number(startDays)), endsAt: day(Number(endDays)) };
  }
  return {};
}

/** Every entry of the seed files, checked: slugs, facts, and texts in English for each entry. */
export function readSeedContent(now: Date): SeedEntry[] {
  const entries: SeedEntry[] = [];
  for (const kind of contentKinds) {
    const dir = join(ROOT, kind);
    if (!existsSync(dir)) continue;
    if (kind === "page") {
      const byLocale = readTexts(dir);
      infoPageSlugs.forEach((slug, i) => {
        entries.push({
          kind,
          slug,
          publishedAt: new Date(now.getTime() - (30 + i) * DAY),
          tokens: [],
          facts: {},
          versions: new Map(),
        });
      });
      for (const [locale, bySlug] of byLocale) {
        for (const [slug, version] of Object.entries(bySlug)) {
          const entry = entries.find((e) => e.kind === "page" && e.slug === slug);
          if (!entry) throw new Error(`page/${locale}.json: unknown page ${slug}`);
          entry.versions.set(locale, version);
        }
      }
      continue;
    }
    for (const batch of readdirSync(dir).sort()) {
      const folder = join(dir, batch);
      const raw = readJson(join(folder, "meta.json"));
      const metas: Record<string, unknown>[] =
        kind === "news" || kind === "blog"
          ? articleMeta.parse(raw)
          : kind === "faq"
            ? faqMeta.parse(raw)
            : kind === "ico"
              ? icoMeta.parse(raw)
              : airdropMeta.parse(raw);
      const byLocale = readTexts(folder);
      metas.forEach((meta, i) => {
        const slug = String(meta.slug);
        const facts = factsSchema[kind].parse(factsOf(kind, meta, now));
        const versions = new Map<string, SeedText>();
        for (const [locale, bySlug] of byLocale) {
          const version = bySlug[slug];
          if (version) versions.set(locale, version);
        }
        // Entries without a date of their own keep the files' order: the first is the oldest.
        const ageHours = typeof meta.ageHours === "number" ? meta.ageHours : 24 * (60 + metas.length - i);
        entries.push({
          kind,
          slug,
          publishedAt: new Date(now.getTime() - ageHours * HOUR),
          tokens: (meta.tokens as string[] | undefined) ?? [],
          facts,
          versions,
        });
      });
    }
  }
  for (const entry of entries) {
    if (!isContentSlug(entry.slug)) throw new Error(`${entry.kind}/${entry.slug}: not a valid slug`);
    if (!entry.versions.has("en")) throw new Error(`${entry.kind}/${entry.slug}: no English text`);
    for (const [locale, version] of entry.versions) {
      extraSchema[entry.kind].parse(
        entry.kind === "airdrop" ? { requirements: version.requirements, steps: version.steps } : {},
      );
      if (!version.title.trim()) throw new Error(`${entry.kind}/${entry.slug}/${locale}: empty title`);
    }
  }
  return entries;
}

/** A cover picture for a seeded article: a gradient and soft shapes in colours drawn from its slug. */
function coverSvg(slug: string): string {
  let hash = 0;
  for (const c of slug) hash = (hash * 31 + c.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const x = 700 + (hash % 300);
  const y = 120 + ((hash >> 8) % 300);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},65%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},60%,20%)"/>
    </linearGradient></defs>
    <rect width="1200" height="630" fill="url(#g)"/>
    <circle cx="${x}" cy="${y}" r="230" fill="#fff" fill-opacity="0.12"/>
    <circle cx="${x - 420}" cy="${y + 260}" r="150" fill="#fff" fill-opacity="0.08"/>
    <path d="M0 520 C 300 430, 600 610, 1200 470 L1200 630 L0 630 Z" fill="#000" fill-opacity="0.18"/>
  </svg>`;
}

/** Symbol → the id of the busiest real token with it (mainnet first), for related tokens. */
export async function tokenIdsBySymbol(db: Db, symbols: string[]): Promise<Map<string, number>> {
  if (symbols.length === 0) return new Map();
  const rows = await queryRows<{ symbol: string; id: number }>(
    db,
    sql`select distinct on (t.symbol) t.symbol, t.id from tokens t
        where not t.synthetic and t.symbol in (${sql.join(
          symbols.map((s) => sql`${s}`),
          sql`, `,
        )})
        order by t.symbol, (t.chain_id = 1) desc, t.id`,
  );
  return new Map(rows.map((r) => [r.symbol, Number(r.id)]));
}

async function hasContent(db: Pick<Db, "execute">): Promise<boolean> {
  return (await queryRows(db, sql`select 1 from content_entries limit 1`)).length > 0;
}

export type ContentSeedReport = { seeded: boolean; entries: number; versions: number; covers: number };

/**
 * Writes the demo content (news, blog, FAQ, ICOs, airdrops, informational pages) once: does nothing when any
 * content exists. Covers for articles are drawn and go through the upload pipeline unless `covers` is false.
 */
export async function seedContent(
  db: Db,
  options: { now?: Date; covers?: boolean } = {},
): Promise<ContentSeedReport> {
  const now = options.now ?? new Date();
  const none = { seeded: false, entries: 0, versions: 0, covers: 0 };
  // Every start calls this: when content exists, stop before reading the files and drawing the covers.
  if (await hasContent(db)) return none;
  const entries = readSeedContent(now);
  const symbols = [...new Set(entries.flatMap((e) => e.tokens))];
  const covers = new Map<string, ProcessedImage>();
  if (options.covers !== false) {
    for (const entry of entries) {
      if (entry.kind !== "news" && entry.kind !== "blog") continue;
      const drawn = await sharp(Buffer.from(coverSvg(entry.slug)))
        .png({ compressionLevel: 1 })
        .toBuffer();
      covers.set(`${entry.kind}/${entry.slug}`, await processCover(drawn));
    }
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tokenatlas:seed-content'))`);
    if (await hasContent(tx)) return none;
    const ids = await tokenIdsBySymbol(tx as unknown as Db, symbols);
    let versions = 0;
    for (const entry of entries) {
      const picture = covers.get(`${entry.kind}/${entry.slug}`);
      const coverId = picture ? await storeMedia(tx, picture, null) : null;
      const [row] = await tx
        .insert(contentEntries)
        .values({
          kind: entry.kind,
          slug: entry.slug,
          publishedAt: entry.publishedAt,
          coverId,
          tokenIds: entry.tokens.map((s) => ids.get(s)).filter((id): id is number => id !== undefined),
          facts: entry.facts,
          demo: true,
          createdAt: entry.publishedAt,
          updatedAt: entry.publishedAt,
        })
        .returning({ id: contentEntries.id });
      const rows = [...entry.versions].map(([locale, version]) => {
        const body = sanitizeRichText(version.body);
        return {
          entryId: row.id,
          locale,
          title: version.title,
          summary: version.summary,
          body,
          plain: plainText(body),
          extra: (entry.kind === "airdrop"
            ? { requirements: version.requirements ?? [], steps: version.steps ?? [] }
            : {}) as Record<string, string[]>,
          updatedAt: entry.publishedAt,
        };
      });
      await tx.insert(contentVersions).values(rows);
      versions += rows.length;
    }
    return { seeded: true, entries: entries.length, versions, covers: covers.size };
  });
}
