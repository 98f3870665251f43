import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../db/client.ts";
import type { AccountCall } from "./account-client.ts";

type Accounts<A> = {
  db: () => Db;
  call: (request: AccountCall) => Promise<LightMyRequestResponse>;
  signedUp: () => Promise<A>;
};

/**
 * A signed-up member of the community of the token `slug`, with an account older than the new accounts'
 * stricter posting limit (docs/product.md, Communities).
 */
export async function communityMember<A extends { email: string; cookie: string }>(
  accounts: Accounts<A>,
  slug: string,
): Promise<A> {
  const account = await accounts.signedUp();
  const joined = await accounts.call({
    method: "PUT",
    url: `/api/user/communities/${slug}/membership`,
    cookie: account.cookie,
  });
  expect(joined.statusCode, joined.body).toBe(200);
  await accounts
    .db()
    .execute(sql`update users set created_at = now() - interval '10 days' where email = ${account.email}`);
  return account;
}
