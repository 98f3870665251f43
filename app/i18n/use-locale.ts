import { useRouteLoaderData } from "react-router";
import { defaultLocale, type Locale } from "../../lib/locales.ts";

/** The locale of the page being shown (from the root loader). */
export function useLocale(): Locale {
  const root = useRouteLoaderData("root") as { locale: Locale } | undefined;
  return root?.locale ?? defaultLocale;
}
