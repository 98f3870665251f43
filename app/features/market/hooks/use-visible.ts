import { type RefObject, useEffect, useState } from "react";

/** Whether the element is in (or near) the viewport; false on the server and until observed. */
export function useVisible(ref: RefObject<Element | null>, rootMargin = "100px"): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting), { rootMargin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return visible;
}
