import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, queryRows } from "../../db/client.ts";
import { type DigestFrequency, digestFrequencies, digestPeriodMs } from "../../lib/community-digest.ts";
import { postPath } from "../../lib/community-paths.ts";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import { isLocale, type Locale, localizePath } from "../../lib/locales.ts";
import { type Mail, type Mailer, mailText } from "../accounts/mailer.ts";
import type { Caller } from "../accounts/sessions.ts";
import { parse } from "../fields.ts";
import { type DigestThread, readDigestNews } from "./reads.ts";

/** The most threads one digest names; the rest are counted. */
const DIGEST_THREADS = 10;
/** The most digests one round sends, so a round stays short; the next round takes the rest. */
const ROUND = 100;

const settingInput = z.object({ frequency: z.enum(digestFrequencies) });

/** The frequencies a digest is sent at. */
type Sent = Exclude<DigestFrequency, "off">;
type DueRow = { user_id: number; since: string | Date; email: string; locale: string; frequency: Sent };

export type DigestOptions = {
  mailer: Mailer;
  messages: (locale: Locale) => Messages;
  /** The site's public origin, for the links in the mail. */
  publicUrl: string;
  /** A digest that could not be sent: its news wait for the next one, whoever runs the site hears of it. */
  onError: (error: unknown) => void;
};

/** The digest mail in the recipient's language: the news in total, then each thread with its own count. */
export function digestMail(
  messages: Messages,
  locale: Locale,
  to: string,
  news: { count: number; threads: number; items: DigestThread[]; origin: string; frequency: Sent },
): Mail {
  const t = createTranslator(locale, messages, "email");
  const link = (path: string) => `${news.origin}${localizePath(path, locale)}`;
  // Each thread is one paragraph: its line, then its link.
  const threads = news.items.map((item) =>
    [
      t("communityDigest.thread", { token: item.tokenName, title: item.title, count: item.unseen }),
      link(postPath(item.tokenSlug, item.postId)),
    ].join("\n"),
  );
  const more = news.threads - news.items.length;
  const text = mailText(t, [
    t("communityDigest.intro"),
    ...threads,
    more > 0 ? t("communityDigest.more", { count: more }) : null,
    t(`communityDigest.why.${news.frequency}`, { url: link("/cabinet") }),
  ]);
  return { to, subject: t("communityDigest.subject", { count: news.count }), text };
}

/**
 * The email digest of tracked news (docs/product.md, Communities): a member chooses daily, weekly or none; each
 * round claims the digests that are due (`for update skip locked`, so several processes never send one twice),
 * moves them to their next date, and mails the news that arrived since the last mail, if any. A mail that fails
 * keeps its news for the next one. Times are the database's, like the news' own.
 */
export function createCommunityDigest(db: Db, options: DigestOptions) {
  const origin = new URL(options.publicUrl).origin;

  async function sendOne(row: DueRow): Promise<boolean> {
    const since = new Date(row.since);
    const news = await readDigestNews(db, Number(row.user_id), since, DIGEST_THREADS);
    if (news.count === 0) return false;
    const locale = isLocale(row.locale) ? row.locale : "en";
    await options.mailer.send(
      digestMail(options.messages(locale), locale, row.email, { ...news, origin, frequency: row.frequency }),
    );
    await db.execute(sql`update community_digests set since = now() where user_id = ${row.user_id}`);
    return true;
  }

  return {
    /** The caller's choice: `off` when they have none. */
    async setting(caller: Caller): Promise<DigestFrequency> {
      const [row] = await queryRows<{ frequency: DigestFrequency }>(
        db,
        sql`select frequency from community_digests where user_id = ${caller.user.id}`,
      );
      return row?.frequency ?? "off";
    },

    /**
     * Chooses how often the caller's digest goes out. A new digest tells only of news from now on; changing the
     * frequency keeps what the next mail covers and moves its date; `off` removes it.
     */
    async choose(caller: Caller, input: unknown): Promise<DigestFrequency> {
      const { frequency } = parse(settingInput, input);
      if (frequency === "off") {
        await db.execute(sql`delete from community_digests where user_id = ${caller.user.id}`);
        return frequency;
      }
      const period = `${digestPeriodMs[frequency]} milliseconds`;
      await db.execute(
        sql`insert into community_digests (user_id, frequency, since, due_at)
            values (${caller.user.id}, ${frequency}, now(), now() + ${period}::interval)
            on conflict (user_id) do update set frequency = excluded.frequency,
              due_at = community_digests.since + ${period}::interval`,
      );
      return frequency;
    },

    /** One round: the due digests, each sent or left for its next date. Answers how many mails went out. */
    async sendDue(): Promise<number> {
      const due = await db.transaction(async (tx) => {
        const rows = await queryRows<DueRow>(
          tx,
          sql`select d.user_id, d.since, d.frequency, u.email, u.locale from community_digests d
              join users u on u.id = d.user_id
              where d.due_at <= now() order by d.due_at limit ${ROUND} for update of d skip locked`,
        );
        for (const row of rows) {
          const period = `${digestPeriodMs[row.frequency]} milliseconds`;
          await tx.execute(
            sql`update community_digests set due_at = now() + ${period}::interval where user_id = ${row.user_id}`,
          );
        }
        return rows;
      });
      let sent = 0;
      for (const row of due) {
        try {
          if (await sendOne(row)) sent += 1;
        } catch (error) {
          options.onError(error);
        }
      }
      return sent;
    },
  };
}

export type CommunityDigest = ReturnType<typeof createCommunityDigest>;
