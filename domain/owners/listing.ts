import { sql } from "drizzle-orm";
import { type Address, BaseError, getAddress } from "viem";
import { type Db, queryRows } from "../../db/client.ts";
import type { Caller } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { chainFacts } from "../market/chain-facts.ts";
import { ensureChain, registerPools } from "../market/evm-store.ts";
import { readTokenContract } from "../market/token-contract.ts";
import { type ChainNodes, fromNode, nodeAway } from "./chain-nodes.ts";
import { auditToken } from "./token-audit.ts";

export type ListingInput = { chainId: number; contract: string };

/** The catalogue token at an address: `known` when the catalogue listed it before this request. */
export type ListedToken = { id: number; slug: string; name: string; symbol: string; known: boolean };

type TokenRow = { id: number; slug: string; name: string; symbol: string };

/** A unique index refused the row: another request listed the same contract a moment earlier. */
function duplicate(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Owners' tokens the catalogue does not list yet, submitted by address (docs/product.md, Token owners): a
 * contract already listed on the chain answers as it is; otherwise its name, symbol, decimals and total supply
 * are read from the chain's node and it is listed, unauthorized, as the indexer lists a token it finds
 * (docs/decisions/013-evm-indexer.md). An address without contract code or whose contract does not answer as an
 * ERC-20 is refused with `not_a_token`; every refusal comes before anything is written. A listing goes to the
 * audit log as `owner_submission` with who submitted it.
 */
export function createListing(db: Db, clientFor: ChainNodes, now: () => Date = () => new Date()) {
  const find = async (chainId: number, contract: string): Promise<ListedToken | undefined> => {
    const [row] = await queryRows<TokenRow>(
      db,
      sql`select id, slug, name, symbol from tokens
          where chain_id = ${chainId} and lower(address) = lower(${contract}) and not native`,
    );
    return row && { id: Number(row.id), slug: row.slug, name: row.name, symbol: row.symbol, known: true };
  };

  return {
    async submit(caller: Caller, input: ListingInput): Promise<ListedToken> {
      const known = await find(input.chainId, input.contract);
      if (known) return known;
      const client = clientFor(input.chainId);
      const address: Address = getAddress(input.contract);
      const notToken = () => new Invalid({ contract: "not_a_token" }, "No ERC-20 token at this address");
      const code = await fromNode(() => client.getCode({ address }));
      if (!code || code === "0x") throw notToken();
      const facts = await fromNode(() =>
        readTokenContract(address, (abi, functionName) =>
          client.readContract({ address, abi, functionName }).catch((error: unknown) => {
            if (error instanceof BaseError && !nodeAway(error)) return undefined;
            throw error;
          }),
        ),
      );
      if (!facts || facts.totalSupply === null) throw notToken();
      await ensureChain(db, chainFacts(input.chainId));
      let listedNow = true;
      try {
        await registerPools(db, {
          chainId: input.chainId,
          source: "evm",
          now: now().getTime(),
          tokens: [{ ...facts, price: 0, peg: null }],
          pools: [],
          supplies: new Map(),
        });
      } catch (error) {
        if (!duplicate(error)) throw error;
        listedNow = false;
      }
      const listed = await find(input.chainId, address);
      if (!listed) throw new Error("The listed token is missing");
      if (listedNow) {
        await auditToken(db, {
          caller,
          slug: listed.slug,
          action: "owner_submission",
          detail: { chainId: input.chainId, contract: address },
          at: now(),
        });
      }
      return { ...listed, known: false };
    },
  };
}

export type Listing = ReturnType<typeof createListing>;
