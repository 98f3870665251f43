import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionBody } from "../../../lib/realtime/protocol.ts";
import {
  type ChannelMessage,
  createRealtimeClient,
  HANDLER_ID_LENGTH,
  handlerId,
  NOT_ANSWERING,
  PING_INTERVAL_MS,
  REGISTRATION_RETRY_MS,
  type RealtimeClientOptions,
} from "./client.ts";
import type { TransportFactory } from "./transport.ts";
import type { PageMessage, WorkerMessage } from "./worker/messages.ts";

const PRICE: SubscriptionBody = { topic: "PRICE", address: `0x${"A".repeat(40)}`, chainId: 1 };
const PRICE_ENDPOINT = `/chanel/token/price/0x${"a".repeat(40)}_1`;
const TRADES: SubscriptionBody = { topic: "TRADE", address: `0x${"b".repeat(40)}`, chainId: 1 };
const TRADES_ENDPOINT = `/chanel/pair/trades/0x${"b".repeat(40)}_1`;

function setup(options: Partial<RealtimeClientOptions> = {}) {
  const posted: PageMessage[] = [];
  const closeTransport = vi.fn();
  let toPage: ((message: WorkerMessage) => void) | undefined;
  const transport: TransportFactory = (onMessage) => {
    toPage = onMessage;
    return { post: (message) => posted.push(message), close: closeTransport };
  };
  const page = new EventTarget();
  const client = createRealtimeClient({ transport, page, ...options });
  const worker = (message: WorkerMessage) => toPage?.(message);
  /** What the page sent besides hellos and pings, from `from` on. */
  const sent = (from = 0) => posted.slice(from).filter((m) => m.type !== "hello" && m.type !== "ping");
  const hellos = () => posted.filter((m) => m.type === "hello").length;
  return { client, posted, sent, hellos, worker, page, closeTransport };
}

function registered(options: Partial<RealtimeClientOptions> = {}) {
  const context = setup(options);
  context.worker({ type: "ready" });
  return context;
}

const frame = (type: "snapshot" | "update", endpoint: string, seq: number, data: unknown) =>
  ({ type, endpoint, seq, data }) as const;

