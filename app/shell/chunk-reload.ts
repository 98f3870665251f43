/**
 * Chunk-load reload guard (docs/product.md, Interface behaviour): a failed lazy chunk (usually after a deploy) reloads the page,
 * at most once per path within 10 seconds, remembered in sessionStorage-like storage so the limit
 * survives the reload. When the storage fails, no reload happens (no loop can be ruled out).
 */

export type ReloadStorage = {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
};

export type ChunkReloadGuardOptions = {
  storage: ReloadStorage;
  now: () => number;
  reload: () => void;
};

export type ChunkReloadGuard = {
  handle: (error: unknown, path: string) => boolean;
};

export const CHUNK_RELOAD_WINDOW_MS = 10_000;

const KEY_PREFIX = "tokenatlas:chunk-reload:";
const CHUNK_MESSAGE =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function isChunkLoadError(error: unknown): boolean {
  if (typeof error === "string") return CHUNK_MESSAGE.test(error);
  if (typeof error !== "object" || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === "ChunkLoadError" || (typeof message === "string" && CHUNK_MESSAGE.test(message));
}

export function createChunkReloadGuard({ storage, now, reload }: ChunkReloadGuardOptions): ChunkReloadGuard {
  return {
    handle(error, path) {
      if (!isChunkLoadError(error)) return false;
      const key = `${KEY_PREFIX}${path}`;
      const time = now();
      try {
        const last = Number(storage.getItem(key) ?? Number.NaN);
        if (time - last < CHUNK_RELOAD_WINDOW_MS) return false;
        storage.setItem(key, String(time));
      } catch {
        return false;
      }
      reload();
      return true;
    },
  };
}
