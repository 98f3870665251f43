import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SubscriptionBody } from "../../../../lib/realtime/protocol.ts";
import { FakeGateway } from "../../../../tests/support/fake-socket.ts";
import { SERVER_PING_MS } from "./connection.ts";
import { createHub, GAP_CALM_MS, type HubPort, IDLE_CLOSE_MS, PORT_TIMEOUT_MS } from "./hub.ts";
import type { WorkerMessage } from "./messages.ts";

const PRICE: SubscriptionBody = { topic: "PRICE", address: `0x${"a".repeat(40)}`, chainId: 1 };
const PRICE_ENDPOINT = `/chanel/token/price/0x${"a".repeat(40)}_1`;
const OHLCS: SubscriptionBody = {
  topic: "OHLCS",
  address: `0x${"b".repeat(40)}`,
  chainId: 56,
  interval: 15,
  direction: "base",
};
const OHLCS_ENDPOINT = `/chanel/pair/ohlcs/0x${"b".repeat(40)}_56_15_base`;
/** Account 7's news, with the ticket the `n`th page was given. */
const NEWS = (n: number): SubscriptionBody => ({
  topic: "NEWS",
  ticket: `7.${1_900_000_000 + n}.${"s".repeat(43)}`,
});
const NEWS_ENDPOINT = "/chanel/account/news/7";

type TestPort = HubPort & { received: WorkerMessage[] };

function testPort(): TestPort {
  const received: WorkerMessage[] = [];
  return { received, post: (message) => received.push(message) };
}

/** With `freshPorts`, ports never count as silent, so a test can let minutes pass without pinging them. */
function setup({ random = () => 0, freshPorts = false } = {}) {
  const gateway = new FakeGateway();
  const onDetach = vi.fn<(port: TestPort) => void>();
  const now = freshPorts ? () => 0 : undefined;
  const hub = createHub<TestPort>({ connect: gateway.connect, random, now, onDetach });
  /** A port that said hello and holds `bodies`. */
  const join = (...bodies: SubscriptionBody[]) => {
    const port = testPort();
    hub.receive(port, { type: "hello" });
    for (const body of bodies) hub.receive(port, { type: "subscribe", endpoint: endpointFor(body), body });
    return port;
  };
  return { gateway, hub, join, onDetach };
}

const endpointFor = (body: SubscriptionBody) => (body.topic === "PRICE" ? PRICE_ENDPOINT : OHLCS_ENDPOINT);
/** A PRICE frame: a snapshot at seq 1 unless `type` says otherwise, updates after it. */
const price = (seq: number, value: string, type: "snapshot" | "update" = seq === 1 ? "snapshot" : "update") =>
  ({ type, endpoint: PRICE_ENDPOINT, seq, data: { price: value } }) as const;

