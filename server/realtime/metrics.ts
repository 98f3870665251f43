import { Counter, Gauge, Registry } from "prom-client";

/**
 * Gateway figures for `/metrics` (Prometheus text format): live connections and subscriptions, message
 * counters, slow-consumer closes, what the abuse limits refused, the existence cache's size, and messages per
 * second over the last full second.
 */
export function createRealtimeMetrics() {
  const registry = new Registry();
  const connections = new Gauge({
    name: "realtime_connections",
    help: "Open WebSocket connections",
    registers: [registry],
  });
  const subscriptions = new Gauge({
    name: "realtime_subscriptions",
    help: "Active channel subscriptions",
    registers: [registry],
  });
  const messagesIn = new Counter({
    name: "realtime_messages_in_total",
    help: "Messages received from clients",
    registers: [registry],
  });
  const messagesOut = new Counter({
    name: "realtime_messages_out_total",
    help: "Messages sent to clients",
    registers: [registry],
  });
  const slowCloses = new Counter({
    name: "realtime_slow_consumer_closes_total",
    help: "Connections closed because their send buffer passed the bound",
    registers: [registry],
  });
  const refused = new Counter({
    name: "realtime_connections_refused_total",
    help: "Connections refused because their address had too many open",
    registers: [registry],
  });
  const rateLimitCloses = new Counter({
    name: "realtime_rate_limit_closes_total",
    help: "Connections closed for sending on past the message rate limit",
    registers: [registry],
  });
  let existsCacheEntries = () => 0;
  new Gauge({
    name: "realtime_exists_cache_entries",
    help: "Pair and token existence answers held in the gateway's cache",
    registers: [registry],
    collect() {
      this.set(existsCacheEntries());
    },
  });
  const inRate = new Gauge({
    name: "realtime_messages_in_per_second",
    help: "Messages received in the last second",
    registers: [registry],
  });
  const outRate = new Gauge({
    name: "realtime_messages_out_per_second",
    help: "Messages sent in the last second",
    registers: [registry],
  });

  let inCount = 0;
  let outCount = 0;
  const timer = setInterval(() => {
    inRate.set(inCount);
    outRate.set(outCount);
    inCount = 0;
    outCount = 0;
  }, 1000);
  timer.unref();

  return {
    registry,
    connected: () => connections.inc(),
    disconnected: () => connections.dec(),
    subscribed: () => subscriptions.inc(),
    unsubscribed: (n = 1) => subscriptions.dec(n),
    received: () => {
      messagesIn.inc();
      inCount += 1;
    },
    sent: (n = 1) => {
      messagesOut.inc(n);
      outCount += n;
    },
    slowConsumer: () => slowCloses.inc(),
    connectionRefused: () => refused.inc(),
    rateLimitClose: () => rateLimitCloses.inc(),
    /** Where the existence cache's size is read, at each scrape. */
    watchExistsCache: (entries: () => number) => {
      existsCacheEntries = entries;
    },
    close: () => clearInterval(timer),
  };
}

export type RealtimeMetrics = ReturnType<typeof createRealtimeMetrics>;
