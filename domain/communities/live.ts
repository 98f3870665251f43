import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client.ts";
import type { CommunityPayload } from "../../lib/realtime/payloads.ts";
import { endpointOf } from "../../lib/realtime/protocol.ts";
import type { Written } from "./store.ts";

/** One message of a community's live channel, as the bus takes it: the update and the snapshot are one state. */
export type LivePublication = {
  endpoint: string;
  seq: number;
  update: CommunityPayload;
  snapshot: CommunityPayload;
};
export type LivePublish = (batch: readonly LivePublication[]) => Promise<void>;

type Channel = { address: string; chainId: number };

/** The live channel of the community of the token at `address` on `chainId`. */
export const communityEndpoint = (channel: Channel) =>
  endpointOf({ topic: "COMMUNITY", address: channel.address, chainId: channel.chainId });

/**
 * The published community named by a channel (its token's address, in any letter case, and chain): its live
 * `seq` and post count, or undefined.
 */
async function findLive(db: Db, channel: Channel) {
  const [row] = await queryRows<{ live_seq: number; post_count: number }>(
    db,
    sql`select c.live_seq, c.post_count from communities c join tokens t on t.id = c.token_id
        where t.chain_id = ${channel.chainId} and lower(t.address) = ${channel.address.toLowerCase()}
          and c.is_published
        limit 1`,
  );
  return row;
}

/**
 * A community's live channel (docs/architecture.md, Realtime protocol): every new post or answer is
 * announced with the `seq` its write gave (one more each time, so a reader's client sees any gap), and a
 * subscriber the bus has no snapshot for starts from the database's count. An announcement that fails is
 * reported and forgotten: the write has happened, and the next one brings the channel up to date.
 */
export function createCommunityLive(db: Db, publish: LivePublish, onError: (err: unknown) => void) {
  return {
    exists: async (channel: Channel) => (await findLive(db, channel)) !== undefined,

    async snapshot(channel: Channel): Promise<{ seq: number; data: CommunityPayload } | undefined> {
      const row = await findLive(db, channel);
      return row && { seq: Number(row.live_seq), data: { postCount: Number(row.post_count), event: null } };
    },

    announce(
      channel: Channel,
      written: Written,
      event: { postId: number; answerId: number | null; at: Date },
    ) {
      const payload: CommunityPayload = {
        postCount: written.postCount,
        event: {
          kind: event.answerId === null ? "post" : "answer",
          postId: event.postId,
          answerId: event.answerId,
          at: event.at.toISOString(),
        },
      };
      publish([
        { endpoint: communityEndpoint(channel), seq: written.seq, update: payload, snapshot: payload },
      ]).catch(onError);
    },
  };
}

export type CommunityLive = ReturnType<typeof createCommunityLive>;
