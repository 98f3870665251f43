import { useEffect, useState } from "react";
import { Link, type LinkProps } from "react-router";
import { localizePath } from "../../../lib/locales.ts";
import { shouldPrefetch } from "../../../lib/shell/prefetch.ts";
import { useLocale } from "../../i18n/use-locale.ts";

type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** Whether this browser's connection allows prefetching on intent (never on slow links or data-saver). */
export function usePrefetchAllowed(): boolean {
  const [allowed, setAllowed] = useState(false);
  useEffect(() => {
    setAllowed(shouldPrefetch((navigator as NavigatorWithConnection).connection));
  }, []);
  return allowed;
}

/** A link to an English path, rewritten into the current locale, prefetched on intent where allowed. */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  const prefetch = usePrefetchAllowed();
  return <Link to={localizePath(to, locale)} prefetch={prefetch ? "intent" : "none"} {...props} />;
}
