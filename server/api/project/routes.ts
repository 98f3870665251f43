import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { OWNER_LOGO_LIMITS } from "../../../domain/content/media.ts";
import type { Owners, Project } from "../../../domain/owners/index.ts";
import { FAQ_MIN, LINK_TYPES } from "../../../domain/owners/readiness.ts";
import { type Locale, localeCodes } from "../../../lib/locales.ts";
import { LOGO_MIN } from "../../../lib/logo.ts";
import { type Auth, requestContext } from "../../plugins/auth.ts";
import { acceptImageBodies, uploadedImage } from "../image-body.ts";
import type { PublicLinks } from "../public-links.ts";
import { errorSchema, refusal, rowId, signedIn } from "../schemas.ts";
import {
  address,
  chainId,
  listedWebsiteClaimSchema,
  nonceParam,
  projectSchema,
  tags,
  websiteClaimSchema,
} from "./schemas.ts";

const claimsTooFast = refusal(
  "Too many claims started or finished: 20 an hour per account, 60 per address; retry after `Retry-After` seconds",
);
const claimed = refusal(
  "`already_claimed`: the token has an owner already; `nonce_used`: the message was used already; `nonce_expired`: the message has expired, start again",
);

const listed = z.object({
  data: z.object({
    id: z.number().int().describe("The token's id"),
    slug: z.string(),
    name: z.string(),
    symbol: z.string(),
    known: z.boolean().describe("The catalogue listed the token before this request"),
  }),
});

/**
 * The token owners' API (docs/product.md, Token owners): claims of ownership by a Sign-In with Ethereum
 * signature (docs/decisions/021-owner-claims.md) and the signed-in owner's projects.
 */
