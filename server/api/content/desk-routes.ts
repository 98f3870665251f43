import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Desk } from "../../../domain/content/desk.ts";
import { COVER_LIMITS } from "../../../domain/content/media.ts";
import { contentKinds } from "../../../lib/content-kinds.ts";
import type { Auth } from "../../plugins/auth.ts";
import { errorSchema, rowId } from "../schemas.ts";

const refusals = { 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema, 422: errorSchema };
const done = z.object({ data: z.object({ ok: z.literal(true) }) });
const anyData = z.object({ data: z.unknown() });
const idParams = z.object({ id: rowId });
const text = z.object({
  title: z.unknown(),
  summary: z.unknown(),
  body: z.unknown(),
  extra: z.unknown().optional(),
});

/**
 * The editors' desk API (`/api/admin/...`): editors and admins only, every refusal per field and nothing
 * written, every change in the audit log. Deleting entries, the full log and roles are for admins.
 */
export const deskRoutes: FastifyPluginAsyncZod<{ desk: Desk; auth: Auth }> = async (app, { desk, auth }) => {
  const tags = ["editors"];

  app.addContentTypeParser(
    ["image/jpeg", "image/png", "image/webp"],
    { parseAs: "buffer", bodyLimit: COVER_LIMITS.maxBytes + 1 },
    (_req, body, done) => done(null, body),
  );

  app.get(
    "/api/admin/entries",
    {
      schema: {
        tags,
        summary: "Entries of every kind and state, newest change first",
        querystring: z.object({ kind: z.enum(contentKinds).optional(), q: z.string().max(100).optional() }),
        response: { 200: z.object({ data: z.array(z.record(z.string(), z.unknown())) }), ...refusals },
      },
    },
    async (req) => ({ data: await desk.list(await auth.caller(req), req.query) }),
  );

  app.post(
    "/api/admin/entries",
    {
      schema: {
        tags,
        summary: "Create a draft with its English text",
        body: z.object({
          kind: z.unknown(),
          slug: z.unknown(),
          tokens: z.unknown().optional(),
          facts: z.unknown().optional(),
          en: text,
        }),
        response: { 201: z.object({ data: z.object({ id: z.number().int() }) }), ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await desk.create(await auth.caller(req), req.body) } }),
  );

  app.get(
    "/api/admin/entries/:id",
    {
      schema: {
        tags,
        summary: "One entry with every language and its history",
        params: idParams,
        response: { 200: anyData, ...refusals },
      },
    },
    async (req) => ({ data: await desk.get(await auth.caller(req), req.params.id) }),
  );

  app.put(
    "/api/admin/entries/:id",
    {
      schema: {
        tags,
        summary: "Change the slug, related tokens and facts",
        params: idParams,
        body: z.object({ slug: z.unknown(), tokens: z.unknown().optional(), facts: z.unknown().optional() }),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.update(await auth.caller(req), req.params.id, req.body);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/api/admin/entries/:id",
    {
      schema: {
        tags,
        summary: "Delete an entry (admins)",
        params: idParams,
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.remove(await auth.caller(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  const versionParams = idParams.extend({ locale: z.string().max(8) });
  app.put(
    "/api/admin/entries/:id/versions/:locale",
    {
      schema: {
        tags,
        summary: "Save one language's text",
        params: versionParams,
        body: text,
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.saveVersion(await auth.caller(req), req.params.id, req.params.locale, req.body);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/api/admin/entries/:id/versions/:locale",
    {
      schema: {
        tags,
        summary: "Remove a translation",
        params: versionParams,
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.deleteVersion(await auth.caller(req), req.params.id, req.params.locale);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/admin/entries/:id/publish",
    {
      schema: {
        tags,
        summary: "Publish now, or schedule for a future time",
        params: idParams,
        body: z.object({ at: z.string().max(40).optional() }).optional(),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.publish(await auth.caller(req), req.params.id, req.body?.at);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/admin/entries/:id/unpublish",
    {
      schema: {
        tags,
        summary: "Take an entry off the site",
        params: idParams,
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.unpublish(await auth.caller(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.put(
    "/api/admin/entries/:id/cover",
    {
      schema: {
        tags,
        summary:
          "Upload a cover (JPEG, PNG or WebP, up to 5 MiB, at least 600 × 315): re-encoded as 1200 × 630 WebP",
        params: idParams,
        response: {
          200: z.object({ data: z.object({ cover: z.string().nullable() }) }),
          ...refusals,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (req) => {
      // Anything but an image type arrives parsed as something else: refuse it as not an image.
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.from("not an image");
      return { data: { cover: await desk.setCover(await auth.caller(req), req.params.id, body) } };
    },
  );

  app.delete(
    "/api/admin/entries/:id/cover",
    { schema: { tags, summary: "Remove the cover", params: idParams, response: { 200: done, ...refusals } } },
    async (req) => {
      await desk.setCover(await auth.caller(req), req.params.id, null);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/api/admin/redirects",
    {
      schema: {
        tags,
        summary: "Every redirect of the site's pages, newest change first",
        response: { 200: anyData, ...refusals },
      },
    },
    async (req) => ({ data: await desk.redirects(await auth.caller(req)) }),
  );

  app.post(
    "/api/admin/redirects",
    {
      schema: {
        tags,
        summary:
          "Add a redirect: a site path (under every locale prefix) to a site path or an https address; no loops",
        body: z.object({ source: z.unknown(), target: z.unknown(), permanent: z.unknown().optional() }),
        response: { 201: z.object({ data: z.object({ id: z.number().int() }) }), ...refusals },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await desk.addRedirect(await auth.caller(req), req.body) } }),
  );

  app.delete(
    "/api/admin/redirects/:id",
    {
      schema: { tags, summary: "Remove a redirect", params: idParams, response: { 200: done, ...refusals } },
    },
    async (req) => {
      await desk.removeRedirect(await auth.caller(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/api/admin/audit",
    { schema: { tags, summary: "The whole audit log (admins)", response: { 200: anyData, ...refusals } } },
    async (req) => ({ data: await desk.history(await auth.caller(req)) }),
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        tags,
        summary: "Accounts with a role, or matching q (admins)",
        querystring: z.object({ q: z.string().max(100).optional() }),
        response: { 200: anyData, ...refusals },
      },
    },
    async (req) => ({ data: await desk.people(await auth.caller(req), req.query.q) }),
  );

  app.put(
    "/api/admin/users/:id/role",
    {
      schema: {
        tags,
        summary: "Grant or withdraw a role (admins)",
        params: idParams,
        body: z.object({ role: z.unknown() }),
        response: { 200: done, ...refusals },
      },
    },
    async (req) => {
      await desk.setRole(await auth.caller(req), req.params.id, req.body.role);
      return { data: { ok: true as const } };
    },
  );
};
