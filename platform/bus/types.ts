/** What the market side publishes for one endpoint: the update to send and the state a new subscriber gets. */
export type Publication = { endpoint: string; seq: number; update: unknown; snapshot: unknown };

export type Delivered = { seq: number; data: unknown };

/**
 * The bus between market and web processes: publish updates (keeping each endpoint's latest snapshot),
 * subscribe to the updates of an endpoint, read an endpoint's latest snapshot.
 */
export interface Bus {
  readonly kind: "memory" | "redis";
  publish(batch: readonly Publication[]): Promise<void>;
  subscribe(endpoint: string, onUpdate: (message: Delivered) => void): Promise<() => Promise<void>>;
  latest(endpoint: string): Promise<Delivered | undefined>;
  /**
   * Calls `listener` each time the bus is back after losing its connection (its snapshots may be gone with a
   * restarted server); returns a function that stops the calls. The in-process bus never loses anything.
   */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}
