import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Desk } from "../../../domain/content/desk.ts";
import { COVER_LIMITS } from "../../../domain/content/media.ts";
import { contentKinds } from "../../../lib/content-kinds.ts";
import type { Auth } from "../../plugins/auth.ts";
import { acceptImageBodies, uploadedImage } from "../image-body.ts";
import { done, errorSchema, refusals, rowId, signedIn } from "../schemas.ts";

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

  acceptImageBodies(app, COVER_LIMITS.maxBytes);

  app.get(
    "/api/admin/entries",
    {
      schema: {
        operationId: "listEntries",
        description:
          "For editors and admins: news, blog posts, FAQ entries, ICOs, airdrops and pages, drafts included.",
        security: signedIn,
        tags,
        summary: "Entries of every kind and state, newest change first",
        querystring: z.object({
          kind: z.enum(contentKinds).optional().describe("Only entries of this kind"),
          q: z.string().max(100).optional().describe("Only entries whose slug or title contains this text"),
        }),
        response: {
          200: z
            .object({ data: z.array(z.record(z.string(), z.unknown())) })
            .describe("The entries (at most 500)"),
          ...refusals(403),
        },
      },
    },
    async (req) => ({ data: await desk.list(await auth.caller(req), req.query) }),
  );

  app.post(
    "/api/admin/entries",
    {
      schema: {
        operationId: "createEntry",
        description: "For editors and admins: a new draft of one kind with its English title and body.",
        security: signedIn,
        tags,
        summary: "Create a draft with its English text",
        body: z.object({
          kind: z.unknown(),
          slug: z.unknown(),
          tokens: z.unknown().optional(),
          facts: z.unknown().optional(),
          en: text,
        }),
        response: {
          201: z.object({ data: z.object({ id: z.number().int() }) }).describe("The new draft's id"),
          ...refusals(403, 409),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await desk.create(await auth.caller(req), req.body) } }),
  );

  app.get(
    "/api/admin/entries/:id",
    {
      schema: {
        operationId: "getEntry",
        description:
          "For editors and admins: the entry's settings, every language's text and its change history.",
        security: signedIn,
        tags,
        summary: "One entry with every language and its history",
        params: idParams,
        response: {
          200: anyData.describe("The entry with every language and its history"),
          ...refusals(403, 404),
        },
      },
    },
    async (req) => ({ data: await desk.get(await auth.caller(req), req.params.id) }),
  );

  app.put(
    "/api/admin/entries/:id",
    {
      schema: {
        operationId: "updateEntry",
        description: "For editors and admins: settings shared by every language.",
        security: signedIn,
        tags,
        summary: "Change the slug, related tokens and facts",
        params: idParams,
        body: z.object({ slug: z.unknown(), tokens: z.unknown().optional(), facts: z.unknown().optional() }),
        response: { 200: done, ...refusals(403, 404, 409) },
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
        operationId: "deleteEntry",
        description: "For admins only: the entry and every translation go.",
        security: signedIn,
        tags,
        summary: "Delete an entry (admins)",
        params: idParams,
        response: { 200: done, ...refusals(403, 404) },
      },
    },
    async (req) => {
      await desk.remove(await auth.caller(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  const versionParams = idParams.extend({ locale: z.string().max(8).describe("The language, e.g. `de`") });
  app.put(
    "/api/admin/entries/:id/versions/:locale",
    {
      schema: {
        operationId: "saveEntryText",
        description:
          "For editors and admins: title, summary and body of one language; the body is sanitised HTML.",
        security: signedIn,
        tags,
        summary: "Save one language's text",
        params: versionParams,
        body: text,
        response: { 200: done, ...refusals(403, 404) },
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
        operationId: "deleteEntryText",
        description: "For editors and admins: a translation other than English.",
        security: signedIn,
        tags,
        summary: "Remove a translation",
        params: versionParams,
        response: { 200: done, ...refusals(403, 404) },
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
        operationId: "publishEntry",
        description: "For editors and admins: without `at`, now; with `at`, at that time.",
        security: signedIn,
        tags,
        summary: "Publish now, or schedule for a future time",
        params: idParams,
        body: z.object({ at: z.string().max(40).optional() }).optional(),
        response: { 200: done, ...refusals(403, 404) },
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
        operationId: "unpublishEntry",
        description: "For editors and admins: the entry goes back to draft.",
        security: signedIn,
        tags,
        summary: "Take an entry off the site",
        params: idParams,
        response: { 200: done, ...refusals(403, 404) },
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
        operationId: "setEntryCover",
        description: "For editors and admins: the image is the raw request body with its own content type.",
        security: signedIn,
        tags,
        summary:
          "Upload a cover (JPEG, PNG or WebP, up to 5 MiB, at least 600 × 315): re-encoded as 1200 × 630 WebP",
        params: idParams,
        response: {
          200: z.object({ data: z.object({ cover: z.string().nullable() }) }).describe("The cover's address"),
          ...refusals(403, 404),
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (req) => ({
      data: { cover: await desk.setCover(await auth.caller(req), req.params.id, uploadedImage(req.body)) },
    }),
  );

  app.delete(
    "/api/admin/entries/:id/cover",
    {
      schema: {
        tags,
        operationId: "removeEntryCover",
        description: "For editors and admins.",
        security: signedIn,
        summary: "Remove the cover",
        params: idParams,
        response: { 200: done, ...refusals(403, 404) },
      },
    },
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
        operationId: "listRedirects",
        summary: "Every redirect of the site's pages, newest change first",
        description: "For editors and admins: the redirects editors added and those slug changes added.",
        security: signedIn,
        response: { 200: anyData.describe("The redirects"), ...refusals(403) },
      },
    },
    async (req) => ({ data: await desk.redirects(await auth.caller(req)) }),
  );

  app.post(
    "/api/admin/redirects",
    {
      schema: {
        tags,
        operationId: "addRedirect",
        summary:
          "Add a redirect: a site path (under every locale prefix) to a site path or an https address; no loops",
        description:
          "For editors and admins. A redirect to itself, one that closes a loop or a second one from the same path is refused.",
        security: signedIn,
        body: z.object({ source: z.unknown(), target: z.unknown(), permanent: z.unknown().optional() }),
        response: {
          201: z.object({ data: z.object({ id: z.number().int() }) }).describe("The new redirect's id"),
          ...refusals(403, 409),
        },
      },
    },
    async (req, reply) =>
      reply.code(201).send({ data: { id: await desk.addRedirect(await auth.caller(req), req.body) } }),
  );

  app.delete(
    "/api/admin/redirects/:id",
    {
      schema: {
        tags,
        operationId: "removeRedirect",
        summary: "Remove a redirect",
        description: "For editors and admins; the old address answers as it would without it at once.",
        security: signedIn,
        params: idParams,
        response: { 200: done, ...refusals(403, 404) },
      },
    },
    async (req) => {
      await desk.removeRedirect(await auth.caller(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.get(
    "/api/admin/audit",
    {
      schema: {
        tags,
        operationId: "listAudit",
        description: "For admins only: who did what in the desk, newest first.",
        security: signedIn,
        summary: "The whole audit log (admins)",
        response: { 200: anyData.describe("The audit log, newest first"), ...refusals(403) },
      },
    },
    async (req) => ({ data: await desk.history(await auth.caller(req)) }),
  );

  app.get(
    "/api/admin/users",
    {
      schema: {
        operationId: "listPeople",
        description: "For admins only: accounts that hold a role, or whose email or nickname matches `q`.",
        security: signedIn,
        tags,
        summary: "Accounts with a role, or matching q (admins)",
        querystring: z.object({
          q: z.string().max(100).optional().describe("Part of an email address or nickname"),
        }),
        response: {
          200: anyData.describe("The matching accounts (at most 50) with their roles"),
          ...refusals(403),
        },
      },
    },
    async (req) => ({ data: await desk.people(await auth.caller(req), req.query.q) }),
  );

  app.put(
    "/api/admin/users/:id/role",
    {
      schema: {
        operationId: "setRole",
        description: "For admins only; an admin cannot take away their own admin role.",
        security: signedIn,
        tags,
        summary: "Grant or withdraw a role (admins)",
        params: idParams,
        body: z.object({ role: z.unknown() }),
        response: { 200: done, ...refusals(403, 404) },
      },
    },
    async (req) => {
      await desk.setRole(await auth.caller(req), req.params.id, req.body.role);
      return { data: { ok: true as const } };
    },
  );
};
