import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Inbox } from "../../../domain/content/inbox.ts";
import { requestContext } from "../../plugins/auth.ts";
import { errorSchema } from "../schemas.ts";

const received = z
  .object({ data: z.object({ id: z.number().int() }) })
  .describe("Received: stored and mailed to the team");
const refusals = { 403: errorSchema, 422: errorSchema, 429: errorSchema };

/** The contact form and the listing request form: stored and mailed to the team. */
export const inboxRoutes: FastifyPluginAsyncZod<{ inbox: Inbox }> = async (app, { inbox }) => {
  app.post(
    "/api/contact",
    {
      schema: {
        operationId: "sendMessage",
        description: "Mailed to the team; limited per address and per sender.",
        tags: ["contact"],
        summary: "Send a message to the team (name, email, topic, message of 10–5000 characters)",
        body: z.record(z.string(), z.unknown()),
        response: { 201: received, ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await inbox.contact(req.body, requestContext(req)) } }),
  );

  app.post(
    "/api/listing-requests",
    {
      schema: {
        operationId: "requestListing",
        description: "Mailed to the team; limited per address and per sender.",
        tags: ["contact"],
        summary: "Ask for a token to be listed (contact, project, chain, contract address, website)",
        body: z.record(z.string(), z.unknown()),
        response: { 201: received, ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await inbox.listing(req.body, requestContext(req)) } }),
  );
};
