import { z } from "zod";
import { type ContentKind, faqGroups } from "../../lib/content-kinds.ts";
import { MAX_CHAIN_ID } from "../../lib/realtime/protocol.ts";

/**
 * The desk's input for a fact whose type does not tell it (docs/product.md, Editors' desk): a chain id is picked
 * among the catalogue's chains, a question's group among the named FAQ groups. The desk's form reads everything
 * else of a fact from its schema below (app/features/admin/facts.ts).
 */
export const factInputs = z.registry<{ input: "chain" | "group" }>();

const usd = z.number().finite().nonnegative().max(1e13);
const decimal = z.string().regex(/^\d{1,15}(\.\d{1,18})?$/);
const website = z.url({ protocol: /^https$/ }).max(300);

/** The language-free fields of a token sale or an airdrop. */
const offeringBase = {
  name: z.string().trim().min(1).max(80),
  symbol: z.string().regex(/^[A-Z0-9]{2,10}$/),
  // Within a PostgreSQL integer: the lists' chain filter casts it (domain/content/reads.ts).
  chainId: z.number().int().positive().max(MAX_CHAIN_ID).register(factInputs, { input: "chain" }),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
  website,
};

export const icoFacts = z
  .object({ ...offeringBase, priceUsd: decimal, goalUsd: usd, raisedUsd: usd })
  .refine((f) => Date.parse(f.endsAt) > Date.parse(f.startsAt), { path: ["endsAt"], message: "after_start" });

export const airdropFacts = z
  .object({
    ...offeringBase,
    rewardAmount: decimal,
    rewardUsd: usd.nullable(),
    winners: z.number().int().positive().max(10_000_000),
  })
  .refine((f) => Date.parse(f.endsAt) > Date.parse(f.startsAt), { path: ["endsAt"], message: "after_start" });

export const faqFacts = z.object({ group: z.enum(faqGroups).register(factInputs, { input: "group" }) });

export type IcoFacts = z.infer<typeof icoFacts>;
export type AirdropFacts = z.infer<typeof airdropFacts>;
export type FaqFacts = z.infer<typeof faqFacts>;

/** The schema of each kind's facts, its fields in the order the desk asks for them; articles and pages have none. */
export const factsSchema: Record<ContentKind, z.ZodObject> = {
  news: z.object({}),
  blog: z.object({}),
  page: z.object({}),
  faq: faqFacts,
  ico: icoFacts,
  airdrop: airdropFacts,
};

/** The per-language lists of each kind (an airdrop's requirements and steps). */
export const extraSchema: Record<ContentKind, z.ZodType<Record<string, string[]>>> = {
  news: z.object({}),
  blog: z.object({}),
  page: z.object({}),
  faq: z.object({}),
  ico: z.object({}),
  airdrop: z.object({
    requirements: z.array(z.string().trim().min(1).max(300)).min(1).max(20),
    steps: z.array(z.string().trim().min(1).max(300)).min(1).max(20),
  }),
};
