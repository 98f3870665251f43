import { useEffect, useState } from "react";
import { Link, type LinkProps } from "react-router";
import { localizePath } from "../../../lib/locales.ts";
import { useLocale } from "../../i18n/use-locale.ts";
import { shouldPrefetch } from "../../shell/prefetch.ts";
import { preloadRoute } from "../../shell/route-preload.ts";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** Whether this browser's connection allows prefetching (never on slow links or with data saver on). */
function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(shouldPrefetch((navigator as NavigatorWithConnection).connection));
  }, []);
  return allowed;
}

/**
 * A link to an English path, rewritten into the current locale; where the connection allows, hovering,
 * focusing or touching it preloads the destination's route modules.
 */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  const href = localizePath(to, locale);
  const intent = usePrefetchAllowed() ? () => preloadRoute(href) : undefined;
  return <Link to={href} onPointerEnter={intent} onFocus={intent} onTouchStart={intent} {...props} />;
}
