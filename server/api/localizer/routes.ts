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
      schema: {
        tags: ["i18n"],
        summary: "Interface messages of one locale, by its upper-cased code (e.g. DE, ZH-TW)",
        querystring: z.object({
          locale: z
            .string()
            .regex(/^[A-Z]{2}(?:-[A-Z]{2})?$/, "Upper-cased locale code expected")
            .refine((v) => localeFromUpper(v) !== undefined, "Unknown locale"),
        }),
        response: {
          200: z.object({
            locale: z.string(),
            data: z.record(z.string(), z.record(z.string(), z.unknown())),
          }),
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
