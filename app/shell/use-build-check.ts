import { useEffect, useState } from "react";
import { createApiClient } from "../../lib/api-client.ts";
import { createBuildCheck, type LatestBuild } from "../../lib/shell/build-check.ts";

/** Polls /builds/latest.json in the browser; true once a build other than `currentId` is out. */
export function useBuildCheck(currentId: string): boolean {
  const [hasNewBuild, setHasNewBuild] = useState(false);
  useEffect(() => {
    const api = createApiClient({ baseUrl: "", fetch: (url, init) => fetch(url, init) });
    const check = createBuildCheck({
      currentId,
      fetchLatest: (url) => api.get<LatestBuild>(url),
      onNewBuild: () => setHasNewBuild(true),
    });
    check.start();
    return check.stop;
  }, [currentId]);
  return hasNewBuild;
}
