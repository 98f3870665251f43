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
        summary: "Tags (categories, industries, algorithms) with token counts",
        querystring: z.object({ type: z.enum(["category", "industry", "algorithm"]).optional() }),
        response: { 200: z.object({ data: z.array(tagSchema) }), 422: errorSchema },
      },
    },
    async (req) => ({ data: await catalog.tags(req.query.type) }),
  );
};
