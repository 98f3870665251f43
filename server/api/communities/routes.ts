import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Communities, CommunityToken } from "../../../domain/communities/index.ts";
import { NotFound } from "../../../domain/errors.ts";
import type { PublicLinks } from "../public-links.ts";
import { errorSchema, refusal } from "../schemas.ts";
import {
  communityParams,
  communitySchema,
  feedQuery,
  postDetailSchema,
  postParams,
  postSummarySchema,
  tags,
} from "./schemas.ts";

const noCommunity = refusal("No published community for this token");

/** The public reads of token communities (docs/product.md, Communities). */
export const communityRoutes: FastifyPluginAsyncZod<{
  communities: Communities;
  links: PublicLinks;
}> = async (app, { communities, links }) => {
  const withLogo = <T extends { token: CommunityToken }>(value: T): T => ({
    ...value,
    token: links.item(value.token),
  });

  app.get(
    "/api/communities",
    {
      schema: {
        tags,
        operationId: "communityHub",
        summary: "The hub: the most active communities and the newest posts across them",
        description:
          "Published communities with the latest activity first (at most 12), and the 20 newest posts of all of them.",
        response: {
          200: z
            .object({
              data: z.object({ communities: z.array(communitySchema), posts: z.array(postSummarySchema) }),
            })
            .describe("The hub"),
        },
      },
    },
    async () => {
      const hub = await communities.hub();
      return { data: { communities: hub.communities.map(withLogo), posts: hub.posts.map(withLogo) } };
    },
  );

  app.get(
    "/api/communities/:token",
    {
      schema: {
        tags,
        operationId: "getCommunity",
        summary: "A token's community (the community selection)",
        description:
          "The spec's community selection (`id`, `tokenId`, `countNotifications`, `isPublished`) with the token and the counts a page shows.",
        params: communityParams,
        response: {
          200: z.object({ data: communitySchema }).describe("The community"),
          404: noCommunity,
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const community = await communities.community(req.params.token);
      if (!community) throw new NotFound("Community not found");
      return { data: withLogo(community) };
    },
  );

  app.get(
    "/api/communities/:token/posts",
    {
      schema: {
        tags,
        operationId: "listCommunityPosts",
        summary: "A community's feed, filtered, with keyset pagination",
        description:
          "The feed filter of the spec (`type`, `orderBy`, `text`); deleted posts are left out. Pages follow `nextCursor` until it is null.",
        params: communityParams,
        querystring: feedQuery,
        response: {
          200: z
            .object({ data: z.array(postSummarySchema), nextCursor: z.string().nullable() })
            .describe("One page of posts; `nextCursor` is null on the last page"),
          404: noCommunity,
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const { page } = await communities.feed(req.params.token, req.query);
      return { data: page.data.map(withLogo), nextCursor: page.nextCursor };
    },
  );

  app.get(
    "/api/communities/:token/posts/:id",
    {
      schema: {
        tags,
        operationId: "getCommunityPost",
        summary: "A post with its answers",
        description:
          "A post of a published community with its text and every answer, oldest first; answers to answers name their `parentId`. A deleted post answers 404; a deleted answer keeps its place without its text.",
        params: postParams,
        response: {
          200: z.object({ data: postDetailSchema }).describe("The post and its answers"),
          404: refusal("No published community for this token, or no such post in it"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const found = await communities.post(req.params.token, req.params.id);
      if (!found) throw new NotFound("Post not found");
      return { data: withLogo(found.post) };
    },
  );
};
