import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CommunityWrites } from "../../../domain/communities/writes.ts";
import { BODY_HTML_MAX, EDIT_WINDOW_MINUTES, memberPostTypes, TITLE_MAX } from "../../../lib/communities.ts";
import { REPORT_NOTE_MAX, reportReasons } from "../../../lib/community-reports.ts";
import { type Locale, localeCodes } from "../../../lib/locales.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import {
  captchaAway,
  captchaField,
  captchaRefused,
  done,
  errorSchema,
  refusal,
  rowId,
  signedIn,
} from "../schemas.ts";
import {
  communityParams,
  postParams,
  reactionKindSchema,
  reactionsSchema,
  tags,
  tokenParam,
} from "./schemas.ts";

const membership = z
  .object({ data: z.object({ isMember: z.boolean().describe("Whether the caller is a member") }) })
  .describe("The caller's membership");
const created = (what: string) =>
  z
    .object({ data: z.object({ id: z.number().int().describe(`The new ${what}'s id`) }) })
    .describe(`The ${what} is published`);
const changed = z.object({ data: z.object({ id: z.number().int() }) }).describe("Saved");

const body = z
  .string()
  .max(BODY_HTML_MAX)
  .describe(
    'Rich text (HTML), reduced on the server to the allow-list: paragraphs, line breaks, h2–h4, bold, italic, strike, code, quotes, lists, links (outside links get `rel="nofollow ugc"`); its text must have 2 to 10,000 characters (`body_length`). `@nickname` of an account becomes a mention that tells the member (at most 10 per post or answer, over its edits), `$SYMBOL` of the catalogue a link to its token page',
  );
const title = z
  .string()
  .max(TITLE_MAX * 4)
  .describe("5 to 140 characters once spaces are collapsed (`title_length`)");

const notFound = refusal("No published community for this token, or no such post or answer in it");
const forbidden = refusal(
  "`not_member`: join the community first; `owner_only`: only an owner of the token may post an announcement (the message is in the caller's language); `nickname_required`: the account has no nickname yet; `not_author`: only the author may change it; `suspended`: an editor suspended the caller's writing in communities (the message says until when, in the caller's language); `foreign_origin`: sent from another site",
);
const tooFast = refusal(
  "Posting too fast: posts and answers are limited per hour per member, more strictly for accounts younger than 72 hours; retry after `Retry-After` seconds",
);

const reactionState = z
  .object({
    data: z.object({
      reactions: reactionsSchema,
      mine: reactionKindSchema.optional().describe("The caller's reaction; left out without one"),
    }),
  })
  .describe("The item's reactions after the change");
const reactionGone = refusal(
  "`already_reacted`: the caller already reacted with this kind; `reaction_gone`: the post or answer was deleted",
);

