import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { emailAddress } from "../../../domain/accounts/kit.ts";
import type { TeamService } from "../../../domain/owners/index.ts";
import { INVITATION_TTL_MS, TEAM_MAX } from "../../../domain/owners/team.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import { done, refusal, rowId, signedIn } from "../schemas.ts";
import { ownerMethod, tags } from "./schemas.ts";

const DAYS = INVITATION_TTL_MS / (24 * 60 * 60_000);

const idParams = z.object({ id: rowId.describe("The token's id") });
const notOwned = refusal("No such token among the caller's own");
const invitesTooFast = refusal(
  "Too many invitations sent or accepted and departures from a team: 20 an hour per account, 60 per address; retry after `Retry-After` seconds",
);
const code = z
  .string()
  .regex(/^[A-Za-z0-9_-]{20,100}$/, "Not an invitation code")
  .describe("The code of the invitation link (`?code=`)");

const invitation = z.object({
  id: z.number().int(),
  email: z.string().describe("The invited address, lower-cased"),
  invitedBy: z.string().nullable().describe("The inviter's nickname"),
  expiresAt: z.string().describe("ISO 8601 in UTC"),
});

const invitationView = z
  .object({
    data: z.object({
      token: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), symbol: z.string() }),
      invitedBy: z.string().nullable().describe("The inviter's nickname"),
      expiresAt: z.string().describe("ISO 8601 in UTC"),
    }),
  })
  .describe("The token the invitation is for");

const wrongAccount = "`wrong_account`: the invitation is for another address";
const codeRefusals = {
  403: refusal(wrongAccount),
  404: refusal("No invitation with this code"),
  409: refusal("`already_owner`: the caller owns the token already"),
  410: refusal(
    "`invitation_used`: accepted already; `invitation_cancelled`: cancelled by an owner or by a revocation; `invitation_expired`: past its 7 days",
  ),
};

/**
 * A token's team (docs/decisions/027-team-invitations.md): its live owners invite members by email, see the
 * team, cancel pending invitations and leave it (docs/decisions/029-leaving-a-team.md); the invited account
 * accepts with the mailed code.
 */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService; auth: Auth }> = async (
  app,
  { team, auth },
) => {
  app.get(
    "/api/project/:id/team",
    {
      schema: {
        tags,
        operationId: "getProjectTeam",
        summary: "The token's live owners and pending invitations",
        description:
          "For a live owner of the token: each owner with how they became one (an invited owner names who invited them) and which one is the caller; the invitations not yet accepted, cancelled or expired.",
        security: signedIn,
        params: idParams,
        response: {
          200: z
            .object({
              data: z.object({
                owners: z.array(
                  z.object({
                    id: z.number().int().describe("The ownership's id"),
                    nickname: z.string().nullable(),
                    method: ownerMethod,
                    invitedBy: z.string().nullable().describe("For `invitation`: the inviter's nickname"),
                    provenAt: z.string().describe("When they became an owner, ISO 8601 in UTC"),
                    you: z.boolean().describe("The caller's own ownership"),
                  }),
                ),
                invitations: z.array(invitation),
                leaveRevokes: z
                  .number()
                  .int()
                  .describe(
                    "How many owners lose their ownership if the caller leaves: those resting on the caller's proof by invitation, recursively; 0 for an invited caller, whose invitees rest on the caller's inviter instead",
                  ),
              }),
            })
            .describe("The team"),
          404: notOwned,
        },
      },
    },
    async (req) => ({ data: await team.get(await auth.require(req), req.params.id) }),
  );

  app.post(
    "/api/project/:id/invitations",
    {
      schema: {
        tags,
        operationId: "inviteTeamMember",
        summary: "Invite a team member by email",
        description: `For a live owner: a single-use code, valid ${DAYS} days, is mailed to the address (in the language of the account that has it, else the inviter's) with a link to accept it. At most ${TEAM_MAX} live owners and pending invitations per token. Nothing is written on a refusal.`,
        security: signedIn,
        params: idParams,
        body: z.object({ email: emailAddress.describe("The member's email address") }),
        response: {
          201: z.object({ data: invitation }).describe("The invitation is sent"),
          404: notOwned,
          409: refusal(
            `\`already_owner\`: the address is a live owner's; \`already_invited\`: it has a pending invitation; \`team_full\`: ${TEAM_MAX} owners and pending invitations already`,
          ),
          429: invitesTooFast,
        },
      },
    },
    async (req, reply) => {
      const sent = await team.invite(
        await auth.require(req),
        req.params.id,
        req.body.email,
        requestContext(req).ip,
      );
      return reply.code(201).send({ data: sent });
    },
  );

  app.delete(
    "/api/project/:id/invitations/:invitationId",
    {
      schema: {
        tags,
        operationId: "cancelTeamInvitation",
        summary: "Cancel a pending invitation",
        description: "For a live owner of the token: its code stops working.",
        security: signedIn,
        params: idParams.extend({ invitationId: rowId.describe("The invitation's id") }),
        response: {
          200: done,
          404: refusal("No such token among the caller's own, or no pending invitation of it with this id"),
        },
      },
    },
    async (req) => {
      await team.cancel(await auth.require(req), req.params.id, req.params.invitationId);
      return { data: { ok: true as const } };
    },
  );

  app.delete(
    "/api/project/:id/team/me",
    {
      schema: {
        tags,
        operationId: "leaveProjectTeam",
        summary: "Leave the token's team: end the caller's own ownership",
        description:
          "For a live owner of the token (docs/decisions/029-leaving-a-team.md). The owners the caller invited rest on the caller's own inviter when the caller was invited; when the caller held a proof (signature or website), they and everyone resting on them lose their ownership, as many as the team's `leaveRevokes` said, and each is mailed why in their language. The caller's pending invitations are cancelled. Nothing is written on a refusal.",
        security: signedIn,
        params: idParams,
        response: {
          200: z
            .object({
              data: z.object({
                revoked: z.number().int().describe("Owners who lost their ownership with the caller's"),
                reattached: z
                  .number()
                  .int()
                  .describe("Owners the caller invited who now rest on the caller's inviter"),
              }),
            })
            .describe("The caller is no longer an owner of the token"),
          404: notOwned,
          429: invitesTooFast,
        },
      },
    },
    async (req) => ({
      data: await team.leave(await auth.require(req), req.params.id, requestContext(req).ip),
    }),
  );

  app.get(
    "/api/project/invitations/preview",
    {
      schema: {
        tags,
        operationId: "previewTeamInvitation",
        summary: "The token an invitation code is for",
        description: "With every refusal its acceptance would give, so the page says it before the button.",
        security: signedIn,
        querystring: z.object({ code }),
        response: { 200: invitationView, ...codeRefusals },
      },
    },
    async (req) => ({ data: await team.preview(await auth.require(req), req.query.code) }),
  );

  app.post(
    "/api/project/invitations/acceptance",
    {
      schema: {
        tags,
        operationId: "acceptTeamInvitation",
        summary: "Accept an invitation: the caller becomes an owner of its token",
        description:
          "By the signed-in account whose email is the invitation's (in any letter case). The ownership rests on the inviter's: revoking the inviter revokes it too. Nothing is written on a refusal.",
        security: signedIn,
        body: z.object({ code }),
        response: {
          200: invitationView,
          ...codeRefusals,
          403: refusal(`${wrongAccount}; \`foreign_origin\`: sent from another site`),
          429: invitesTooFast,
        },
      },
    },
    async (req) => ({
      data: await team.accept(await auth.require(req), req.body.code, requestContext(req).ip),
    }),
  );
};