describe("hub ports", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers hello with ready and a ping with pong", () => {
    const { hub } = setup();
    const port = testPort();
    hub.receive(port, { type: "hello" });
    hub.receive(port, { type: "ping" });
    expect(port.received).toEqual([{ type: "ready" }, { type: "pong" }]);
  });

  it("tells a page it does not know to register again, and does nothing else for it", () => {
    const { hub, gateway } = setup();
    const port = testPort();
    hub.receive(port, { type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE });
    expect(port.received).toEqual([{ type: "reset" }]);
    expect(gateway.sockets).toHaveLength(0);
  });

  it("shares one upstream subscription between ports and fans frames out to both", () => {
    const { gateway, join } = setup();
    const first = join(PRICE);
    const second = join(PRICE);
    gateway.socket.open();
    expect(gateway.sockets).toHaveLength(1);
    expect(gateway.socket.sent).toEqual([{ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE }]);
    gateway.socket.push(price(1, "10"));
    expect(first.received.at(-1)).toEqual(price(1, "10"));
    expect(second.received.at(-1)).toEqual(price(1, "10"));
  });

  it("sends nothing while connecting and the whole state once open", () => {
    const { gateway, hub, join } = setup();
    const port = join(PRICE, OHLCS);
    hub.receive(port, { type: "unsubscribe", endpoint: OHLCS_ENDPOINT });
    expect(gateway.socket.sent).toEqual([]);
    gateway.socket.open();
    expect(gateway.socket.sent).toEqual([{ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE }]);
  });

  it("gives a port joining later the channel's state at once, updates folded in", () => {
    const { gateway, join } = setup();
    join(OHLCS);
    gateway.socket.open();
    const candle = (time: number, close: string) => ({ time, close });
    gateway.socket.push({
      type: "snapshot",
      endpoint: OHLCS_ENDPOINT,
      seq: 7,
      data: { interval: 15, direction: "base", candles: [candle(0, "1"), candle(900, "2")] },
    });
    gateway.socket.push({
      type: "update",
      endpoint: OHLCS_ENDPOINT,
      seq: 8,
      data: { interval: 15, direction: "base", candle: candle(1800, "3") },
    });
    const late = join(OHLCS);
    expect(late.received).toEqual([
      { type: "ready" },
      {
        type: "snapshot",
        endpoint: OHLCS_ENDPOINT,
        seq: 8,
        data: {
          interval: 15,
          direction: "base",
          candles: [candle(0, "1"), candle(900, "2"), candle(1800, "3")],
        },
      },
    ]);
    expect(gateway.socket.sent).toHaveLength(1);
  });

  it("unsubscribes upstream only when the last port leaves", () => {
    const { gateway, hub, join } = setup();
    const first = join(PRICE);
    const second = join(PRICE);
    gateway.socket.open();
    hub.receive(first, { type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    expect(gateway.socket.sent).toHaveLength(1);
    hub.receive(second, { type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    expect(gateway.socket.sent.at(-1)).toEqual({ type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    gateway.socket.push(price(1, "10"));
    expect(second.received.at(-1)).toEqual({ type: "ready" });
  });

  it("releases a port's endpoints when it says bye", () => {
    const { gateway, hub, join, onDetach } = setup();
    const leaving = join(PRICE, OHLCS);
    join(OHLCS);
    gateway.socket.open();
    hub.receive(leaving, { type: "bye" });
    expect(gateway.socket.sent.slice(2)).toEqual([{ type: "unsubscribe", endpoint: PRICE_ENDPOINT }]);
    expect(onDetach).toHaveBeenCalledExactlyOnceWith(leaving);
    hub.receive(leaving, { type: "ping" });
    expect(leaving.received.at(-1)).toEqual({ type: "reset" });
  });

  it("drops a port that has been silent for more than 30 s", () => {
    const { gateway, hub, join, onDetach } = setup();
    const silent = join(PRICE);
    const alive = join(OHLCS);
    gateway.socket.open();
    for (let t = 0; t < PORT_TIMEOUT_MS + 10_000; t += 10_000) {
      hub.receive(alive, { type: "ping" });
      vi.advanceTimersByTime(10_000);
    }
    expect(onDetach).toHaveBeenCalledExactlyOnceWith(silent);
    expect(gateway.socket.sent).toContainEqual({ type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    expect(gateway.socket.sent).not.toContainEqual({ type: "unsubscribe", endpoint: OHLCS_ENDPOINT });
  });

  it("sends errors about an endpoint to its ports and others to every port", () => {
    const { gateway, join } = setup();
    const holder = join(PRICE);
    const other = join(OHLCS);
    gateway.socket.open();
    const refused = {
      type: "error",
      endpoint: PRICE_ENDPOINT,
      code: "not_found",
      message: "no token",
    } as const;
    const general = { type: "error", code: "bad_json", message: "message is not JSON" } as const;
    gateway.socket.push(refused);
    gateway.socket.push(general);
    expect(holder.received.slice(1)).toEqual([refused, general]);
    expect(other.received.slice(1)).toEqual([general]);
  });
});

describe("hub sequence numbers", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("drops updates at or below the last seq", () => {
    const { gateway, join } = setup();
    const port = join(PRICE);
    gateway.socket.open();
    gateway.socket.push(price(1, "10"));
    gateway.socket.push(price(2, "11"));
    gateway.socket.push(price(2, "stale"));
    gateway.socket.push(price(1, "older", "update"));
    expect(port.received.slice(1)).toEqual([price(1, "10"), price(2, "11")]);
  });

  it("resubscribes on a gap and ignores updates until the new snapshot", () => {
    const { gateway, join } = setup();
    const port = join(PRICE);
    gateway.socket.open();
    gateway.socket.push(price(1, "10"));
    gateway.socket.push(price(3, "12"));
    expect(gateway.socket.sent.slice(1)).toEqual([
      { type: "unsubscribe", endpoint: PRICE_ENDPOINT },
      { type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE },
    ]);
    gateway.socket.push(price(4, "13"));
    gateway.socket.push({ type: "snapshot", endpoint: PRICE_ENDPOINT, seq: 4, data: { price: "13" } });
    gateway.socket.push(price(5, "14"));
    expect(port.received.slice(1)).toEqual([
      price(1, "10"),
      { type: "snapshot", endpoint: PRICE_ENDPOINT, seq: 4, data: { price: "13" } },
      price(5, "14"),
    ]);
  });

  it("starts from the first update when the server has no snapshot yet", () => {
    const { gateway, join } = setup();
    const port = join(PRICE);
    gateway.socket.open();
    gateway.socket.push(price(7, "ignored", "update"));
    const unavailable = {
      type: "error",
      endpoint: PRICE_ENDPOINT,
      code: "unavailable",
      message: "no data",
    } as const;
    gateway.socket.push(unavailable);
    gateway.socket.push(price(8, "20"));
    gateway.socket.push(price(9, "21"));
    gateway.socket.push(price(11, "23"));
    expect(port.received.slice(1)).toEqual([unavailable, price(8, "20"), price(9, "21")]);
    expect(join(PRICE).received.at(-1)).toEqual({ ...price(9, "21"), type: "snapshot" });
    expect(gateway.socket.sent.at(-1)).toEqual({ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE });
  });

  it("takes any later count of an account's news, drops an earlier one and never resubscribes", () => {
    const { gateway, hub } = setup();
    const port = testPort();
    hub.receive(port, { type: "hello" });
    hub.receive(port, { type: "subscribe", endpoint: NEWS_ENDPOINT, body: NEWS(1) });
    gateway.socket.open();
    const news = (seq: number, count: number, type: "snapshot" | "update" = "update") =>
      ({ type, endpoint: NEWS_ENDPOINT, seq, data: { count } }) as const;
    gateway.socket.push(news(1_000, 2, "snapshot"));
    gateway.socket.push(news(5_000, 3));
    gateway.socket.push(news(4_000, 9));
    gateway.socket.push(news(90_000, 0));
    expect(port.received.slice(1)).toEqual([news(1_000, 2, "snapshot"), news(5_000, 3), news(90_000, 0)]);
    expect(gateway.socket.sent).toEqual([{ type: "subscribe", endpoint: NEWS_ENDPOINT, body: NEWS(1) }]);
  });

  it("subscribes an account's news again with the ticket of the newest page", () => {
    const { gateway, hub } = setup({ freshPorts: true });
    const first = testPort();
    const second = testPort();
    hub.receive(first, { type: "hello" });
    hub.receive(first, { type: "subscribe", endpoint: NEWS_ENDPOINT, body: NEWS(1) });
    hub.receive(second, { type: "hello" });
    hub.receive(second, { type: "subscribe", endpoint: NEWS_ENDPOINT, body: NEWS(2) });
    gateway.socket.open();
    gateway.socket.drop();
    vi.advanceTimersByTime(250);
    gateway.socket.open();
    expect(gateway.socket.sent).toEqual([{ type: "subscribe", endpoint: NEWS_ENDPOINT, body: NEWS(2) }]);
  });

  it("backs off when gaps keep coming and resubscribes at once again after a calm spell", () => {
    const { gateway, hub, join } = setup();
    const port = join(PRICE);
    gateway.socket.open();
    const resubscribes = () => gateway.socket.sent.filter((m) => m.type === "unsubscribe").length;
    const gap = () => {
      gateway.socket.push(price(1, "10"));
      gateway.socket.push(price(3, "12"));
    };
    gap();
    expect(resubscribes()).toBe(1);
    gap();
    expect(resubscribes()).toBe(1);
    vi.advanceTimersByTime(249);
    expect(resubscribes()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(resubscribes()).toBe(2);
    gap();
    vi.advanceTimersByTime(499);
    expect(resubscribes()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(resubscribes()).toBe(3);
    vi.setSystemTime(Date.now() + GAP_CALM_MS + 1);
    hub.receive(port, { type: "ping" });
    gap();
    expect(resubscribes()).toBe(4);
  });
});

describe("hub connection", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("reconnects with growing delays and resubscribes every endpoint held", () => {
    const { gateway, join } = setup({ freshPorts: true });
    join(PRICE, OHLCS);
    gateway.socket.open();
    gateway.socket.drop();
    for (const delay of [250, 500, 1000]) {
      const count = gateway.sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(gateway.sockets).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(gateway.sockets).toHaveLength(count + 1);
      if (delay < 1000) gateway.socket.drop();
    }
    gateway.socket.open();
    expect(gateway.socket.sent).toEqual([
      { type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE },
      { type: "subscribe", endpoint: OHLCS_ENDPOINT, body: OHLCS },
    ]);
  });

  it("starts the delays over after a successful open", () => {
    const { gateway, join } = setup({ freshPorts: true });
    join(PRICE);
    gateway.socket.drop();
    vi.advanceTimersByTime(250);
    gateway.socket.drop();
    vi.advanceTimersByTime(500);
    gateway.socket.open();
    gateway.socket.drop();
    vi.advanceTimersByTime(249);
    expect(gateway.sockets).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(gateway.sockets).toHaveLength(4);
  });

  it("waits for a snapshot after a reconnect before passing updates on", () => {
    const { gateway, join } = setup({ freshPorts: true });
    const port = join(PRICE);
    gateway.socket.open();
    gateway.socket.push(price(1, "10"));
    gateway.socket.drop();
    vi.advanceTimersByTime(250);
    gateway.socket.open();
    gateway.socket.push(price(2, "11"));
    expect(port.received.slice(1)).toEqual([price(1, "10")]);
  });

  it("does not reconnect once no endpoint is held", () => {
    const { gateway, hub, join } = setup({ freshPorts: true });
    const port = join(PRICE);
    gateway.socket.open();
    gateway.socket.drop();
    hub.receive(port, { type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    vi.advanceTimersByTime(60_000);
    expect(gateway.sockets).toHaveLength(1);
  });

  it("pings a quiet server and keeps the socket while it answers", () => {
    const { gateway, join } = setup({ freshPorts: true });
    join(PRICE);
    gateway.socket.open();
    vi.advanceTimersByTime(SERVER_PING_MS * 4);
    expect(gateway.socket.pings).toBe(4);
    expect(gateway.sockets).toHaveLength(1);
    expect(gateway.socket.closed).toBe(false);
  });

  it("drops a socket whose server stops answering and reconnects", () => {
    const { gateway, join } = setup({ freshPorts: true });
    join(PRICE);
    gateway.socket.open();
    gateway.socket.answerPings = false;
    vi.advanceTimersByTime(SERVER_PING_MS);
    expect(gateway.socket.pings).toBe(1);
    vi.advanceTimersByTime(SERVER_PING_MS - 1);
    expect(gateway.socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gateway.socket.closed).toBe(true);
    vi.advanceTimersByTime(250);
    expect(gateway.sockets).toHaveLength(2);
  });

  it("closes the socket a minute after the last endpoint is released", () => {
    const { gateway, hub, join } = setup({ freshPorts: true });
    const port = join(PRICE);
    gateway.socket.open();
    hub.receive(port, { type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    vi.advanceTimersByTime(IDLE_CLOSE_MS - 1);
    expect(gateway.socket.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gateway.socket.closed).toBe(true);
    hub.receive(port, { type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE });
    expect(gateway.sockets).toHaveLength(2);
  });

  it("keeps the socket when a page subscribes again within the minute", () => {
    const { gateway, hub, join } = setup({ freshPorts: true });
    const port = join(PRICE);
    gateway.socket.open();
    hub.receive(port, { type: "unsubscribe", endpoint: PRICE_ENDPOINT });
    vi.advanceTimersByTime(IDLE_CLOSE_MS / 2);
    hub.receive(port, { type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE });
    vi.advanceTimersByTime(IDLE_CLOSE_MS);
    expect(gateway.socket.closed).toBe(false);
    expect(gateway.socket.sent.at(-1)).toEqual({ type: "subscribe", endpoint: PRICE_ENDPOINT, body: PRICE });
  });
});
