import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../db/client.ts";
import { communities, communityMembers, users } from "../db/schema/index.ts";
import { insertAnswer, insertPost } from "../domain/communities/store.ts";
import { sanitizeUserText } from "../domain/content/sanitize.ts";
import { memberPostTypes } from "../lib/communities.ts";
import { isLocale } from "../lib/locales.ts";
import { tokenIdsBySymbol } from "./content.ts";

const FILE = join(import.meta.dirname, "communities", "talk.json");
const HOUR = 3_600_000;
/** When the demo communities were opened, in days before the seeding. */
const OPENED_DAYS_AGO = 120;

const answer = z.object({
  author: z.string(),
  ageHours: z.number().min(0),
  body: z.string().min(1),
  /** The index, among the post's answers, of the answer this one replies to. */
  replyTo: z.number().int().min(0).optional(),
});
const talk = z.object({
  members: z.array(z.string().regex(/^demo_[a-z]+$/)),
  communities: z.array(
    z.object({
      symbol: z.string(),
      posts: z.array(
        z.object({
          type: z.enum(memberPostTypes),
          language: z.string().refine(isLocale),
          author: z.string(),
          ageHours: z.number().min(0),
          title: z.string().min(1),
          body: z.string().min(1),
          answers: z.array(answer),
        }),
      ),
    }),
  ),
});

/** The demo talk of the seed file, checked: authors are listed members, replies point at earlier answers. */
export function readSeedTalk() {
  const parsed = talk.parse(JSON.parse(readFileSync(FILE, "utf8")));
  const members = new Set(parsed.members);
  for (const community of parsed.communities) {
    for (const post of community.posts) {
      const authors = [post.author, ...post.answers.map((a) => a.author)];
      for (const author of authors) if (!members.has(author)) throw new Error(`unknown member ${author}`);
      post.answers.forEach((a, i) => {
        if (a.replyTo !== undefined && a.replyTo >= i)
          throw new Error(`${post.title}: reply to a later answer`);
      });
    }
  }
  return parsed;
}

export type CommunitySeedReport = { seeded: boolean; communities: number; posts: number; answers: number };

/**
 * Writes the demo communities once (nothing when any community exists): published communities of a few
 * well-known tokens, with talk in several languages by demo members. The members are accounts without a
 * password or Google link, so nobody can sign in as them; their nicknames and the posts' `demo` flag label them.
 */
export async function seedCommunities(db: Db, options: { now?: Date } = {}): Promise<CommunitySeedReport> {
  const now = options.now ?? new Date();
  const none = { seeded: false, communities: 0, posts: 0, answers: 0 };
  const hasAny = async (tx: Pick<Db, "execute">) =>
    (await queryRows(tx, sql`select 1 from communities limit 1`)).length > 0;
  if (await hasAny(db)) return none;
  const seed = readSeedTalk();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tokenatlas:seed-communities'))`);
    if (await hasAny(tx)) return none;
    const tokenIds = await tokenIdsBySymbol(
      tx as unknown as Db,
      seed.communities.map((c) => c.symbol),
    );
    const memberIds = new Map<string, number>();
    for (const nickname of seed.members) {
      const [row] = await tx
        .insert(users)
        .values({ email: `${nickname}@demo.invalid`, nickname, emailVerifiedAt: now, createdAt: now })
        .onConflictDoUpdate({ target: users.email, set: { nickname } })
        .returning({ id: users.id });
      memberIds.set(nickname, row.id);
    }
    const report = { seeded: true, communities: 0, posts: 0, answers: 0 };
    const opened = new Date(now.getTime() - OPENED_DAYS_AGO * 24 * HOUR);
    for (const community of seed.communities) {
      const tokenId = tokenIds.get(community.symbol);
      if (tokenId === undefined) continue;
      const [row] = await tx
        .insert(communities)
        .values({ tokenId, isPublished: true, createdAt: opened, lastActivityAt: opened })
        .returning({ id: communities.id });
      report.communities++;
      for (const post of community.posts) {
        const { id: postId } = await insertPost(tx, {
          communityId: row.id,
          authorId: memberIds.get(post.author) ?? null,
          type: post.type,
          language: post.language as Parameters<typeof insertPost>[1]["language"],
          title: post.title,
          body: sanitizeUserText(post.body),
          at: new Date(now.getTime() - post.ageHours * HOUR),
          demo: true,
        });
        report.posts++;
        const answerIds: number[] = [];
        for (const a of post.answers) {
          answerIds.push(
            (
              await insertAnswer(tx, {
                postId,
                parentId: a.replyTo === undefined ? null : answerIds[a.replyTo],
                authorId: memberIds.get(a.author) ?? null,
                body: sanitizeUserText(a.body),
                at: new Date(now.getTime() - a.ageHours * HOUR),
                demo: true,
              })
            ).id,
          );
          report.answers++;
        }
      }
      const authors = new Set(community.posts.flatMap((p) => [p.author, ...p.answers.map((a) => a.author)]));
      await tx.insert(communityMembers).values(
        [...authors].map((nickname) => ({
          communityId: row.id,
          userId: memberIds.get(nickname) as number,
          joinedAt: opened,
        })),
      );
      await tx.update(communities).set({ memberCount: authors.size }).where(eq(communities.id, row.id));
    }
    return report;
  });
}
