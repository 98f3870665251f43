import { type RefObject, useEffect, useState } from "react";

type Watch = (visible: boolean) => void;
type Shared = { observer: IntersectionObserver; watches: Map<Element, Watch> };

/**
 * One observer per margin for the whole page: a list of a hundred rows watched by one observer gets its first
 * answers in one callback, so React renders the rows that turned visible once instead of row by row.
 */
const observers = new Map<string, Shared>();

function watch(element: Element, rootMargin: string, onChange: Watch): () => void {
  let shared = observers.get(rootMargin);
  if (!shared) {
    const watches = new Map<Element, Watch>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) watches.get(entry.target)?.(entry.isIntersecting);
      },
      { rootMargin },
    );
    shared = { observer, watches };
    observers.set(rootMargin, shared);
  }
  const { observer, watches } = shared;
  watches.set(element, onChange);
  observer.observe(element);
  return () => {
    watches.delete(element);
    observer.unobserve(element);
  };
}

/** Whether the element is in (or near) the viewport; false on the server and until observed. */
export function useVisible(ref: RefObject<Element | null>, rootMargin = "100px"): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    return watch(element, rootMargin, setVisible);
  }, [ref, rootMargin]);
  return visible;
}
