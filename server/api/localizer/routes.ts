import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type Locale, localeFromUpper } from "../../../lib/locales.ts";
import type { Namespaces } from "../../messages.ts";
import { errorSchema } from "../schemas.ts";

export const localizerRoutes: FastifyPluginAsyncZod<{ messages: Record<Locale, Namespaces> }> = async (
  app,
  { messages },
) => {
  app.get(
    "/api/localizer",
    {
      config: { alwaysAvailable: true },
      schema: {
        tags: ["i18n"],
        operationId: "getMessages",
        summary: "Interface messages of one locale, by its upper-cased code (e.g. DE, ZH-TW)",
        description:
          "The site's interface texts in one language, by namespace, for clients that show the same wording. Cached for 5 minutes.",
        querystring: z.object({
          locale: z
            .string()
            .regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, "Upper-cased locale code expected")
            .refine((v) => localeFromUpper(v) !== undefined, "Unknown locale")
            .describe("Locale code in upper case: `DE`, `PT-BR`, `ZH-TW`"),
        }),
        response: {
          200: z
            .object({
              locale: z.string(),
              data: z.record(z.string(), z.record(z.string(), z.unknown())),
            })
            .describe("The locale (lower-cased) and its messages by namespace"),
          422: errorSchema,
        },
      },
    },
    async (req, reply) => {
      const locale = localeFromUpper(req.query.locale) as Locale;
      reply.header("cache-control", "public, max-age=300");
      return { locale, data: messages[locale] };
    },
  );
};
