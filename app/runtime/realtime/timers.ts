/**
 * The timer functions the realtime client and worker use, injectable so tests can drive time. The defaults
 * look the globals up on every call, so fake timers installed after creation still apply.
 */
export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
};

type Handle = ReturnType<typeof globalThis.setTimeout>;

/** The environment's own timers. */
export const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
};
