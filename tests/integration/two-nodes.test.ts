import { type ChildProcess, spawn } from "node:child_process";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { endpointOf, type ServerMessage, type SubscriptionBody } from "../../lib/realtime/protocol.ts";
import { freePort } from "../support/free-port.ts";
import { createScratchDatabase } from "../support/test-db.ts";
import { connectWs } from "../support/ws-client.ts";

/**
 * Two web processes and one market process on the machine's PostgreSQL and Redis (this file runs only when
 * DATABASE_URL and REDIS_URL are set: see vitest.config.ts). A client on node A receives, in order, the
 * updates the market process publishes; a client on node B receives the very same sequence.
 */
const redisUrl = process.env.REDIS_URL ?? "";
const processes: ChildProcess[] = [];
let database: Awaited<ReturnType<typeof createScratchDatabase>>;

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  processes.push(child);
  return child;
}

/** Waits until a web node answers (hooks cannot use expect.poll). */
async function ready(port: number) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}/builds/latest.json`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`web node on port ${port} did not start`);
}

let ports: [number, number];

beforeAll(async () => {
  database = await createScratchDatabase("ta_nodes");
  ports = [await freePort(), await freePort()];
  // One process per node: the nodes themselves are what this file is about (WEB_CONCURRENCY has its own test).
  const common = {
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    HOST: "127.0.0.1",
    WEB_CONCURRENCY: "1",
  };
  // The first web node seeds the empty database; the others start once it is there.
  start({ ...common, ROLE: "web", PORT: String(ports[0]) });
  await ready(ports[0]);
  start({ ...common, ROLE: "web", PORT: String(ports[1]) });
  start({ ...common, ROLE: "market", MARKET_HISTORY_HOURS: "0", MARKET_DEMO_RATE: "300", MARKET_SEED: "7" });
  await ready(ports[1]);
}, 120_000);

afterAll(async () => {
  for (const child of processes) child.kill("SIGKILL");
  await database?.drop();
});

describe("two web nodes and a market node", () => {
  it("a client on node A receives the market's updates in order, the same as a client on node B", async () => {
    const rows = await new pg.Client({ connectionString: database.url });
    await rows.connect();
    const { rows: busiest } = await rows.query<{ address: string; chain_id: number }>(
      "SELECT address, chain_id FROM pairs ORDER BY activity DESC LIMIT 1",
    );
    await rows.end();
    const body: SubscriptionBody = {
      topic: "TRADE",
      address: busiest[0].address,
      chainId: busiest[0].chain_id,
    };
    const endpoint = endpointOf(body);
    const [a, b] = await Promise.all(
      ports.map((port) =>
        connectWs(`ws://127.0.0.1:${port}/realtime`, { origin: `http://127.0.0.1:${port}` }),
      ),
    );
    for (const client of [a, b]) client.send({ type: "subscribe", endpoint, body });

    type Update = { type: "update"; seq: number; data: unknown };
    const updates = (messages: ServerMessage[]) =>
      messages.filter((m): m is Update & ServerMessage => m.type === "update");
    await expect
      .poll(() => updates(a.messages).length, { timeout: 60_000, interval: 250 })
      .toBeGreaterThanOrEqual(5);
    const fromA = updates(a.messages);
    for (let i = 1; i < fromA.length; i++) expect(fromA[i].seq).toBe(fromA[i - 1].seq + 1);
    // Node B follows the same publications: every seq it shares with A carries the same data.
    await expect
      .poll(() => updates(b.messages).some((m) => m.seq >= fromA[4].seq), { timeout: 30_000 })
      .toBe(true);
    const bySeq = new Map(updates(b.messages).map((m) => [m.seq, JSON.stringify(m.data)]));
    const shared = fromA.filter((m) => bySeq.has(m.seq));
    expect(shared.length).toBeGreaterThanOrEqual(3);
    for (const m of shared) expect(bySeq.get(m.seq)).toBe(JSON.stringify(m.data));
    a.close();
    b.close();
  }, 120_000);
});
