import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { openWorkerTransport } from "./transport.ts";
import type { WorkerMessage } from "./worker/messages.ts";

/** Stands in for the browser's SharedWorker, recording how it was started. */
class FakeSharedWorker {
  static readonly started: { url: string; options: WorkerOptions }[] = [];
  readonly port = {
    onmessage: null as ((event: { data: unknown }) => void) | null,
    postMessage: vi.fn<(message: unknown) => void>(),
    close: vi.fn<() => void>(),
  };

  constructor(url: string, options: WorkerOptions) {
    FakeSharedWorker.started.push({ url, options });
    FakeSharedWorker.last = this;
  }

  static last: FakeSharedWorker | undefined;
}

function fakeServiceWorkers(register: () => Promise<unknown>) {
  const active = { postMessage: vi.fn<(message: unknown) => void>() };
  const listeners = new Set<(event: { data: unknown }) => void>();
  const container = {
    register: vi.fn(register),
    ready: Promise.resolve({ active }),
    startMessages: vi.fn(),
    addEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { data: unknown }) => void) =>
      listeners.delete(listener),
  };
  vi.stubGlobal("navigator", { serviceWorker: container });
  const fromWorker = (data: unknown) => {
    for (const listener of listeners) listener({ data });
  };
  return { container, active, listeners, fromWorker };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("openWorkerTransport", () => {
  let received: WorkerMessage[];
  const onMessage = (message: WorkerMessage) => received.push(message);

  beforeEach(() => {
    received = [];
    FakeSharedWorker.started.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("prefers the shared worker and talks over its port", () => {
    vi.stubGlobal("SharedWorker", FakeSharedWorker);
    const { container } = fakeServiceWorkers(async () => ({}));
    const transport = openWorkerTransport(onMessage);
    expect(container.register).not.toHaveBeenCalled();
    expect(FakeSharedWorker.started).toEqual([
      { url: "/sharedWorker_1.0.1.js", options: { name: "tokenatlas-realtime" } },
    ]);
    const port = FakeSharedWorker.last?.port;
    transport.post({ type: "hello" });
    expect(port?.postMessage).toHaveBeenCalledWith({ type: "hello" });
    port?.onmessage?.({ data: { type: "ready" } });
    port?.onmessage?.({ data: { type: "bogus" } });
    expect(received).toEqual([{ type: "ready" }]);
    transport.close();
    expect(port?.close).toHaveBeenCalledOnce();
  });

  it("registers the service worker where there is no SharedWorker", async () => {
    const { container, active, listeners, fromWorker } = fakeServiceWorkers(async () => ({}));
    const transport = openWorkerTransport(onMessage);
    expect(container.register).toHaveBeenCalledExactlyOnceWith("/sw_1.0.2.js");
    expect(container.startMessages).toHaveBeenCalled();
    transport.post({ type: "hello" });
    expect(active.postMessage).not.toHaveBeenCalled();
    await settle();
    transport.post({ type: "hello" });
    expect(active.postMessage).toHaveBeenCalledExactlyOnceWith({ type: "hello" });
    fromWorker({ type: "pong" });
    expect(received).toEqual([{ type: "pong" }]);
    transport.close();
    expect(listeners.size).toBe(0);
  });

  it("runs the hub in the page when the service worker cannot be registered", async () => {
    vi.stubGlobal("location", { protocol: "http:", host: "localhost:3000" });
    fakeServiceWorkers(async () => {
      throw new DOMException("insecure", "SecurityError");
    });
    const transport = openWorkerTransport(onMessage);
    await settle();
    transport.post({ type: "hello" });
    transport.post({ type: "ping" });
    await vi.waitFor(() => expect(received).toEqual([{ type: "ready" }, { type: "pong" }]));
    transport.close();
  });
});
