import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { CLOSE_GOING_AWAY } from "../../lib/realtime/protocol.ts";
import { createTestApp, TEST_ORIGIN } from "../../tests/support/test-app.ts";
import { connectWs } from "../../tests/support/ws-client.ts";

it("closes every WebSocket with 1001 (going away) when the server shuts down", async () => {
  const ctx = await createTestApp({ ssr: false });
  try {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = ctx.app.server.address() as AddressInfo;
    const clients = await Promise.all(
      [1, 2].map(() => connectWs(`ws://127.0.0.1:${port}/realtime`, { origin: TEST_ORIGIN })),
    );
    await ctx.app.close();
    for (const client of clients) {
      expect(await client.closed).toEqual({ code: CLOSE_GOING_AWAY, reason: "server shutting down" });
    }
  } finally {
    await ctx.close();
  }
});