/** Writes of signed-in members in token communities (docs/product.md, Communities). */
export const communityMemberRoutes: FastifyPluginAsyncZod<{ writes: CommunityWrites; auth: Auth }> = async (
  app,
  { writes, auth },
) => {
  app.put(
    "/api/user/communities/:token/membership",
    {
      schema: {
        tags,
        operationId: "joinCommunity",
        summary: "Join a community",
        description: "Joining a community the caller is a member of changes nothing.",
        security: signedIn,
        params: communityParams,
        response: { 200: membership, 401: errorSchema, 403: forbidden, 404: notFound, 422: errorSchema },
      },
    },
    async (req) => ({ data: await writes.join(await auth.require(req), req.params.token) }),
  );

  app.delete(
    "/api/user/communities/:token/membership",
    {
      schema: {
        tags,
        operationId: "leaveCommunity",
        summary: "Leave a community",
        description: "What the member wrote stays. Leaving a community not joined changes nothing.",
        security: signedIn,
        params: communityParams,
        response: { 200: membership, 401: errorSchema, 403: forbidden, 404: notFound, 422: errorSchema },
      },
    },
    async (req) => ({ data: await writes.leave(await auth.require(req), req.params.token) }),
  );

  app.post(
    "/api/user/communities/:token/posts",
    {
      schema: {
        tags,
        operationId: "createCommunityPost",
        summary: "Write a post in a community the caller joined",
        description: `Types: ${memberPostTypes.join(", ")}, and \`announcement\` for a live owner of the token (an ownership proven and not revoked; others get 403 \`owner_only\`). The author may edit it for ${EDIT_WINDOW_MINUTES} minutes and delete it at any time.`,
        security: signedIn,
        params: communityParams,
        body: z.object({
          type: z
            .enum(["discussion", "question", "analysis", "announcement"])
            .describe("The post's type; `announcement` is reserved for the token's live owners"),
          language: z
            .enum(localeCodes as [Locale, ...Locale[]])
            .describe("The language the post is written in: its full-text search stems in it"),
          title,
          body,
          captcha: captchaField,
        }),
        response: {
          201: created("post"),
          401: errorSchema,
          403: forbidden,
          404: notFound,
          422: refusal(`Fields: \`title\`, \`body\`; ${captchaRefused}`),
          429: tooFast,
          503: refusal(captchaAway),
        },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const post = await writes.createPost(caller, req.params.token, req.body, requestContext(req).ip);
      return reply.code(201).send({ data: post });
    },
  );

  app.put(
    "/api/user/communities/:token/posts/:id",
    {
      schema: {
        tags,
        operationId: "editCommunityPost",
        summary: "Edit the caller's post",
        description: `Only within ${EDIT_WINDOW_MINUTES} minutes of writing it (\`edit_window_closed\` after); its type and language stay.`,
        security: signedIn,
        params: postParams,
        body: z.object({ title, body }),
        response: {
          200: changed,
          401: errorSchema,
          403: forbidden,
          404: notFound,
          409: refusal("`edit_window_closed`: the time to edit has passed"),
          422: errorSchema,
        },
      },
    },
    async (req) => ({
      data: await writes.editPost(await auth.require(req), req.params.token, req.params.id, req.body),
    }),
  );

  app.delete(
    "/api/user/communities/:token/posts/:id",
    {
      schema: {
        tags,
        operationId: "deleteCommunityPost",
        summary: "Delete the caller's post",
        description: "At any time. The post leaves the feeds and its page answers 404.",
        security: signedIn,
        params: postParams,
        response: { 200: done, 401: errorSchema, 403: forbidden, 404: notFound, 422: errorSchema },
      },
    },
    async (req) => {
      await writes.deletePost(await auth.require(req), req.params.token, req.params.id);
      return { data: { ok: true as const } };
    },
  );

  const answerParams = z.object({
    token: tokenParam,
    id: rowId.describe("The post's id"),
    answerId: rowId.describe("The answer's id"),
  });

  app.post(
    "/api/user/communities/:token/posts/:id/answers",
    {
      schema: {
        tags,
        operationId: "createCommunityAnswer",
        summary: "Answer a post, or an answer of it",
        description: `The author may edit the answer for ${EDIT_WINDOW_MINUTES} minutes and delete it at any time.`,
        security: signedIn,
        params: postParams,
        body: z.object({
          body,
          parentId: rowId
            .nullable()
            .optional()
            .describe("The answer of this post replied to; the post itself when left out"),
          captcha: captchaField,
        }),
        response: {
          201: created("answer"),
          401: errorSchema,
          403: forbidden,
          404: notFound,
          409: refusal("`post_gone`: the post was deleted; `answer_gone`: the answer replied to was deleted"),
          422: refusal(`Field: \`body\`; ${captchaRefused}`),
          429: tooFast,
          503: refusal(captchaAway),
        },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const { token, id } = req.params;
      const answer = await writes.createAnswer(caller, token, id, req.body, requestContext(req).ip);
      return reply.code(201).send({ data: answer });
    },
  );

  app.put(
    "/api/user/communities/:token/posts/:id/answers/:answerId",
    {
      schema: {
        tags,
        operationId: "editCommunityAnswer",
        summary: "Edit the caller's answer",
        description: `Only within ${EDIT_WINDOW_MINUTES} minutes of writing it (\`edit_window_closed\` after).`,
        security: signedIn,
        params: answerParams,
        body: z.object({ body }),
        response: {
          200: changed,
          401: errorSchema,
          403: forbidden,
          404: notFound,
          409: refusal("`edit_window_closed`: the time to edit has passed"),
          422: errorSchema,
        },
      },
    },
    async (req) => {
      const { token, id, answerId } = req.params;
      return { data: await writes.editAnswer(await auth.require(req), token, id, answerId, req.body) };
    },
  );

  app.delete(
    "/api/user/communities/:token/posts/:id/answers/:answerId",
    {
      schema: {
        tags,
        operationId: "deleteCommunityAnswer",
        summary: "Delete the caller's answer",
        description: "At any time. The answer keeps its place in the thread without its text.",
        security: signedIn,
        params: answerParams,
        response: { 200: done, 401: errorSchema, 403: forbidden, 404: notFound, 422: errorSchema },
      },
    },
    async (req) => {
      const { token, id, answerId } = req.params;
      await writes.deleteAnswer(await auth.require(req), token, id, answerId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/user/communities/:token/posts/:id/report",
    {
      schema: {
        tags,
        operationId: "reportCommunityPost",
        summary: "Report a post, or one of its answers, to the editors",
        description:
          "One open report per member and item; the editors hide the item or dismiss its reports. One's own writing cannot be reported.",
        security: signedIn,
        params: postParams,
        body: z.object({
          answerId: rowId
            .nullable()
            .optional()
            .describe("The answer of this post reported; the post when left out"),
          reason: z.enum(reportReasons).describe("Why: `spam`, `abuse`, `scam`, `off_topic` or `other`"),
          note: z
            .string()
            .max(REPORT_NOTE_MAX * 4)
            .nullable()
            .optional()
            .describe(`What the editors should know, at most ${REPORT_NOTE_MAX} characters once trimmed`),
        }),
        response: {
          201: z
            .object({ data: z.object({ id: z.number().int().describe("The report's id") }) })
            .describe("The report waits for the editors"),
          401: errorSchema,
          403: forbidden,
          404: notFound,
          409: refusal(
            "`already_reported`: the caller's report of this is still open; `report_gone`: it was deleted or hidden",
          ),
          422: refusal(
            "Invalid input; `cannot_report_own` on `form`: the caller wrote it; `too_long` on `note`",
          ),
          429: refusal(
            "Reporting too often: reports are limited per hour per member; retry after `Retry-After` seconds",
          ),
        },
      },
    },
    async (req, reply) => {
      const caller = await auth.require(req);
      const { token, id } = req.params;
      const report = await writes.report(caller, token, id, req.body, requestContext(req).ip);
      return reply.code(201).send({ data: report });
    },
  );

  const reactionRoutes = [
    { what: "post", path: "/api/user/communities/:token/posts/:id/reaction", params: postParams, id: "Post" },
    {
      what: "answer",
      path: "/api/user/communities/:token/posts/:id/answers/:answerId/reaction",
      params: answerParams,
      id: "Answer",
    },
  ] as const;
  for (const { what, path, params, id } of reactionRoutes) {
    const target = (p: { id: number; answerId?: number }) => ({ postId: p.id, answerId: p.answerId ?? null });
    app.put(
      path,
      {
        schema: {
          tags,
          operationId: `reactToCommunity${id}`,
          summary: `React to a ${what}`,
          description: `One reaction per member and ${what}: another kind replaces the caller's; the same kind again is refused.`,
          security: signedIn,
          params,
          body: z.object({ kind: reactionKindSchema }),
          response: { 200: reactionState, 403: forbidden, 404: notFound, 409: reactionGone },
        },
      },
      async (req) => ({
        data: await writes.react(
          await auth.require(req),
          req.params.token,
          target(req.params),
          req.body.kind,
        ),
      }),
    );
    app.delete(
      path,
      {
        schema: {
          tags,
          operationId: `removeCommunity${id}Reaction`,
          summary: `Take back the caller's reaction to a ${what}`,
          description:
            "Taking back no reaction changes nothing; a member who left may still take theirs back.",
          security: signedIn,
          params,
          response: { 200: reactionState, 404: notFound },
        },
      },
      async (req) => ({
        data: await writes.unreact(await auth.require(req), req.params.token, target(req.params)),
      }),
    );
  }
};
