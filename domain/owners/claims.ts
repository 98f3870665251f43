import { sql } from "drizzle-orm";
import { getAddress, type Hex } from "viem";
import { createSiweMessage, generateSiweNonce, parseSiweMessage, verifySiweMessage } from "viem/siwe";
import { type Db, queryRows } from "../../db/client.ts";
import type { Limits } from "../accounts/limits.ts";
import type { Caller } from "../accounts/sessions.ts";
import { Conflict, Forbidden, Invalid, NotFound } from "../errors.ts";
import { type ChainNodes, fromNode } from "./chain-nodes.ts";
import { controlOf } from "./control.ts";
import { auditToken } from "./token-audit.ts";

/** How long a claim's message may be signed, like the site's one-time codes. */
export const CLAIM_TTL_MS = 10 * 60_000;

export type ClaimStart = { chainId: number; contract: string; address: string };
export type ClaimSignature = { message: string; signature: Hex };

type Executor = Pick<Db, "execute">;

type TokenRow = {
  id: number;
  slug: string;
  name: string;
  symbol: string;
  chain_id: number;
  address: string;
  links: unknown;
};
type NonceRow = {
  nonce: string;
  token_id: number;
  message: string;
  expires_at: string | Date;
  used_at: string | Date | null;
};

export type ClaimsOptions = {
  /** The site's public origin (PUBLIC_URL): the message's domain is its host, its uri the origin itself. */
  publicUrl: string;
  /** A JSON-RPC URL per chain id (EVM_RPC_URLS). */
  rpcUrls: ReadonlyMap<number, string>;
  /** Attempt limits: every start and finish of a claim counts (`claim`, domain/accounts/limits.ts). */
  limits: Limits;
  now?: () => Date;
};

/** How long an unused nonce is kept after it expired, so a late answer still learns it expired. */
const EXPIRED_KEPT_MS = 24 * 60 * 60_000;

/** Refuses a token that has an owner already (a second owner joins by invitation, not by a claim). */
export async function refuseClaimed(executor: Executor, tokenId: number) {
  const owners = await queryRows(
    executor,
    sql`select 1 from token_owners where token_id = ${tokenId} and revoked_at is null`,
  );
  if (owners.length > 0) throw new Conflict("already_claimed", "This token already has an owner");
}

/** The catalogue token (not a chain's native coin) at `contract` on `chainId`; 404 without one. */
export async function tokenAt(executor: Executor, chainId: number, contract: string): Promise<TokenRow> {
  const [token] = await queryRows<TokenRow>(
    executor,
    sql`select id, slug, name, symbol, chain_id, address, links from tokens
        where chain_id = ${chainId} and lower(address) = lower(${contract}) and not native`,
  );
  if (!token) throw new NotFound("Token not found");
  return token;
}

/**
 * Claims of token ownership by a Sign-In with Ethereum (EIP-4361) signature (docs/decisions/021-owner-claims.md):
 * `start` issues a nonce and the exact message for the token and the signing address; `confirm` checks the
 * signed message is that one (this site, the token's chain, the nonce unused and unexpired), the signature
 * (an account's or a contract wallet's, EIP-1271) and the address's control of the contract, then records the
 * caller as an owner and consumes the nonce. Every refusal comes before anything is written.
 */
