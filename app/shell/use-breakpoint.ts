import { useEffect, useState } from "react";
import { activeBreakpoint, DEFAULT_BREAKPOINT, debounce, RESIZE_DEBOUNCE_MS } from "./breakpoints.ts";

/** The active breakpoint: 528 on the server and before mount, then from the window width (resize debounced). */
export function useBreakpoint(): number {
  const [breakpoint, setBreakpoint] = useState(DEFAULT_BREAKPOINT);
  useEffect(() => {
    const update = () => setBreakpoint(activeBreakpoint(window.innerWidth));
    const onResize = debounce(update, RESIZE_DEBOUNCE_MS);
    update();
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("resize", onResize);
      onResize.cancel();
    };
  }, []);
  return breakpoint;
}
