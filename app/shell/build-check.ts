/**
 * Build check (docs/product.md, Interface behaviour): asks GET /builds/latest.json?t=<timestamp> and compares its id with the
 * running build; a different id means a new build, which is offered once (`onNewBuild`), after which
 * polling stops. The interval is 5 minutes (300 000 ms), frequent enough that
 * an open tab learns of a deploy soon, and rare enough to cost nothing. `start` does not check at once,
 * as a freshly loaded page runs the latest build; a failed or empty answer counts as "no new build".
 */

export type LatestBuild = { id: string };

export type BuildCheckOptions = {
  currentId: string;
  fetchLatest: (url: string) => Promise<LatestBuild | undefined>;
  now?: () => number;
  intervalMs?: number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
  onNewBuild: (id: string) => void;
};

export type BuildCheck = {
  start: () => void;
  stop: () => void;
  checkNow: () => Promise<boolean>;
};

export const BUILD_CHECK_INTERVAL_MS = 300_000;

export function latestBuildUrl(timestamp: number): string {
  return `/builds/latest.json?t=${timestamp}`;
}

export function createBuildCheck({
  currentId,
  fetchLatest,
  now = () => Date.now(),
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  setInterval: every = (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: stopEvery = (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  onNewBuild,
}: BuildCheckOptions): BuildCheck {
  let handle: unknown;
  let running = false;
  let found = false;

  function stop(): void {
    if (!running) return;
    stopEvery(handle);
    running = false;
  }

  async function checkNow(): Promise<boolean> {
    if (found) return true;
    let latest: LatestBuild | undefined;
    try {
      latest = await fetchLatest(latestBuildUrl(now()));
    } catch {
      return false;
    }
    if (found) return true;
    if (typeof latest?.id !== "string" || latest.id === "" || latest.id === currentId) return false;
    found = true;
    stop();
    onNewBuild(latest.id);
    return true;
  }

  return {
    start() {
      if (running || found) return;
      running = true;
      handle = every(() => {
        void checkNow();
      }, intervalMs);
    },
    stop,
    checkNow,
  };
}
