import { createHmac, timingSafeEqual } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { NewsPayload } from "../../lib/realtime/payloads.ts";
import { newsEndpoint, ticketParts } from "../../lib/realtime/protocol.ts";
import { countTrackedNewsOf } from "./reads.ts";

/** How long a ticket lets its page subscribe (and its worker resubscribe after a reconnect). */
export const NEWS_TICKET_TTL_S = 24 * 60 * 60;
/** Users whose counts one query reads when a write gives news to many. */
const COUNT_BATCH = 500;

export type NewsPublication = { endpoint: string; seq: number; update: NewsPayload; snapshot: NewsPayload };

let lastSeq = 0;
/**
 * The seq of a reading of news counts begun now: microseconds since the epoch, rising within a process. A count
 * is the whole state, so a reader keeps the one with the highest seq, whoever read it (the root loader or a
 * write's announcement), and a later reading always wins (docs/decisions/028-account-news-channel.md).
 */
export function newsSeq(nowMs: number = Date.now()): number {
  lastSeq = Math.max(nowMs * 1000, lastSeq + 1);
  return lastSeq;
}

/**
 * The live count of each account's news (docs/decisions/028-account-news-channel.md): a signed-in page gets
 * a signed ticket with its count and follows `/chanel/account/news/{userId}` with it; every write that gives
 * someone news (an answer, a first reaction, a mention) and every reading that clears it announces the new totals
 * of the accounts it touched after its commit. Tickets are HMAC-SHA256 signatures of the account and an expiry.
 */
export function createNews(
  db: Db,
  options: {
    key: string;
    publish: (batch: readonly NewsPublication[]) => Promise<void>;
    onError: (err: unknown) => void;
    now?: () => number;
  },
) {
  const now = options.now ?? Date.now;
  const sign = (userId: number, expires: number) =>
    createHmac("sha256", options.key).update(`news:${userId}:${expires}`).digest("base64url");

  const read = async (userIds: readonly number[]) => {
    const seq = newsSeq(now());
    return { seq, counts: await countTrackedNewsOf(db, userIds) };
  };

  async function publishCounts(userIds: readonly number[]) {
    for (let i = 0; i < userIds.length; i += COUNT_BATCH) {
      const { seq, counts } = await read(userIds.slice(i, i + COUNT_BATCH));
      await options.publish(
        [...counts].map(([userId, count]) => ({
          endpoint: newsEndpoint(userId),
          seq,
          update: { count },
          snapshot: { count },
        })),
      );
    }
  }

  return {
    /** A ticket for the account's channel, valid NEWS_TICKET_TTL_S. */
    ticket(userId: number): string {
      const expires = Math.floor(now() / 1000) + NEWS_TICKET_TTL_S;
      return `${userId}.${expires}.${sign(userId, expires)}`;
    },

    /** Whether a ticket is one this site signed and has not expired. */
    verify(ticket: string): boolean {
      const parts = ticketParts(ticket);
      if (!parts || parts.expires * 1000 <= now()) return false;
      const expected = Buffer.from(sign(parts.userId, parts.expires));
      const given = Buffer.from(parts.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    /** The account's count now, with the seq of this reading and a fresh ticket: what a page starts from. */
    async reading(userId: number): Promise<{ count: number; seq: number; ticket: string }> {
      const { seq, counts } = await read([userId]);
      return { count: counts.get(userId) ?? 0, seq, ticket: this.ticket(userId) };
    },

    /** The state of the channel a ticket names, read from the database (the gateway's fresh snapshot). */
    async snapshot(ticket: string): Promise<{ seq: number; data: NewsPayload } | undefined> {
      const parts = ticketParts(ticket);
      if (!parts) return undefined;
      const { seq, counts } = await read([parts.userId]);
      return { seq, data: { count: counts.get(parts.userId) ?? 0 } };
    },

    /**
     * Announces the totals of accounts whose news changed, after the write committed. It never fails the write: a
     * failure is reported, and the next reading of the account brings its pages up to date.
     */
    announce(userIds: readonly number[]): void {
      const unique = [...new Set(userIds)];
      if (unique.length > 0) publishCounts(unique).catch(options.onError);
    },
  };
}

export type News = ReturnType<typeof createNews>;
