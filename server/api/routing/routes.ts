import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type RouteRules, RULES_TTL_MS } from "../../../domain/routing/route-rules.ts";
import { isSitePath, MAX_PATH_LENGTH } from "../../../domain/routing/rule-paths.ts";
import { errorSchema } from "../schemas.ts";

const redirectSchema = z
  .object({
    target: z
      .string()
      .describe(
        "Where the path is sent: a site path carrying the asked path's locale prefix, or an absolute https address of another site",
      ),
    permanent: z
      .boolean()
      .describe("Whether the move is for good (pages answer 301/308) or for now (302/307)"),
  })
  .describe("The redirect of the path, after following chained rules to their end");

const answerSchema = z
  .object({ data: redirectSchema.nullable().describe("The redirect, or null when the path has none") })
  .describe("The path's redirect, or null")
  .meta({ examples: [{ data: { target: "/de/news/new-slug", permanent: true } }] });

const refusalSchema = errorSchema
  .describe("The path is not a site-relative path (fields.path says why)")
  .meta({
    examples: [
      {
        error: {
          code: "invalid",
          message: "Invalid input",
          fields: { path: "A site path starting with one / expected" },
        },
      },
    ],
  });

/** `GET /api/route-rules`: the redirect the site applies to a path (docs/product.md, Redirects). */
export const routeRuleRoutes: FastifyPluginAsyncZod<{ routeRules: RouteRules }> = async (
  app,
  { routeRules },
) => {
  app.get(
    "/api/route-rules",
    {
      schema: {
        operationId: "getRouteRule",
        tags: ["redirects"],
        summary: "The redirect of a page path, if any",
        description:
          "Looks up the redirect rules editors keep for the site's pages. A rule is stored without a locale prefix and applies under every prefix: a site target keeps the asked path's prefix (`/de/news/old` → `/de/news/new`), an external target is an absolute https address, which a browser loads as a whole page. Chains of rules are followed to their end. Answers are cached for 10 seconds.",
        querystring: z.object({
          path: z
            .string()
            .max(MAX_PATH_LENGTH, `At most ${MAX_PATH_LENGTH} characters`)
            .refine(isSitePath, "A site path starting with one / expected")
            .describe(
              `A site-relative path, with or without its locale prefix: it starts with one "/" (not "//"), has no query, fragment, backslash or control character, and is at most ${MAX_PATH_LENGTH} characters long`,
            )
            .meta({ example: "/de/news/old-slug" }),
        }),
        response: { 200: answerSchema, 422: refusalSchema },
      },
    },
    async (req, reply) => {
      reply.header("cache-control", `public, max-age=${RULES_TTL_MS / 1000}`);
      return { data: await routeRules.lookup(req.query.path) };
    },
  );
};
