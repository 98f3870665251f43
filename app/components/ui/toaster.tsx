import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useTranslation } from "../../i18n/i18n.tsx";
import { type NotificationStore, type NotificationType, stackView } from "../../shell/notifications.ts";

const ACCENT: Record<NotificationType, string> = {
  success: "border-l-up",
  info: "border-l-accent",
  warning: "border-l-amber-500",
  error: "border-l-down",
};

const summaryButton =
  "rounded px-1 font-medium text-accent hover:underline focus-visible:outline-2 focus-visible:outline-accent";

/**
 * The notification stack, newest on top (docs/product.md, Interface behaviour): bottom-right from 528 px wide
 * with up to three shown; below that a compact strip at the bottom edge showing the newest one, the others
 * one tap away.
 */
export function Toaster({ store }: { store: NotificationStore }) {
  const { t } = useTranslation("shell");
  const { items, onTop } = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [expanded, setExpanded] = useState(false);
  // A stack down to one closes again, so the next ones start compact.
  if (expanded && items.length <= 1) setExpanded(false);
  const { shown, more } = stackView(items);
  return (
    <section
      aria-label={t("notifications")}
      className={`pointer-events-none fixed inset-x-0 bottom-0 flex flex-col gap-1 p-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 sm:gap-2 sm:p-0 ${onTop ? "z-1000" : "z-40"}`}
    >
      {shown.map(({ id, type, message, link, count }, index) => {
        const urgent = type === "error" || type === "warning";
        return (
          <div
            key={id}
            role={urgent ? "alert" : "status"}
            aria-live={urgent ? "assertive" : "polite"}
            className={`pointer-events-auto flex items-start gap-2 rounded-md border border-l-4 border-line bg-surface px-3 py-2 text-sm text-fg shadow-lg sm:gap-3 sm:px-4 sm:py-3 ${ACCENT[type]} ${index > 0 && !expanded ? "max-sm:hidden" : ""}`}
          >
            <p className="line-clamp-3 flex-1 sm:line-clamp-none">
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
            {count !== undefined && (
              <span
                title={t("repeated", { count })}
                className="shrink-0 rounded-full bg-line px-1.5 text-xs font-medium tabular-nums"
              >
                ×{count}
              </span>
            )}
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
      {items.length > 1 && (
        <div className="pointer-events-auto flex items-center gap-2 self-end rounded-md border border-line bg-surface px-2 py-1 text-xs text-fg shadow-lg">
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            className={`${summaryButton} sm:hidden`}
          >
            {expanded ? t("showFewer") : t("more", { count: items.length - 1 })}
          </button>
          {more > 0 && <span className={expanded ? "" : "max-sm:hidden"}>{t("more", { count: more })}</span>}
          <button type="button" onClick={() => store.dismissAll()} className={summaryButton}>
            {t("closeAll")}
          </button>
        </div>
      )}
    </section>
  );
}
