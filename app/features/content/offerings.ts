import { z } from "zod";
import type { AirdropFacts, IcoFacts } from "../../../domain/content/facts.ts";
import { type OfferingKind, offeringStatuses } from "../../../lib/content-kinds.ts";
import { MAX_CHAIN_ID } from "../../../lib/realtime/protocol.ts";

/** The sorts each list offers, the first being its default. */
export const offeringSortsOf = {
  ico: ["status", "start", "end", "raised", "goal", "name"],
  airdrop: ["status", "end", "start", "reward", "winners", "name"],
} as const satisfies Record<OfferingKind, readonly string[]>;

/** The list's filters from its address; anything unknown falls back to "all" and the default order. */
export function offeringFilters(kind: OfferingKind, params: URLSearchParams) {
  const sorts = offeringSortsOf[kind];
  const status = z.enum(offeringStatuses).safeParse(params.get("status"));
  // A chain id is a PostgreSQL integer: a larger number names no chain.
  const chain = z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_CHAIN_ID)
    .safeParse(params.get("chain") || undefined);
  const sort = z.enum(sorts).safeParse(params.get("sort"));
  return {
    status: status.success ? status.data : undefined,
    chainId: chain.success ? chain.data : undefined,
    sort: sort.success ? sort.data : sorts[0],
  };
}

export type OfferingFacts = (IcoFacts | AirdropFacts) & Partial<IcoFacts> & Partial<AirdropFacts>;
