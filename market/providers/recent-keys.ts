/**
 * A set of the latest `limit` keys: once full, adding a key forgets the oldest. Used to drop repeated
 * events in a short window without growing for as long as the process runs.
 */
export class RecentKeys {
  private readonly keys = new Set<string>();
  private readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  /** Adds the key; false when it is already remembered (a repeat). */
  add(key: string): boolean {
    if (this.keys.has(key)) return false;
    this.keys.add(key);
    // A Set iterates in insertion order, so its first key is the oldest.
    if (this.keys.size > this.limit) this.keys.delete(this.keys.values().next().value as string);
    return true;
  }

  has(key: string): boolean {
    return this.keys.has(key);
  }

  get size(): number {
    return this.keys.size;
  }

  clear(): void {
    this.keys.clear();
  }
}
