import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import {
  CLOSE_GOING_AWAY,
  CLOSE_SLOW_CONSUMER,
  isPairTopic,
  ProtocolError,
  parseClientMessage,
  type SubscriptionBody,
} from "../../lib/realtime/protocol.ts";
import type { Bus, Delivered } from "./bus/index.ts";
import type { RealtimeMetrics } from "./metrics.ts";
import { type PreparedFrame, prepareText, sendPrepared } from "./prepared-frame.ts";

export type GatewayOptions = {
  bus: Bus;
  metrics: RealtimeMetrics;
  /** Whether a channel's pair or token exists (cached here for a minute). */
  exists: (target: { pair: boolean; address: string; chainId: number }) => Promise<boolean>;
  /** Origins allowed besides the request's own host (e.g. the public URL). */
  allowedOrigins: string[];
  maxSubscriptions: number;
  maxMessageBytes: number;
  /** A connection whose unsent data passes this many bytes is closed as a slow consumer. */
  maxBufferedBytes: number;
};

type Subscriber = {
  socket: WebSocket;
  /** Messages of one connection are handled one after another, in arrival order. */
  queue: Promise<void>;
  /** Endpoint → updates held back until the endpoint's snapshot went out (undefined once ready). */
  subscriptions: Map<string, Delivered[] | undefined>;
};

type Channel = { subscribers: Set<Subscriber>; release: Promise<() => Promise<void>> };

const EXISTS_TTL_MS = 60_000;

/**
 * The WebSocket gateway at /realtime (DESIGN.md §7): validates every message, answers a subscribe with the
 * endpoint's snapshot and then its updates in seq order, shares one bus subscription per endpoint among all
 * local subscribers (an update is serialised once), and closes slow consumers instead of buffering for them.
 */
export async function registerRealtime(app: FastifyInstance, options: GatewayOptions) {
  const channels = new Map<string, Channel>();
  const known = new Map<string, { exists: boolean; at: number }>();
  const { metrics } = options;

  /** Sends a text message; an update going to many subscribers comes framed once. */
  const send = (subscriber: Subscriber, message: string | PreparedFrame) => {
    const { socket } = subscriber;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > options.maxBufferedBytes) {
      metrics.slowConsumer();
      socket.close(CLOSE_SLOW_CONSUMER, "slow consumer");
      return;
    }
    if (typeof message === "string") socket.send(message);
    else sendPrepared(socket, message);
    metrics.sent();
  };
  const sendError = (subscriber: Subscriber, error: ProtocolError) =>
    send(
      subscriber,
      JSON.stringify({ type: "error", endpoint: error.endpoint, code: error.code, message: error.message }),
    );

  function deliver(endpoint: string, message: Delivered) {
    const channel = channels.get(endpoint);
    if (!channel) return;
    let prepared: PreparedFrame | undefined;
    for (const subscriber of channel.subscribers) {
      const held = subscriber.subscriptions.get(endpoint);
      if (held) held.push(message);
      else {
        prepared ??= prepareText(
          JSON.stringify({ type: "update", endpoint, seq: message.seq, data: message.data }),
        );
        send(subscriber, prepared);
      }
    }
  }

  async function targetExists(body: SubscriptionBody): Promise<boolean> {
    const pair = isPairTopic(body.topic);
    const key = `${pair ? "p" : "t"}:${body.chainId}:${body.address.toLowerCase()}`;
    const cached = known.get(key);
    if (cached && Date.now() - cached.at < EXISTS_TTL_MS) return cached.exists;
    const exists = await options.exists({ pair, address: body.address, chainId: body.chainId });
    known.set(key, { exists, at: Date.now() });
    return exists;
  }

  async function subscribe(subscriber: Subscriber, endpoint: string, body: SubscriptionBody) {
    if (subscriber.subscriptions.has(endpoint)) return;
    if (subscriber.subscriptions.size >= options.maxSubscriptions) {
      throw new ProtocolError(
        "too_many_subscriptions",
        `at most ${options.maxSubscriptions} subscriptions per connection`,
        endpoint,
      );
    }
    if (!(await targetExists(body))) throw new ProtocolError("not_found", "no such pair or token", endpoint);
    if (subscriber.socket.readyState !== subscriber.socket.OPEN) return;
    const held: Delivered[] = [];
    subscriber.subscriptions.set(endpoint, held);
    metrics.subscribed();
    let channel = channels.get(endpoint);
    if (!channel) {
      channel = {
        subscribers: new Set(),
        release: options.bus.subscribe(endpoint, (m) => deliver(endpoint, m)),
      };
      channels.set(endpoint, channel);
    }
    channel.subscribers.add(subscriber);
    await channel.release;
    const snapshot = await options.bus.latest(endpoint);
    if (subscriber.subscriptions.get(endpoint) !== held) return;
    subscriber.subscriptions.set(endpoint, undefined);
    if (snapshot) {
      send(
        subscriber,
        JSON.stringify({ type: "snapshot", endpoint, seq: snapshot.seq, data: snapshot.data }),
      );
    } else {
      sendError(subscriber, new ProtocolError("unavailable", "no market data yet; updates follow", endpoint));
    }
    for (const message of held) {
      if (!snapshot || message.seq > snapshot.seq) {
        send(subscriber, JSON.stringify({ type: "update", endpoint, seq: message.seq, data: message.data }));
      }
    }
  }

  function unsubscribe(subscriber: Subscriber, endpoint: string): boolean {
    if (!subscriber.subscriptions.has(endpoint)) return false;
    subscriber.subscriptions.delete(endpoint);
    metrics.unsubscribed();
    const channel = channels.get(endpoint);
    if (channel) {
      channel.subscribers.delete(subscriber);
      if (channel.subscribers.size === 0) {
        channels.delete(endpoint);
        void channel.release.then((release) => release()).catch(() => {});
      }
    }
    return true;
  }

  async function handle(subscriber: Subscriber, text: string) {
    metrics.received();
    try {
      const message = parseClientMessage(text);
      if (message.type === "ping") send(subscriber, '{"type":"pong"}');
      else if (message.type === "subscribe") await subscribe(subscriber, message.endpoint, message.body);
      else if (!unsubscribe(subscriber, message.endpoint)) {
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
        if (!originAllowed(req))
          await reply.code(403).send({ error: { code: "forbidden", message: "Origin not allowed" } });
      },
    },
    (socket) => {
      const subscriber: Subscriber = { socket, queue: Promise.resolve(), subscriptions: new Map() };
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
        const text = isBinary ? "" : data.toString();
        subscriber.queue = subscriber.queue.then(() => handle(subscriber, text));
      });
      socket.on("close", () => {
        clearInterval(heartbeat);
        metrics.disconnected();
        for (const endpoint of [...subscriber.subscriptions.keys()]) unsubscribe(subscriber, endpoint);
      });
    },
  );

  app.get("/metrics", { schema: { hide: true } }, async (_req, reply) => {
    reply.header("content-type", metrics.registry.contentType);
    return metrics.registry.metrics();
  });

  app.addHook("onClose", async () => {
    metrics.close();
  });
}
