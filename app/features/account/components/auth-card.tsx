import type { FormEvent, ReactNode } from "react";

/** The narrow card every sign-in and registration step sits in, with the form-level error on top. */
export function AuthCard({
  heading,
  intro,
  error,
  onSubmit,
  children,
  footer,
}: {
  heading: string;
  intro?: ReactNode;
  error?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-6">
      <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
      {intro && <p className="mb-4 text-muted">{intro}</p>}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 rounded-lg border border-line bg-surface p-4"
      >
        {error && (
          <p role="alert" className="rounded-md border border-down/50 bg-down/10 px-3 py-2 text-sm">
            {error}
          </p>
        )}
        {children}
      </form>
      {footer && <div className="mt-4 grid gap-1 text-sm">{footer}</div>}
    </div>
  );
}

export function SubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="rounded-md bg-accent px-4 py-2 font-semibold text-bg disabled:opacity-60"
    >
      {children}
    </button>
  );
}
