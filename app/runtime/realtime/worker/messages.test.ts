import { describe, expect, it } from "vitest";
import { isPageMessage, isWorkerMessage, parseServerFrame } from "./messages.ts";

const body = { topic: "PRICE", address: `0x${"a".repeat(40)}`, chainId: 1 };

describe("page messages", () => {
  it("accepts the handshake and the channel messages", () => {
    for (const message of [
      { type: "hello" },
      { type: "bye" },
      { type: "ping" },
      { type: "unsubscribe", endpoint: "/chanel/x" },
      { type: "subscribe", endpoint: "/chanel/x", body },
      { type: "subscribe", endpoint: "/chanel/account/news/7", body: { topic: "NEWS", ticket: "7.1.s" } },
    ]) {
      expect(isPageMessage(message)).toBe(true);
    }
  });

  it("refuses anything else", () => {
    for (const message of [
      null,
      "hello",
      [],
      { type: "ready" },
      { type: "unsubscribe" },
      { type: "subscribe", endpoint: "", body },
      { type: "subscribe", endpoint: "/chanel/x", body: { ...body, chainId: "1" } },
      { type: "subscribe", endpoint: "/chanel/account/news/7", body: { topic: "NEWS", ticket: 7 } },
    ]) {
      expect(isPageMessage(message)).toBe(false);
    }
  });
});

describe("worker and server messages", () => {
  it("reads server frames and ignores what is not one", () => {
    const snapshot = { type: "snapshot", endpoint: "/chanel/x", seq: 1, data: null };
    expect(parseServerFrame(JSON.stringify(snapshot))).toEqual(snapshot);
    expect(parseServerFrame('{"type":"pong"}')).toEqual({ type: "pong" });
    expect(parseServerFrame('{"type":"error","code":"bad_json","message":"no"}')).toEqual({
      type: "error",
      code: "bad_json",
      message: "no",
    });
    expect(parseServerFrame("not json")).toBeUndefined();
    expect(parseServerFrame('{"type":"update","endpoint":"/chanel/x","seq":1.5,"data":1}')).toBeUndefined();
    expect(parseServerFrame('{"type":"update","endpoint":"/chanel/x","seq":2}')).toBeUndefined();
    expect(parseServerFrame('{"type":"hello"}')).toBeUndefined();
  });

  it("knows the worker's own messages", () => {
    expect(isWorkerMessage({ type: "ready" })).toBe(true);
    expect(isWorkerMessage({ type: "reset" })).toBe(true);
    expect(isWorkerMessage({ type: "pong" })).toBe(true);
    expect(isWorkerMessage({ type: "hello" })).toBe(false);
  });
});
