import type { Db } from "../../db/client.ts";
import type { Locale } from "../../lib/locales.ts";
import { NotFound } from "../errors.ts";
import { type FeedQuery, fallsBackToAll, parseFeedQuery } from "./filter.ts";
import {
  type Community,
  countOtherLanguages,
  countOtherLanguagesAcross,
  getCommunity,
  listPublishedCommunities,
  readActiveCommunities,
  readFeed,
  readNewestAcross,
  readPost,
} from "./reads.ts";

export type { FeedFilter, FeedQuery } from "./filter.ts";
export type { Answer, Community, CommunityToken, FeedPage, PostDetail, PostSummary } from "./reads.ts";

/** How many communities and posts the hub shows, and posts of a member's own communities. */
const HUB = { communities: 12, posts: 20, memberPosts: 10 };

/**
 * A list in the reader's `language` first (docs/decisions/026-communities-owners-and-languages.md): only what is
 * in it, with how many others the same filter keeps, or every language (`language` undefined in the answer) when
 * asked for, or when a first page (no `cursor`) has nothing in the reader's language and something in another.
 */
async function readerFirst<T>(options: {
  language: Locale | undefined;
  cursor: boolean;
  read: (language?: Locale) => Promise<T>;
  size: (result: T) => number;
  countOthers: (language: Locale) => Promise<number>;
}): Promise<{ result: T; language: Locale | undefined; otherLanguages: number }> {
  const { language, read } = options;
  const every = async () => ({ result: await read(), language: undefined, otherLanguages: 0 });
  if (language === undefined) return every();
  const [result, otherLanguages] = await Promise.all([read(language), options.countOthers(language)]);
  const inLanguage = options.size(result);
  if (fallsBackToAll({ inLanguage, otherLanguages, cursor: options.cursor })) return every();
  return { result, language, otherLanguages };
}

/** Token communities as readers see them: published communities only (docs/product.md, Communities). */
export function createCommunities(db: Db) {
  const published = async (tokenSlug: string) => {
    const community = await getCommunity(db, tokenSlug);
    if (!community) throw new NotFound("Community not found");
    return community;
  };
  /** The newest posts across communities (the hub's lists, a member's own with `memberId`), reader-first. */
  const newestAcross = async (limit: number, language: Locale | undefined, memberId?: number) => {
    const found = await readerFirst({
      language,
      cursor: false,
      read: (only) => readNewestAcross(db, { limit, language: only, memberId }),
      size: (posts) => posts.length,
      countOthers: (only) => countOtherLanguagesAcross(db, only, memberId),
    });
    return { posts: found.result, language: found.language, otherLanguages: found.otherLanguages };
  };
  return {
    /**
     * The hub: the most active communities and the newest posts across them, in the reader's `language` first
     * (every language when undefined, as the API gives them).
     */
    async hub(language?: Locale) {
      const [communities, newest] = await Promise.all([
        readActiveCommunities(db, HUB.communities),
        newestAcross(HUB.posts, language),
      ]);
      return { communities, ...newest };
    },
    /**
     * The newest posts of the communities a member joined (the hub's part for a signed-in reader), in the
     * reader's `language` first as the hub's own.
     */
    memberFeed: (userId: number, language?: Locale) => newestAcross(HUB.memberPosts, language, userId),
    /** The published community of a token, or undefined. */
    community: (tokenSlug: string) => getCommunity(db, tokenSlug),
    /**
     * A page of a published community's feed; the raw filter is checked first (an Invalid on its fields). With a
     * `viewerId` the posts carry that reader's tracking and `isTracked` applies.
     */
    async feed(tokenSlug: string, raw: Parameters<typeof parseFeedQuery>[0], viewerId?: number) {
      const query = parseFeedQuery(raw);
      const community = await published(tokenSlug);
      return { community, query, page: await readFeed(db, community.id, query, viewerId) };
    },
    /**
     * A page of a community's feed for a query already checked (a page's address, lenientFeedQuery), in the
     * reader's `language` first (docs/decisions/026-communities-owners-and-languages.md): only the posts in it,
     * with how many others the filter keeps, or every language (`language` undefined in the answer) when asked
     * for or when nothing is in the reader's language.
     */
    async page(community: Community, query: FeedQuery, language: Locale | undefined, viewerId?: number) {
      const found = await readerFirst({
        language,
        cursor: query.cursor !== undefined,
        read: (only) => readFeed(db, community.id, { ...query, language: only }, viewerId),
        size: (page) => page.data.length,
        countOthers: (only) => countOtherLanguages(db, community.id, query, only, viewerId),
      });
      return { page: found.result, language: found.language, otherLanguages: found.otherLanguages };
    },
    /**
     * A post of a published community with its answers, or undefined; with a `viewerId`, also that reader's own
     * hidden post, and their hidden answers with their text.
     */
    async post(tokenSlug: string, postId: number, viewerId?: number) {
      const community = await getCommunity(db, tokenSlug);
      const post = community ? await readPost(db, community.id, postId, viewerId) : undefined;
      return community && post ? { community, post } : undefined;
    },
    published: () => listPublishedCommunities(db),
  };
}

export type Communities = ReturnType<typeof createCommunities>;
