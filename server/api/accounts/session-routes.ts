import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Accounts } from "../../../domain/accounts/index.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import { rowId } from "../schemas.ts";
import { done, refusals, tags } from "./account-schemas.ts";

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
        tags,
        summary: "The signed-in user's sessions and API tokens",
        response: {
          200: z.object({
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
          }),
          ...refusals,
        },
      },
    },
    async (req) => ({ data: await accounts.sessions(await auth.require(req)) }),
  );

  app.delete(
    "/api/user/sessions/:id",
    {
      schema: {
        tags,
        summary: "End one of your sessions (or revoke an API token)",
        params: z.object({ id: rowId }),
        response: { 200: done, ...refusals },
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
        tags,
        summary: "Create a named API token for Authorization: Bearer (after re-authentication); shown once",
        body: z.object({ name: z.string().max(200) }),
        response: {
          201: z.object({ data: z.object({ id: z.number().int(), token: z.string() }) }),
          ...refusals,
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
