import type { Db } from "../../db/client.ts";

/**
 * Makes every query on an embedded database fail as a dropped connection does (the driver's "Connection
 * terminated" error) until the returned function is called. The real outage of a PostgreSQL server is
 * server/database-faults.test.ts; this gives any operation the same failure at its first query.
 */
export function takeDatabaseAway(db: Db): () => void {
  const client = (db as unknown as { $client: Record<string, unknown> }).$client;
  const methods = ["query", "exec", "transaction"] as const;
  const saved = methods.map((name) => client[name]);
  for (const name of methods) {
    client[name] = () => Promise.reject(new Error("Connection terminated unexpectedly"));
  }
  return () => {
    methods.forEach((name, i) => {
      client[name] = saved[i];
    });
  };
}
