import { useEffect, useState } from "react";

/** False on the server and during hydration, true once the component is on screen in the browser. */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
