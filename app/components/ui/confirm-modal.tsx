import { useEffect, useId, useRef, useSyncExternalStore } from "react";
import { useTranslation } from "../../i18n/i18n.tsx";
import type { ModalStore } from "../../shell/modal.ts";
import type { ScrollLock } from "../../shell/scroll-lock.ts";

const BUTTON =
  "rounded-md px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent";

/**
 * The global modal in a native <dialog>: opened with showModal() while the store is active, page scroll
 * locked meanwhile, focus on the accept button; Escape cancels.
 */
export function ConfirmModal({ store, scrollLock }: { store: ModalStore; scrollLock: ScrollLock }) {
  const { t } = useTranslation("shell");
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const acceptRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  const mode = state.active ? state.mode : undefined;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!mode || !dialog) return;
    dialog.showModal();
    acceptRef.current?.focus();
    scrollLock.lock();
    return () => {
      scrollLock.unlock();
      dialog.close();
    };
  }, [mode, scrollLock]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={messageId}
      onCancel={(event) => {
        event.preventDefault();
        store.cancel();
      }}
      onClose={() => {
        if (!dialogRef.current?.open && store.getSnapshot().active) store.cancel();
      }}
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg border border-line bg-surface p-6 text-fg shadow-xl backdrop:bg-black/50"
    >
      {state.active && (
        <>
          <p id={messageId} className="mb-6 text-base">
            {state.message}
          </p>
          <div className="flex justify-end gap-2">
            {state.mode === "confirm" && (
              <button type="button" onClick={store.cancel} className={`${BUTTON} border border-line`}>
                {t("cancel")}
              </button>
            )}
            <button
              ref={acceptRef}
              type="button"
              onClick={state.mode === "confirm" ? store.accept : store.close}
              className={`${BUTTON} bg-accent text-bg`}
            >
              {t(state.mode === "confirm" ? "ok" : "close")}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
