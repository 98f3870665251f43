import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { RecentlyViewed } from "../../../domain/accounts/recently-viewed.ts";
import type { Auth } from "../../plugins/auth.ts";
import type { PublicLinks } from "../public-links.ts";
import { done, signedIn, tokenItemSchema } from "../schemas.ts";
import { tags } from "./account-schemas.ts";

/** The tokens the signed-in user opened last (`/api/user/last-viewed`, docs/product.md, Accounts). */
export const recentlyViewedRoutes: FastifyPluginAsyncZod<{
  recentlyViewed: RecentlyViewed;
  auth: Auth;
  links: PublicLinks;
}> = async (app, { recentlyViewed, auth, links }) => {
  app.get(
    "/api/user/last-viewed",
    {
      schema: {
        operationId: "listRecentlyViewed",
        description: "The token pages the user opened, newest first, with the same figures as the lists.",
        security: signedIn,
        tags,
        summary: "The tokens the signed-in user opened last, newest first (at most 50)",
        response: {
          200: z
            .object({
              data: z.array(z.object({ token: tokenItemSchema, viewedAt: z.string().describe("ISO 8601") })),
            })
            .describe("The tokens with when each was last opened"),
        },
      },
    },
    async (req) => ({
      data: (await recentlyViewed.list(await auth.require(req))).map((seen) => ({
        ...seen,
        token: links.item(seen.token),
      })),
    }),
  );

  app.delete(
    "/api/user/last-viewed",
    {
      schema: {
        tags,
        operationId: "clearRecentlyViewed",
        description: "Forgets every token page the user opened.",
        security: signedIn,
        summary: "Clear the recently viewed list",
        response: { 200: done },
      },
    },
    async (req) => {
      await recentlyViewed.clear(await auth.require(req));
      return { data: { ok: true as const } };
    },
  );
};
