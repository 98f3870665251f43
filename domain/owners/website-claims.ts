import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Limits } from "../accounts/limits.ts";
import type { Caller } from "../accounts/sessions.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import type { ClaimStart } from "./claims.ts";
import { refuseClaimed, tokenAt } from "./claims.ts";
import type { FoundBy, WebsiteCheck } from "./website-check.ts";
import { FILE_PATH, recordFor, websiteOf } from "./website-rule.ts";

/** How long a website claim's code may be published and checked: time for a DNS record to spread. */
export const WEBSITE_CODE_TTL_MS = 7 * 24 * 60 * 60_000;

export type WebsiteClaimState = "open" | "waiting" | "approved" | "refused";

/** A website claim as its owner sees it: the code and exactly where to publish it. */
export type WebsiteClaim = {
  id: number;
  tokenId: number;
  host: string;
  code: string;
  state: WebsiteClaimState;
  expiresAt: string;
  /** The TXT record to add on the website's host. */
  dns: { name: string; type: "TXT"; value: string };
  /** The file to serve, holding the code. */
  file: { url: string; content: string };
  foundBy: FoundBy | null;
  checkedAt: string | null;
};

/** A website claim in its owner's list: with its token and, once decided, the editors' decision. */
export type ListedWebsiteClaim = WebsiteClaim & {
  token: { slug: string; name: string; symbol: string };
  /** The editors' reason for a refused claim; null otherwise. */
  reason: string | null;
  decidedAt: string | null;
};

export type WebsiteClaimsOptions = {
  /** Attempt limits: every start and check counts (`claim`, domain/accounts/limits.ts). */
  limits: Limits;
  check: WebsiteCheck;
  now?: () => Date;
};

type Row = Record<string, unknown>;

const claimOf = (row: Row): WebsiteClaim => {
  const host = String(row.host);
  const code = String(row.code);
  return {
    id: Number(row.id),
    tokenId: Number(row.token_id),
    host,
    code,
    state: row.state as WebsiteClaimState,
    expiresAt: new Date(row.expires_at as string | Date).toISOString(),
    dns: { name: host, type: "TXT", value: recordFor(code) },
    file: { url: `https://${host}${FILE_PATH}`, content: code },
    foundBy: (row.found_by as FoundBy | null) ?? null,
    checkedAt: row.checked_at == null ? null : new Date(row.checked_at as string | Date).toISOString(),
  };
};

/**
 * Claims of a token by its website (docs/decisions/025-website-proof.md): `start` issues a code for the caller
 * and the token (one open claim each, the same code until it expires) and says where to publish it on the
 * token's listed website; `check` looks for it there, and a found code sends the claim to the editors, who
 * decide by hand (domain/owners/review.ts). A refused check writes only its attempt.
 */
export function createWebsiteClaims(db: Db, options: WebsiteClaimsOptions) {
  const now = options.now ?? (() => new Date());

  return {
    async start(caller: Caller, input: Pick<ClaimStart, "chainId" | "contract">, ip: string) {
      await options.limits.consume("claim", ip, String(caller.user.id));
      const token = await tokenAt(db, input.chainId, input.contract);
      await refuseClaimed(db, token.id);
      const website = websiteOf(token.links);
      if ("refusal" in website) {
        throw new Invalid(
          { website: website.refusal },
          website.refusal === "no_website"
            ? "The token lists no website"
            : "The token's website is not an https address",
        );
      }
      return db.transaction(async (tx) => {
        const [live] = await queryRows<Row>(
          tx,
          sql`select * from website_claims where user_id = ${caller.user.id} and token_id = ${token.id}
                and state in ('open', 'waiting') for update`,
        );
        if (live?.state === "waiting") {
          throw new Conflict("claim_waiting", "This claim was found and waits for the editors");
        }
        const issuedAt = now();
        if (live && new Date(live.expires_at as string | Date) > issuedAt && live.host === website.host) {
          return claimOf(live);
        }
        if (live) await tx.execute(sql`delete from website_claims where id = ${live.id}`);
        const [row] = await queryRows<Row>(
          tx,
          sql`insert into website_claims (user_id, token_id, host, code, issued_at, expires_at)
              values (${caller.user.id}, ${token.id}, ${website.host}, ${randomBytes(16).toString("hex")},
                ${issuedAt}, ${new Date(issuedAt.getTime() + WEBSITE_CODE_TTL_MS)})
              returning *`,
        );
        return claimOf(row);
      });
    },

    /**
     * Looks for the claim's code on its website: found, the claim waits for the editors; not found, 422
     * `code_not_found` and the attempt is counted.
     */
    async check(caller: Caller, id: number, ip: string): Promise<WebsiteClaim> {
      await options.limits.consume("claim", ip, String(caller.user.id));
      const [row] = await queryRows<Row>(
        db,
        sql`select * from website_claims where id = ${id} and user_id = ${caller.user.id}`,
      );
      if (!row) throw new NotFound("Claim not found");
      if (row.state === "waiting") {
        throw new Conflict("claim_waiting", "This claim was found and waits for the editors");
      }
      if (row.state !== "open") throw new Conflict("claim_decided", "The editors decided this claim");
      if (new Date(row.expires_at as string | Date).getTime() <= now().getTime()) {
        throw new Conflict("code_expired", "This claim's code has expired; start the claim again");
      }
      await refuseClaimed(db, Number(row.token_id));
      const host = String(row.host);
      const foundBy = await options.check(host, String(row.code));
      if (!foundBy) {
        await db.execute(sql`update website_claims set attempts = attempts + 1 where id = ${id}`);
        throw new Invalid(
          { website: "code_not_found" },
          `Neither a TXT record on ${host} nor https://${host}${FILE_PATH} holds the code`,
        );
      }
      const [updated] = await queryRows<Row>(
        db,
        sql`update website_claims set state = 'waiting', found_by = ${foundBy}, checked_at = ${now()}
            where id = ${id} and state = 'open' returning *`,
      );
      if (!updated) throw new Conflict("claim_waiting", "This claim was found and waits for the editors");
      return claimOf(updated);
    },

    /** The caller's website claims not yet approved, newest first, with their tokens (the cabinet shows them). */
    async mine(caller: Caller): Promise<ListedWebsiteClaim[]> {
      const rows = await queryRows<Row>(
        db,
        sql`select w.*, t.slug, t.name, t.symbol from website_claims w join tokens t on t.id = w.token_id
            where w.user_id = ${caller.user.id} and w.state <> 'approved'
            order by w.issued_at desc, w.id desc limit 50`,
      );
      return rows.map((row) => ({
        ...claimOf(row),
        token: { slug: String(row.slug), name: String(row.name), symbol: String(row.symbol) },
        reason: (row.reason as string | null) ?? null,
        decidedAt: row.decided_at == null ? null : new Date(row.decided_at as string | Date).toISOString(),
      }));
    },
  };
}

export type WebsiteClaims = ReturnType<typeof createWebsiteClaims>;
