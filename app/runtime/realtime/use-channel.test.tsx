// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AddressBody } from "../../../lib/realtime/protocol.ts";
import type { ChannelHandler, ChannelMessage } from "./client.ts";
import { useChannel, useChannelState } from "./use-channel.ts";

const realtime = vi.hoisted(() => {
  const handlers = new Map<string, ChannelHandler>();
  const unsubscribes: ReturnType<typeof vi.fn>[] = [];
  const subscribe = vi.fn((body: { topic: string; chainId: number }, handler: ChannelHandler) => {
    const key = `${body.topic}:${body.chainId}`;
    handlers.set(key, handler);
    const unsubscribe = vi.fn(() => handlers.delete(key));
    unsubscribes.push(unsubscribe);
    return Object.assign(unsubscribe, { id: "abc123" });
  });
  const createRealtimeClient = vi.fn(() => ({ subscribe, close: vi.fn() }));
  /** Delivers a message to the handler the hook registered for `key` ("TOPIC:chainId"). */
  const emit = (key: string, message: ChannelMessage) => handlers.get(key)?.(message);
  return { subscribe, unsubscribes, createRealtimeClient, emit, handlers };
});

vi.mock("./client.ts", () => ({
  createRealtimeClient: realtime.createRealtimeClient,
}));

const body = (chainId: number): AddressBody => ({
  topic: "PRICE",
  address: `0x${"a".repeat(40)}`,
  chainId,
});
const message = (seq: number, price: string): ChannelMessage => ({
  type: seq === 1 ? "snapshot" : "update",
  seq,
  data: { price },
  state: { price },
});

function Listener({ target, onMessage }: { target: AddressBody | null; onMessage: ChannelHandler }) {
  useChannel(target, onMessage);
  return null;
}

function Price({ target }: { target: AddressBody | null }) {
  const state = useChannelState<{ price: string }>(target);
  return <output>{state?.price ?? "none"}</output>;
}

/** Lets the lazily imported client load and the subscription go out. */
const loaded = () => act(async () => {});

describe("useChannel", () => {
  beforeEach(() => {
    realtime.subscribe.mockClear();
    realtime.unsubscribes.length = 0;
    realtime.handlers.clear();
  });
  afterEach(() => {
    cleanup();
  });

  it("subscribes once mounted, calls the newest handler, and unsubscribes on unmount", async () => {
    const first = vi.fn();
    const second = vi.fn();
    const view = render(<Listener target={body(1)} onMessage={first} />);
    await loaded();
    expect(realtime.subscribe).toHaveBeenCalledOnce();
    expect(realtime.subscribe.mock.calls[0][0]).toMatchObject(body(1));
    view.rerender(<Listener target={body(1)} onMessage={second} />);
    await loaded();
    act(() => realtime.emit("PRICE:1", message(1, "5")));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledExactlyOnceWith(message(1, "5"));
    expect(realtime.subscribe).toHaveBeenCalledOnce();
    view.unmount();
    expect(realtime.unsubscribes[0]).toHaveBeenCalledOnce();
  });

  it("moves to the new channel when the body names another one", async () => {
    const view = render(<Listener target={body(1)} onMessage={() => {}} />);
    await loaded();
    view.rerender(<Listener target={{ ...body(1) }} onMessage={() => {}} />);
    await loaded();
    expect(realtime.subscribe).toHaveBeenCalledOnce();
    view.rerender(<Listener target={body(56)} onMessage={() => {}} />);
    await loaded();
    expect(realtime.unsubscribes[0]).toHaveBeenCalledOnce();
    expect(realtime.subscribe).toHaveBeenCalledTimes(2);
    expect(realtime.subscribe.mock.calls[1][0]).toMatchObject(body(56));
  });

  it("follows nothing for null and creates the client only once per page", async () => {
    render(<Listener target={null} onMessage={() => {}} />);
    render(<Listener target={body(1)} onMessage={() => {}} />);
    render(<Listener target={body(10)} onMessage={() => {}} />);
    await loaded();
    expect(realtime.subscribe).toHaveBeenCalledTimes(2);
    expect(realtime.createRealtimeClient).toHaveBeenCalledOnce();
  });

  it("does not subscribe when unmounted before the client loaded", async () => {
    const view = render(<Listener target={body(1)} onMessage={() => {}} />);
    view.unmount();
    await loaded();
    expect(realtime.subscribe).not.toHaveBeenCalled();
  });
});

describe("useChannelState", () => {
  afterEach(() => {
    cleanup();
  });

  it("shows the latest state and forgets it when the channel changes", async () => {
    const view = render(<Price target={body(1)} />);
    await loaded();
    expect(screen.getByRole("status").textContent).toBe("none");
    act(() => realtime.emit("PRICE:1", message(1, "5")));
    act(() => realtime.emit("PRICE:1", message(2, "6")));
    expect(screen.getByRole("status").textContent).toBe("6");
    view.rerender(<Price target={body(56)} />);
    expect(screen.getByRole("status").textContent).toBe("none");
    await loaded();
    act(() => realtime.emit("PRICE:56", message(1, "7")));
    expect(screen.getByRole("status").textContent).toBe("7");
  });
});
