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
