import { useEffect, useRef } from "react";

/**
 * A ref that always holds the value of the latest render, for effects that call back into the component
 * without listing the callback among their dependencies (a new function each render must not restart them).
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}
