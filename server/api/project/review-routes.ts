import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Review } from "../../../domain/owners/index.ts";
import type { Auth } from "../../plugins/auth.ts";
import { done, refusal, refusals, rowId, signedIn } from "../schemas.ts";
import { ownerMethod } from "./schemas.ts";

const idParams = z.object({ id: rowId.describe("The token's id") });
const notSubmitted = refusal(
  "`not_submitted`: the profile is not waiting for review (a draft, approved or refused)",
);

const reasonBody = z.object({
  reason: z.unknown().optional().describe("Why, for the owners: 1 to 1000 characters"),
});
const badReason = refusal("Invalid input; on `reason`: `required` or `too_long` (over 1000 characters)");

const summary = {
  tokenId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  symbol: z.string(),
  chainId: z.number().int(),
  submittedAt: z.string().nullable().describe("When the owners submitted it, ISO 8601 in UTC"),
};

const tag = z.object({
  id: z.number().int(),
  type: z.enum(["category", "industry", "algorithm"]),
  slug: z.string(),
});
const description = z.object({ locale: z.string(), body: z.string() });
const link = z.object({ type: z.string(), url: z.string() });
const faq = z.object({ locale: z.string(), question: z.string(), answer: z.string() });
const profile = z.object({
  tags: z.array(tag),
  descriptions: z.array(description).describe("One per language"),
  links: z.array(link).describe("In order"),
  faqs: z.array(faq).describe("By language, in order"),
});
const fieldDiff = <T extends z.ZodType>(item: T) =>
  z.object({
    added: z.array(item),
    removed: z.array(item),
    changed: z.array(z.object({ before: item, after: item })),
    unchanged: z.number().int().describe("How many items stay as they are"),
  });

const submission = z.object({
  ...summary,
  state: z.enum(["draft", "submitted", "approved", "refused"]),
  reason: z.string().nullable().describe("The editors' reason of a refusal"),
  authorized: z.boolean().describe("The token is verified"),
  owners: z
    .array(
      z.object({
        id: z.number().int().describe("The ownership's id (for its revocation)"),
        nickname: z.string().nullable(),
        method: ownerMethod,
        address: z.string().nullable().describe("The address that signed"),
        chainId: z.number().int().nullable(),
        invitedBy: z
          .string()
          .nullable()
          .describe("For `invitation`: the inviter's nickname; revoking the inviter revokes this owner too"),
        provenAt: z.string().describe("ISO 8601 in UTC"),
      }),
    )
    .describe("The token's live owners and how each proved control"),
  logo: z
    .object({
      live: z.string().nullable().describe("The logo the token shows now (a site path); null without one"),
      proposed: z.string().nullable().describe("The owners' logo (a site path); null without one"),
      proposedValid: z
        .boolean()
        .describe("The owners' logo is at least 300×300 px: the approval publishes it as the token's logo"),
    })
    .describe("The token's logo against the owners' proposal"),
  live: profile.describe("What the token page shows now"),
  proposal: profile.describe("What the owners submitted"),
  diff: z
    .object({
      tags: fieldDiff(tag).describe("By tag"),
      descriptions: fieldDiff(description).describe("By language"),
      links: fieldDiff(link).describe("By kind of link"),
      faqs: fieldDiff(faq).describe("By language and question"),
    })
    .describe("The proposal against the live profile"),
});

/**
 * The desk's review of token owners' profiles (`/api/admin/projects...`, docs/decisions/022-owner-review.md):
 * editors and admins only; nothing is written on a refusal, every decision is in the audit log.
 */
