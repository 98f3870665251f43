/**
 * Notification stack (docs/product.md, Interface behaviour). success and info hide themselves after `autoHideMs`
 * (3000 ms by default, the root shell uses 2000 ms); warning and error stay until dismissed. The same
 * notification pushed again is one item with a count, moved to the newest place; `stackView` picks what shows.
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

export type Notification = NotificationInput & {
  id: string;
  /** How many times it was pushed, when more than once. */
  count?: number;
};

export type NotificationSnapshot = {
  /** Oldest first. */
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
  dismissAll: () => void;
  getSnapshot: () => NotificationSnapshot;
  subscribe: (listener: () => void) => () => void;
};

const AUTO_HIDE: ReadonlySet<NotificationType> = new Set(["success", "info"]);

/** How many notifications show at once; the others wait, summed up as "+N more". */
export const VISIBLE_NOTIFICATIONS = 3;

const sameAs = (a: NotificationInput, b: NotificationInput) =>
  a.type === b.type &&
  a.message === b.message &&
  a.link?.to === b.link?.to &&
  a.link?.title === b.link?.title;

/** What the stack shows: the newest `limit` notifications, newest first, and how many more wait. */
export function stackView(
  items: readonly Notification[],
  limit = VISIBLE_NOTIFICATIONS,
): { shown: Notification[]; more: number } {
  return { shown: items.slice(-limit).reverse(), more: Math.max(0, items.length - limit) };
}

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

  function stopTimer(id: string): void {
    if (timers.has(id)) {
      unschedule(timers.get(id));
      timers.delete(id);
    }
  }

  function dismiss(id: string): void {
    stopTimer(id);
    if (snapshot.items.some((item) => item.id === id)) {
      commit(snapshot.items.filter((item) => item.id !== id));
    }
  }

  function dismissAll(): void {
    for (const id of timers.keys()) stopTimer(id);
    if (snapshot.items.length > 0) commit([]);
  }

  /** A repeat keeps the first one's id, counts up, moves to the newest place and restarts its timer. */
  function push(notification: NotificationInput): string {
    const earlier = snapshot.items.find((item) => sameAs(item, notification));
    const id = earlier?.id ?? nextId();
    const item: Notification = earlier
      ? { ...earlier, ...notification, id, count: (earlier.count ?? 1) + 1 }
      : { ...notification, id };
    commit([...snapshot.items.filter((other) => other.id !== id), item]);
    if (AUTO_HIDE.has(notification.type)) {
      stopTimer(id);
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
    dismissAll,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
