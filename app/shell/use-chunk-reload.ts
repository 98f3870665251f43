import { useEffect } from "react";
import { createChunkReloadGuard, type ReloadStorage } from "./chunk-reload.ts";

/** Reloads the page on a chunk-load error from a window error or an unhandled rejection (guarded). */
export function useChunkReload(): void {
  useEffect(() => {
    let storage: ReloadStorage;
    try {
      storage = window.sessionStorage;
    } catch {
      return;
    }
    const guard = createChunkReloadGuard({
      storage,
      now: () => Date.now(),
      reload: () => window.location.reload(),
    });
    const onError = (event: ErrorEvent) => {
      if (guard.handle(event.error ?? event.message, window.location.pathname)) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (guard.handle(event.reason, window.location.pathname)) event.preventDefault();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}
