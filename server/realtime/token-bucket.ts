/**
 * A token bucket: up to `burst` messages at once, refilled at `perSecond`; `take` says whether one more may
 * pass now. Checked before a message is parsed, so that refusing costs next to nothing.
 */
export function createTokenBucket(perSecond: number, burst: number, now = () => performance.now()) {
  let tokens = burst;
  let at = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - at) * perSecond) / 1000);
      at = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
