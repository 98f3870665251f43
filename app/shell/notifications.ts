/**
 * Notification stack (docs/product.md, Interface behaviour). success and info hide themselves after `autoHideMs`
 * (3000 ms by default, the root shell uses 2000 ms); warning and error stay until dismissed.
 * The store has no framework dependency; `subscribe`/`getSnapshot` fit React's useSyncExternalStore.
 */

export type NotificationType = "success" | "info" | "warning" | "error";

export type NotificationInput = {
  type: NotificationType;
  message: string;
  link?: { title: string; to: string };
  /** Puts the whole stack on the top layer while this notification is shown. */
  firstLair?: boolean;
};

export type Notification = NotificationInput & { id: string };

export type NotificationSnapshot = {
  items: readonly Notification[];
  /** True while any shown notification has `firstLair`. */
  onTop: boolean;
};

export type NotificationStoreOptions = {
  autoHideMs?: number;
  now?: () => number;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
};

export type NotificationStore = {
  push: (notification: NotificationInput) => string;
  dismiss: (id: string) => void;
  getSnapshot: () => NotificationSnapshot;
  subscribe: (listener: () => void) => () => void;
};

const AUTO_HIDE: ReadonlySet<NotificationType> = new Set(["success", "info"]);

export function createNotificationStore({
  autoHideMs = 3000,
  now = () => Date.now(),
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: unschedule = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}: NotificationStoreOptions = {}): NotificationStore {
  const listeners = new Set<() => void>();
  const timers = new Map<string, unknown>();
  let snapshot: NotificationSnapshot = { items: [], onTop: false };
  let lastStamp = Number.NEGATIVE_INFINITY;
  let sequence = 0;

  function commit(items: readonly Notification[]): void {
    snapshot = { items, onTop: items.some((item) => item.firstLair === true) };
    for (const listener of listeners) listener();
  }

  /** The timestamp, made monotonic, plus a sequence number for ids in the same millisecond. */
  function nextId(): string {
    const stamp = Math.max(now(), lastStamp);
    sequence = stamp === lastStamp ? sequence + 1 : 0;
    lastStamp = stamp;
    return `${stamp}-${sequence}`;
  }

  function dismiss(id: string): void {
    if (timers.has(id)) {
      unschedule(timers.get(id));
      timers.delete(id);
    }
    if (snapshot.items.some((item) => item.id === id)) {
      commit(snapshot.items.filter((item) => item.id !== id));
    }
  }

  function push(notification: NotificationInput): string {
    const id = nextId();
    commit([...snapshot.items, { ...notification, id }]);
    if (AUTO_HIDE.has(notification.type)) {
      timers.set(
        id,
        schedule(() => dismiss(id), autoHideMs),
      );
    }
    return id;
  }

  return {
    push,
    dismiss,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
