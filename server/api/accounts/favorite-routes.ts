import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Favorites } from "../../../domain/accounts/favorites.ts";
import type { Auth } from "../../plugins/auth.ts";
import { tokenItemSchema } from "../schemas.ts";
import { done, refusals, tags } from "./account-schemas.ts";

/** The tokens the signed-in user starred (`/api/user/favorite`, docs/product.md, Accounts). */
export const favoriteRoutes: FastifyPluginAsyncZod<{ favorites: Favorites; auth: Auth }> = async (
  app,
  { favorites, auth },
) => {
  app.get(
    "/api/user/favorite",
    {
      schema: {
        tags,
        summary: "The signed-in user's favourite tokens, newest first",
        response: { 200: z.object({ data: z.array(tokenItemSchema) }), ...refusals },
      },
    },
    async (req) => ({ data: await favorites.list(await auth.require(req)) }),
  );

  const slugParams = z.object({ slug: z.string().min(1).max(200) });
  app.put(
    "/api/user/favorite/:slug",
    {
      schema: { tags, summary: "Star a token", params: slugParams, response: { 200: done, ...refusals } },
    },
    async (req) => {
      await favorites.add(await auth.require(req), req.params.slug);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/api/user/favorite/:slug",
    {
      schema: { tags, summary: "Unstar a token", params: slugParams, response: { 200: done, ...refusals } },
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
        tags,
        summary: "Add the stars a visitor kept in the browser (at sign-in)",
        body: z.object({ slugs: z.array(z.string().min(1).max(200)).max(500) }),
        response: { 200: z.object({ data: z.object({ added: z.number().int() }) }), ...refusals },
      },
    },
    async (req) => ({
      data: { added: await favorites.merge(await auth.require(req), req.body.slugs) },
    }),
  );
};
