import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientMessage } from "../../../../lib/realtime/protocol.ts";

/** Stands in for the browser's WebSocket inside the worker scripts. */
class FakeWebSocket {
  static readonly instances: FakeWebSocket[] = [];
  readonly url: string;
  readonly sent: ClientMessage[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;

  constructor(url: string) {
    this.url = url;
    FakeWebSocket.instances.push(this);
  }

  send(text: string): void {
    this.sent.push(JSON.parse(text) as ClientMessage);
  }

  close(): void {
    this.onclose?.();
  }
}

const BODY = { topic: "PRICE", address: `0x${"a".repeat(40)}`, chainId: 1 } as const;
const ENDPOINT = `/chanel/token/price/0x${"a".repeat(40)}_1`;

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  FakeWebSocket.instances.length = 0;
  vi.stubGlobal("WebSocket", FakeWebSocket);
  vi.stubGlobal("location", { protocol: "https:", host: "tokenatlas.test" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("shared worker script", () => {
  type Port = {
    postMessage: (message: unknown) => void;
    onmessage: ((event: { data: unknown }) => void) | null;
  };
  type Scope = { onconnect: ((event: { ports: Port[] }) => void) | null };

  it("serves each connected tab over its port through one WebSocket", async () => {
    vi.stubGlobal("onconnect", null);
    await import("./shared-worker.ts");
    const scope = globalThis as unknown as Scope;
    const tabs = [0, 1].map(() => ({
      postMessage: vi.fn<(message: unknown) => void>(),
      onmessage: null as Port["onmessage"],
    }));
    for (const tab of tabs) {
      scope.onconnect?.({ ports: [tab] });
      tab.onmessage?.({ data: { type: "hello" } });
      tab.onmessage?.({ data: { type: "subscribe", endpoint: ENDPOINT, body: BODY } });
      tab.onmessage?.({ data: { type: "nonsense" } });
    }
    expect(tabs[0].postMessage).toHaveBeenCalledWith({ type: "ready" });
    expect(FakeWebSocket.instances.map((ws) => ws.url)).toEqual(["wss://tokenatlas.test/realtime"]);
    const [ws] = FakeWebSocket.instances;
    ws.onopen?.();
    expect(ws.sent).toEqual([{ type: "subscribe", endpoint: ENDPOINT, body: BODY }]);
    const snapshot = { type: "snapshot", endpoint: ENDPOINT, seq: 1, data: { price: "1" } };
    ws.onmessage?.({ data: JSON.stringify(snapshot) });
    for (const tab of tabs) expect(tab.postMessage).toHaveBeenLastCalledWith(snapshot);
  });
});

describe("service worker script", () => {
  type Listener = (event: Record<string, unknown>) => void;

  async function load() {
    const listeners = new Map<string, Listener>();
    const skipWaiting = vi.fn(async () => {});
    const claim = vi.fn(async () => {});
    vi.stubGlobal("addEventListener", (type: string, listener: Listener) => listeners.set(type, listener));
    vi.stubGlobal("skipWaiting", skipWaiting);
    vi.stubGlobal("clients", { claim });
    await import("./service-worker.ts");
    const fire = (type: string, event: Record<string, unknown> = {}) => listeners.get(type)?.(event);
    return { fire, skipWaiting, claim };
  }

  const client = (id: string) => ({ id, postMessage: vi.fn() });

  it("takes control at once", async () => {
    const { fire, skipWaiting, claim } = await load();
    const waited: Promise<unknown>[] = [];
    const waitUntil = (promise: Promise<unknown>) => waited.push(promise);
    fire("install", { waitUntil });
    fire("activate", { waitUntil });
    await Promise.all(waited);
    expect(skipWaiting).toHaveBeenCalledOnce();
    expect(claim).toHaveBeenCalledOnce();
  });

  it("answers each window client and forgets one that said bye", async () => {
    const { fire } = await load();
    const tab = client("tab-1");
    fire("message", { source: tab, data: { type: "hello" } });
    fire("message", { source: tab, data: { type: "ping" } });
    expect(tab.postMessage.mock.calls).toEqual([[{ type: "ready" }], [{ type: "pong" }]]);
    fire("message", { source: tab, data: { type: "subscribe", endpoint: ENDPOINT, body: BODY } });
    const [ws] = FakeWebSocket.instances;
    ws.onopen?.();
    ws.onmessage?.({ data: JSON.stringify({ type: "snapshot", endpoint: ENDPOINT, seq: 1, data: 5 }) });
    expect(tab.postMessage).toHaveBeenLastCalledWith({
      type: "snapshot",
      endpoint: ENDPOINT,
      seq: 1,
      data: 5,
    });
    fire("message", { source: tab, data: { type: "bye" } });
    expect(ws.sent.at(-1)).toEqual({ type: "unsubscribe", endpoint: ENDPOINT });
    fire("message", { source: tab, data: { type: "ping" } });
    expect(tab.postMessage).toHaveBeenLastCalledWith({ type: "reset" });
  });

  it("ignores messages without a window client or of unknown shape", async () => {
    const { fire } = await load();
    const tab = client("tab-2");
    fire("message", { source: null, data: { type: "hello" } });
    fire("message", { source: tab, data: { type: "subscribe" } });
    expect(tab.postMessage).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(0);
  });
});
