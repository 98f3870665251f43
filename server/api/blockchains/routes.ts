import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Catalog } from "../../../domain/catalog/index.ts";
import { NotFound } from "../../../domain/errors.ts";
import { isSlug } from "../../../lib/route-shapes.ts";
import { chainSchema, errorSchema } from "../schemas.ts";

export const blockchainRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    "/api/blockchains",
    {
      schema: {
        tags: ["blockchains"],
        summary: "Every blockchain with its token count",
        response: { 200: z.object({ data: z.array(chainSchema) }) },
      },
    },
    async () => ({ data: await catalog.chains() }),
  );

  app.get(
    "/api/blockchains/:slug",
    {
      schema: {
        tags: ["blockchains"],
        summary: "One blockchain",
        params: z.object({ slug: z.string().refine(isSlug, "Not a blockchain slug") }),
        response: { 200: z.object({ data: chainSchema }), 404: errorSchema, 422: errorSchema },
      },
    },
    async (req) => {
      const chain = await catalog.chain(req.params.slug);
      if (!chain) throw new NotFound("Blockchain not found");
      return { data: chain };
    },
  );
};
