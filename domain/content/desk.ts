import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client.ts";
import { contentAudit, contentEntries, contentVersions, users } from "../../db/schema/index.ts";
import {
  type ContentKind,
  canEdit,
  contentKinds,
  contentPath,
  isContentSlug,
  roles,
} from "../../lib/content-kinds.ts";
import { isLocale } from "../../lib/locales.ts";
import type { Caller } from "../accounts/index.ts";
import { Conflict, Forbidden, Invalid, NotFound, Unauthorized } from "../errors.ts";
import { fieldCollector, parse } from "../fields.ts";
import { escapeLike } from "../like.ts";
import type { RouteRules } from "../routing/route-rules.ts";
import { extraSchema, factsSchema } from "./facts.ts";
import { processCover, storeMedia } from "./media.ts";
import { plainText, sanitizeRichText } from "./sanitize.ts";

const versionInput = z.object({
  title: z.string().trim().min(1).max(200),
  summary: z.string().trim().min(1).max(400),
  body: z.string().max(200_000),
});

const entryInput = z.object({
  slug: z.string().trim().refine(isContentSlug, "slug_format"),
  tokens: z.array(z.string().trim().min(1).max(120)).max(10).default([]),
  facts: z.record(z.string(), z.unknown()).default({}),
});

export type EntryStatus = "draft" | "scheduled" | "published";

export type DeskEntry = {
  id: number;
  kind: ContentKind;
  slug: string;
  status: EntryStatus;
  publishedAt: string | null;
  updatedAt: string;
  title: string;
  locales: string[];
};

export type DeskVersion = {
  locale: string;
  title: string;
  summary: string;
  body: string;
  extra: Record<string, string[]>;
  updatedAt: string;
};

export type AuditRow = {
  id: number;
  at: string;
  action: string;
  locale: string | null;
  user: string | null;
  kind: string;
  slug: string;
  detail: Record<string, unknown>;
};

const statusOf = (publishedAt: Date | null, now: Date): EntryStatus =>
  publishedAt === null ? "draft" : publishedAt > now ? "scheduled" : "published";

const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value))).toISOString();

/**
 * The editors' desk: every write checks the caller's role, validates per field (nothing is written on a
 * refusal), sanitizes rich text, and records who changed what in the audit log in the same transaction.
 * Accounts with an address in `adminEmails` are admins whatever their stored role (the first admin). Redirects
 * (`routeRules`) are written here too: by hand, and whenever an entry's address changes.
 */
