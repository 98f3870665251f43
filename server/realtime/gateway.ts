import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { WebSocket } from "ws";
import { createLimiter } from "../../lib/limiter.ts";
import {
  type AddressBody,
  type ChannelTarget,
  CLOSE_GOING_AWAY,
  CLOSE_POLICY_VIOLATION,
  CLOSE_SLOW_CONSUMER,
  carriesWholeState,
  endpointOf,
  ProtocolError,
  parseClientMessage,
  type SubscriptionBody,
  targetOf,
} from "../../lib/realtime/protocol.ts";
import type { Bus, Delivered } from "../../platform/bus/index.ts";
import type { RealtimeMetrics } from "./metrics.ts";
import { type PreparedFrame, prepareText, sendPrepared } from "./prepared-frame.ts";
import { createTokenBucket } from "./token-bucket.ts";

export type ExistsTarget = { target: ChannelTarget; address: string; chainId: number };

export type GatewayOptions = {
  bus: Bus;
  metrics: RealtimeMetrics;
  /** Whether a channel's pair, token or community exists (cached here for a minute, found or not). */
  exists: (target: ExistsTarget) => Promise<boolean>;
  /**
   * The state of a channel the bus holds no snapshot of, read from where it is kept (a community's, from the
   * database); undefined when there is none, as for a market channel with no data yet. A channel whose messages
   * carry its whole state (an account's news) is always read from here: the bus's last message may predate a
   * change nobody announced.
   */
  freshSnapshot?: (body: SubscriptionBody) => Promise<Delivered | undefined>;
  /** Whether an account's news ticket is one the site signed and still valid (domain/communities/news.ts). */
  ticketValid?: (ticket: string) => boolean;
  /** Origins allowed besides the request's own host (e.g. the public URL). */
  allowedOrigins: string[];
  maxSubscriptions: number;
  maxMessageBytes: number;
  /** A connection whose unsent data passes this many bytes is closed as a slow consumer. */
  maxBufferedBytes: number;
  /** Messages a connection may send: `messageBurst` at once, refilled at `messagesPerSecond`. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Open connections per client address (request.ip); one more is refused before the upgrade. */
  maxConnectionsPerAddress: number;
  /** Existence answers kept (least recently used go first). */
  existsCacheSize: number;
  /** Existence checks running at once over all connections; the others wait their turn. */
  existsConcurrency: number;
};

type Subscriber = {
  socket: WebSocket;
  /** Messages of one connection are handled one after another, in arrival order. */
  queue: Promise<void>;
  /** The endpoints this connection subscribed to, spelled as it sent them, each with the name of its channel. */
  subscriptions: Map<string, string>;
};

/** A subscription waiting for its snapshot: the endpoint as its client spelled it, and the updates held back. */
type Pending = { endpoint: string; held: Delivered[] };

/**
 * One channel's local subscribers: those that got the snapshot, grouped by the endpoint as they spelled it (an
 * update goes straight to them, under their spelling), and those still waiting for it. A connection handles
 * one message at a time, so it waits for at most one snapshot.
 */
type Channel = {
  ready: Map<string, Set<Subscriber>>;
  waiting: Map<Subscriber, Pending>;
  release: Promise<() => Promise<void>>;
};

const EXISTS_TTL_MS = 60_000;

/**
 * The WebSocket gateway at /realtime (docs/architecture.md, Realtime protocol): validates every message, answers a subscribe with the
 * endpoint's snapshot and then its updates in seq order, always under the endpoint as the client spelled it,
 * shares one bus subscription per channel among all local subscribers (an update is serialised once), and
 * closes slow consumers instead of buffering for them.
 *
 * What one client can cost is bounded: connections per address, messages per connection (a token bucket,
 * checked before parsing; over it the client is told once, then closed with 1008), and database work: a
 * connection's messages are handled one at a time, so it has at most one existence check running, a few
 * checks run at once over all connections (the site's own queries never queue behind a crowd of them), and
 * the answers (unknown addresses too) sit in a bounded LRU cache that also merges concurrent checks of one
 * target.
 */
