import type { SubscriptionBody } from "../../../lib/realtime/protocol.ts";
import type { ChannelHandler, RealtimeClient } from "./client.ts";

let client: Promise<RealtimeClient> | undefined;

/** The page's one realtime client, loaded on first use so its code stays out of the first-load bundle. */
function loadClient(): Promise<RealtimeClient> {
  client ??= import("./client.ts").then(
    (module) => module.createRealtimeClient(),
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}

/** Follows one channel through the page's realtime client until the returned function is called. */
export function follow(body: SubscriptionBody, handler: ChannelHandler): () => void {
  let active = true;
  let unsubscribe: (() => void) | undefined;
  void loadClient().then((loaded) => {
    if (active) unsubscribe = loaded.subscribe(body, handler);
  });
  return () => {
    active = false;
    unsubscribe?.();
  };
}
