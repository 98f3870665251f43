import { startTransition, useEffect, useState } from "react";

/**
 * False on the server and during hydration, true once the component is on screen in the browser. The switch is a
 * transition: a list page flips two hundred of these at once, and as a transition React renders them in slices
 * that leave the main thread free between them (docs/architecture.md, Performance budgets).
 */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
