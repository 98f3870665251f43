import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Catalog } from "../../../domain/catalog/index.ts";
import { errorSchema, tagSchema } from "../schemas.ts";

export const tagRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    "/api/tags",
    {
      schema: {
        tags: ["tags"],
        operationId: "listTags",
        summary: "Tags (categories, industries, algorithms) with token counts",
        description: "Every tag, or the tags of one type, with the number of tokens that carry each.",
        querystring: z.object({
          type: z
            .enum(["category", "industry", "algorithm"])
            .optional()
            .describe("Only tags of this type; every type by default"),
        }),
        response: { 200: z.object({ data: z.array(tagSchema) }).describe("The tags"), 422: errorSchema },
      },
    },
    async (req) => ({ data: await catalog.tags(req.query.type) }),
  );
};
