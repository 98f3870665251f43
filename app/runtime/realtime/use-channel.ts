import { startTransition, useEffect, useState } from "react";
import type { AddressBody } from "../../../lib/realtime/protocol.ts";
import { useLatest } from "../use-latest.ts";
import type { ChannelMessage } from "./client.ts";
import { follow } from "./follow.ts";

/**
 * Follows one realtime channel while the component is mounted: subscribes in the browser when `body` names
 * a channel, moves when it names another, and unsubscribes on unmount. `null` follows nothing. The newest
 * `onMessage` is always the one called, so passing a new function each render does not resubscribe.
 */
export function useChannel(body: AddressBody | null, onMessage: (message: ChannelMessage) => void): void {
  const handler = useLatest(onMessage);
  const topic = body?.topic;
  const address = body?.address;
  const chainId = body?.chainId;
  const interval = body?.interval;
  const direction = body?.direction;
  useEffect(() => {
    if (topic === undefined || address === undefined || chainId === undefined) return;
    return follow({ topic, address, chainId, interval, direction }, (message) => handler.current(message));
  }, [topic, address, chainId, interval, direction]);
}

const keyOf = (body: AddressBody | null) =>
  body && [body.topic, body.address.toLowerCase(), body.chainId, body.interval, body.direction].join("|");

/**
 * The channel's current state (snapshot with updates folded in), or undefined until it arrives and while
 * `body` is null. Moving to another channel forgets the old state at once. An update renders as a transition:
 * React works on it in slices between the reader's input, so a burst of trades does not block the page.
 */
export function useChannelState<T>(body: AddressBody | null): T | undefined {
  const key = keyOf(body);
  const [latest, setLatest] = useState<{ key: string | null; state: T }>();
  useChannel(body, (message) => startTransition(() => setLatest({ key, state: message.state as T })));
  return latest && latest.key === key ? latest.state : undefined;
}
