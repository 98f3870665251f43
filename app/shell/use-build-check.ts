import { useEffect, useState } from "react";
import { createBuildCheck, type LatestBuild } from "./build-check.ts";

/** The API client, loaded with the first check: it stays out of every page's first-load JavaScript. */
const client = () =>
  import("../runtime/api-client.ts").then(({ createApiClient }) =>
    createApiClient({ baseUrl: "", fetch: (url, init) => fetch(url, init) }),
  );

/** Polls /builds/latest.json in the browser; true once a build other than `currentId` is out. */
export function useBuildCheck(currentId: string): boolean {
  const [hasNewBuild, setHasNewBuild] = useState(false);
  useEffect(() => {
    let api: ReturnType<typeof client> | undefined;
    const check = createBuildCheck({
      currentId,
      fetchLatest: async (url) => {
        api ??= client();
        return (await api).get<LatestBuild>(url);
      },
      onNewBuild: () => setHasNewBuild(true),
    });
    check.start();
    return check.stop;
  }, [currentId]);
  return hasNewBuild;
}
