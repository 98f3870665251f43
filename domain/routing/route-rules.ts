import { desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { routeRules, users } from "../../db/schema/index.ts";
import { type Locale, localizePath } from "../../lib/locales.ts";
import { ttlCache } from "../cache.ts";
import { Conflict, Invalid, NotFound } from "../errors.ts";
import { fieldCollector, parse } from "../fields.ts";
import {
  isExternal,
  isRedirectable,
  loopOf,
  MAX_URL_LENGTH,
  normalizePath,
  normalizeTarget,
  type Resolved,
  type RuleLink,
  resolveChain,
} from "./rule-paths.ts";

/** How long a node keeps the rules it read: they change rarely, and a write on this node empties it at once. */
export const RULES_TTL_MS = 10_000;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A rule as the desk lists it. */
export type RouteRuleView = {
  id: number;
  source: string;
  target: string;
  permanent: boolean;
  /** Who wrote it last (nickname, else email); null once that account is gone. */
  by: string | null;
  createdAt: string;
  updatedAt: string;
};

const ruleInput = z.object({
  source: z.string().trim().min(1).max(MAX_URL_LENGTH),
  target: z.string().trim().min(1).max(MAX_URL_LENGTH),
  permanent: z.boolean().default(true),
});

/** Every rule as links by source. */
async function readLinks(q: Db | Tx): Promise<Map<string, RuleLink>> {
  const rows = await q
    .select({ source: routeRules.source, target: routeRules.target, permanent: routeRules.permanent })
    .from(routeRules);
  return new Map(rows.map((r) => [r.source, r]));
}

/** A page now lives at `path` (English, without prefix): a rule that sent it elsewhere goes. */
async function release(tx: Tx, path: string): Promise<void> {
  await tx.delete(routeRules).where(eq(routeRules.source, path));
}

/** Two writes never check loops against each other's unfinished work: one waits for the other. */
const lock = (tx: Tx) => tx.execute(sql`lock table route_rules in share row exclusive mode`);

/**
 * Redirects of the site's pages (docs/product.md, Redirects). Lookups read every rule once per `ttlMs` per
 * node and resolve chains in memory; writes run inside the caller's transaction (the desk's, which records
 * them in its audit log), and `forget` drops what this node read once they are committed.
 */
export function createRouteRules(db: Db, { ttlMs = RULES_TTL_MS }: { ttlMs?: number } = {}) {
  const links = ttlCache(ttlMs, () => readLinks(db));

  return {
    /**
     * Where a request for `path` (with or without a locale prefix) is sent, or null: a site target keeps the
     * path's prefix, an external one is returned as it is. A path that is no site path has no rule.
     */
    async lookup(path: string): Promise<Resolved | null> {
      const normal = normalizePath(path);
      if (!normal || !isRedirectable(normal.path)) return null;
      const resolved = resolveChain(await links.get(), normal.path);
      if (!resolved || isExternal(resolved.target)) return resolved;
      const locale = (normal.locale ?? "en") as Locale;
      return { target: localizePath(resolved.target, locale), permanent: resolved.permanent };
    },

    /** Every rule, newest change first. */
    async list(): Promise<RouteRuleView[]> {
      const creator = alias(users, "creator");
      const rows = await db
        .select({ rule: routeRules, nickname: creator.nickname, email: creator.email })
        .from(routeRules)
        .leftJoin(creator, eq(creator.id, routeRules.updatedBy))
        .orderBy(desc(routeRules.updatedAt), desc(routeRules.id))
        .limit(1000);
      return rows.map(({ rule, nickname, email }) => ({
        id: rule.id,
        source: rule.source,
        target: rule.target,
        permanent: rule.permanent,
        by: nickname ?? email ?? null,
        createdAt: rule.createdAt.toISOString(),
        updatedAt: rule.updatedAt.toISOString(),
      }));
    },

    /**
     * Adds a rule written by `userId`, refused per field with nothing written: a source that is no site path
     * (`path_format`) or may not redirect (`reserved_path`), or has a rule already (`source_taken`); a target
     * that is neither a site path nor an https address (`target_format`), or one that would loop.
     */
    async add(
      tx: Tx,
      userId: number,
      input: unknown,
    ): Promise<{ id: number; source: string; target: string }> {
      const form = fieldCollector();
      const rule = form.check(() => parse(ruleInput, input));
      const source = rule && normalizePath(rule.source);
      const target = rule && normalizeTarget(rule.target);
      if (rule && !source) form.fail("source", "path_format");
      else if (source && !isRedirectable(source.path)) form.fail("source", "reserved_path");
      if (rule && !target) form.fail("target", "target_format");
      form.done();
      if (!rule || !source || !target) throw new Invalid({ form: "invalid" });
      await lock(tx);
      const existing = await readLinks(tx);
      if (existing.has(source.path))
        throw new Conflict("source_taken", "A rule for this path exists", { source: "source_taken" });
      const loop = loopOf(existing, source.path, target);
      if (loop) throw new Invalid({ target: loop });
      const [row] = await tx
        .insert(routeRules)
        .values({
          source: source.path,
          target,
          permanent: rule.permanent,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning({ id: routeRules.id });
      return { id: row.id, source: source.path, target };
    },

    /** Removes a rule; NotFound when there is none with this id. */
    async remove(tx: Tx, id: number): Promise<{ source: string; target: string }> {
      const [row] = await tx
        .delete(routeRules)
        .where(eq(routeRules.id, id))
        .returning({ source: routeRules.source, target: routeRules.target });
      if (!row) throw new NotFound("No such redirect");
      return row;
    },

    release,

    /**
     * A page moved from `from` to `to` (English paths without prefix): the old address redirects to the new
     * one for good, rules that pointed to the old address point to the new one, and a rule that started at the
     * new address goes (the page lives there again), so no chain or loop is left.
     */
    async followMove(tx: Tx, userId: number, from: string, to: string): Promise<void> {
      if (from === to) return;
      await lock(tx);
      await release(tx, to);
      const now = new Date();
      await tx
        .update(routeRules)
        .set({ target: to, updatedBy: userId, updatedAt: now })
        .where(eq(routeRules.target, from));
      await tx
        .insert(routeRules)
        .values({ source: from, target: to, permanent: true, createdBy: userId, updatedBy: userId })
        .onConflictDoUpdate({
          target: routeRules.source,
          set: { target: to, permanent: true, updatedBy: userId, updatedAt: now },
        });
    },

    /** Drops the rules this node read: called once a write is committed. */
    forget(): void {
      links.clear();
    },
  };
}

export type RouteRules = ReturnType<typeof createRouteRules>;