export function createClaims(db: Db, options: ClaimsOptions, clientFor: ChainNodes) {
  const now = options.now ?? (() => new Date());
  const site = new URL(options.publicUrl);
  const uri = site.origin;

  return {
    /** A fresh nonce and the message the address signs to claim the token at `contract` on `chainId`. */
    async start(caller: Caller, input: ClaimStart, ip: string) {
      await options.limits.consume("claim", ip, String(caller.user.id));
      const token = await tokenAt(db, input.chainId, input.contract);
      clientFor(input.chainId);
      await refuseClaimed(db, token.id);
      const issuedAt = now();
      const expirationTime = new Date(issuedAt.getTime() + CLAIM_TTL_MS);
      const nonce = generateSiweNonce();
      const message = createSiweMessage({
        domain: site.host,
        uri,
        address: getAddress(input.address),
        chainId: input.chainId,
        nonce,
        issuedAt,
        expirationTime,
        version: "1",
        statement: `I control the contract of ${token.name} (${token.symbol}) at ${getAddress(token.address)} and claim its profile on ${site.host}.`,
      });
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`delete from claim_nonces where used_at is null
                and expires_at < ${new Date(issuedAt.getTime() - EXPIRED_KEPT_MS)}`,
        );
        await tx.execute(
          sql`insert into claim_nonces (nonce, user_id, token_id, message, issued_at, expires_at)
              values (${nonce}, ${caller.user.id}, ${token.id}, ${message}, ${issuedAt}, ${expirationTime})`,
        );
      });
      return { nonce, message, expiresAt: expirationTime.toISOString(), tokenId: Number(token.id) };
    },

    /** Checks the signed claim and makes the caller an owner of its token; returns the token's id and proof. */
    async confirm(caller: Caller, nonce: string, input: ClaimSignature, ip: string) {
      await options.limits.consume("claim", ip, String(caller.user.id));
      const [row] = await queryRows<NonceRow>(
        db,
        sql`select nonce, token_id, message, expires_at, used_at from claim_nonces
            where nonce = ${nonce} and user_id = ${caller.user.id}`,
      );
      if (!row) throw new NotFound("Claim not found");
      const [token] = await queryRows<TokenRow>(
        db,
        sql`select id, slug, name, symbol, chain_id, address, links from tokens where id = ${row.token_id}`,
      );
      const parsed = parseSiweMessage(input.message);
      if (!parsed.address || !parsed.domain || !parsed.uri || !parsed.chainId || !parsed.nonce) {
        throw new Invalid({ message: "not_siwe" }, "Not a Sign-In with Ethereum message");
      }
      if (parsed.domain !== site.host || parsed.uri !== uri) {
        throw new Invalid({ message: "wrong_site" }, "The message is for another site");
      }
      if (parsed.chainId !== Number(token.chain_id)) {
        throw new Invalid({ message: "wrong_chain" }, "The message is for another chain");
      }
      if (input.message !== row.message) {
        throw new Invalid({ message: "not_issued" }, "The message is not the one issued for this claim");
      }
      if (row.used_at !== null) throw new Conflict("nonce_used", "This claim's message was used already");
      if (new Date(row.expires_at).getTime() <= now().getTime()) {
        throw new Conflict("nonce_expired", "This claim's message has expired; start the claim again");
      }
      await refuseClaimed(db, token.id);
      const client = clientFor(Number(token.chain_id));
      const address = parsed.address;
      const valid = await fromNode(() =>
        verifySiweMessage(client, {
          message: input.message,
          signature: input.signature,
          domain: site.host,
          nonce,
          time: now(),
        }),
      );
      if (!valid) {
        throw new Invalid({ signature: "bad_signature" }, "The signature is not the message's address's");
      }
      const control = await fromNode(() => controlOf(client, getAddress(token.address), address));
      if (!control) {
        throw new Forbidden(
          "not_in_control",
          "This address is neither the contract's owner, its admin nor its deployer",
        );
      }
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from tokens where id = ${token.id} for update`);
        const [consumed] = await queryRows(
          tx,
          sql`update claim_nonces set used_at = ${now()} where nonce = ${nonce} and used_at is null returning nonce`,
        );
        if (!consumed) throw new Conflict("nonce_used", "This claim's message was used already");
        await refuseClaimed(tx, token.id);
        const provenAt = now();
        await tx.execute(
          sql`insert into token_owners (token_id, user_id, method, address, chain_id, control, proven_at)
              values (${token.id}, ${caller.user.id}, 'signature', ${address}, ${token.chain_id}, ${control},
                ${provenAt})`,
        );
        await tx.execute(
          sql`insert into project_drafts (token_id) values (${token.id}) on conflict do nothing`,
        );
        await auditToken(tx, {
          caller,
          slug: token.slug,
          action: "owner_claim",
          detail: { method: "signature", address, chainId: Number(token.chain_id), control },
          at: provenAt,
        });
        return {
          tokenId: Number(token.id),
          proof: {
            method: "signature" as const,
            address,
            chainId: Number(token.chain_id),
            control,
            provenAt: provenAt.toISOString(),
          },
        };
      });
    },
  };
}

export type Claims = ReturnType<typeof createClaims>;
