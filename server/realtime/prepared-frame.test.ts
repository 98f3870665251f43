import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { prepareText, sendPrepared } from "./prepared-frame.ts";

describe("prepared text frames", () => {
  it("are a final, unmasked text frame with the payload's length (7-bit and 16-bit forms)", () => {
    const short = prepareText("héllo");
    expect([...short.frame.subarray(0, 2)]).toEqual([0x81, 6]);
    expect(short.frame.subarray(2).toString()).toBe("héllo");

    const long = prepareText("x".repeat(300));
    expect([...long.frame.subarray(0, 4)]).toEqual([0x81, 126, 300 >> 8, 300 & 0xff]);
    expect(long.frame.length).toBe(304);
  });

  it("reach several clients as text messages, in order with ordinary sends", async () => {
    const server = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
    await once(server, "listening");
    const { port } = server.address() as AddressInfo;
    const received: string[][] = [[], []];
    const clients = received.map((list) => {
      const client = new WebSocket(`ws://127.0.0.1:${port}`);
      client.on("message", (data, isBinary) => list.push(`${isBinary ? "binary" : "text"}:${data}`));
      return client;
    });
    const sockets: WebSocket[] = [];
    server.on("connection", (socket) => sockets.push(socket));
    await Promise.all(clients.map((c) => once(c, "open")));
    while (sockets.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));

    const update = prepareText('{"n":2}');
    for (const socket of sockets) {
      socket.send('{"n":1}');
      sendPrepared(socket, update);
      socket.send('{"n":3}');
    }
    while (received.some((list) => list.length < 3)) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const list of received) expect(list).toEqual(['text:{"n":1}', 'text:{"n":2}', 'text:{"n":3}']);

    for (const client of clients) client.close();
    server.close();
  });
});
