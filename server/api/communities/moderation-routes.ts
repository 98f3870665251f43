import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Moderation } from "../../../domain/communities/moderation.ts";
import { SUSPENSION_REASON_MAX } from "../../../domain/communities/moderation-rules.ts";
import { reportReasons } from "../../../lib/community-reports.ts";
import type { Auth } from "../../plugins/auth.ts";
import { cursorPaged, done, refusal, refusals, rowId, signedIn } from "../schemas.ts";
import { communityParams, nicknameParams } from "./schemas.ts";

const tags = ["editors"];

const reportedItem = z.object({
  postId: z.number().int(),
  answerId: z.number().int().nullable().describe("The reported answer; null when the post is reported"),
  token: z
    .object({ slug: z.string(), name: z.string(), symbol: z.string() })
    .describe("The community's token"),
  title: z.string().describe("The post's title (the thread of a reported answer)"),
  excerpt: z.string().describe("The start of the reported text, as plain text"),
  author: z.object({ nickname: z.string().nullable().describe("null once the account is gone") }),
  hidden: z.boolean().describe("Hidden by the editors already"),
  deleted: z.boolean().describe("Deleted by its author since"),
  reports: z.number().int().describe("Open reports of the item"),
  reasons: z.array(z.enum(reportReasons)).describe("The reasons the open reports give"),
  notes: z.array(z.string()).describe("The newest notes of the open reports, at most 3"),
  lastReportedAt: z.string().describe("The newest open report, ISO 8601 in UTC"),
});

const itemBody = z.object({
  answerId: rowId
    .nullable()
    .optional()
    .describe("The answer of this post decided on; the post when left out"),
});
const decision = z
  .object({
    data: z.object({
      hidden: z.boolean().describe("Whether the item is hidden now"),
      resolved: z.number().int().describe("How many open reports the decision resolved"),
    }),
  })
  .describe("Decided; the item's open reports are resolved and the decision is in the audit log");
const noItem = refusal("No such post, or no such answer of it");
const queuePages = cursorPaged(reportedItem, "A page of the queue");

const deskCommunity = z.object({
  id: z.number().int(),
  token: z
    .object({ slug: z.string(), name: z.string(), symbol: z.string() })
    .describe("The community's token"),
  isPublished: z.boolean().describe("Shown to readers"),
  postCount: z.number().int().describe("Posts in the community, deleted and hidden ones left out"),
  memberCount: z.number().int(),
  createdAt: z.string().describe("When the community was opened, ISO 8601 in UTC"),
});
const communityPages = cursorPaged(deskCommunity, "A page of communities");
const noToken = refusal("No token has this slug, or (publishing) the token has no community");
const published = z
  .object({ data: z.object({ isPublished: z.boolean() }) })
  .describe("Done; the change is in the audit log");

const suspension = z.object({
  until: z.string().nullable().describe("The end, ISO 8601 in UTC; null until an editor lifts it"),
  reason: z.string(),
});

const actions = {
  hide: {
    operationId: "hideCommunityItem",
    summary: "Hide a post or an answer from readers",
    description:
      "For editors and admins: it leaves the feeds, the hub, search, counts and tracking; a hidden answer keeps its place in the thread without its author and text. Its author still reads it, marked hidden by the moderators. Resolves its open reports.",
    conflict: "`already_hidden`: it is hidden already",
  },
  restore: {
    operationId: "restoreCommunityItem",
    summary: "Show a hidden post or answer to readers again",
    description:
      "For editors and admins: it comes back where it was and counts again. Resolves its open reports.",
    conflict: "`not_hidden`: it is not hidden",
  },
  dismiss: {
    operationId: "dismissCommunityReports",
    summary: "Dismiss the open reports of a post or an answer",
    description: "For editors and admins: the item stays as it is and leaves the queue.",
    conflict: "`no_open_reports`: it has no open reports",
  },
} as const;

/**
 * The desk's moderation and publishing of token communities (`/api/admin/communities/...`, docs/product.md,
 * Communities): editors and admins only; nothing is written on a refusal, every decision is in the audit log.
 */
