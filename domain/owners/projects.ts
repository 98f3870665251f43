import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { Caller } from "../accounts/sessions.ts";
import { NotFound } from "../errors.ts";
import { type Readiness, readiness, type TagType } from "./readiness.ts";

/** A token its owner manages (docs/product.md, Token owners), in the spec's fields, with its readiness. */
export type Project = {
  id: number;
  /** The owner's logo; null without one. */
  image: string | null;
  validImage: boolean;
  authorized: boolean;
  token: {
    id: number;
    slug: string;
    name: string;
    symbol: string;
    chainId: number;
    address: string;
    image: string | null;
  };
  state: "draft" | "submitted" | "approved" | "refused";
  /** The editors' reason for a refusal; null otherwise. */
  reason: string | null;
  proof: {
    method: "signature" | "website" | "invitation";
    address: string | null;
    chainId: number | null;
    /** How the address controls the contract, when recorded; null for a website proof. */
    control: "owner" | "admin" | "deployer" | null;
    /** The website's host of a website proof; null for a signature. */
    website: string | null;
    provenAt: string;
  };
  tags_tmp: { id: number; type: TagType; slug: string }[];
  tags_active_tmp: { id: number; type: TagType; slug: string; is_active: boolean }[];
  descriptions: { locale: string; body: string }[];
  links: { type: string; url: string }[];
  faqs: { id: number; locale: string; question: string; answer: string }[];
  readiness: Readiness;
};

type Row = Record<string, unknown>;

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** The caller's live ownerships, oldest first, with each token and its draft. */
async function ownedRows(db: Db, userId: number, tokenId?: number) {
  return queryRows<Row>(
    db,
    sql`select t.id, t.slug, t.name, t.symbol, t.chain_id, t.address, coalesce(t.token_image, t.logo) as own_image, t.authorized,
               o.method, o.address as proof_address, o.chain_id as proof_chain_id, o.control, o.website, o.proven_at,
               d.logo as draft_logo, coalesce(d.logo_valid, false) as logo_valid, coalesce(d.state, 'draft') as state,
               d.reason
        from token_owners o
        join tokens t on t.id = o.token_id
        left join project_drafts d on d.token_id = t.id
        where o.user_id = ${userId} and o.revoked_at is null
          ${tokenId === undefined ? sql`` : sql`and t.id = ${tokenId}`}
        order by o.proven_at, t.id`,
  );
}

/** Each token's draft parts, by token id. */
async function draftParts(db: Db, ids: number[]) {
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const [tagRows, descriptionRows, linkRows, faqRows] = await Promise.all([
    queryRows<Row>(
      db,
      sql`select p.token_id, g.id, g.type, g.slug, p.state from project_tags p join tags g on g.id = p.tag_id
          where p.token_id in (${list}) order by g.type, g.position, g.id`,
    ),
    queryRows<Row>(
      db,
      sql`select token_id, locale, body from project_descriptions where token_id in (${list}) order by locale`,
    ),
    queryRows<Row>(
      db,
      sql`select token_id, type, url from project_links where token_id in (${list}) order by position, id`,
    ),
    queryRows<Row>(
      db,
      sql`select token_id, id, locale, question, answer from project_faqs where token_id in (${list})
          order by position, id`,
    ),
  ]);
  const of = (rows: Row[], id: number) => rows.filter((row) => Number(row.token_id) === id);
  return (id: number) => {
    const tags = of(tagRows, id).map((row) => ({
      id: Number(row.id),
      type: row.type as TagType,
      slug: String(row.slug),
      state: String(row.state),
    }));
    return {
      tags_tmp: tags.filter((tag) => tag.state === "draft").map(({ state: _, ...tag }) => tag),
      tags_active_tmp: tags
        .filter((tag) => tag.state !== "draft")
        .map(({ state, ...tag }) => ({ ...tag, is_active: state === "active" })),
      descriptions: of(descriptionRows, id).map((row) => ({
        locale: String(row.locale),
        body: String(row.body),
      })),
      links: of(linkRows, id).map((row) => ({ type: String(row.type), url: String(row.url) })),
      faqs: of(faqRows, id).map((row) => ({
        id: Number(row.id),
        locale: String(row.locale),
        question: String(row.question),
        answer: String(row.answer),
      })),
    };
  };
}

async function projectsOf(db: Db, userId: number, tokenId?: number): Promise<Project[]> {
  const rows = await ownedRows(db, userId, tokenId);
  if (rows.length === 0) return [];
  const parts = await draftParts(
    db,
    rows.map((row) => Number(row.id)),
  );
  return rows.map((row) => {
    const id = Number(row.id);
    const draft = parts(id);
    const image = (row.draft_logo as string | null) ?? null;
    const validImage = image !== null && row.logo_valid === true;
    const tokenImage = (row.own_image as string | null) ?? null;
    return {
      id,
      image,
      validImage,
      authorized: row.authorized === true,
      token: {
        id,
        slug: String(row.slug),
        name: String(row.name),
        symbol: String(row.symbol),
        chainId: Number(row.chain_id),
        address: String(row.address),
        image: tokenImage,
      },
      state: row.state as Project["state"],
      reason: row.state === "refused" ? ((row.reason as string | null) ?? null) : null,
      proof: {
        method: row.method as Project["proof"]["method"],
        address: (row.proof_address as string | null) ?? null,
        chainId: row.proof_chain_id === null ? null : Number(row.proof_chain_id),
        control: (row.control as Project["proof"]["control"]) ?? null,
        website: (row.website as string | null) ?? null,
        provenAt: iso(row.proven_at),
      },
      ...draft,
      readiness: readiness(draft),
    };
  });
}

/** One token the user owns, or undefined (also for a token someone else owns). */
export async function projectOf(db: Db, userId: number, tokenId: number): Promise<Project | undefined> {
  const [project] = await projectsOf(db, userId, tokenId);
  return project;
}

/** The signed-in owner's tokens (docs/product.md, Token owners): a user sees only their own. */
export function createProjects(db: Db) {
  return {
    list: (caller: Caller) => projectsOf(db, caller.user.id),
    async get(caller: Caller, tokenId: number) {
      const project = await projectOf(db, caller.user.id, tokenId);
      if (!project) throw new NotFound("Project not found");
      return project;
    },
  };
}

export type Projects = ReturnType<typeof createProjects>;
