/**
 * Counted scroll blocking (docs/product.md, Interface behaviour): the page does not scroll while the count is above 0. The overflow
 * value found at the first lock is restored when the count returns to 0; the count never goes below 0.
 */

export type ScrollTarget = { style: { overflow: string } };

export type ScrollLock = {
  lock: () => void;
  unlock: () => void;
  count: () => number;
};

export function createScrollLock(target: ScrollTarget): ScrollLock {
  let locks = 0;
  let saved = "";
  return {
    lock() {
      if (locks === 0) {
        saved = target.style.overflow;
        target.style.overflow = "hidden";
      }
      locks += 1;
    },
    unlock() {
      if (locks === 0) return;
      locks -= 1;
      if (locks === 0) target.style.overflow = saved;
    },
    count: () => locks,
  };
}
