/**
 * Active breakpoint (docs/product.md, Interface behaviour): the largest available breakpoint not above the window width;
 * 528 when none fits. The shell recomputes it on resize through `debounce` with RESIZE_DEBOUNCE_MS.
 */

export const BREAKPOINTS: readonly number[] = [528, 928, 1200];
export const DEFAULT_BREAKPOINT = 528;
export const RESIZE_DEBOUNCE_MS = 400;

export function activeBreakpoint(width: number, available: readonly number[] = BREAKPOINTS): number {
  const fitting = available.filter((breakpoint) => breakpoint <= width);
  return fitting.length > 0 ? Math.max(...fitting) : DEFAULT_BREAKPOINT;
}

export type Debounced<A extends unknown[]> = ((...args: A) => void) & { cancel: () => void };

/** Calls `fn` with the latest arguments once `ms` have passed without a further call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const debounced = (...args: A) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  return Object.assign(debounced, { cancel });
}
