import type { Db } from "../../db/client.ts";
import { createChainNodes } from "./chain-nodes.ts";
import { type ClaimsOptions, createClaims } from "./claims.ts";
import { createDrafts } from "./drafts.ts";
import { createListing } from "./listing.ts";
import { createProjects } from "./projects.ts";
import { createWebsiteCheck, type WebsiteCheckOptions } from "./website-check.ts";
import { createWebsiteClaims } from "./website-claims.ts";

export type { ClaimSignature, ClaimStart } from "./claims.ts";
export type { DraftContent, DraftFaq } from "./drafts.ts";
export type { ListedToken, ListingInput } from "./listing.ts";
export type { Profile, ProfileDiff } from "./profile-diff.ts";
export type { Project } from "./projects.ts";
export type { OwnerProof, Review, Submission, SubmissionSummary } from "./review.ts";
export type { InvitationView, Team, TeamInvitation, TeamOwner, TeamService } from "./team.ts";
export type { WebsiteClaim } from "./website-claims.ts";

/**
 * Token owners: claims of ownership, tokens submitted by address and the owners' projects (docs/product.md,
 * Token owners).
 */
export function createOwners(db: Db, options: ClaimsOptions & { websiteCheck: WebsiteCheckOptions }) {
  const nodes = createChainNodes(options.rpcUrls);
  return {
    claims: createClaims(db, options, nodes),
    websiteClaims: createWebsiteClaims(db, {
      limits: options.limits,
      check: createWebsiteCheck(options.websiteCheck),
      now: options.now,
    }),
    listing: createListing(db, nodes, options.now),
    projects: createProjects(db),
    drafts: createDrafts(db, options.now),
  };
}

export type Owners = ReturnType<typeof createOwners>;
