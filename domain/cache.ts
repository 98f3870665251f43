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

/**
 * Values by key, each recomputed at most once per `ttlMs`: the keys missing or expired are computed together
 * in one call. At most `maxKeys` are kept; past that the cache starts again empty.
 */
export function ttlMap<K, V>(
  ttlMs: number,
  maxKeys: number,
  compute: (keys: K[]) => Promise<Map<K, V>>,
  now: () => number = Date.now,
) {
  const entries = new Map<K, { at: number; value: V }>();
  return {
    async get(keys: readonly K[]): Promise<Map<K, V>> {
      const at = now();
      const found = new Map<K, V>();
      const missing: K[] = [];
      for (const key of new Set(keys)) {
        const entry = entries.get(key);
        if (entry && at - entry.at < ttlMs) found.set(key, entry.value);
        else missing.push(key);
      }
      if (missing.length === 0) return found;
      const fresh = await compute(missing);
      if (entries.size + fresh.size > maxKeys) entries.clear();
      for (const [key, value] of fresh) {
        entries.set(key, { at, value });
        found.set(key, value);
      }
      return found;
    },
  };
}
