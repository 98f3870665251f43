import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RecentlyViewed } from "../../../domain/accounts/recently-viewed.ts";
import type { Auth } from "../../plugins/auth.ts";
import { tokenItemSchema } from "../schemas.ts";
import { done, refusals, tags } from "./account-schemas.ts";

/** The tokens the signed-in user opened last (`/api/user/last-viewed`, docs/product.md, Accounts). */
export const recentlyViewedRoutes: FastifyPluginAsyncZod<{
  recentlyViewed: RecentlyViewed;
  auth: Auth;
}> = async (app, { recentlyViewed, auth }) => {
  app.get(
    "/api/user/last-viewed",
    {
      schema: {
        tags,
        summary: "The tokens the signed-in user opened last, newest first (at most 50)",
        response: {
          200: z.object({ data: z.array(z.object({ token: tokenItemSchema, viewedAt: z.string() })) }),
          ...refusals,
        },
      },
    },
    async (req) => ({ data: await recentlyViewed.list(await auth.require(req)) }),
  );

  app.delete(
    "/api/user/last-viewed",
    { schema: { tags, summary: "Clear the recently viewed list", response: { 200: done, ...refusals } } },
    async (req) => {
      await recentlyViewed.clear(await auth.require(req));
      return { data: { ok: true as const } };
    },
  );
};
