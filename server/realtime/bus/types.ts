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
  close(): Promise<void>;
}
