import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Catalog } from "../../../domain/catalog/index.ts";
import { NotFound } from "../../../domain/errors.ts";
import { isSlug } from "../../../lib/route-shapes.ts";
import { chainSchema, errorSchema, refusal } from "../schemas.ts";

export const blockchainRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    "/api/blockchains",
    {
      schema: {
        tags: ["blockchains"],
        operationId: "listBlockchains",
        summary: "Every blockchain with its token count",
        description:
          "The blockchains the catalogue follows, with their native coins, explorers and token counts.",
        response: { 200: z.object({ data: z.array(chainSchema) }).describe("Every blockchain") },
      },
    },
    async () => ({ data: await catalog.chains() }),
  );

  app.get(
    "/api/blockchains/:slug",
    {
      schema: {
        tags: ["blockchains"],
        operationId: "getBlockchain",
        summary: "One blockchain",
        description: "A blockchain by its slug, as in `/blockchains/{slug}`.",
        params: z.object({
          slug: z
            .string()
            .refine(isSlug, "Not a blockchain slug")
            .describe("The blockchain's slug, e.g. `ethereum`"),
        }),
        response: {
          200: z.object({ data: chainSchema }).describe("The blockchain"),
          404: refusal("No blockchain has this slug"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const chain = await catalog.chain(req.params.slug);
      if (!chain) throw new NotFound("Blockchain not found");
      return { data: chain };
    },
  );
};
