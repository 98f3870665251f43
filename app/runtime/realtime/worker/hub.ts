/**
 * The realtime worker's core, free of any browser global so tests can drive it. One gateway connection
 * serves every connected page ("port"). The first port to want an endpoint subscribes it upstream, later
 * ones get the channel's state at once; the last one leaving (by unsubscribing, saying bye or falling
 * silent) unsubscribes it. Frames fan out to the ports holding their endpoint: a snapshot resets a channel,
 * an update must carry the next `seq` (older ones are dropped, a gap resubscribes, at once for a first gap and
 * with backoff when gaps keep coming), except on a topic whose every message is its whole state (an account's news),
 * where any later seq is taken and an earlier one dropped. An `unavailable` error about an endpoint means it has no snapshot yet
 * and updates follow: the next update then starts the sequence. After a reconnect every endpoint still held
 * is subscribed again.
 */

import { reconnectDelay } from "../../../../lib/realtime/backoff.ts";
import {
  carriesWholeState,
  type ServerMessage,
  type SubscriptionBody,
} from "../../../../lib/realtime/protocol.ts";
import { foldUpdate } from "../fold.ts";
import { globalTimers, type Timers } from "../timers.ts";
import { createConnection } from "./connection.ts";
import type { ChannelError, ChannelFrame, PageMessage, WorkerMessage } from "./messages.ts";
import type { SocketFactory } from "./socket.ts";

/** A port that has sent nothing (pages ping every 10 s) for longer than this is taken as gone. */
export const PORT_TIMEOUT_MS = 30_000;
/** How often silent ports are looked for. */
export const PORT_SWEEP_MS = 10_000;
/** How long the connection stays open with no endpoint held, for the next page to reuse it. */
export const IDLE_CLOSE_MS = 60_000;
/** A seq gap this long after the channel's previous one resubscribes at once; closer ones back off. */
export const GAP_CALM_MS = 30_000;

/** One connected page as the hub sees it. */
export type HubPort = { post: (message: WorkerMessage) => void };

export type HubOptions<P extends HubPort> = {
  connect: SocketFactory;
  timers?: Timers;
  random?: () => number;
  now?: () => number;
  /** Called when a port is let go (bye, silence or `detach`). */
  onDetach?: (port: P) => void;
};

export type Hub<P extends HubPort> = {
  /** Handles one message from a page. */
  receive: (port: P, message: PageMessage) => void;
  /** Lets a page go, releasing every endpoint it held. */
  detach: (port: P) => void;
};

type Channel<P> = {
  body: SubscriptionBody;
  ports: Set<P>;
  /** The last seq applied; undefined until a snapshot arrives on the current subscription. */
  seq?: number;
  /** The server said there is no snapshot yet, so the next update starts the sequence. */
  startsWithUpdate?: boolean;
  /** The channel's state as a snapshot, for ports that join later. */
  state?: { seq: number; data: unknown };
  /** Gaps in a row (each within GAP_CALM_MS of the last), when the last one was, and a delayed resubscribe. */
  gaps: number;
  lastGapAt: number;
  retry?: unknown;
};

type PortState = { lastSeen: number; endpoints: Set<string> };

