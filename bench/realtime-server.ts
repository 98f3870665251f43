/**
 * The server side of the realtime fan-out benchmark, one process per server under test (forked with
 * --expose-gc and an IPC channel, so its memory readings start clean). "start" brings up either the app's
 * /realtime gateway (buildApp on a seeded in-memory PGlite catalogue, the in-process bus, 100 TRADE channels
 * with a snapshot each) or a plain Socket.IO server (100 rooms), on an ephemeral port. "memory" answers rss and
 * heap after full collections; "publish" sends 1,000 updates/s for 10 s round-robin over the channels, each
 * stamped with its send time; "close" closes the server and ends the process.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { Server } from "socket.io";
import { openDb, queryRows } from "../db/client.ts";
import { endpointOf, type SubscriptionBody } from "../lib/realtime/protocol.ts";
import { createMemoryBus } from "../platform/bus/index.ts";
import { loadConfig } from "../platform/config/env.ts";
import { seedCatalog } from "../seed/index.ts";
import { buildApp } from "../server/app.ts";
import {
  CHANNELS,
  type ClientTarget,
  type FromServer,
  type LoadResult,
  type MemoryReading,
  type ServerKind,
  type TimedUpdate,
  type ToServer,
} from "./realtime-ipc.ts";
import { cpuSpan, monotonicMs, round, summarize } from "./stats.ts";

/** BENCH_WS_RATE lowers or raises the rate to find what one node sustains; the load is 1,000. */
const UPDATES_PER_SECOND = Number(process.env.BENCH_WS_RATE ?? 1000);
const DURATION_S = 10;
const TICK_MS = 10;
/** The test configuration's public URL: the gateway accepts this Origin. */
const ORIGIN = "http://localhost:3000";

/** A server under test: where clients connect, and how to send one update to one channel. */
type FanoutServer = {
  target: ClientTarget;
  publish: (channel: number, data: TimedUpdate) => void;
  close: () => Promise<void>;
};

/** One trade as the TRADE topic carries it, stamped with its send and due times. */
function tradeUpdate(index: number, sentAt: number, dueAt = sentAt): TimedUpdate {
  const trade = {
    id: `1-${index}`,
    time: Date.now(),
    side: index % 2 ? "buy" : "sell",
    price: "1.2345678901",
    amount: "812.5000001234",
    value: "1003.08",
    trader: "0xdede00000000000000000000000000010000002a",
    txHash: `0x${"9f3a6b1c".repeat(7)}${index.toString(16).padStart(8, "0")}`,
  };
  return { trades: [trade], sentAt, dueAt };
}

/** The app's gateway on a seeded in-memory catalogue, with a snapshot on the TRADE channels of 100 pairs. */
async function startGateway(): Promise<FanoutServer> {
  const handle = await openDb({});
  await seedCatalog(handle.db);
  const bus = createMemoryBus();
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    PUBLIC_URL: ORIGIN,
    REALTIME_MAX_SUBSCRIPTIONS: "10000",
    // Every benchmark client connects from this machine's one address.
    REALTIME_CONNECTIONS_PER_IP: "1000000",
  });
  const app = await buildApp({ config, db: handle.db, ssr: false, bus });
  const address = await app.listen({ port: 0, host: "127.0.0.1" });
  const pairs = await queryRows<{ address: string; chainId: number }>(
    handle.db,
    sql`SELECT address, chain_id AS "chainId" FROM pairs ORDER BY id LIMIT ${CHANNELS}`,
  );
  const bodies: SubscriptionBody[] = pairs.map((p) => ({
    topic: "TRADE",
    address: p.address,
    chainId: p.chainId,
  }));
  const endpoints = bodies.map(endpointOf);
  const seqs = endpoints.map(() => 1);
  const snapshot = tradeUpdate(0, 0);
  await bus.publish(endpoints.map((endpoint) => ({ endpoint, seq: 1, update: snapshot, snapshot })));
  return {
    target: {
      kind: "gateway",
      url: `${address.replace(/^http/, "ws")}/realtime`,
      origin: ORIGIN,
      subscriptions: bodies.map((body, i) =>
        JSON.stringify({ type: "subscribe", endpoint: endpoints[i], body }),
      ),
    },
    publish(channel, data) {
      seqs[channel] += 1;
      void bus.publish([{ endpoint: endpoints[channel], seq: seqs[channel], update: data, snapshot: data }]);
    },
    async close() {
      await app.close();
      await bus.close();
      await handle.close();
    },
  };
}

