import { cloneElement, type ReactElement, useId } from "react";

/**
 * A label, a hint and an error wired to one form control (input, select, textarea) for screen readers; the
 * control is passed as the child and receives its id and ARIA attributes.
 */
export function Control({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-down" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  "w-full rounded-md border border-line bg-bg px-3 py-2 text-sm aria-invalid:border-down";
export const buttonClass =
  "rounded-md border border-line px-3 py-1.5 text-sm hover:border-accent disabled:opacity-50";
export const primaryClass =
  "rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-bg disabled:opacity-50";

/** A form's refusal that belongs to no single field, announced to screen readers. */
export function FormError({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className="text-sm text-down">
      {text}
    </p>
  );
}
