/** A value recomputed at most once per `ttlMs`; concurrent callers share one computation. */
export function ttlCache<T>(ttlMs: number, compute: () => Promise<T>, now: () => number = Date.now) {
  let value: Promise<T> | undefined;
  let at = 0;
  return {
    get(): Promise<T> {
      if (!value || now() - at >= ttlMs) {
        at = now();
        value = compute().catch((error: unknown) => {
          value = undefined;
          throw error;
        });
      }
      return value;
    },
    clear() {
      value = undefined;
    },
  };
}
