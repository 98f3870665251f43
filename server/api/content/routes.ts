import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Feed } from "feed";
import { z } from "zod";
import type { Content } from "../../../domain/content/index.ts";
import { type ArticleKind, articleKinds, contentKinds, contentPath } from "../../../lib/content-kinds.ts";
import type { Messages } from "../../../lib/i18n/translator.ts";
import { createTranslator } from "../../../lib/i18n/translator.ts";
import { isLocale, type Locale, langTag, localizePath } from "../../../lib/locales.ts";
import type { PublicLinks } from "../public-links.ts";
import { errorSchema, tokenItemSchema } from "../schemas.ts";

/** The site, as the author and rights holder of its feeds. */
const SITE_NAME = "TokenAtlas";

/** Items per feed. */
const FEED_ITEMS = 30;

/** The opening tag of the Atom document the feed library writes, which has no option for the language. */
const ATOM_ROOT = '<feed xmlns="http://www.w3.org/2005/Atom">';

/** An Atom document with its language on the feed element, inherited by every entry (RFC 4287, 2). */
function withAtomLanguage(atom: string, tag: string): string {
  if (!atom.includes(ATOM_ROOT)) throw new Error("the Atom document has an unexpected root element");
  return atom.replace(ATOM_ROOT, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${tag}">`);
}

export const searchHitSchema = z.object({
  kind: z.enum(contentKinds),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().describe("The first sentence of the text that matches, else the summary"),
  publishedAt: z.string(),
  locale: z
    .string()
    .describe("The language of the text returned (English where the entry has none in the asked one)"),
  fallback: z.boolean(),
});

const tokenHitSchema = tokenItemSchema.extend({
  chains: z
    .array(z.object({ id: z.number().int(), name: z.string() }))
    .describe("The chains the asset is on, in display order (the deployment's own chain for an address)"),
});

export const contentRoutes: FastifyPluginAsyncZod<{
  content: Content;
  messages: (locale: Locale) => Messages;
  publicUrl: string;
  links: PublicLinks;
}> = async (app, { content, messages, publicUrl, links }) => {
  app.get(
    "/api/search",
    {
      schema: {
        tags: ["search"],
        operationId: "search",
        summary: "Tokens (an exact contract address first) and published content matching a query",
        description:
          "Tokens come one per asset, on the deployment that stands for it in lists, with `deployments` and " +
          "`chains` saying where else it is; names and symbols of every deployment match, and a currency's " +
          "name (bitcoin, ether) finds all of its assets. An exact contract address lists the deployments at " +
          "that address instead, one per chain.",
        querystring: z.object({
          q: z.string().trim().min(1).max(100).describe("The text searched for, or a contract address"),
          locale: z
            .string()
            .refine(isLocale, "Unknown locale")
            .default("en")
            .describe("Language of the content searched and of its titles"),
          tokens: z.coerce.number().int().min(0).max(50).default(8).describe("At most this many tokens"),
          perKind: z.coerce
            .number()
            .int()
            .min(0)
            .max(20)
            .default(3)
            .describe("At most this many content items of each kind (news, blog, FAQ…)"),
        }),
        response: {
          200: z
            .object({
              data: z.object({ tokens: z.array(tokenHitSchema), content: z.array(searchHitSchema) }),
            })
            .describe("Matching tokens and content items, best first"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const { q, locale, tokens, perKind } = req.query;
      const found = await content.search(q, locale, { tokens, perKind });
      return { data: { ...found, tokens: links.items(found.tokens) } };
    },
  );

  app.get(
    "/media/:id",
    {
      schema: {
        hide: true,
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16}\.webp$/) }),
      },
    },
    async (req, reply) => {
      const image = await content.media(req.params.id);
      if (!image) return reply.code(404).type("text/plain").send("Not found");
      // Ids are never reused: an image at an address never changes.
      reply.header("cache-control", "public, max-age=31536000, immutable");
      reply.header("x-content-type-options", "nosniff");
      return reply.type(image.mime).send(image.bytes);
    },
  );

  const feedFile = z.object({
    locale: z.string().refine(isLocale),
    file: z.enum(articleKinds.flatMap((kind) => [`${kind}.rss`, `${kind}.atom`] as const)),
  });
  app.get("/feeds/:locale/:file", { schema: { hide: true } }, async (req, reply) => {
    const parsed = feedFile.safeParse(req.params);
    if (!parsed.success) return reply.code(404).type("text/plain").send("Not found");
    const locale = parsed.data.locale as Locale;
    const [kind, format] = parsed.data.file.split(".") as [ArticleKind, "rss" | "atom"];
    const t = createTranslator(locale, messages(locale));
    const items = await content.latest(kind, locale, FEED_ITEMS);
    const covers = await content.mediaFiles(items.flatMap((item) => (item.cover ? [item.cover] : [])));
    const abs = (path: string) => `${publicUrl}${localizePath(path, locale)}`;
    const feed = new Feed({
      id: abs(`/${kind}`),
      link: abs(`/${kind}`),
      title: t(`content:feed.${kind}Title`),
      description: t(`content:feed.${kind}Description`),
      language: langTag(locale),
      updated: items[0] ? new Date(items[0].publishedAt) : new Date(0),
      generator: false,
      favicon: `${publicUrl}/favicon.svg`,
      copyright: SITE_NAME,
      // Entries carry no author of their own: the site is the author of every feed (RFC 4287, 4.1.1).
      author: { name: SITE_NAME, link: abs("/") },
      feedLinks: {
        rss: `${publicUrl}/feeds/${locale}/${kind}.rss`,
        atom: `${publicUrl}/feeds/${locale}/${kind}.atom`,
      },
    });
    for (const item of items) {
      const cover = item.cover ? covers.get(item.cover) : undefined;
      feed.addItem({
        title: item.title,
        id: abs(contentPath(kind, item.slug)),
        link: abs(contentPath(kind, item.slug)),
        description: item.summary,
        date: new Date(item.updatedAt),
        published: new Date(item.publishedAt),
        // An enclosure states its file's size, so a cover whose stored image is gone is left out.
        enclosure:
          item.cover && cover
            ? { url: `${publicUrl}${item.cover}`, length: cover.length, type: cover.mime }
            : undefined,
      });
    }
    reply.header("cache-control", "public, max-age=300");
    if (format === "rss") return reply.type("application/rss+xml; charset=utf-8").send(feed.rss2());
    return reply
      .type("application/atom+xml; charset=utf-8")
      .send(withAtomLanguage(feed.atom1(), langTag(locale)));
  });
};
