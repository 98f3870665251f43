import { useEffect, useState } from "react";
import type { NewsPayload } from "../../../lib/realtime/payloads.ts";

/** The account's news count as the server read it for the page, with the seq of that reading and a ticket. */
export type NewsReading = { count: number; seq: number; ticket: string };

/**
 * The signed-in account's news count, live (docs/decisions/028-account-news-channel.md): the page's reading until
 * the account's channel brings a later one. Both carry the seq of their reading, so whichever was read last wins,
 * whether the page reloaded its data or the channel spoke first. The channel's code loads after the page, as every
 * page's realtime code does, so the header costs the first load nothing for it.
 */
export function useNewsCount(reading: NewsReading): number {
  const [live, setLive] = useState<{ count: number; seq: number }>();
  const { ticket } = reading;
  useEffect(() => {
    let active = true;
    let stop: (() => void) | undefined;
    void import("../../runtime/realtime/follow.ts").then(({ follow }) => {
      if (!active) return;
      stop = follow({ topic: "NEWS", ticket }, (message) => {
        const { count } = message.state as NewsPayload;
        if (Number.isInteger(count)) setLive({ count, seq: message.seq });
      });
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [ticket]);
  return live && live.seq > reading.seq ? live.count : reading.count;
}
