import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Accounts } from "../../../domain/accounts/index.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import { done, refusals, rowId, signedIn } from "../schemas.ts";
import { tags } from "./account-schemas.ts";

/**
 * The signed-in user's sessions and API tokens (`/api/user/sessions`, `/api/user/tokens`, docs/product.md,
 * Accounts).
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ accounts: Accounts; auth: Auth }> = async (
  app,
  { accounts, auth },
) => {
  app.get(
    "/api/user/sessions",
    {
      schema: {
        operationId: "listSessions",
        description:
          "Browser sessions and API tokens with where and when they were used; `current` marks the caller's.",
        security: signedIn,
        tags,
        summary: "The signed-in user's sessions and API tokens",
        response: {
          200: z
            .object({
              data: z.array(
                z.object({
                  id: z.number().int(),
                  kind: z.enum(["browser", "api"]),
                  name: z.string().nullable(),
                  userAgent: z.string().nullable(),
                  ip: z.string().nullable(),
                  createdAt: z.string(),
                  lastSeenAt: z.string(),
                  expiresAt: z.string(),
                  current: z.boolean(),
                }),
              ),
            })
            .describe("Sessions and API tokens, the current one marked"),
        },
      },
    },
    async (req) => ({ data: await accounts.sessions(await auth.require(req)) }),
  );

  app.delete(
    "/api/user/sessions/:id",
    {
      schema: {
        operationId: "endSession",
        description: "Ending the caller's own session also clears its cookie.",
        security: signedIn,
        tags,
        summary: "End one of your sessions (or revoke an API token)",
        params: z.object({ id: rowId }),
        response: { 200: done, ...refusals(404) },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      await accounts.endSession(caller, req.params.id);
      if (req.params.id === caller.session.id) auth.clearSession(reply);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/user/tokens",
    {
      schema: {
        operationId: "createApiToken",
        description:
          "Needs a re-authentication within the last minutes. The token is in the answer only; it is stored hashed.",
        security: signedIn,
        tags,
        summary: "Create a named API token for Authorization: Bearer (after re-authentication); shown once",
        body: z.object({ name: z.string().max(200) }),
        response: {
          201: z
            .object({ data: z.object({ id: z.number().int(), token: z.string() }) })
            .describe("The token, shown this once"),
        },
      },
    },
    async (req, reply) => {
      const created = await accounts.createApiToken(
        await auth.require(req),
        req.body.name,
        requestContext(req),
      );
      return reply.code(201).send({ data: created });
    },
  );
};
