/**
 * Global modal (docs/product.md, Interface behaviour): inactive, or active in mode "confirm" or "navigation" with a message.
 * `confirm` resolves true on acceptance and rejects with false on cancel or close. While a confirm is
 * pending, `openNavigation`, `close`, `setMessage` and further `confirm` calls are ignored (a second
 * `confirm` rejects with false at once); only `accept` and `cancel` settle it.
 */

export type ModalMode = "confirm" | "navigation";

export type ModalState = { active: false } | { active: true; mode: ModalMode; message: string };

export type ModalStore = {
  confirm: (message: string) => Promise<true>;
  openNavigation: (message: string) => void;
  setMessage: (message: string) => void;
  close: () => void;
  accept: () => void;
  cancel: () => void;
  getSnapshot: () => ModalState;
  subscribe: (listener: () => void) => () => void;
};

type Pending = { resolve: (value: true) => void; reject: (reason: false) => void };

const INACTIVE: ModalState = { active: false };

export function createModalStore(): ModalStore {
  const listeners = new Set<() => void>();
  let state: ModalState = INACTIVE;
  let pending: Pending | undefined;

  function set(next: ModalState): void {
    state = next;
    for (const listener of listeners) listener();
  }

  function settle(accepted: boolean): void {
    const current = pending;
    pending = undefined;
    if (state.active) set(INACTIVE);
    if (!current) return;
    if (accepted) current.resolve(true);
    else current.reject(false);
  }

  return {
    confirm(message) {
      if (pending) return Promise.reject(false);
      return new Promise<true>((resolve, reject) => {
        pending = { resolve, reject };
        set({ active: true, mode: "confirm", message });
      });
    },
    openNavigation(message) {
      if (!pending) set({ active: true, mode: "navigation", message });
    },
    setMessage(message) {
      if (!pending && state.active && state.message !== message) set({ ...state, message });
    },
    close() {
      if (!pending && state.active) set(INACTIVE);
    },
    accept: () => settle(true),
    cancel: () => settle(false),
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
