import { z } from "zod";
import { CONTRACT_ADDRESS } from "../../../lib/address.ts";
import { MAX_CHAIN_ID } from "../../../lib/realtime/protocol.ts";

/** What the project route files share (docs/product.md, Token owners): inputs and answer shapes. */
export const tags = ["project"];

export const address = (what: string) =>
  z.string().regex(CONTRACT_ADDRESS, "Not an address").describe(`${what}: 0x and 40 hexadecimal digits`);

export const chainId = z
  .number()
  .int()
  .min(1)
  .max(MAX_CHAIN_ID)
  .describe("The token's chain (EIP-155 chain id)");

/** generateSiweNonce's alphabet and length (EIP-4361 asks for at least 8 alphanumeric characters). */
export const nonceParam = z
  .string()
  .regex(/^[A-Za-z0-9]{8,128}$/, "Not a claim nonce")
  .describe("The claim's nonce, as `POST /api/project/claims` gave it");

/** How an owner proved control: a signature, a website code, or an invitation by another owner. */
export const ownerMethod = z.enum(["signature", "website", "invitation"]);

const tagType = z.enum(["category", "industry", "algorithm"]);
const tagRef = { id: z.number().int(), type: tagType, slug: z.string() };

export const projectSchema = z.object({
  id: z.number().int().describe("The token's id"),
  image: z
    .string()
    .nullable()
    .describe("Absolute URL of the owners' logo; null without one. Shown only when `validImage`"),
  validImage: z
    .boolean()
    .describe(
      "The logo is at least 300×300 px (a logo that fails to load is invalid: 'Failed to load image'); otherwise the token's own image is shown",
    ),
  authorized: z.boolean().describe("The profile is verified: approved by the editors"),
  token: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      symbol: z.string(),
      chainId: z.number().int(),
      address: z.string(),
      image: z.string().nullable().describe("Absolute URL of the token's own image; null without one"),
    })
    .describe("The catalogue token"),
  state: z
    .enum(["draft", "submitted", "approved", "refused"])
    .describe("The draft's review: edited by the owners, submitted to the editors, approved or refused"),
  reason: z.string().nullable().describe("The editors' reason when `state` is `refused`; null otherwise"),
  proof: z
    .object({
      method: ownerMethod,
      address: z
        .string()
        .nullable()
        .describe("The address that signed; null for a website proof or an invitation"),
      chainId: z.number().int().nullable(),
      control: z
        .string()
        .nullable()
        .describe(
          "How the address controls the contract: `owner`, `admin` or `deployer`; null for a website proof or when not recorded",
        ),
      website: z.string().nullable().describe("The website's host of a website proof; null for a signature"),
      provenAt: z.string().describe("ISO 8601 in UTC"),
    })
    .describe("How and when the caller proved control of the token"),
  tags_tmp: z.array(z.object(tagRef)).describe("Tags proposed in the draft, not yet submitted"),
  tags_active_tmp: z
    .array(z.object({ ...tagRef, is_active: z.boolean().describe("Approved by the editors") }))
    .describe("Tags submitted for review"),
  descriptions: z.array(z.object({ locale: z.string(), body: z.string() })).describe("One per language"),
  links: z.array(z.object({ type: z.string(), url: z.string() })),
  faqs: z.array(
    z.object({ id: z.number().int(), locale: z.string(), question: z.string(), answer: z.string() }),
  ),
  readiness: z
    .object({
      tags: z.boolean().describe("Step 1: each tag type proposed, or submitted and not yet active"),
      content: z.boolean().describe("Step 2: at least one description and one link with a url"),
      faqs: z.boolean().describe("Step 3: at least 5 FAQs"),
    })
    .describe("Which of the menu's three steps are ready"),
});

export const websiteClaimSchema = z.object({
  id: z.number().int().describe("The website claim's id"),
  tokenId: z.number().int(),
  host: z.string().describe("The host of the token's listed website"),
  code: z.string().describe("The code to publish"),
  state: z
    .enum(["open", "waiting", "approved", "refused"])
    .describe("Open while the code is published, waiting for the editors once found, then their decision"),
  expiresAt: z.string().describe("Until when the code can be checked, ISO 8601 in UTC"),
  dns: z
    .object({ name: z.string(), type: z.literal("TXT"), value: z.string() })
    .describe("The TXT record to add on the website's host"),
  file: z
    .object({ url: z.string(), content: z.string() })
    .describe("Or the file to serve at this address, holding the code"),
  foundBy: z
    .string()
    .nullable()
    .describe("Where the code was found: `dns` (the TXT record) or `file`; null before"),
  checkedAt: z.string().nullable().describe("When the code was found, ISO 8601 in UTC"),
});

/** A website claim in its owner's list (`GET /api/project/website-claims`). */
export const listedWebsiteClaimSchema = websiteClaimSchema.extend({
  token: z
    .object({ slug: z.string(), name: z.string(), symbol: z.string() })
    .describe("The catalogue token claimed"),
  reason: z.string().nullable().describe("The editors' reason when `state` is `refused`; null otherwise"),
  decidedAt: z.string().nullable().describe("When the editors refused it, ISO 8601 in UTC; null before"),
});