export const reviewRoutes: FastifyPluginAsyncZod<{ review: Review; auth: Auth }> = async (
  app,
  { review, auth },
) => {
  const tags = ["editors"];

  app.get(
    "/api/admin/projects",
    {
      schema: {
        tags,
        operationId: "listSubmissions",
        summary: "Owner profiles waiting for review, the longest waiting first",
        description: "For editors and admins: the tokens whose owners submitted their profile.",
        security: signedIn,
        response: {
          200: z.object({ data: z.array(z.object(summary)) }).describe("The submitted profiles"),
          ...refusals(403),
        },
      },
    },
    async (req) => ({ data: await review.list(await auth.caller(req)) }),
  );

  app.get(
    "/api/admin/projects/:id",
    {
      schema: {
        tags,
        operationId: "getSubmission",
        summary: "One token's owner profile against its live profile",
        description:
          "For editors and admins: in any state, with the owners' proofs, the live profile, the proposal and what it adds, removes and changes.",
        security: signedIn,
        params: idParams,
        response: {
          200: z.object({ data: submission }).describe("The profile under review"),
          ...refusals(403),
          404: refusal("No owner profile for this token"),
        },
      },
    },
    async (req) => ({ data: await review.get(await auth.caller(req), req.params.id) }),
  );

  app.post(
    "/api/admin/projects/:id/approval",
    {
      schema: {
        tags,
        operationId: "approveSubmission",
        summary: "Approve a submitted profile: it goes live and the token is verified",
        description:
          "For editors and admins: the proposal replaces the token's tags, descriptions, links and FAQs, the token becomes verified (listed among verified projects) and the submitted tags active.",
        security: signedIn,
        params: idParams,
        response: {
          200: done,
          ...refusals(403),
          404: refusal("No owner profile for this token"),
          409: notSubmitted,
        },
      },
    },
    async (req) => {
      await review.approve(await auth.caller(req), req.params.id);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/admin/projects/:id/refusal",
    {
      schema: {
        tags,
        operationId: "refuseSubmission",
        summary: "Refuse a submitted profile with a reason the owners receive by mail",
        description:
          "For editors and admins: the profile goes back to its owners to change and submit again; each live owner is mailed the reason in their own language.",
        security: signedIn,
        params: idParams,
        body: reasonBody,
        response: {
          200: done,
          ...refusals(403),
          404: refusal("No owner profile for this token"),
          409: notSubmitted,
          422: badReason,
        },
      },
    },
    async (req) => {
      await review.refuse(await auth.caller(req), req.params.id, req.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/admin/projects/owners/:ownerId/revocation",
    {
      schema: {
        tags,
        operationId: "revokeOwner",
        summary: "Revoke a token owner's proof with a reason the owner receives by mail",
        description:
          "For editors and admins: the ownership stops being live (the owner no longer manages the token, and the token loses its verified owner's mark when no live owner remains); the owner is mailed the reason in their own language.",
        security: signedIn,
        params: z.object({ ownerId: rowId.describe("The ownership's id (`owners[].id` of a submission)") }),
        body: reasonBody,
        response: {
          200: done,
          ...refusals(403),
          404: refusal("No ownership with this id"),
          409: refusal("`already_revoked`: the ownership is revoked already"),
          422: badReason,
        },
      },
    },
    async (req) => {
      await review.revoke(await auth.caller(req), req.params.ownerId, req.body);
      return { data: { ok: true as const } };
    },
  );

  const claimParams = z.object({ claimId: rowId.describe("The website claim's id") });
  const notWaiting = refusal("`not_waiting`: the claim is not waiting for a decision (decided already)");

  app.get(
    "/api/admin/projects/website-claims",
    {
      schema: {
        tags,
        operationId: "listWebsiteClaimsWaiting",
        summary: "Website claims whose code was found, waiting for a decision, the longest waiting first",
        description:
          "For editors and admins: who claims which token by its website, the website, where the code was found and when.",
        security: signedIn,
        response: {
          200: z
            .object({
              data: z.array(
                z.object({
                  id: z.number().int().describe("The website claim's id"),
                  tokenId: z.number().int(),
                  slug: z.string(),
                  name: z.string(),
                  symbol: z.string(),
                  userId: z.number().int(),
                  nickname: z.string().nullable(),
                  website: z.string().describe("The host the code was found on"),
                  foundBy: z.enum(["dns", "file"]).describe("A TXT record, or the `.well-known` file"),
                  checkedAt: z.string().describe("When the code was found, ISO 8601 in UTC"),
                }),
              ),
            })
            .describe("The waiting website claims"),
          ...refusals(403),
        },
      },
    },
    async (req) => ({ data: await review.websiteClaims(await auth.caller(req)) }),
  );

  app.post(
    "/api/admin/projects/website-claims/:claimId/approval",
    {
      schema: {
        tags,
        operationId: "approveWebsiteClaim",
        summary: "Approve a website claim: its user becomes an owner with a website proof",
        description:
          "For editors and admins, after checking by hand that the website is the project's: the user owns the token (proof `website`, the host) and can edit its profile.",
        security: signedIn,
        params: claimParams,
        response: {
          200: done,
          ...refusals(403),
          404: refusal("No website claim with this id"),
          409: refusal(
            "`already_claimed`: the token has an owner meanwhile; `not_waiting`: the claim is not waiting for a decision",
          ),
        },
      },
    },
    async (req) => {
      await review.approveWebsiteClaim(await auth.caller(req), req.params.claimId);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    "/api/admin/projects/website-claims/:claimId/refusal",
    {
      schema: {
        tags,
        operationId: "refuseWebsiteClaim",
        summary: "Refuse a website claim with a reason its user receives by mail",
        description: "For editors and admins: the user is mailed the reason in their own language.",
        security: signedIn,
        params: claimParams,
        body: reasonBody,
        response: {
          200: done,
          ...refusals(403),
          404: refusal("No website claim with this id"),
          409: notWaiting,
          422: badReason,
        },
      },
    },
    async (req) => {
      await review.refuseWebsiteClaim(await auth.caller(req), req.params.claimId, req.body);
      return { data: { ok: true as const } };
    },
  );
};