/** Creates a hub; its connection opens when the first endpoint is wanted. */
export function createHub<P extends HubPort>({
  connect,
  timers = globalTimers,
  random = Math.random,
  now = () => Date.now(),
  onDetach,
}: HubOptions<P>): Hub<P> {
  const channels = new Map<string, Channel<P>>();
  const ports = new Map<P, PortState>();
  let sweeper: unknown;
  let idle: unknown;

  const connection = createConnection({
    connect,
    timers,
    random,
    wanted: () => channels.size > 0,
    onOpen: resubscribeAll,
    onMessage: dispatch,
    onDrop: () => {
      for (const channel of channels.values()) restart(channel);
    },
  });

  function resubscribeAll(): void {
    for (const [endpoint, channel] of channels) {
      cancelRetry(channel);
      connection.send({ type: "subscribe", endpoint, body: channel.body });
    }
    settleIdle();
  }

  function settleIdle(): void {
    timers.clearTimeout(idle);
    idle = undefined;
    if (channels.size > 0) return;
    idle = timers.setTimeout(() => {
      idle = undefined;
      if (channels.size === 0) connection.close();
    }, IDLE_CLOSE_MS);
  }

  function dispatch(message: ServerMessage): void {
    if (message.type === "pong") return;
    if (message.type === "error") report(message);
    else deliver(message);
  }

  /** Updates wait for the snapshot of a new subscription. */
  function restart(channel: Channel<P>): void {
    channel.seq = undefined;
    channel.startsWithUpdate = false;
  }

  function report(error: ChannelError): void {
    if (error.endpoint === undefined) {
      for (const port of ports.keys()) port.post(error);
      return;
    }
    const channel = channels.get(error.endpoint);
    if (!channel) return;
    if (error.code === "unavailable" && channel.seq === undefined) channel.startsWithUpdate = true;
    for (const port of channel.ports) port.post(error);
  }

  /** Whether an update follows the sequence; a gap starts recovery. */
  function inSequence(endpoint: string, channel: Channel<P>, seq: number): boolean {
    if (channel.seq === undefined) return channel.startsWithUpdate === true;
    if (seq <= channel.seq) return false;
    if (seq === channel.seq + 1 || carriesWholeState(channel.body.topic)) return true;
    recover(endpoint, channel);
    return false;
  }

  function deliver(frame: ChannelFrame): void {
    const channel = channels.get(frame.endpoint);
    if (!channel) return;
    if (frame.type === "update" && !inSequence(frame.endpoint, channel, frame.seq)) return;
    channel.startsWithUpdate = false;
    const data =
      frame.type === "snapshot"
        ? frame.data
        : foldUpdate(channel.body.topic, channel.state?.data, frame.data);
    channel.seq = frame.seq;
    channel.state = { seq: frame.seq, data };
    for (const port of channel.ports) port.post(frame);
  }

  /** After a gap: updates wait for a new snapshot, asked for now or, when gaps keep coming, after a backoff. */
  function recover(endpoint: string, channel: Channel<P>): void {
    restart(channel);
    const at = now();
    channel.gaps = at - channel.lastGapAt > GAP_CALM_MS ? 0 : channel.gaps + 1;
    channel.lastGapAt = at;
    cancelRetry(channel);
    if (channel.gaps === 0) {
      resubscribe(endpoint, channel);
      return;
    }
    channel.retry = timers.setTimeout(
      () => {
        channel.retry = undefined;
        resubscribe(endpoint, channel);
      },
      reconnectDelay(channel.gaps - 1, random),
    );
  }

  function resubscribe(endpoint: string, channel: Channel<P>): void {
    connection.send({ type: "unsubscribe", endpoint });
    connection.send({ type: "subscribe", endpoint, body: channel.body });
  }

  function cancelRetry(channel: Channel<P>): void {
    timers.clearTimeout(channel.retry);
    channel.retry = undefined;
  }

  function join(port: P, held: PortState, endpoint: string, body: SubscriptionBody): void {
    held.endpoints.add(endpoint);
    let channel = channels.get(endpoint);
    if (!channel) {
      channel = { body, ports: new Set(), gaps: 0, lastGapAt: Number.NEGATIVE_INFINITY };
      channels.set(endpoint, channel);
      settleIdle();
      if (!connection.send({ type: "subscribe", endpoint, body })) connection.ensure();
    }
    // The newest page's body is the one to subscribe with again: an account's news ticket is renewed by each page.
    channel.body = body;
    channel.ports.add(port);
    if (channel.state) port.post({ type: "snapshot", endpoint, ...channel.state });
  }

  function leave(port: P, held: PortState, endpoint: string): void {
    held.endpoints.delete(endpoint);
    const channel = channels.get(endpoint);
    if (!channel?.ports.delete(port) || channel.ports.size > 0) return;
    channels.delete(endpoint);
    cancelRetry(channel);
    connection.send({ type: "unsubscribe", endpoint });
    settleIdle();
  }

  function register(port: P): PortState {
    const held: PortState = { lastSeen: now(), endpoints: new Set() };
    ports.set(port, held);
    sweeper ??= timers.setInterval(sweep, PORT_SWEEP_MS);
    return held;
  }

  function sweep(): void {
    const cutoff = now() - PORT_TIMEOUT_MS;
    for (const [port, held] of ports) if (held.lastSeen < cutoff) detach(port);
  }

  function detach(port: P): void {
    const held = ports.get(port);
    if (!held) return;
    for (const endpoint of held.endpoints) leave(port, held, endpoint);
    ports.delete(port);
    if (ports.size === 0) {
      timers.clearInterval(sweeper);
      sweeper = undefined;
    }
    onDetach?.(port);
  }

  function receive(port: P, message: PageMessage): void {
    if (message.type === "bye") {
      detach(port);
      return;
    }
    const known = ports.get(port);
    if (!known && message.type !== "hello") {
      port.post({ type: "reset" });
      return;
    }
    const held = known ?? register(port);
    held.lastSeen = now();
    if (message.type === "hello") port.post({ type: "ready" });
    else if (message.type === "ping") port.post({ type: "pong" });
    else if (message.type === "subscribe") join(port, held, message.endpoint, message.body);
    else leave(port, held, message.endpoint);
  }

  return { receive, detach };
}
