/**
 * Reconnect delays: exponential from 500 ms, capped at 30 s, each scaled by a random factor in [0.5, 1) so
 * that many browsers dropped at once do not come back at the same moment.
 */
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 30_000;

/** The delay before reconnect attempt `attempt` (0 for the first), given a random number in [0, 1). */
export function reconnectDelay(attempt: number, random: () => number): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
  return ceiling * (0.5 + random() / 2);
}
