import { z } from "zod";
import {
  FEED_PAGE,
  FEED_PAGE_MAX,
  FEED_TEXT_MAX,
  feedOrders,
  feedPeriods,
  postTypes,
  reactionEmoji,
  reactionKinds,
} from "../../../lib/communities.ts";
import { type Locale, localeCodes } from "../../../lib/locales.ts";
import { NICKNAME_PATTERN } from "../../../lib/nicknames.ts";
import { isTokenSlug } from "../../../lib/route-shapes.ts";
import { rowId } from "../schemas.ts";

/** What the community route files share (docs/product.md, Communities): parameters and answer shapes. */
export const tags = ["communities"];

export const tokenParam = z
  .string()
  .refine(isTokenSlug, "Not a token slug")
  .describe("The slug of the community's token, as in `/token/{token}/community`");

export const communityParams = z.object({ token: tokenParam });
export const postParams = z.object({ token: tokenParam, id: rowId.describe("The post's id") });

export const nicknameParams = z.object({
  nickname: z.string().regex(NICKNAME_PATTERN).describe("The member's nickname (any letter case)"),
});

export const feedQuery = z.object({
  type: z.enum(postTypes).optional().describe("Only posts of this type; every type by default"),
  orderBy: z
    .enum(feedOrders)
    .default("newest")
    .describe(
      "`newest`: newest posts first; `active`: the latest post or answer first; `top`: the most answered first",
    ),
  period: z
    .enum(feedPeriods)
    .default("all")
    .describe(
      "Only posts created within the last `day`, `week`, `month` (30 days) or `year` (365 days); `all` by default. With `orderBy=top` it is the top of that period",
    ),
  text: z
    .string()
    .max(FEED_TEXT_MAX)
    .optional()
    .describe(
      'Full-text search in the title and text, stemmed in each post\'s language (`"exact phrase"`, `or`, `-word` work as in web search)',
    ),
  language: z
    .enum(localeCodes as [Locale, ...Locale[]])
    .optional()
    .describe(
      "Only posts written in this language (a site locale code); every language by default. The site's feed pages show the reader's language first this way",
    ),
  limit: z.coerce.number().int().min(1).max(FEED_PAGE_MAX).default(FEED_PAGE).describe("Posts per page"),
  cursor: z
    .string()
    .max(400)
    .optional()
    .describe("`nextCursor` of the previous page; the same filter must be sent with it"),
});

export const tokenRefSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    symbol: z.string(),
    logo: z.string().nullable().describe("Absolute URL of the token's logo; null without one"),
  })
  .describe("The community's token");

export const communitySchema = z.object({
  id: z.number().int(),
  tokenId: z.number().int().describe("The id of the community's token"),
  countNotifications: z
    .number()
    .int()
    .describe(
      "News on what the reader tracks in this community: always 0 here, read the reader's own at `GET /api/user/communities/{token}`",
    ),
  isPublished: z.boolean().describe("Shown to readers; an unpublished community answers 404"),
  token: tokenRefSchema,
  postCount: z.number().int().describe("Posts in the community, deleted ones left out"),
  memberCount: z.number().int().describe("Members who joined the community"),
  lastActivityAt: z.string().describe("The latest post or answer, ISO 8601 in UTC"),
  channel: z
    .object({ address: z.string(), chainId: z.number().int() })
    .describe(
      "The token's contract and chain, which name the community's live channel on `/realtime` (topic `COMMUNITY`, endpoint `/chanel/community/posts/{address}_{chainId}`): a new post or answer arrives as its next `seq`",
    ),
});

const authorSchema = z
  .object({ nickname: z.string().nullable().describe("null once the account is gone") })
  .describe("Who wrote it");

export const reactionKindSchema = z
  .enum(reactionKinds)
  .describe(`A reaction: ${reactionKinds.map((kind) => `\`${kind}\` ${reactionEmoji[kind]}`).join(", ")}`);

export const reactionsSchema = z
  .object(
    Object.fromEntries(reactionKinds.map((kind) => [kind, z.number().int()])) as Record<
      (typeof reactionKinds)[number],
      z.ZodNumber
    >,
  )
  .describe("How many members reacted with each kind");

export const postTrackingSchema = z
  .object({
    tracked: z.boolean().describe("Whether the reader tracks the post"),
    unseen: z
      .number()
      .int()
      .describe("Answers and reactions by others since the reader last opened the thread"),
  })
  .describe("The reader's tracking of a post");

export const trackingSummarySchema = {
  countNotifications: z
    .number()
    .int()
    .describe(
      "Answers and reactions by others on the posts the reader tracks here, since each was last opened",
    ),
  countIsTracked: z.number().int().describe("Tracked posts here with news since the reader last opened them"),
};

export const postSummarySchema = z.object({
  id: z.number().int(),
  communityId: z.number().int(),
  token: tokenRefSchema,
  type: z.enum(postTypes),
  language: z.string().describe("The language the post is written in (a site locale code)"),
  title: z.string(),
  excerpt: z.string().describe("The start of the post's text, as plain text"),
  author: authorSchema,
  createdAt: z.string().describe("ISO 8601 in UTC"),
  editedAt: z.string().nullable().describe("The last edit, ISO 8601 in UTC; null if never edited"),
  answerCount: z.number().int().describe("Answers to the post and to its answers"),
  lastActivityAt: z.string().describe("The post or its latest answer, ISO 8601 in UTC"),
  demo: z.boolean().describe("Demo talk written with the seed, by demo members"),
  reactions: reactionsSchema,
  viewer: postTrackingSchema
    .optional()
    .describe("The signed-in reader's tracking of the post; only in the reader's own feeds"),
});

/** How stored text marks its mentions (docs/decisions/024-mentions.md). */
const MENTIONS =
  'A member\'s mention is `<span class="mention">@nickname</span>`, a token\'s a site link `<a href="/token/{slug}" class="mention">$SYMBOL</a>`';

export const answerSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable().describe("The answer this one replies to; null for the post"),
  author: authorSchema,
  body: z.string().describe(`HTML reduced to the allow-list; empty once deleted or hidden. ${MENTIONS}`),
  createdAt: z.string().describe("ISO 8601 in UTC"),
  editedAt: z.string().nullable().describe("The last edit, ISO 8601 in UTC; null if never edited"),
  deleted: z.boolean().describe("Deleted by its author: kept in the thread without its text"),
  hidden: z.boolean().describe("Hidden by the editors: kept in the thread without its author and text"),
  demo: z.boolean(),
  reactions: reactionsSchema,
});

export const postDetailSchema = postSummarySchema.extend({
  body: z
    .string()
    .describe(`HTML reduced to the allow-list; outside links carry \`rel="nofollow ugc"\`. ${MENTIONS}`),
  answers: z.array(answerSchema).describe("The answers, oldest first, at most 500"),
});