export function createDesk(
  db: Db,
  {
    routeRules,
    adminEmails = [],
    clock = () => new Date(),
    onChange,
  }: {
    routeRules: RouteRules;
    adminEmails?: string[];
    clock?: () => Date;
    /** Called after every committed write to content (public pages cached from it are out of date). */
    onChange?: () => void;
  },
) {
  const appointed = new Set(adminEmails.map((e) => e.toLowerCase()));
  /** The role that counts: the stored one, or admin for an appointed address. */
  const roleOf = (user: { email: string; role: string }): string =>
    appointed.has(user.email.toLowerCase()) ? "admin" : user.role;

  function requireEditor(caller: Caller | null): asserts caller is Caller {
    if (!caller) throw new Unauthorized();
    if (!canEdit(roleOf(caller.user))) throw new Forbidden("not_editor", "Editors only");
  }

  function requireAdmin(caller: Caller | null): asserts caller is Caller {
    if (!caller) throw new Unauthorized();
    if (roleOf(caller.user) !== "admin") throw new Forbidden("not_admin", "Admins only");
  }

  type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

  /** One write to content: a transaction, then word to whoever keeps pages or redirects made from it. */
  async function write<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    routeRules.forget();
    onChange?.();
    return result;
  }

  const audit = (
    tx: Tx,
    caller: Caller,
    entry: { id: number | null; kind: string; slug: string },
    action: string,
    locale: string | null,
    detail: Record<string, unknown> = {},
  ) =>
    tx.insert(contentAudit).values({
      entryId: entry.id,
      kind: entry.kind,
      slug: entry.slug,
      userId: caller.user.id,
      action,
      locale,
      detail,
    });

  async function entryRow(tx: Tx | Db, id: number) {
    const [row] = await tx.select().from(contentEntries).where(eq(contentEntries.id, id));
    if (!row) throw new NotFound("Entry not found");
    return row;
  }

  /** Token slugs or symbols → ids of real tokens; unknown ones are a field error. */
  async function tokenIds(tx: Tx, refs: string[]): Promise<number[]> {
    const ids: number[] = [];
    for (const [i, ref] of refs.entries()) {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`select id from tokens where slug = ${ref} or (upper(symbol) = upper(${ref}) and not synthetic)
            order by (slug = ${ref}) desc, (chain_id = 1) desc, id limit 1`,
      );
      if (!row) throw new Invalid({ [`tokens.${i}`]: "unknown_token" });
      ids.push(Number(row.id));
    }
    return ids;
  }

  function versionValues(kind: ContentKind, input: unknown) {
    const form = fieldCollector();
    const version = form.check(() => parse(versionInput, input));
    const extra = form.check(() =>
      parse(extraSchema[kind], (input as { extra?: unknown })?.extra ?? {}, "extra."),
    );
    const body = sanitizeRichText(version?.body ?? String((input as { body?: unknown })?.body ?? ""));
    const plain = plainText(body);
    if (!plain) form.fail("body", "required");
    form.done();
    if (!version || !extra) throw new Invalid({ form: "invalid" });
    return { ...version, body, plain, extra };
  }

  return {
    roleOf,
    /** The desk's rule for whoever else the desk serves (the owners' profiles under review). */
    requireEditor,

    async list(caller: Caller | null, filter: { kind?: ContentKind; q?: string } = {}): Promise<DeskEntry[]> {
      requireEditor(caller);
      const now = clock();
      const where = [sql`true`];
      if (filter.kind) where.push(sql`e.kind = ${filter.kind}`);
      if (filter.q) {
        const pattern = `%${escapeLike(filter.q)}%`;
        where.push(sql`(e.slug ilike ${pattern} or v.title ilike ${pattern})`);
      }
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select e.id, e.kind, e.slug, e.published_at, e.updated_at, v.title,
              array(select locale from content_versions where entry_id = e.id order by locale) as locales
            from content_entries e join content_versions v on v.entry_id = e.id and v.locale = 'en'
            where ${sql.join(where, sql` and `)} order by e.updated_at desc, e.id desc limit 500`,
      );
      return rows.map((r) => {
        const publishedAt = r.published_at ? new Date(String(iso(r.published_at))) : null;
        return {
          id: Number(r.id),
          kind: r.kind as ContentKind,
          slug: String(r.slug),
          status: statusOf(publishedAt, now),
          publishedAt: publishedAt?.toISOString() ?? null,
          updatedAt: iso(r.updated_at),
          title: String(r.title),
          locales: r.locales as string[],
        };
      });
    },

    async get(caller: Caller | null, id: number) {
      requireEditor(caller);
      const row = await entryRow(db, id);
      const versions = await db.select().from(contentVersions).where(eq(contentVersions.entryId, id));
      const tokens = row.tokenIds.length
        ? await queryRows<{ id: number; slug: string; symbol: string }>(
            db,
            sql`select id, slug, symbol from tokens where id in (${sql.join(
              row.tokenIds.map((t) => sql`${t}`),
              sql`, `,
            )})`,
          )
        : [];
      return {
        id: row.id,
        kind: row.kind,
        slug: row.slug,
        status: statusOf(row.publishedAt, clock()),
        publishedAt: row.publishedAt?.toISOString() ?? null,
        cover: row.coverId ? `/media/${row.coverId}` : null,
        facts: row.facts,
        tokens: row.tokenIds
          .map((tid) => tokens.find((t) => Number(t.id) === tid)?.slug)
          .filter((s): s is string => !!s),
        versions: versions
          .map(
            (v): DeskVersion => ({
              locale: v.locale,
              title: v.title,
              summary: v.summary,
              body: v.body,
              extra: v.extra,
              updatedAt: v.updatedAt.toISOString(),
            }),
          )
          .sort((a, b) =>
            a.locale === "en" ? -1 : b.locale === "en" ? 1 : a.locale.localeCompare(b.locale),
          ),
        history: await this.history(caller, id),
      };
    },

    /** A new draft with its English text (every entry has one: it is what other languages fall back to). */
    async create(
      caller: Caller | null,
      input: { kind?: unknown; slug?: unknown; tokens?: unknown; facts?: unknown; en?: unknown },
    ): Promise<number> {
      requireEditor(caller);
      const form = fieldCollector();
      const kind = form.check(() => parse(z.object({ kind: z.enum(contentKinds) }), input).kind);
      const entry = form.check(() => parse(entryInput, input));
      const facts = kind && form.check(() => parse(factsSchema[kind], input.facts ?? {}, "facts."));
      const version = form.check(() => versionValues(kind ?? "news", input.en));
      form.done();
      if (!kind || !entry || !facts || !version) throw new Invalid({ form: "invalid" });
      return write(async (tx) => {
        const [taken] = await tx
          .select({ id: contentEntries.id })
          .from(contentEntries)
          .where(and(eq(contentEntries.kind, kind), eq(contentEntries.slug, entry.slug)));
        if (taken) throw new Conflict("slug_taken", "Slug in use", { slug: "slug_taken" });
        const ids = await tokenIds(tx, entry.tokens);
        const [row] = await tx
          .insert(contentEntries)
          .values({ kind, slug: entry.slug, tokenIds: ids, facts })
          .returning({ id: contentEntries.id });
        await tx.insert(contentVersions).values({ entryId: row.id, locale: "en", ...version });
        // The new entry's address is a page again: a redirect that started there would hide it.
        if (kind !== "page") await routeRules.release(tx, contentPath(kind, entry.slug));
        await audit(tx, caller, { id: row.id, kind, slug: entry.slug }, "create", "en");
        return row.id;
      });
    },

    /** The entry's language-free part: slug, related tokens, facts. */
    async update(caller: Caller | null, id: number, input: unknown): Promise<void> {
      requireEditor(caller);
      const row = await entryRow(db, id);
      const form = fieldCollector();
      const entry = form.check(() => parse(entryInput, input));
      const facts = form.check(() =>
        parse(factsSchema[row.kind], (input as { facts?: unknown })?.facts ?? {}, "facts."),
      );
      form.done();
      if (!entry || !facts) throw new Invalid({ form: "invalid" });
      await write(async (tx) => {
        const [taken] = await tx
          .select({ id: contentEntries.id })
          .from(contentEntries)
          .where(
            and(
              eq(contentEntries.kind, row.kind),
              eq(contentEntries.slug, entry.slug),
              sql`${contentEntries.id} <> ${id}`,
            ),
          );
        if (taken) throw new Conflict("slug_taken", "Slug in use", { slug: "slug_taken" });
        const ids = await tokenIds(tx, entry.tokens);
        await tx
          .update(contentEntries)
          .set({ slug: entry.slug, tokenIds: ids, facts, updatedAt: clock() })
          .where(eq(contentEntries.id, id));
        // Links to the old address keep working (docs/product.md, Redirects); an information page's address
        // is a route of its own, which a slug change does not move.
        if (row.kind !== "page" && entry.slug !== row.slug)
          await routeRules.followMove(
            tx,
            caller.user.id,
            contentPath(row.kind, row.slug),
            contentPath(row.kind, entry.slug),
          );
        await audit(
          tx,
          caller,
          { id, kind: row.kind, slug: entry.slug },
          "update",
          null,
          entry.slug !== row.slug ? { from: row.slug } : {},
        );
      });
    },

    /** Writes one language's text (sanitized); any locale of the 32. */
    async saveVersion(caller: Caller | null, id: number, locale: string, input: unknown): Promise<void> {
      requireEditor(caller);
      if (!isLocale(locale)) throw new Invalid({ locale: "invalid" });
      await write(async (tx) => {
        const row = await entryRow(tx, id);
        const version = versionValues(row.kind, input);
        const now = clock();
        await tx
          .insert(contentVersions)
          .values({ entryId: id, locale, ...version, updatedAt: now })
          .onConflictDoUpdate({
            target: [contentVersions.entryId, contentVersions.locale],
            set: { ...version, updatedAt: now },
          });
        await tx.update(contentEntries).set({ updatedAt: now }).where(eq(contentEntries.id, id));
        await audit(tx, caller, row, "save_version", locale);
      });
    },

    /** Removes a translation; the English text stays (pages fall back to it). */
    async deleteVersion(caller: Caller | null, id: number, locale: string): Promise<void> {
      requireEditor(caller);
      if (locale === "en") throw new Invalid({ locale: "english_required" });
      await write(async (tx) => {
        const row = await entryRow(tx, id);
        const removed = await tx
          .delete(contentVersions)
          .where(and(eq(contentVersions.entryId, id), eq(contentVersions.locale, locale)))
          .returning();
        if (removed.length === 0) throw new NotFound("No such translation");
        await tx.update(contentEntries).set({ updatedAt: clock() }).where(eq(contentEntries.id, id));
        await audit(tx, caller, row, "delete_version", locale);
      });
    },

    /** Publishes now, or schedules for `at` when it lies in the future. */
    async publish(caller: Caller | null, id: number, at?: string): Promise<void> {
      requireEditor(caller);
      const when =
        at === undefined
          ? clock()
          : new Date(parse(z.object({ at: z.iso.datetime({ offset: true }) }), { at }).at);
      await write(async (tx) => {
        const row = await entryRow(tx, id);
        await tx
          .update(contentEntries)
          .set({ publishedAt: when, updatedAt: clock() })
          .where(eq(contentEntries.id, id));
        await audit(tx, caller, row, when > clock() ? "schedule" : "publish", null, {
          at: when.toISOString(),
        });
      });
    },

    async unpublish(caller: Caller | null, id: number): Promise<void> {
      requireEditor(caller);
      await write(async (tx) => {
        const row = await entryRow(tx, id);
        await tx
          .update(contentEntries)
          .set({ publishedAt: null, updatedAt: clock() })
          .where(eq(contentEntries.id, id));
        await audit(tx, caller, row, "unpublish", null);
      });
    },

    /** Checks, re-encodes and stores an uploaded cover, then sets it; null removes the cover. */
    async setCover(caller: Caller | null, id: number, upload: Buffer | null): Promise<string | null> {
      requireEditor(caller);
      const image = upload ? await processCover(upload) : null;
      return write(async (tx) => {
        const row = await entryRow(tx, id);
        const mediaId = image ? await storeMedia(tx, image, caller.user.id) : null;
        await tx
          .update(contentEntries)
          .set({ coverId: mediaId, updatedAt: clock() })
          .where(eq(contentEntries.id, id));
        await audit(
          tx,
          caller,
          row,
          mediaId ? "cover" : "remove_cover",
          null,
          mediaId ? { media: mediaId } : {},
        );
        return mediaId ? `/media/${mediaId}` : null;
      });
    },

    /** Deletes an entry with all its texts (admins only); the audit rows stay. */
    async remove(caller: Caller | null, id: number): Promise<void> {
      requireAdmin(caller);
      await write(async (tx) => {
        const row = await entryRow(tx, id);
        await tx.delete(contentEntries).where(eq(contentEntries.id, id));
        await audit(tx, caller, { id: null, kind: row.kind, slug: row.slug }, "delete", null, { id });
      });
    },

    /** The audit log, newest first: of one entry for editors, of everything for admins. */
    async history(caller: Caller | null, entryId?: number): Promise<AuditRow[]> {
      if (entryId === undefined) requireAdmin(caller);
      else requireEditor(caller);
      const rows = await db
        .select({ a: contentAudit, email: users.email, nickname: users.nickname })
        .from(contentAudit)
        .leftJoin(users, eq(users.id, contentAudit.userId))
        .where(entryId === undefined ? undefined : eq(contentAudit.entryId, entryId))
        .orderBy(desc(contentAudit.at), desc(contentAudit.id))
        .limit(200);
      return rows.map(({ a, email, nickname }) => ({
        id: a.id,
        at: a.at.toISOString(),
        action: a.action,
        locale: a.locale,
        user: nickname ?? email ?? null,
        kind: a.kind,
        slug: a.slug,
        detail: a.detail,
      }));
    },

    /** Every redirect, newest change first. */
    async redirects(caller: Caller | null) {
      requireEditor(caller);
      return routeRules.list();
    },

    /** Adds a redirect (refused per field, nothing written), recorded in the audit log. */
    async addRedirect(caller: Caller | null, input: unknown): Promise<number> {
      requireEditor(caller);
      return write(async (tx) => {
        const rule = await routeRules.add(tx, caller.user.id, input);
        await audit(tx, caller, { id: null, kind: "redirect", slug: rule.source }, "redirect_add", null, {
          target: rule.target,
        });
        return rule.id;
      });
    },

    async removeRedirect(caller: Caller | null, id: number): Promise<void> {
      requireEditor(caller);
      await write(async (tx) => {
        const rule = await routeRules.remove(tx, id);
        await audit(tx, caller, { id: null, kind: "redirect", slug: rule.source }, "redirect_remove", null, {
          target: rule.target,
        });
      });
    },

    /** Accounts with a role, or matching a search (admins only). */
    async people(caller: Caller | null, q = "") {
      requireAdmin(caller);
      const needle = q.trim().toLowerCase();
      const rows = await db
        .select({ id: users.id, email: users.email, nickname: users.nickname, role: users.role })
        .from(users)
        .where(
          needle
            ? sql`(${users.email} like ${`%${needle}%`} or lower(${users.nickname}) like ${`%${needle}%`})`
            : sql`${users.role} <> 'user'`,
        )
        .orderBy(users.id)
        .limit(50);
      return rows.map((row) => ({ ...row, role: roleOf(row) }));
    },

    /** Grants or withdraws a role (admins only; an admin cannot demote themselves and lock the desk). */
    async setRole(caller: Caller | null, userId: number, role: unknown): Promise<void> {
      requireAdmin(caller);
      const next = parse(z.object({ role: z.enum(roles) }), { role }).role;
      if (userId === caller.user.id && next !== "admin") throw new Invalid({ role: "own_role" });
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(users)
          .set({ role: next })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        if (updated.length === 0) throw new NotFound("No such account");
        await audit(tx, caller, { id: null, kind: "user", slug: updated[0].email }, "role", null, {
          userId,
          role: next,
        });
      });
    },
  };
}

export type Desk = ReturnType<typeof createDesk>;
