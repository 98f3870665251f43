import { describe, expect, it } from "vitest";
import { acquireLeadership } from "./leader.ts";

describe("market leadership", () => {
  it("is immediate on the embedded database (one process by construction)", async () => {
    const started = Date.now();
    const leader = await acquireLeadership(undefined, "tokenatlas:test", { pollMs: 10_000 });
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(leader.release()).resolves.toBeUndefined();
  });

  const url = process.env.DATABASE_URL;
  if (url) {
    it("lets one process lead a shard; a second one waits until the first releases", async () => {
      const name = `tokenatlas:test:${Math.random()}`;
      const first = await acquireLeadership(url, name);
      let secondLeads = false;
      const second = acquireLeadership(url, name, { pollMs: 50 }).then((leader) => {
        secondLeads = true;
        return leader;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(secondLeads).toBe(false);
      await first.release();
      const leader = await second;
      expect(secondLeads).toBe(true);
      await leader.release();
    });

    it("gives up waiting when told to", async () => {
      const name = `tokenatlas:test:${Math.random()}`;
      const first = await acquireLeadership(url, name);
      const controller = new AbortController();
      const waiting = acquireLeadership(url, name, { pollMs: 20, signal: controller.signal });
      controller.abort();
      await expect(waiting).rejects.toThrow("leadership wait aborted");
      await first.release();
    });
  }
});
