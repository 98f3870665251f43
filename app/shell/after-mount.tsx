import { type ReactNode, Suspense } from "react";
import { useMounted } from "./use-mounted.ts";

/**
 * Shows `children` (typically a React.lazy component) once the page is interactive, so its code adds nothing to
 * the first load; until then, on the server and while the code loads, `placeholder` stands in with the same size.
 */
export function AfterMount({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const mounted = useMounted();
  return mounted ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}
