/**
 * Prefetch policy (spec §9): link prefetch is skipped on slow connections or with data saver on, and
 * no more than 4 route preloads run at once; the others wait in arrival order.
 */

export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

export type PreloadQueue = {
  run: <T>(task: () => Promise<T>) => Promise<T>;
  active: () => number;
  pending: () => number;
};

const SLOW_CONNECTIONS: ReadonlySet<string> = new Set(["slow-2g", "2g", "3g"]);

export function shouldPrefetch(connection?: ConnectionInfo): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return connection.effectiveType === undefined || !SLOW_CONNECTIONS.has(connection.effectiveType);
}

export function createPreloadQueue(max = 4): PreloadQueue {
  const waiting: Array<() => void> = [];
  let running = 0;

  function next(): void {
    running -= 1;
    waiting.shift()?.();
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          Promise.resolve().then(task).then(resolve, reject).finally(next);
        };
        if (running < max) start();
        else waiting.push(start);
      });
    },
    active: () => running,
    pending: () => waiting.length,
  };
}
