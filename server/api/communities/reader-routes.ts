import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Blocks } from "../../../domain/communities/blocks.ts";
import type { CommunityDigest } from "../../../domain/communities/digest.ts";
import type { Communities, CommunityToken } from "../../../domain/communities/index.ts";
import type { Tracking } from "../../../domain/communities/tracking.ts";
import type { CommunityWrites } from "../../../domain/communities/writes.ts";
import { digestFrequencies } from "../../../lib/community-digest.ts";
import type { Auth } from "../../plugins/auth.ts";
import type { PublicLinks } from "../public-links.ts";
import { errorSchema, refusal, signedIn } from "../schemas.ts";
import {
  communityParams,
  feedQuery,
  nicknameParams,
  postParams,
  postSummarySchema,
  postTrackingSchema,
  tags,
  trackingSummarySchema,
} from "./schemas.ts";

const notFound = refusal("No published community for this token, or no such post in it");
const trackingState = z.object({ data: postTrackingSchema }).describe("The caller's tracking of the post");
const digestSetting = z
  .object({
    data: z.object({
      frequency: z
        .enum(digestFrequencies)
        .describe("How often the digest of news in tracked posts is mailed; `off` by default"),
    }),
  })
  .describe("The caller's email digest");
const blockList = z
  .object({ data: z.array(z.string()).describe("Nicknames, in alphabetical order") })
  .describe("The members the caller blocked");

/**
 * A signed-in reader's view of token communities (docs/product.md, Communities): membership and tracking counts,
 * the feed with `isTracked`, tracking posts, clearing a thread's news and the notifications across communities.
 */
