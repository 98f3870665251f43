/** Settings and messages shared by the realtime fan-out benchmark's processes: coordinator, server, clients. */

/** Channels (gateway endpoints or Socket.IO rooms); client i subscribes to channel i mod CHANNELS. */
export const CHANNELS = 100;

export type ServerKind = "gateway" | "socketio";

/** Where the clients connect and what they subscribe to. */
export type ClientTarget =
  | {
      kind: "gateway";
      url: string;
      origin: string;
      /** One subscribe message (JSON text) per channel. */
      subscriptions: string[];
    }
  | { kind: "socketio"; url: string; rooms: string[] };

/**
 * The data of every benchmark update: a trade as the TRADE topic carries it, when it was handed to the server
 * (`sentAt`) and when it was due by the publishing schedule (`dueAt`; later sends mean the server fell behind).
 * Monotonic ms.
 */
export type TimedUpdate = { trades: unknown[]; sentAt: number; dueAt: number };

export type LatencySummary = {
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
};

export type MemoryReading = { rss: number; heapUsed: number; external: number };

export type LoadResult = {
  updates: number;
  updatesPerSecond: number;
  seconds: number;
  /** How late sends were behind their schedule: a measure of how busy the server's event loop was. */
  sendLagMs: { p99: number | null; max: number | null };
  /** The server process's CPU time (user + system) while publishing, in ms and as a share of one core. */
  cpu: CpuReading;
};

/** CPU time of a process over a span: ms of user and system time, and their sum over the span's wall time. */
export type CpuReading = { userMs: number; systemMs: number; coreShare: number };

type Failure = { type: "error"; message: string };

export type ToServer =
  | { type: "start"; kind: ServerKind }
  | { type: "memory" }
  | { type: "publish" }
  | { type: "close" };

export type FromServer =
  | { type: "listening"; target: ClientTarget }
  | { type: "memory"; reading: MemoryReading }
  | { type: "published"; load: LoadResult }
  | Failure;

export type ToClients =
  | { type: "connect"; clients: number; target: ClientTarget }
  /** Report once `expected` updates arrived, or when none arrived for a while. */
  | { type: "report"; expected: number }
  | { type: "close" };

export type FromClients =
  | { type: "ready"; clients: number; ms: number }
  | {
      type: "report";
      received: number;
      /** Receive time − sentAt, and receive time − dueAt. */
      latencyMs: LatencySummary;
      latencyFromDueMs: LatencySummary;
      closedEarly: number;
      /** The client process's CPU time from "ready" to the last expected update. */
      cpu: CpuReading;
    }
  | Failure;