describe("realtime client registration", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("says hello at once and every 200 ms until the worker is ready, holding messages meanwhile", () => {
    const { client, posted, sent, hellos, worker } = setup();
    expect(REGISTRATION_RETRY_MS).toBe(200);
    expect(hellos()).toBe(1);
    client.subscribe(PRICE, () => {});
    vi.advanceTimersByTime(REGISTRATION_RETRY_MS - 1);
    expect(hellos()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(hellos()).toBe(2);
    vi.advanceTimersByTime(REGISTRATION_RETRY_MS * 3);
    expect(hellos()).toBe(5);
    expect(sent()).toEqual([]);
    worker({ type: "ready" });
    expect(sent()).toEqual([{ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE }]);
    const count = posted.length;
    vi.advanceTimersByTime(REGISTRATION_RETRY_MS * 5);
    expect(posted).toHaveLength(count);
  });

  it("sends straight away once registered and ignores a repeated ready", () => {
    const { client, sent, worker } = registered();
    worker({ type: "ready" });
    client.subscribe(PRICE, () => {});
    expect(sent()).toEqual([{ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE }]);
  });

  it("registers again after a reset and resubscribes what it holds, not what it queued", () => {
    const { client, sent, hellos, worker } = registered();
    client.subscribe(PRICE, () => {});
    const removeTrades = client.subscribe(TRADES, () => {});
    worker({ type: "reset" });
    expect(hellos()).toBe(2);
    removeTrades();
    vi.advanceTimersByTime(REGISTRATION_RETRY_MS);
    expect(hellos()).toBe(3);
    expect(sent()).toHaveLength(2);
    worker({ type: "ready" });
    expect(sent(4)).toEqual([{ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE }]);
  });

  it("says bye on pagehide and registers again on pageshow", () => {
    const { client, sent, hellos, worker, page } = registered();
    client.subscribe(PRICE, () => {});
    page.dispatchEvent(new Event("pagehide"));
    expect(sent().at(-1)).toEqual({ type: "bye" });
    vi.advanceTimersByTime(REGISTRATION_RETRY_MS * 2);
    expect(hellos()).toBe(1);
    page.dispatchEvent(new Event("pageshow"));
    expect(hellos()).toBe(2);
    worker({ type: "ready" });
    expect(sent().at(-1)).toEqual({ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE });
  });

  it("says bye, closes the transport and stops its timers on close", () => {
    const { client, sent, closeTransport } = registered();
    client.close();
    expect(sent()).toEqual([{ type: "bye" }]);
    expect(closeTransport).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("realtime client handlers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("subscribes for the first handler only and attaches later ones locally with the state it holds", () => {
    const { client, sent, worker } = registered();
    const first = vi.fn<(message: ChannelMessage) => void>();
    const second = vi.fn<(message: ChannelMessage) => void>();
    client.subscribe(PRICE, first);
    worker(frame("snapshot", PRICE_ENDPOINT, 1, { price: "1" }));
    worker(frame("update", PRICE_ENDPOINT, 2, { price: "2" }));
    client.subscribe({ ...PRICE, address: PRICE.address.toLowerCase() }, second);
    expect(sent()).toEqual([{ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE }]);
    expect(first).toHaveBeenLastCalledWith({
      type: "update",
      seq: 2,
      data: { price: "2" },
      state: { price: "2" },
    });
    expect(second).toHaveBeenCalledExactlyOnceWith({
      type: "snapshot",
      seq: 2,
      data: { price: "2" },
      state: { price: "2" },
    });
    worker(frame("update", PRICE_ENDPOINT, 3, { price: "3" }));
    expect(first).toHaveBeenCalledTimes(3);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it("folds delta updates into the state handed to handlers", () => {
    const { client, worker } = registered();
    const handler = vi.fn<(message: ChannelMessage) => void>();
    client.subscribe(TRADES, handler);
    worker(frame("snapshot", TRADES_ENDPOINT, 1, { trades: [{ id: "a" }] }));
    worker(frame("update", TRADES_ENDPOINT, 2, { trades: [{ id: "b" }] }));
    expect(handler).toHaveBeenLastCalledWith({
      type: "update",
      seq: 2,
      data: { trades: [{ id: "b" }] },
      state: { trades: [{ id: "b" }, { id: "a" }] },
    });
  });

  it("unsubscribes when the last handler of an endpoint goes, once", () => {
    const { client, sent, worker } = registered();
    const handler = vi.fn();
    const removeFirst = client.subscribe(PRICE, handler);
    const removeSecond = client.subscribe(PRICE, () => {});
    removeFirst();
    removeFirst();
    expect(sent()).toHaveLength(1);
    removeSecond();
    expect(sent().at(-1)).toEqual({ type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    removeSecond();
    expect(sent()).toHaveLength(2);
    worker(frame("snapshot", PRICE_ENDPOINT, 1, { price: "1" }));
    expect(handler).not.toHaveBeenCalled();
  });

  it("gives each handler a random 6-character alphanumeric id, unique among the live ones", () => {
    expect(HANDLER_ID_LENGTH).toBe(6);
    const ids = new Set<string>();
    const { client } = registered();
    for (let i = 0; i < 200; i++) ids.add(client.subscribe(PRICE, () => {}).id);
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{6}$/);

    const draws = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.99, 0.99, 0.99, 0.99, 0.99, 0.99];
    const repeating = registered({ random: () => draws.shift() ?? 0 });
    expect(repeating.client.subscribe(PRICE, () => {}).id).toBe("AAAAAA");
    expect(repeating.client.subscribe(PRICE, () => {}).id).toBe("999999");
  });

  it("reads letters and digits from the random source", () => {
    expect(handlerId(() => 0)).toBe("AAAAAA");
    expect(handlerId(() => 26 / 62)).toBe("aaaaaa");
    expect(handlerId(() => 0.999)).toBe("999999");
  });

  it("passes errors to onError", () => {
    const onError = vi.fn();
    const { worker } = registered({ onError });
    const error = { type: "error", endpoint: PRICE_ENDPOINT, code: "not_found", message: "no" } as const;
    worker(error);
    expect(onError).toHaveBeenCalledExactlyOnceWith(error);
  });
});

describe("realtime client ping", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("pings every 10 s and stays quiet while pongs come back", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { posted, worker } = registered();
    const pings = () => posted.filter((m) => m.type === "ping").length;
    expect(PING_INTERVAL_MS).toBe(10_000);
    vi.advanceTimersByTime(PING_INTERVAL_MS - 1);
    expect(pings()).toBe(0);
    for (let i = 1; i <= 3; i++) {
      vi.advanceTimersByTime(i === 1 ? 1 : PING_INTERVAL_MS);
      expect(pings()).toBe(i);
      worker({ type: "pong" });
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('logs "Service Worker stop answering" when no pong came within a ping interval', () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { worker } = registered();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(error).not.toHaveBeenCalled();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(error).toHaveBeenCalledExactlyOnceWith(NOT_ANSWERING);
    expect(NOT_ANSWERING).toBe("Service Worker stop answering");
    worker({ type: "pong" });
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(error).toHaveBeenCalledOnce();
  });

  it("logs the same when the worker never registers the page", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    setup();
    vi.advanceTimersByTime(PING_INTERVAL_MS);
    expect(error).toHaveBeenCalledExactlyOnceWith("Service Worker stop answering");
  });
});