export async function registerRealtime(app: FastifyInstance, options: GatewayOptions) {
  const channels = new Map<string, Channel>();
  const { metrics } = options;
  const checks = createLimiter(options.existsConcurrency);
  const known = new LRUCache<string, boolean, ExistsTarget>({
    max: options.existsCacheSize,
    ttl: EXISTS_TTL_MS,
    fetchMethod: (_key, _stale, { context }) => checks.run(() => options.exists(context)),
  });
  metrics.watchExistsCache(() => known.size);
  /** Open connections per client address; an address leaves the map with its last connection. */
  const perAddress = new Map<string, number>();

  /**
   * Writes a text message to an open socket, unless its unsent data passed the bound (then it is closed as a
   * slow consumer); an update going to many subscribers comes framed once. Whether it was written.
   */
  const write = (socket: WebSocket, message: string | PreparedFrame) => {
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      metrics.slowConsumer();
      socket.close(CLOSE_SLOW_CONSUMER, "slow consumer");
      return false;
    }
    if (typeof message === "string") socket.send(message);
    else sendPrepared(socket, message);
    return true;
  };
  const send = (subscriber: Subscriber, message: string) => {
    if (write(subscriber.socket, message)) metrics.sent();
  };
  const sendError = (subscriber: Subscriber, error: ProtocolError) =>
    send(
      subscriber,
      JSON.stringify({ type: "error", endpoint: error.endpoint, code: error.code, message: error.message }),
    );

  const channelMessage = (type: "snapshot" | "update", endpoint: string, message: Delivered) =>
    JSON.stringify({ type, endpoint, seq: message.seq, data: message.data });

  /**
   * An update of a channel: serialised once, framed once per spelling of its endpoint (in the common case
   * one), written to every ready subscriber without a look-up or an allocation per subscriber, and counted
   * once.
   */
  function deliver(name: string, message: Delivered) {
    const channel = channels.get(name);
    if (!channel) return;
    for (const pending of channel.waiting.values()) pending.held.push(message);
    if (channel.ready.size === 0) return;
    // `"seq":…,"data":…}`, the same for every spelling, which only puts its endpoint in front.
    const rest = JSON.stringify({ seq: message.seq, data: message.data }).slice(1);
    let sent = 0;
    for (const [endpoint, subscribers] of channel.ready) {
      const frame = prepareText(`{"type":"update","endpoint":${JSON.stringify(endpoint)},${rest}`);
      for (const subscriber of subscribers) if (write(subscriber.socket, frame)) sent += 1;
    }
    metrics.sent(sent);
  }

  /** Takes a subscriber's spelling of a channel out of the ready ones; a spelling nobody uses goes. */
  function unready(channel: Channel, endpoint: string, subscriber: Subscriber) {
    const subscribers = channel.ready.get(endpoint);
    if (subscribers?.delete(subscriber) && subscribers.size === 0) channel.ready.delete(endpoint);
  }

  async function targetExists(body: AddressBody): Promise<boolean> {
    const target = targetOf(body.topic);
    const key = `${target}:${body.chainId}:${body.address.toLowerCase()}`;
    const exists = await known.fetch(key, {
      context: { target, address: body.address, chainId: body.chainId },
    });
    return exists === true;
  }

  /**
   * Subscribes a connection to `endpoint` (as it spelled it) on the channel `name`. Subscribing again to an
   * endpoint it holds answers with the snapshot again: its updates are held back meanwhile, as for a new
   * subscription, so none comes twice or out of order.
   */
  async function subscribe(subscriber: Subscriber, endpoint: string, name: string, body: SubscriptionBody) {
    const again = subscriber.subscriptions.has(endpoint);
    if (!again && subscriber.subscriptions.size >= options.maxSubscriptions) {
      throw new ProtocolError(
        "too_many_subscriptions",
        `at most ${options.maxSubscriptions} subscriptions per connection`,
        endpoint,
      );
    }
    if (body.topic === "NEWS") {
      if (!options.ticketValid?.(body.ticket))
        throw new ProtocolError("bad_ticket", "the ticket is not valid or has expired", endpoint);
    } else if (!again && !(await targetExists(body))) {
      throw new ProtocolError("not_found", "no such pair, token or community", endpoint);
    }
    if (subscriber.socket.readyState !== subscriber.socket.OPEN) return;
    if (!again) {
      subscriber.subscriptions.set(endpoint, name);
      metrics.subscribed();
    }
    let channel = channels.get(name);
    if (!channel) {
      channel = {
        ready: new Map(),
        waiting: new Map(),
        release: options.bus.subscribe(name, (m) => deliver(name, m)),
      };
      channels.set(name, channel);
    }
    unready(channel, endpoint, subscriber);
    const pending: Pending = { endpoint, held: [] };
    channel.waiting.set(subscriber, pending);
    await channel.release;
    const fresh = options.freshSnapshot;
    // A snapshot read from the database waits its turn with the existence checks.
    const read = () => (fresh ? checks.run(() => fresh(body)) : undefined);
    const snapshot = carriesWholeState(body.topic)
      ? await read()
      : ((await options.bus.latest(name)) ?? (await read()));
    // Unsubscribed meanwhile (the connection closed): its channel no longer holds it.
    if (channel.waiting.get(subscriber) !== pending) return;
    channel.waiting.delete(subscriber);
    const ready = channel.ready.get(endpoint);
    if (ready) ready.add(subscriber);
    else channel.ready.set(endpoint, new Set([subscriber]));
    if (snapshot) send(subscriber, channelMessage("snapshot", endpoint, snapshot));
    else {
      sendError(subscriber, new ProtocolError("unavailable", "no market data yet; updates follow", endpoint));
    }
    for (const message of pending.held) {
      if (!snapshot || message.seq > snapshot.seq)
        send(subscriber, channelMessage("update", endpoint, message));
    }
  }

  /** Ends the subscription a connection holds under exactly this spelling of an endpoint; whether it held one. */
  function unsubscribe(subscriber: Subscriber, endpoint: string): boolean {
    const name = subscriber.subscriptions.get(endpoint);
    if (name === undefined) return false;
    subscriber.subscriptions.delete(endpoint);
    metrics.unsubscribed();
    const channel = channels.get(name);
    if (channel) {
      unready(channel, endpoint, subscriber);
      if (channel.waiting.get(subscriber)?.endpoint === endpoint) channel.waiting.delete(subscriber);
      if (channel.ready.size === 0 && channel.waiting.size === 0) {
        channels.delete(name);
        void channel.release.then((release) => release()).catch(() => {});
      }
    }
    return true;
  }

  async function handle(subscriber: Subscriber, text: string) {
    metrics.received();
    // Messages still queued when their connection closed are not worth a database check.
    if (subscriber.socket.readyState !== subscriber.socket.OPEN) return;
    try {
      const message = parseClientMessage(text);
      if (message.type === "ping") send(subscriber, '{"type":"pong"}');
      else if (message.type === "subscribe") {
        await subscribe(subscriber, message.endpoint, endpointOf(message.body), message.body);
      } else if (!unsubscribe(subscriber, message.endpoint)) {
        throw new ProtocolError("not_subscribed", "not subscribed to this endpoint", message.endpoint);
      }
    } catch (error) {
      if (error instanceof ProtocolError) sendError(subscriber, error);
      else {
        app.log.error({ err: error }, "realtime message failed");
        sendError(subscriber, new ProtocolError("unavailable", "temporarily unavailable"));
      }
    }
  }

  /** Counts a connection of the request's address until its socket closes; false when at the cap. */
  const admit = (req: FastifyRequest) => {
    const open = perAddress.get(req.ip) ?? 0;
    if (open >= options.maxConnectionsPerAddress) return false;
    perAddress.set(req.ip, open + 1);
    req.raw.socket.once("close", () => {
      const left = (perAddress.get(req.ip) ?? 1) - 1;
      if (left > 0) perAddress.set(req.ip, left);
      else perAddress.delete(req.ip);
    });
    return true;
  };

  const originAllowed = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    if (!origin) return true;
    try {
      const url = new URL(origin);
      return url.host === req.headers.host || options.allowedOrigins.includes(url.origin);
    } catch {
      return false;
    }
  };

  // Shutting down, every connection is told the server goes away (1001), so clients reconnect to another node
  // at once; this hook runs before the plugin's own, which would close them without a code (1005).
  app.addHook("preClose", async () => {
    for (const client of app.websocketServer?.clients ?? [])
      client.close(CLOSE_GOING_AWAY, "server shutting down");
  });
  await app.register(websocket, {
    options: { maxPayload: options.maxMessageBytes, perMessageDeflate: false },
  });
  app.get(
    "/realtime",
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (req, reply) => {
        if (!originAllowed(req)) {
          await reply.code(403).send({ error: { code: "forbidden", message: "Origin not allowed" } });
        } else if (!admit(req)) {
          metrics.connectionRefused();
          await reply.code(429).send({
            error: { code: "too_many_connections", message: "Too many connections from this address" },
          });
        }
      },
    },
    (socket, req) => {
      const subscriber: Subscriber = { socket, queue: Promise.resolve(), subscriptions: new Map() };
      const bucket = createTokenBucket(options.messagesPerSecond, options.messageBurst);
      let warned = false;
      metrics.connected();
      let alive = true;
      const heartbeat = setInterval(() => {
        if (!alive) {
          socket.terminate();
          return;
        }
        alive = false;
        socket.ping();
      }, 30_000);
      socket.on("pong", () => {
        alive = true;
      });
      socket.on("message", (data, isBinary) => {
        if (socket.readyState !== socket.OPEN) return;
        if (!bucket.take()) {
          if (warned) {
            metrics.rateLimitClose();
            socket.close(CLOSE_POLICY_VIOLATION, "rate limit exceeded");
            // Nothing more is read: whatever the client still sends costs no parsing, and TCP stops it.
            // The close frame goes out before the end of the stream, so the client learns the code at once;
            // the socket is freed when the closing handshake times out.
            socket.pause();
            req.raw.socket.end();
          } else {
            warned = true;
            sendError(
              subscriber,
              new ProtocolError("rate_limited", `at most ${options.messagesPerSecond} messages per second`),
            );
          }
          return;
        }
        warned = false;
        const text = isBinary ? "" : data.toString();
        subscriber.queue = subscriber.queue.then(() => handle(subscriber, text));
      });
      socket.on("close", () => {
        clearInterval(heartbeat);
        metrics.disconnected();
        for (const endpoint of subscriber.subscriptions.keys()) unsubscribe(subscriber, endpoint);
      });
    },
  );

  // A connection closed for its rate is no longer read, so it never finishes the closing handshake: at
  // shutdown it is dropped rather than waited for.
  app.addHook("preClose", async () => {
    for (const socket of app.websocketServer.clients) if (socket.isPaused) socket.terminate();
  });
  app.addHook("onClose", async () => {
    metrics.close();
  });
}
