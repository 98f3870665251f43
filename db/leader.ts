import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

/** A job that runs only in the process leading its role (a market engine, a catalogue sync). */
export type LedJob = {
  start(): unknown;
  /** `handedOver`: another process leads now, so the job leaves its unsaved work to that one. */
  stop(options?: { handedOver: boolean }): Promise<void>;
};

export type Leadership = { stop(): Promise<void> };

/** The market side's log line (platform/log.ts, Log), restated here: db/ imports nothing above it. */
type Log = (obj: Record<string, unknown>, msg: string, level?: "info" | "warn" | "error") => void;

/**
 * Runs a job while this process leads a named role, through a PostgreSQL session advisory lock held on a
 * connection of its own (the lock lasts as long as that connection). A stand-by polls until the lock is free.
 * A lost connection never ends the process: the leader keeps its job running, reconnects and takes the lock
 * back; only if another process took it meanwhile does the job stop (and this process waits as a stand-by).
 * A job that fails to start is stopped and started afresh later. Embedded PGlite has one process by
 * construction: no lock.
 */
export function lead(
  url: string | undefined,
  name: string,
  makeJob: () => LedJob,
  options: { pollMs?: number; retryMs?: number; log?: Log } = {},
): Leadership {
  const log = options.log ?? (() => {});
  const pollMs = options.pollMs ?? 2000;
  const retryMs = options.retryMs ?? 1000;
  const stopping = new AbortController();
  let job: LedJob | undefined;
  let client: pg.Client | undefined;

  const pause = (ms: number) => sleep(ms, undefined, { signal: stopping.signal }).catch(() => {});

  async function startJob() {
    const fresh = makeJob();
    job = fresh;
    try {
      await fresh.start();
    } catch (error) {
      job = undefined;
      await fresh.stop({ handedOver: true }).catch(() => {});
      throw error;
    }
  }

  /** One connection's life: take the lock (or wait for it), keep the job running, return when it drops. */
  async function session(url: string) {
    const connection = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
    const dropped = new Promise<Error>((resolve) => {
      connection.on("error", resolve);
      connection.on("end", () => resolve(new Error("leadership connection ended")));
    });
    client = connection;
    try {
      await connection.connect();
      for (;;) {
        if (stopping.signal.aborted) return;
        const { rows } = await connection.query<{ ok: boolean }>(
          "SELECT pg_try_advisory_lock(hashtext($1)) AS ok",
          [name],
        );
        if (rows[0]?.ok) break;
        if (job) {
          log({ lock: name }, "leadership taken over by another process", "warn");
          const old = job;
          job = undefined;
          await old.stop({ handedOver: true });
        }
        if ((await Promise.race([pause(pollMs), dropped])) instanceof Error) return;
      }
      if (!job && !stopping.signal.aborted) await startJob();
      const error = await dropped;
      if (!stopping.signal.aborted)
        log({ lock: name, err: error.message }, "leadership connection lost", "warn");
    } finally {
      client = undefined;
      await connection.end().catch(() => {});
    }
  }

  const running = (async () => {
    if (!url) {
      while (!stopping.signal.aborted && !job) {
        await startJob().catch((error: unknown) =>
          log({ err: String(error), lock: name }, "job failed to start", "error"),
        );
        if (!job) await pause(retryMs);
      }
      return;
    }
    while (!stopping.signal.aborted) {
      await session(url).catch((error: unknown) => {
        if (!stopping.signal.aborted)
          log({ err: String(error), lock: name }, "leadership attempt failed", "warn");
      });
      await pause(retryMs);
    }
  })();

  return {
    async stop() {
      stopping.abort();
      const current = job;
      job = undefined;
      await current?.stop();
      await client?.end().catch(() => {});
      await running;
    },
  };
}
