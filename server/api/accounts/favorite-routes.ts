import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Favorites } from "../../../domain/accounts/favorites.ts";
import type { Auth } from "../../plugins/auth.ts";
import type { PublicLinks } from "../public-links.ts";
import { done, refusals, signedIn, tokenItemSchema } from "../schemas.ts";
import { tags } from "./account-schemas.ts";

/** The tokens the signed-in user starred (`/api/user/favorite`, docs/product.md, Accounts). */
export const favoriteRoutes: FastifyPluginAsyncZod<{
  favorites: Favorites;
  auth: Auth;
  links: PublicLinks;
}> = async (app, { favorites, auth, links }) => {
  app.get(
    "/api/user/favorite",
    {
      schema: {
        operationId: "listFavorites",
        description: "The starred tokens with the same figures as the lists.",
        security: signedIn,
        tags,
        summary: "The signed-in user's favourite tokens, newest first",
        response: {
          200: z.object({ data: z.array(tokenItemSchema) }).describe("The starred tokens"),
        },
      },
    },
    async (req) => ({ data: links.items(await favorites.list(await auth.require(req))) }),
  );

  const slugParams = z.object({ slug: z.string().min(1).max(200).describe("The token's slug") });
  app.put(
    "/api/user/favorite/:slug",
    {
      schema: {
        tags,
        operationId: "addFavorite",
        description: "Starring a token already starred changes nothing.",
        security: signedIn,
        summary: "Star a token",
        params: slugParams,
        response: { 200: done, ...refusals(404) },
      },
    },
    async (req) => {
      await favorites.add(await auth.require(req), req.params.slug);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/api/user/favorite/:slug",
    {
      schema: {
        tags,
        operationId: "removeFavorite",
        description: "Unstarring a token not starred changes nothing.",
        security: signedIn,
        summary: "Unstar a token",
        params: slugParams,
        response: { 200: done, ...refusals(404) },
      },
    },
    async (req) => {
      await favorites.remove(await auth.require(req), req.params.slug);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/user/favorite/merge",
    {
      schema: {
        operationId: "mergeFavorites",
        description:
          "Adds the slugs a visitor starred before signing in; known tokens only, the answer counts those added.",
        security: signedIn,
        tags,
        summary: "Add the stars a visitor kept in the browser (at sign-in)",
        body: z.object({ slugs: z.array(z.string().min(1).max(200)).max(500) }),
        response: {
          200: z
            .object({ data: z.object({ added: z.number().int() }) })
            .describe("How many stars were added"),
        },
      },
    },
    async (req) => ({
      data: { added: await favorites.merge(await auth.require(req), req.body.slugs) },
    }),
  );
};
