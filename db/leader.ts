import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/**
 * Leadership of a named role through a PostgreSQL session advisory lock, held on its own connection: the
 * lock lasts as long as that connection. Waits (polling) until the lock is free. `onLost` is called if the
 * connection drops, since the lock went with it. Embedded PGlite has one process by construction: no lock.
 */
export async function acquireLeadership(
  url: string | undefined,
  name: string,
  options: { pollMs?: number; onLost?: (error: Error) => void; signal?: AbortSignal } = {},
): Promise<{ release: () => Promise<void> }> {
  if (!url) return { release: async () => {} };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (;;) {
    const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock(hashtext($1)) AS ok", [
      name,
    ]);
    if (rows[0]?.ok) break;
    if (options.signal?.aborted) {
      await client.end();
      throw new Error("leadership wait aborted");
    }
    await sleep(options.pollMs ?? 2000);
  }
  let released = false;
  client.on("error", (error) => {
    if (!released) options.onLost?.(error);
  });
  return {
    async release() {
      released = true;
      await client.end();
    },
  };
}
