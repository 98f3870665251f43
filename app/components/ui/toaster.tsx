import { useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import type { NotificationStore, NotificationType } from "../../shell/notifications.ts";

const ACCENT: Record<NotificationType, string> = {
  success: "border-l-up",
  info: "border-l-accent",
  warning: "border-l-amber-500",
  error: "border-l-down",
};

/** The notification stack: bottom-right from 528 px wide, full width at the bottom below that. */
export function Toaster({ store }: { store: NotificationStore }) {
  const { t } = useTranslation("shell");
  const { items, onTop } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section
      aria-label={t("notifications")}
      className={`pointer-events-none fixed inset-x-0 bottom-0 flex flex-col gap-2 p-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 sm:p-0 ${onTop ? "z-1000" : "z-40"}`}
    >
      {items.map(({ id, type, message, link }) => {
        const urgent = type === "error" || type === "warning";
        return (
          <div
            key={id}
            role={urgent ? "alert" : "status"}
            aria-live={urgent ? "assertive" : "polite"}
            className={`pointer-events-auto flex items-start gap-3 rounded-md border border-l-4 border-line bg-surface px-4 py-3 text-sm text-fg shadow-lg ${ACCENT[type]}`}
          >
            <p className="flex-1">
              {message}
              {link && (
                <>
                  {" "}
                  <Link to={link.to} className="font-medium text-accent underline">
                    {link.title}
                  </Link>
                </>
              )}
            </p>
            <button
              type="button"
              aria-label={t("close")}
              onClick={() => store.dismiss(id)}
              className="-m-1 rounded p-1 text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
            >
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4"
                fill="none"
                stroke="currentColor"
              >
                <path d="M4 4l8 8M12 4l-8 8" strokeWidth="1.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
        );
      })}
    </section>
  );
}
