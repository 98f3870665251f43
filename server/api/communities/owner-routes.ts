import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Moderation } from "../../../domain/communities/moderation.ts";
import type { Auth } from "../../plugins/auth.ts";
import { refusal, rowId, signedIn } from "../schemas.ts";

/**
 * What a token's owner does with its community (docs/product.md, Communities): publishing it from the cabinet's
 * owner page, as an editor may from the desk.
 */
export const communityOwnerRoutes: FastifyPluginAsyncZod<{ moderation: Moderation; auth: Auth }> = async (
  app,
  { moderation, auth },
) => {
  app.post(
    "/api/project/:id/community/publication",
    {
      schema: {
        tags: ["project"],
        operationId: "publishOwnCommunity",
        summary: "Publish the community of one of the signed-in user's own tokens",
        description:
          "For a live owner of the token: opens the community when the token has none and shows it to readers. Audited. Only editors take a community back.",
        security: signedIn,
        params: z.object({ id: rowId.describe("The token's id") }),
        response: {
          200: z
            .object({ data: z.object({ isPublished: z.boolean() }) })
            .describe("Published; the change is in the audit log"),
          404: refusal("No such token among the caller's own"),
          409: refusal("`already_published`: the community is published already"),
        },
      },
    },
    async (req) => ({
      data: await moderation.publishAsOwner(await auth.require(req), req.params.id),
    }),
  );
};