export const projectRoutes: FastifyPluginAsyncZod<{
  owners: Owners;
  auth: Auth;
  links: PublicLinks;
}> = async (app, { owners, auth, links }) => {
  acceptImageBodies(app, OWNER_LOGO_LIMITS.maxBytes);

  const publicProject = (project: Project): Project => ({
    ...project,
    image: project.image === null ? null : links.url(project.image),
    token: { ...project.token, image: project.token.image === null ? null : links.url(project.token.image) },
  });

  app.get(
    "/api/project",
    {
      schema: {
        tags,
        operationId: "listProjects",
        summary: "The signed-in user's own tokens",
        description: "Oldest claim first; empty for a user who owns none.",
        security: signedIn,
        response: { 200: z.object({ data: z.array(projectSchema) }).describe("The caller's tokens") },
      },
    },
    async (req) => ({ data: (await owners.projects.list(await auth.require(req))).map(publicProject) }),
  );

  app.get(
    "/api/project/:id",
    {
      schema: {
        tags,
        operationId: "getProject",
        summary: "One of the signed-in user's own tokens",
        description:
          "With its draft profile and the readiness of each step; another owner's token answers 404.",
        security: signedIn,
        params: z.object({ id: rowId.describe("The token's id") }),
        response: {
          200: z.object({ data: projectSchema }).describe("The token"),
          404: refusal("No such token among the caller's own"),
        },
      },
    },
    async (req) => ({
      data: publicProject(await owners.projects.get(await auth.require(req), req.params.id)),
    }),
  );

  app.post(
    "/api/project/tokens",
    {
      schema: {
        tags,
        operationId: "submitToken",
        summary: "Submit a token the catalogue does not list, by its contract address",
        description:
          "A contract the catalogue lists on the chain answers 200 with `known` true. Otherwise its `name()`, `symbol()`, `decimals()` and `totalSupply()` are read through the chain's node and the token is listed, unverified, as the indexer lists one (201); it can then be claimed. Nothing is written on a refusal.",
        security: signedIn,
        body: z.object({ chainId, contract: address("The token's contract address") }),
        response: {
          200: listed.describe("The catalogue lists this contract already"),
          201: listed.describe("The token is listed now"),
          422: refusal(
            "Invalid input; `chain_without_rpc` on `chainId`: the site reads no node of this chain; `not_a_token` on `contract`: no contract at the address, or it does not answer as an ERC-20 token",
          ),
        },
      },
    },
    async (req, reply) => {
      const token = await owners.listing.submit(await auth.require(req), req.body);
      return reply.code(token.known ? 200 : 201).send({ data: token });
    },
  );

  app.post(
    "/api/project/claims",
    {
      schema: {
        tags,
        operationId: "startClaim",
        summary: "Start claiming a token: the message to sign",
        description:
          "Gives a fresh single-use nonce and the exact Sign-In with Ethereum (EIP-4361) message for `address` to sign, bound to this site, the token's chain and the nonce, valid for 10 minutes. The address must be the contract's `owner()`, hold its `DEFAULT_ADMIN_ROLE`, or have deployed it.",
        security: signedIn,
        body: z.object({
          chainId,
          contract: address("The token's contract address"),
          address: address("The address that will sign: the contract's owner, admin or deployer"),
        }),
        response: {
          201: z
            .object({
              data: z.object({
                nonce: z.string(),
                message: z.string().describe("The message to sign as is (personal_sign)"),
                expiresAt: z.string().describe("ISO 8601 in UTC"),
                tokenId: z.number().int(),
              }),
            })
            .describe("The message to sign"),
          404: refusal("No token of the catalogue at this contract on this chain"),
          409: refusal("`already_claimed`: the token has an owner already"),
          429: claimsTooFast,
          422: refusal(
            "Invalid input; `chain_without_rpc` on `chainId`: the site reads no node of this chain, so no claim can be checked there",
          ),
        },
      },
    },
    async (req, reply) => {
      const started = await owners.claims.start(await auth.require(req), req.body, requestContext(req).ip);
      return reply.code(201).send({ data: started });
    },
  );

  app.post(
    "/api/project/claims/:nonce/signature",
    {
      schema: {
        tags,
        operationId: "confirmClaim",
        summary: "Finish a claim with the signed message",
        description:
          "Checks the message is the one issued (this site, the token's chain, the nonce unused and unexpired), the signature is its address's (an account's, or a contract wallet's by EIP-1271), and the address controls the contract; then the caller becomes an owner of the token and the nonce is used up. Nothing is written on a refusal.",
        security: signedIn,
        params: z.object({ nonce: nonceParam }),
        body: z.object({
          message: z.string().max(4000).describe("The message as signed"),
          signature: z
            .string()
            .regex(/^0x[0-9a-fA-F]*$/, "Not a hexadecimal signature")
            .max(20_000)
            .describe(
              "The signature, hexadecimal (65 bytes for an account; any length for a contract wallet)",
            ),
        }),
        response: {
          200: z
            .object({
              data: z.object({
                tokenId: z.number().int(),
                proof: z.object({
                  method: z.literal("signature"),
                  address: z.string(),
                  chainId: z.number().int(),
                  control: z
                    .enum(["owner", "admin", "deployer"])
                    .describe("`owner()` of the contract, its admin role, or the account that deployed it"),
                  provenAt: z.string().describe("ISO 8601 in UTC"),
                }),
              }),
            })
            .describe("The caller owns the token"),
          403: refusal(
            "`not_in_control`: the address is neither the contract's owner, its admin nor its deployer; `history_unavailable`: the chain's node keeps no history old enough to tell who deployed the contract; `foreign_origin`: sent from another site",
          ),
          404: refusal("No claim with this nonce for the caller"),
          409: claimed,
          429: claimsTooFast,
          422: refusal(
            "Invalid input; on `message`: `not_siwe`, `wrong_site` (another site's message), `wrong_chain`, `not_issued` (not the message given); on `signature`: `bad_signature` (not the address's signature)",
          ),
        },
      },
    },
    async (req) => {
      const { message, signature } = req.body;
      return {
        data: await owners.claims.confirm(
          await auth.require(req),
          req.params.nonce,
          { message, signature: signature as `0x${string}` },
          requestContext(req).ip,
        ),
      };
    },
  );
  const websiteClaim = z.object({ data: websiteClaimSchema });

  app.get(
    "/api/project/website-claims",
    {
      schema: {
        tags,
        operationId: "listWebsiteClaims",
        summary: "The signed-in user's website claims not yet approved",
        description:
          "Newest first, each with its token: open ones with their code, those waiting for the editors, refused ones with the editors' reason.",
        security: signedIn,
        response: {
          200: z.object({ data: z.array(listedWebsiteClaimSchema) }).describe("The caller's claims"),
        },
      },
    },
    async (req) => ({ data: await owners.websiteClaims.mine(await auth.require(req)) }),
  );

  app.post(
    "/api/project/website-claims",
    {
      schema: {
        tags,
        operationId: "startWebsiteClaim",
        summary: "Start claiming a token by its website: the code and where to publish it",
        description:
          "For a token whose contract has no owner to sign: gives a code for the caller and the token (the same one while it is valid, 7 days) to publish on the token's listed website, as a TXT record `tokenatlas-verification=<code>` on its host or as the file `https://<host>/.well-known/tokenatlas-verification.txt`. Nothing is written on a refusal.",
        security: signedIn,
        body: z.object({ chainId, contract: address("The token's contract address") }),
        response: {
          201: websiteClaim.describe("The code and where to publish it"),
          404: refusal("No token of the catalogue at this contract on this chain"),
          409: refusal(
            "`already_claimed`: the token has an owner already; `claim_waiting`: the caller's claim was found and waits for the editors",
          ),
          429: claimsTooFast,
          422: refusal(
            "Invalid input; on `website`: `no_website` (the token lists no website), `website_not_https` (its website is not an https address)",
          ),
        },
      },
    },
    async (req, reply) => {
      const started = await owners.websiteClaims.start(
        await auth.require(req),
        req.body,
        requestContext(req).ip,
      );
      return reply.code(201).send({ data: started });
    },
  );

  app.post(
    "/api/project/website-claims/:claimId/check",
    {
      schema: {
        tags,
        operationId: "checkWebsiteClaim",
        summary: "Look for the code on the token's website",
        description:
          "Reads the host's TXT records and fetches the `.well-known` file (https, 5 s, not leaving the host, 4 KiB). Found, the claim waits for the editors, who decide by hand; the caller is not an owner yet. Not found, only the attempt is counted.",
        security: signedIn,
        params: z.object({ claimId: rowId.describe("The website claim's id") }),
        response: {
          200: websiteClaim.describe("The code was found: the claim waits for the editors"),
          403: refusal("`foreign_origin`: sent from another site"),
          404: refusal("No website claim with this id for the caller"),
          409: refusal(
            "`already_claimed`: the token has an owner now; `claim_waiting`: found already, it waits for the editors; `claim_decided`: the editors decided it; `code_expired`: start the claim again",
          ),
          429: claimsTooFast,
          422: refusal(
            "`code_not_found` on `website`: neither the TXT record nor the file holds the code (the message names both places)",
          ),
        },
      },
    },
    async (req) => ({
      data: await owners.websiteClaims.check(
        await auth.require(req),
        req.params.claimId,
        requestContext(req).ip,
      ),
    }),
  );

  const idParams = z.object({ id: rowId.describe("The token's id") });
  const saved = z.object({ data: projectSchema }).describe("The project with its draft as saved");
  const notOwned = refusal("No such token among the caller's own");
  const language = z.enum(localeCodes as [Locale, ...Locale[]]).describe("A site language code");

  app.put(
    "/api/project/:id/tags",
    {
      schema: {
        tags,
        operationId: "setProjectTags",
        summary: "Step 1: propose the token's tags",
        description:
          "Replaces the draft's proposed tags (`tags_tmp`); submitted ones stay. Step 1 is ready once each type (category, industry, algorithm) is proposed or submitted.",
        security: signedIn,
        params: idParams,
        body: z.object({
          tagIds: z.array(rowId).max(30).describe("Ids of catalogue tags (`GET /api/tags`)"),
        }),
        response: {
          200: saved,
          404: notOwned,
          422: refusal("Invalid input; `unknown_tag` on `tagIds`: an id no tag has"),
        },
      },
    },
    async (req) => ({
      data: publicProject(
        await owners.drafts.setTags(await auth.require(req), req.params.id, req.body.tagIds),
      ),
    }),
  );

  app.put(
    "/api/project/:id/content",
    {
      schema: {
        tags,
        operationId: "setProjectContent",
        summary: "Step 2: the token's descriptions and links",
        description:
          "Replaces the draft's descriptions (one per language, any of the site's languages) and links (https only). Step 2 is ready with a description and a link.",
        security: signedIn,
        params: idParams,
        body: z.object({
          descriptions: z
            .array(z.object({ locale: language, body: z.string().trim().min(1).max(5000) }))
            .max(localeCodes.length),
          links: z
            .array(
              z.object({
                type: z.enum(LINK_TYPES),
                url: z.string().max(500).describe("An https address"),
              }),
            )
            .max(20),
        }),
        response: {
          200: saved,
          404: notOwned,
          422: refusal(
            "Invalid input; `link_not_https` on `links.<n>.url`: not an https address; `duplicate_locale` on `descriptions.<n>.locale`: a second description in one language",
          ),
        },
      },
    },
    async (req) => ({
      data: publicProject(await owners.drafts.setContent(await auth.require(req), req.params.id, req.body)),
    }),
  );

  app.put(
    "/api/project/:id/faqs",
    {
      schema: {
        tags,
        operationId: "setProjectFaqs",
        summary: "Step 3: the token's FAQs",
        description: `Replaces the draft's FAQs, in order, in any of the site's languages. Step 3 is ready with ${FAQ_MIN}.`,
        security: signedIn,
        params: idParams,
        body: z.object({
          faqs: z
            .array(
              z.object({
                locale: language,
                question: z.string().trim().min(1).max(300),
                answer: z.string().trim().min(1).max(3000),
              }),
            )
            .max(50),
        }),
        response: { 200: saved, 404: notOwned },
      },
    },
    async (req) => ({
      data: publicProject(await owners.drafts.setFaqs(await auth.require(req), req.params.id, req.body.faqs)),
    }),
  );

  app.post(
    "/api/project/:id/submission",
    {
      schema: {
        tags,
        operationId: "submitProject",
        summary: "Submit the draft for the editors' review",
        description:
          "Only when all three steps are ready; the proposed tags become submitted and the draft's `state` `submitted`.",
        security: signedIn,
        params: idParams,
        response: {
          200: saved,
          404: notOwned,
          422: refusal(
            "Invalid input; `step_not_ready` on `tags`, `content` or `faqs`: that step is not ready (e.g. fewer than 5 FAQs)",
          ),
        },
      },
    },
    async (req) => ({
      data: publicProject(await owners.drafts.submit(await auth.require(req), req.params.id)),
    }),
  );

  app.put(
    "/api/project/:id/logo",
    {
      schema: {
        tags,
        operationId: "setProjectLogo",
        summary: `The token's logo: a JPEG, PNG or WebP of at least ${LOGO_MIN} × ${LOGO_MIN}, up to 5 MiB`,
        description: `The image is the raw request body with its own content type. It is checked by its content, re-encoded as WebP (its shorter side at most 512 px) and set as the draft's logo (\`image\`, \`validImage\`); the editors publish it with the profile. Nothing is stored on a refusal.`,
        security: signedIn,
        params: idParams,
        response: {
          200: saved,
          404: notOwned,
          413: errorSchema,
          415: errorSchema,
          422: refusal(
            `Invalid input; on \`logo\`: \`not_an_image\` (not a JPEG, PNG or WebP), \`logo_too_small\` (under ${LOGO_MIN} × ${LOGO_MIN}; the message names the size)`,
          ),
        },
      },
    },
    async (req) => ({
      data: publicProject(
        await owners.drafts.setLogo(await auth.require(req), req.params.id, uploadedImage(req.body)),
      ),
    }),
  );

  app.delete(
    "/api/project/:id/logo",
    {
      schema: {
        tags,
        operationId: "removeProjectLogo",
        summary: "Remove the draft's logo: the token's own image shows",
        description:
          "The stored image stays (a logo the editors published keeps showing until an approval replaces it).",
        security: signedIn,
        params: idParams,
        response: { 200: saved, 404: notOwned },
      },
    },
    async (req) => ({
      data: publicProject(await owners.drafts.setLogo(await auth.require(req), req.params.id, null)),
    }),
  );
};
