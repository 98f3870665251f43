import { useEffect } from "react";
import { useRouteLoaderData } from "react-router";

/**
 * A visitor's token page visit joins the browser's recently viewed list (the server keeps a user's). The list's
 * code loads after the page is interactive.
 */
export function useRecordVisit(slug: string): void {
  const root = useRouteLoaderData("root") as { user: unknown } | undefined;
  const signedIn = Boolean(root?.user);
  useEffect(() => {
    if (signedIn) return;
    void import("./stores.ts").then(({ recentList }) =>
      recentList.set([slug, ...recentList.get().filter((s) => s !== slug)]),
    );
  }, [slug, signedIn]);
}