export const moderationRoutes: FastifyPluginAsyncZod<{ moderation: Moderation; auth: Auth }> = async (
  app,
  { moderation, auth },
) => {
  app.get(
    "/api/admin/communities/reports",
    {
      schema: {
        tags,
        operationId: "listCommunityReports",
        summary: "Reported posts and answers with open reports, the most recently reported first",
        description: "For editors and admins: the open reports grouped by item, 20 items a page.",
        security: signedIn,
        querystring: queuePages.query,
        response: {
          200: queuePages.page,
          ...refusals(403, 422),
        },
      },
    },
    async (req) => moderation.queue(await auth.caller(req), req.query.cursor),
  );

  for (const [action, doc] of Object.entries(actions) as [keyof typeof actions, (typeof actions)["hide"]][]) {
    app.post(
      `/api/admin/communities/posts/:id/${action}`,
      {
        schema: {
          tags,
          operationId: doc.operationId,
          summary: doc.summary,
          description: doc.description,
          security: signedIn,
          params: z.object({ id: rowId.describe("The post's id") }),
          body: itemBody,
          response: { 200: decision, ...refusals(403), 404: noItem, 409: refusal(doc.conflict) },
        },
      },
      async (req) => ({
        data: await moderation.decide(await auth.caller(req), action, {
          postId: req.params.id,
          answerId: req.body.answerId ?? null,
        }),
      }),
    );
  }

  app.get(
    "/api/admin/communities",
    {
      schema: {
        tags,
        operationId: "listDeskCommunities",
        summary: "Every token community, published or not, the newest first",
        description: "For editors and admins: 20 communities a page, with their token and counts.",
        security: signedIn,
        querystring: communityPages.query,
        response: {
          200: communityPages.page,
          ...refusals(403, 422),
        },
      },
    },
    async (req) => moderation.communities(await auth.caller(req), req.query.cursor),
  );

  app.post(
    "/api/admin/communities",
    {
      schema: {
        tags,
        operationId: "createCommunity",
        summary: "Open a community for a token that has none",
        description:
          "For editors and admins: the community starts unpublished, out of every public read, until it is published. Audited.",
        security: signedIn,
        body: communityParams,
        response: {
          201: z
            .object({ data: z.object({ id: z.number().int().describe("The new community's id") }) })
            .describe("Opened, unpublished"),
          ...refusals(403),
          404: noToken,
          409: refusal("`community_exists`: the token has a community already"),
        },
      },
    },
    async (req, reply) => {
      const created = await moderation.createCommunity(await auth.caller(req), req.body.token);
      return reply.code(201).send({ data: created });
    },
  );

  for (const [action, doc] of [
    [
      "publish",
      {
        operationId: "publishCommunity",
        summary: "Publish a token's community to readers",
        conflict: "`already_published`: it is published already",
      },
    ],
    [
      "unpublish",
      {
        operationId: "unpublishCommunity",
        summary: "Take a token's community back from readers",
        conflict: "`not_published`: it is not published",
      },
    ],
  ] as const) {
    app.post(
      `/api/admin/communities/tokens/:token/${action}`,
      {
        schema: {
          tags,
          operationId: doc.operationId,
          summary: doc.summary,
          description:
            "For editors and admins; audited. An unpublished community answers 404 on every public read.",
          security: signedIn,
          params: communityParams,
          response: { 200: published, ...refusals(403), 404: noToken, 409: refusal(doc.conflict) },
        },
      },
      async (req) => ({
        data: await moderation.setPublished(await auth.caller(req), req.params.token, action === "publish"),
      }),
    );
  }

  app.get(
    "/api/admin/communities/suspensions",
    {
      schema: {
        tags,
        operationId: "listCommunitySuspensions",
        summary: "Members whose writing in communities is suspended now",
        description: "For editors and admins: the latest suspension first.",
        security: signedIn,
        response: {
          200: z
            .object({
              data: z.array(
                suspension.extend({
                  nickname: z.string(),
                  createdAt: z.string().describe("When it was set, ISO 8601 in UTC"),
                }),
              ),
            })
            .describe("The suspended members"),
          ...refusals(403),
        },
      },
    },
    async (req) => ({ data: await moderation.suspensions(await auth.caller(req)) }),
  );

  const member = "/api/admin/communities/suspensions/:nickname";
  const noMember = refusal("No member has this nickname");
  app.post(
    member,
    {
      schema: {
        tags,
        operationId: "suspendCommunityMember",
        summary: "Suspend a member's writing in every community",
        description:
          "For editors and admins: until `until`, or until lifted when it is left out; the member's posts, answers, reactions and reports are refused (403 `suspended`) meanwhile. A new suspension replaces the member's current one.",
        security: signedIn,
        params: nicknameParams,
        body: z.object({
          until: z
            .unknown()
            .optional()
            .describe("The end, ISO 8601 with an offset, in the future; none: until lifted"),
          reason: z.unknown().optional().describe(`Why, 1 to ${SUSPENSION_REASON_MAX} characters`),
        }),
        response: {
          200: z.object({ data: suspension }).describe("The suspension in force"),
          ...refusals(403),
          404: noMember,
          422: refusal(
            "Invalid input; on `reason`: `required` or `too_long`; on `until`: `invalid` or `in_past`; `cannot_suspend_self` on `nickname`",
          ),
        },
      },
    },
    async (req) => ({
      data: await moderation.suspend(await auth.caller(req), req.params.nickname, req.body),
    }),
  );

  app.delete(
    member,
    {
      schema: {
        tags,
        operationId: "liftCommunitySuspension",
        summary: "Lift a member's suspension",
        description: "For editors and admins: lifting none changes nothing.",
        security: signedIn,
        params: nicknameParams,
        response: { 200: done, ...refusals(403), 404: noMember },
      },
    },
    async (req) => {
      await moderation.lift(await auth.caller(req), req.params.nickname);
      return { data: { ok: true as const } };
    },
  );
};
