import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from "react";
import type { NotificationInput } from "./notifications.ts";
import type { Overlays, ShellStores } from "./overlays.tsx";
import { createScrollLock, type ScrollLock } from "./scroll-lock.ts";
import { useChunkReload } from "./use-chunk-reload.ts";

// The overlays and their stores load on first use, the build check after hydration: none of them is
// needed to show a page, so they stay out of first-load JavaScript (docs/architecture.md, Performance budgets). The overlays render
// from the module `load` already holds, not through React.lazy: a lazy component would suspend once more,
// and React throttles that reveal by ~300 ms, cut from the first toast's 2000 ms (its timer starts at push).
const loadOverlays = () => import("./overlays.tsx");
// A banner chunk that fails to load (a deploy replaced it) leaves the page working without the banner.
const BuildBanner = lazy(() =>
  import("./build-banner.tsx").then(
    (m) => ({ default: m.BuildBanner }),
    () => ({ default: () => null }),
  ),
);

export type Shell = {
  notify: (notification: NotificationInput) => void;
  confirm: (message: string) => Promise<true>;
  scrollLock: ScrollLock;
};

const ShellContext = createContext<Shell | null>(null);

/** Reads the root element only when locked, so the provider also renders on the server. */
const documentScroll = {
  get style() {
    return document.documentElement.style;
  },
};

function useShell(hook: string): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error(`${hook} must be used inside <ShellProvider>`);
  return shell;
}

export function useNotify(): Shell["notify"] {
  return useShell("useNotify").notify;
}

export function useConfirm(): Shell["confirm"] {
  return useShell("useConfirm").confirm;
}

export function useScrollLock(): ScrollLock {
  return useShell("useScrollLock").scrollLock;
}

type ShellProviderProps = {
  children: ReactNode;
  /** The running build; when given, a banner offers a reload once a newer build is out. */
  buildId?: string;
};

/**
 * One notification store, modal store and scroll lock per app, with the toaster and the modal;
 * also installs the chunk-load reload guard.
 */
export function ShellProvider({ children, buildId }: ShellProviderProps) {
  useChunkReload();
  const [overlays, setOverlays] = useState<{ Overlays: typeof Overlays; stores: ShellStores } | null>(null);
  const [shell] = useState((): Shell => {
    let pending: Promise<ShellStores> | undefined;
    const load = () => {
      pending ??= loadOverlays().then(
        (m) => {
          const stores = m.createShellStores();
          setOverlays({ Overlays: m.Overlays, stores });
          return stores;
        },
        (error: unknown) => {
          pending = undefined; // a later call tries again
          throw error;
        },
      );
      return pending;
    };
    return {
      notify: (notification) => {
        void load().then((s) => s.notifications.push(notification));
      },
      confirm: (message) => load().then((s) => s.modal.confirm(message)),
      scrollLock: createScrollLock(documentScroll),
    };
  });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <ShellContext value={shell}>
      <Suspense fallback={null}>{hydrated && buildId && <BuildBanner currentId={buildId} />}</Suspense>
      {children}
      {overlays && <overlays.Overlays stores={overlays.stores} scrollLock={shell.scrollLock} />}
    </ShellContext>
  );
}
