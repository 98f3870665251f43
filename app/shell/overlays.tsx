import { ConfirmModal } from "../components/ui/confirm-modal.tsx";
import { Toaster } from "../components/ui/toaster.tsx";
import { createModalStore, type ModalStore } from "./modal.ts";
import { createNotificationStore, type NotificationStore } from "./notifications.ts";
import type { ScrollLock } from "./scroll-lock.ts";

/** Auto-hide of success and info notifications on the root shell (docs/product.md, Interface behaviour). */
export const SHELL_AUTO_HIDE_MS = 2000;

export type ShellStores = { notifications: NotificationStore; modal: ModalStore };

export function createShellStores(): ShellStores {
  return {
    notifications: createNotificationStore({ autoHideMs: SHELL_AUTO_HIDE_MS }),
    modal: createModalStore(),
  };
}

/** The notification stack and the global modal, loaded the first time either is used. */
export function Overlays({ stores, scrollLock }: { stores: ShellStores; scrollLock: ScrollLock }) {
  return (
    <>
      <Toaster store={stores.notifications} />
      <ConfirmModal store={stores.modal} scrollLock={scrollLock} />
    </>
  );
}
