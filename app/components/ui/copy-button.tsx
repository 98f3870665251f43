import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/i18n.tsx";
import { useNotify } from "../../shell/shell-context.tsx";

type CopyButtonProps = {
  text: string;
  /** Accessible name, e.g. "Copy contract address". */
  label: string;
  className?: string;
  children?: ReactNode;
};

/** Copies `text` to the clipboard and tells the user whether it worked. */
export function CopyButton({ text, label, className = "", children }: CopyButtonProps) {
  const { t } = useTranslation("shell");
  const notify = useNotify();

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notify({ type: "success", message: t("copied") });
    } catch {
      notify({ type: "error", message: t("copyFailed") });
    }
  }

  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={copy}
      className={`inline-flex items-center rounded p-1 text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent ${className}`}
    >
      {children ?? (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor">
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" strokeWidth="1.5" />
          <path
            d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5"
            strokeWidth="1.5"
          />
        </svg>
      )}
    </button>
  );
}
