import { describe, expect, it, vi } from "vitest";
import { type LedJob, lead } from "./leader.ts";

/** A job that records its starts and stops; `failFirst` makes its first start fail. */
function recordingJob(events: string[], failFirst = false) {
  let made = 0;
  return (): LedJob => {
    const id = ++made;
    return {
      start() {
        events.push(`start ${id}`);
        if (failFirst && id === 1) throw new Error("database away");
      },
      async stop(options) {
        events.push(options?.handedOver ? `hand over ${id}` : `stop ${id}`);
      },
    };
  };
}

describe("market leadership", () => {
  it("runs the job at once on the embedded database (one process by construction)", async () => {
    const events: string[] = [];
    const leadership = lead(undefined, "tokenatlas:test", recordingJob(events));
    await vi.waitFor(() => expect(events).toEqual(["start 1"]));
    await leadership.stop();
    expect(events).toEqual(["start 1", "stop 1"]);
  });

  it("starts a fresh job again when one fails to start, instead of giving up", async () => {
    const events: string[] = [];
    const leadership = lead(undefined, "tokenatlas:test", recordingJob(events, true), { retryMs: 10 });
    await vi.waitFor(() => expect(events).toContain("start 2"));
    await leadership.stop();
    expect(events).toEqual(["start 1", "hand over 1", "start 2", "stop 2"]);
  });

  const url = process.env.DATABASE_URL;
  if (url) {
    it("lets one process lead a shard; a second one starts its job once the first stops", async () => {
      const name = `tokenatlas:test:${Math.random()}`;
      const first: string[] = [];
      const second: string[] = [];
      const leader = lead(url, name, recordingJob(first));
      await vi.waitFor(() => expect(first).toEqual(["start 1"]));
      const standBy = lead(url, name, recordingJob(second), { pollMs: 50 });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(second).toEqual([]);
      await leader.stop();
      await vi.waitFor(() => expect(second).toEqual(["start 1"]));
      await standBy.stop();
      expect(first).toEqual(["start 1", "stop 1"]);
    });
  }
});
