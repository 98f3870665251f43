/** A short list kept in localStorage: read defensively (anything malformed reads as empty), capped in length. */
export function readStoredList<T>(key: string, isItem: (value: unknown) => value is T, max: number): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : [];
  } catch {
    return [];
  }
}

export function writeStoredList<T>(key: string, list: T[], max: number): void {
  try {
    if (list.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(list.slice(0, max)));
  } catch {
    // Storage full or blocked (private mode): the list lives for this page only.
  }
}

export const isString = (value: unknown): value is string => typeof value === "string";

/** A stored list of strings that components can watch (useSyncExternalStore): every change reaches every view. */
export function storedListStore(key: string, max: number) {
  const listeners = new Set<() => void>();
  let cached: string[] | null = null;
  const empty: string[] = [];
  return {
    /** The list; the same array until it changes (as useSyncExternalStore requires). */
    get(): string[] {
      cached ??= readStoredList(key, isString, max);
      return cached;
    },
    /** On the server there is no storage: an empty list. */
    getServer: (): string[] => empty,
    set(list: string[]): void {
      cached = list.slice(0, max);
      writeStoredList(key, cached, max);
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
