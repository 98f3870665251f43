import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Caller } from "../accounts/sessions.ts";

/**
 * An entry of the audit log about a token's owners (docs/product.md, Token owners): who did what to which token,
 * with its details, at `at`, written in the caller's transaction so the entry stands or falls with the change.
 */
export function auditToken(
  tx: Pick<Db, "execute">,
  entry: { caller: Caller; slug: string; action: string; detail: Record<string, unknown>; at: Date },
) {
  return tx.execute(
    sql`insert into content_audit (kind, slug, user_id, action, detail, at)
        values ('token', ${entry.slug}, ${entry.caller.user.id}, ${entry.action},
          ${JSON.stringify(entry.detail)}::jsonb, ${entry.at})`,
  );
}
