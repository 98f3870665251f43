/** Small helpers shared by the benchmark modules: percentiles, rounding, a clock. */

export const round = (n: number) => Math.round(n * 100) / 100;

/** The p-th percentile (0–100) of ascending values, nearest rank below. */
export const percentile = (sorted: ArrayLike<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** p50, p95, p99 and max of a set of durations in ms, rounded to 0.01 ms (null figures when empty). */
export function summarize(values: ArrayLike<number>) {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => (sorted.length ? round(percentile(sorted, p)) : null);
  return {
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length ? round(sorted[sorted.length - 1]) : null,
  };
}

/** Milliseconds on the system-wide monotonic clock: comparable between processes of one machine. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * Starts measuring this process's CPU time; the function returned ends the span and answers user and system
 * ms and their sum as a share of one core over the span's wall time.
 */
export function cpuSpan() {
  const start = process.cpuUsage();
  const startedAt = monotonicMs();
  return () => {
    const { user, system } = process.cpuUsage(start);
    const wallMs = monotonicMs() - startedAt;
    return {
      userMs: Math.round(user / 1000),
      systemMs: Math.round(system / 1000),
      coreShare: round((user + system) / 1000 / wallMs),
    };
  };
}
