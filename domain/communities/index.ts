import type { Db } from "../../db/client.ts";
import type { Locale } from "../../lib/locales.ts";
import { NotFound } from "../errors.ts";
import { type FeedQuery, fallsBackToAll, parseFeedQuery } from "./filter.ts";
import {
  type Community,
  countOtherLanguages,
  getCommunity,
  listPublishedCommunities,
  readFeed,
  readHub,
  readMemberFeed,
  readPost,
} from "./reads.ts";

export type { FeedFilter, FeedQuery } from "./filter.ts";
export type { Answer, Community, CommunityToken, FeedPage, Hub, PostDetail, PostSummary } from "./reads.ts";

/** How many communities and posts the hub shows, and posts of a member's own communities. */
const HUB = { communities: 12, posts: 20, memberPosts: 10 };

/** Token communities as readers see them: published communities only (docs/product.md, Communities). */
export function createCommunities(db: Db) {
  const published = async (tokenSlug: string) => {
    const community = await getCommunity(db, tokenSlug);
    if (!community) throw new NotFound("Community not found");
    return community;
  };
  return {
    hub: () => readHub(db, HUB),
    /** The newest posts of the communities a member joined (the hub's part for a signed-in reader). */
    memberFeed: (userId: number) => readMemberFeed(db, userId, HUB.memberPosts),
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
      const every = async () => ({
        page: await readFeed(db, community.id, query, viewerId),
        language: undefined,
        otherLanguages: 0,
      });
      if (language === undefined) return every();
      const [page, otherLanguages] = await Promise.all([
        readFeed(db, community.id, { ...query, language }, viewerId),
        countOtherLanguages(db, community.id, query, language, viewerId),
      ]);
      const cursor = query.cursor !== undefined;
      if (fallsBackToAll({ inLanguage: page.data.length, otherLanguages, cursor })) return every();
      return { page, language, otherLanguages };
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