/** A plain Socket.IO server: a client emits "subscribe" with a room, joins it and gets a "snapshot". */
async function startSocketIo(): Promise<FanoutServer> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  const rooms = Array.from({ length: CHANNELS }, (_, i) => `room-${i}`);
  const snapshot = tradeUpdate(0, 0);
  io.on("connection", (socket) => {
    socket.on("subscribe", (room: string) => {
      void socket.join(room);
      socket.emit("snapshot", snapshot);
    });
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const { port } = http.address() as AddressInfo;
  return {
    target: { kind: "socketio", url: `http://127.0.0.1:${port}`, rooms },
    publish: (channel, data) => {
      io.to(rooms[channel]).emit("update", data);
    },
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

/** rss and heap after the process settled for a second and two full collections (needs --expose-gc). */
async function settledMemory(): Promise<MemoryReading> {
  const { gc } = globalThis as { gc?: () => void };
  if (!gc) throw new Error("the realtime server process needs --expose-gc");
  await new Promise((resolve) => setTimeout(resolve, 1000));
  gc();
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  return { rss, heapUsed, external };
}

/**
 * Sends UPDATES_PER_SECOND for DURATION_S, round-robin over the channels, a tick's share every TICK_MS on a
 * drift-free schedule; each update is stamped with its due time and, just before it is handed to the server,
 * its send time.
 */
async function publishLoad(publish: FanoutServer["publish"]): Promise<LoadResult> {
  const total = UPDATES_PER_SECOND * DURATION_S;
  const perTick = (UPDATES_PER_SECOND * TICK_MS) / 1000;
  const lags: number[] = [];
  const cpu = cpuSpan();
  const start = monotonicMs();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, (Math.floor((monotonicMs() - start) / TICK_MS) + 1) * perTick);
      for (; sent < due; sent++) {
        const dueAt = start + Math.floor(sent / perTick) * TICK_MS;
        const sentAt = monotonicMs();
        lags.push(sentAt - dueAt);
        publish(sent % CHANNELS, tradeUpdate(sent, sentAt, dueAt));
      }
      if (sent >= total) resolve();
      else setTimeout(tick, Math.max(0, start + (due / perTick) * TICK_MS - monotonicMs()));
    };
    tick();
  });
  const { p99, max } = summarize(lags);
  return {
    updates: total,
    updatesPerSecond: UPDATES_PER_SECOND,
    seconds: round((monotonicMs() - start) / 1000),
    sendLagMs: { p99, max },
    cpu: cpu(),
  };
}

const starters: Record<ServerKind, () => Promise<FanoutServer>> = {
  gateway: startGateway,
  socketio: startSocketIo,
};
let server: FanoutServer | undefined;
const tell = (message: FromServer) => process.send?.(message);

function running(): FanoutServer {
  if (!server) throw new Error("no server: send start first");
  return server;
}

async function handle(message: ToServer) {
  if (message.type === "start") {
    server = await starters[message.kind]();
    tell({ type: "listening", target: server.target });
  } else if (message.type === "memory") tell({ type: "memory", reading: await settledMemory() });
  else if (message.type === "publish")
    tell({ type: "published", load: await publishLoad(running().publish) });
  else {
    await server?.close();
    process.disconnect();
  }
}

process.on("message", (message: ToServer) => {
  handle(message).catch((error: unknown) => tell({ type: "error", message: String(error) }));
});
