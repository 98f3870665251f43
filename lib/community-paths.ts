/**
 * Where communities live on the site (docs/product.md, Communities), apart from their rules in communities.ts so
 * that pages linking to a community (a token's page) load only these.
 */

/** The token's community page (its feed). */
export const communityPath = (tokenSlug: string) => `/token/${tokenSlug}/community`;

/** A post's thread page. */
export const postPath = (tokenSlug: string, postId: number) => `/token/${tokenSlug}/community/${postId}`;

/** The hub of every community. */
export const COMMUNITY_HUB_PATH = "/CommunityPage";
