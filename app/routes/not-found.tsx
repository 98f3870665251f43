import { unmatchedPath } from "../seo/page.server.ts";
import type { Route } from "./+types/not-found";

/** Whatever no route matched: the `/{token}` redirect, or a 404 shown by the root error boundary. */
export function loader({ url }: Route.LoaderArgs) {
  unmatchedPath(url);
}

export default function NotFound() {
  return null;
}
