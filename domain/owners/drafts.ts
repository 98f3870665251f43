import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import { checkLogo } from "../../lib/logo-verdict.ts";
import type { Caller } from "../accounts/sessions.ts";
import { processOwnerLogo, storeMedia } from "../content/media.ts";
import { Invalid, NotFound } from "../errors.ts";
import { projectOf } from "./projects.ts";
import { allReady, type LinkType } from "./readiness.ts";

export type DraftContent = {
  descriptions: { locale: string; body: string }[];
  links: { type: LinkType; url: string }[];
};
export type DraftFaq = { locale: string; question: string; answer: string };

type Executor = Pick<Db, "execute">;

/** A link the profile may show: an https address with a host, nothing else. */
function isHttps(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.protocol === "https:" && parsed.hostname.length > 0 && !parsed.username && !parsed.password;
}

/**
 * The owners' edits of their token's draft, step by step, and its submission for review (docs/product.md, Token
 * owners). Only a live owner edits; each step replaces what the draft held for it, checked whole before
 * anything is written.
 */
export function createDrafts(db: Db, now: () => Date = () => new Date()) {
  /** The caller's project, or 404 (someone else's token answers as if it did not exist). */
  const owned = async (caller: Caller, tokenId: number) => {
    const project = await projectOf(db, caller.user.id, tokenId);
    if (!project) throw new NotFound("Project not found");
    return project;
  };

  const touch = (tx: Executor, tokenId: number, caller: Caller) =>
    tx.execute(
      sql`update project_drafts set updated_at = ${now()}, updated_by = ${caller.user.id} where token_id = ${tokenId}`,
    );

  return {
    /** Step 1: the proposed tags, by id, replacing the draft's unsubmitted ones. */
    async setTags(caller: Caller, tokenId: number, tagIds: number[]) {
      await owned(caller, tokenId);
      const ids = [...new Set(tagIds)];
      if (ids.length > 0) {
        const found = await queryRows<{ id: number }>(
          db,
          sql`select id from tags where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
        if (found.length !== ids.length) throw new Invalid({ tagIds: "unknown_tag" });
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from project_tags where token_id = ${tokenId} and state = 'draft'`);
        for (const id of ids) {
          await tx.execute(
            sql`insert into project_tags (token_id, tag_id) values (${tokenId}, ${id}) on conflict do nothing`,
          );
        }
        await touch(tx, tokenId, caller);
      });
      return owned(caller, tokenId);
    },

    /** Step 2: descriptions (one per language) and links (https only), replacing the draft's. */
    async setContent(caller: Caller, tokenId: number, content: DraftContent) {
      await owned(caller, tokenId);
      const fields: Record<string, string> = {};
      const locales = new Set<string>();
      content.descriptions.forEach((description, i) => {
        if (locales.has(description.locale)) fields[`descriptions.${i}.locale`] = "duplicate_locale";
        locales.add(description.locale);
      });
      content.links.forEach((link, i) => {
        if (!isHttps(link.url)) fields[`links.${i}.url`] = "link_not_https";
      });
      if (Object.keys(fields).length > 0) throw new Invalid(fields);
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from project_descriptions where token_id = ${tokenId}`);
        await tx.execute(sql`delete from project_links where token_id = ${tokenId}`);
        for (const { locale, body } of content.descriptions) {
          await tx.execute(
            sql`insert into project_descriptions (token_id, locale, body) values (${tokenId}, ${locale}, ${body.trim()})`,
          );
        }
        for (const [position, { type, url }] of content.links.entries()) {
          await tx.execute(
            sql`insert into project_links (token_id, type, url, position) values (${tokenId}, ${type}, ${url}, ${position})`,
          );
        }
        await touch(tx, tokenId, caller);
      });
      return owned(caller, tokenId);
    },

    /** Step 3: the FAQs in order, replacing the draft's. */
    async setFaqs(caller: Caller, tokenId: number, faqs: DraftFaq[]) {
      await owned(caller, tokenId);
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from project_faqs where token_id = ${tokenId}`);
        for (const [position, { locale, question, answer }] of faqs.entries()) {
          await tx.execute(
            sql`insert into project_faqs (token_id, locale, position, question, answer)
                values (${tokenId}, ${locale}, ${position}, ${question.trim()}, ${answer.trim()})`,
          );
        }
        await touch(tx, tokenId, caller);
      });
      return owned(caller, tokenId);
    },

    /**
     * The draft's logo: an upload checked by the logo rule and re-encoded like a cover, stored and set with
     * `logo_valid`; null removes it. Nothing is stored for a refused upload.
     */
    async setLogo(caller: Caller, tokenId: number, upload: Buffer | null) {
      await owned(caller, tokenId);
      const image = upload ? await processOwnerLogo(upload) : null;
      const valid = image ? checkLogo(image).valid : false;
      await db.transaction(async (tx) => {
        const logo = image ? `/media/${await storeMedia(tx, image, caller.user.id)}` : null;
        await tx.execute(
          sql`update project_drafts set logo = ${logo}, logo_valid = ${valid} where token_id = ${tokenId}`,
        );
        await touch(tx, tokenId, caller);
      });
      return owned(caller, tokenId);
    },

    /** Sends the draft to the editors once every step is ready; a step not ready is named in the refusal. */
    async submit(caller: Caller, tokenId: number) {
      const project = await owned(caller, tokenId);
      if (!allReady(project.readiness)) {
        const fields = Object.fromEntries(
          Object.entries(project.readiness)
            .filter(([, ready]) => !ready)
            .map(([step]) => [step, "step_not_ready"]),
        );
        throw new Invalid(fields, "Every step must be ready before the profile is submitted");
      }
      await db.transaction(async (tx) => {
        await tx.execute(
          sql`update project_tags set state = 'submitted' where token_id = ${tokenId} and state = 'draft'`,
        );
        await tx.execute(
          sql`update project_drafts set state = 'submitted', submitted_at = ${now()}, reason = null,
                updated_at = ${now()}, updated_by = ${caller.user.id} where token_id = ${tokenId}`,
        );
      });
      return owned(caller, tokenId);
    },
  };
}

export type Drafts = ReturnType<typeof createDrafts>;