export const communityReaderRoutes: FastifyPluginAsyncZod<{
  communities: Communities;
  writes: CommunityWrites;
  tracking: Tracking;
  blocks: Blocks;
  digest: CommunityDigest;
  auth: Auth;
  links: PublicLinks;
}> = async (app, { communities, writes, tracking, blocks, digest, auth, links }) => {
  const withLogo = <T extends { token: CommunityToken }>(value: T): T => ({
    ...value,
    token: links.item(value.token),
  });

  app.get(
    "/api/user/communities/notifications",
    {
      schema: {
        tags,
        operationId: "listCommunityNotifications",
        summary: "The caller's tracked posts with news, across communities",
        description:
          "`count` is the header's count: answers, first reactions and mentions by others on tracked posts since each was last opened. `data` lists at most 50 such posts, the latest activity first, each with its `viewer.unseen`.",
        security: signedIn,
        response: {
          200: z
            .object({ data: z.array(postSummarySchema), count: z.number().int().describe("All news") })
            .describe("The notifications"),
          401: errorSchema,
        },
      },
    },
    async (req) => {
      const news = await tracking.notifications(await auth.require(req));
      return { data: news.items.map(withLogo), count: news.count };
    },
  );

  app.get(
    "/api/user/communities/digest",
    {
      schema: {
        tags,
        operationId: "getCommunityDigest",
        summary: "How often the caller gets the email digest of their tracked news",
        description:
          "`off` until the caller chooses a digest in the cabinet or with `chooseCommunityDigest`.",
        security: signedIn,
        response: { 200: digestSetting, 401: errorSchema },
      },
    },
    async (req) => ({ data: { frequency: await digest.setting(await auth.require(req)) } }),
  );

  app.put(
    "/api/user/communities/digest",
    {
      schema: {
        tags,
        operationId: "chooseCommunityDigest",
        summary: "Choose the email digest of tracked news: daily, weekly or off",
        description:
          "A digest lists the tracked posts with news that arrived since the previous one (answers, reactions), in the member's language; none is sent when nothing arrived. A new digest starts from now; changing the frequency keeps what the next one covers.",
        security: signedIn,
        body: z.object({ frequency: z.string().describe("`off`, `daily` or `weekly`") }),
        response: { 200: digestSetting, 401: errorSchema, 403: errorSchema, 422: errorSchema },
      },
    },
    async (req) => ({ data: { frequency: await digest.choose(await auth.require(req), req.body) } }),
  );

  app.get(
    "/api/user/communities/:token",
    {
      schema: {
        tags,
        operationId: "getCommunityMembership",
        summary: "The caller's membership of a community and the news on what they track there",
        description:
          "Members write posts and answers; anyone reads. `countNotifications` and `countIsTracked` are the spec's counts for this reader.",
        security: signedIn,
        params: communityParams,
        response: {
          200: z
            .object({
              data: z.object({
                isMember: z.boolean().describe("Whether the caller is a member"),
                ...trackingSummarySchema,
              }),
            })
            .describe("The caller's membership and counts"),
          401: errorSchema,
          404: notFound,
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const caller = await auth.require(req);
      const { isMember } = await writes.membership(caller, req.params.token);
      const community = await communities.community(req.params.token);
      const summary = community
        ? await tracking.summary(caller, community.id)
        : { countNotifications: 0, countIsTracked: 0 };
      return { data: { isMember, ...summary } };
    },
  );

  app.get(
    "/api/user/communities/:token/posts",
    {
      schema: {
        tags,
        operationId: "listCommunityPostsForReader",
        summary: "A community's feed as the caller sees it, with `isTracked`",
        description:
          "The public feed (`listCommunityPosts`) with the caller's tracking on every post (`viewer`), `isTracked` to keep the tracked posts only, and the community's counts for the caller.",
        security: signedIn,
        params: communityParams,
        querystring: feedQuery.extend({
          isTracked: z
            .enum(["true", "false", "1", "0"])
            .optional()
            .describe("`true` or `1`: only the posts the caller tracks"),
        }),
        response: {
          200: z
            .object({
              data: z.array(postSummarySchema),
              nextCursor: z.string().nullable(),
              ...trackingSummarySchema,
            })
            .describe("One page of posts; `nextCursor` is null on the last page"),
          401: errorSchema,
          404: notFound,
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const caller = await auth.require(req);
      const { community, page } = await communities.feed(req.params.token, req.query, caller.user.id);
      const summary = await tracking.summary(caller, community.id);
      return { data: page.data.map(withLogo), nextCursor: page.nextCursor, ...summary };
    },
  );

  const schema = (operationId: string, summary: string, description: string) => ({
    tags,
    operationId,
    summary,
    description,
    security: signedIn,
    params: postParams,
    response: { 200: trackingState, 401: errorSchema, 403: errorSchema, 404: notFound, 422: errorSchema },
  });
  const tracked = "/api/user/communities/:token/posts/:id/tracking";

  app.put(
    tracked,
    {
      schema: schema(
        "trackCommunityPost",
        "Track a post",
        "Answers and reactions by others on it then count as news for the caller. Authors track their posts and the threads they answer by themselves; tracking again changes nothing.",
      ),
    },
    async (req) => ({ data: await tracking.track(await auth.require(req), req.params.token, req.params.id) }),
  );

  app.delete(
    tracked,
    {
      schema: schema(
        "untrackCommunityPost",
        "Stop tracking a post",
        "Its news are dropped. Stopping what is not tracked changes nothing.",
      ),
    },
    async (req) => ({
      data: await tracking.untrack(await auth.require(req), req.params.token, req.params.id),
    }),
  );

  app.post(
    "/api/user/communities/:token/posts/:id/seen",
    {
      schema: schema(
        "markCommunityPostSeen",
        "Mark a tracked post's news as seen",
        "The thread's page sends it once the caller has it open; an untracked post stays untracked.",
      ),
    },
    async (req) => ({ data: await tracking.seen(await auth.require(req), req.params.token, req.params.id) }),
  );

  app.get(
    "/api/user/communities/blocks",
    {
      schema: {
        tags,
        operationId: "listBlockedMembers",
        summary: "The members the caller blocked",
        description:
          "A blocked member's posts leave the caller's feeds, their answers fold in the caller's threads, and their answers and reactions are no news to the caller. The blocked member is not told.",
        security: signedIn,
        response: { 200: blockList, 401: errorSchema },
      },
    },
    async (req) => ({ data: await blocks.list(await auth.require(req)) }),
  );

  const blockSchema = (operationId: string, summary: string, description: string) => ({
    tags,
    operationId,
    summary,
    description,
    security: signedIn,
    params: nicknameParams,
    response: {
      200: blockList,
      401: errorSchema,
      403: errorSchema,
      404: refusal("No member has this nickname"),
      422: errorSchema,
    },
  });
  const blocked = "/api/user/communities/blocks/:nickname";

  app.put(
    blocked,
    {
      schema: blockSchema(
        "blockMember",
        "Block a member",
        "Blocking them again changes nothing. `cannot_block_self` on `nickname` for the caller's own, `too_many_blocks` past 500.",
      ),
    },
    async (req) => ({ data: await blocks.block(await auth.require(req), req.params.nickname) }),
  );

  app.delete(
    blocked,
    {
      schema: blockSchema(
        "unblockMember",
        "Unblock a member",
        "Unblocking a member not blocked changes nothing.",
      ),
    },
    async (req) => ({ data: await blocks.unblock(await auth.require(req), req.params.nickname) }),
  );
};
