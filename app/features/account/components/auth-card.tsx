import type { FormEvent, ReactNode } from "react";

/** The narrow card every sign-in and registration step sits in, with the form-level error on top. */
export function AuthCard({
  heading,
  intro,
  error,
  onSubmit,
  children,
  alternative,
  footer,
}: {
  heading: string;
  intro?: ReactNode;
  error?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  /** Another way in, under the form (e.g. Google sign-in). */
  alternative?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-6">
      <h1 className="mb-2 text-2xl font-bold">{heading}</h1>
      {intro && <p className="mb-4 text-muted">{intro}</p>}
      <form
        noValidate
        onSubmit={onSubmit}
        className="grid grid-cols-1 gap-4 rounded-lg border border-line bg-surface p-4"
      >
        {error && (
          <p role="alert" className="rounded-md border border-down/50 bg-down/10 px-3 py-2 text-sm">
            {error}
          </p>
        )}
        {children}
      </form>
      {alternative}
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

/** "Continue with Google": a full page load through Google and back to `next`. */
export function GoogleButton({
  next,
  label,
  orLabel,
  lang,
}: {
  next: string;
  label: string;
  orLabel: string;
  lang: string;
}) {
  const href = `/auth/google?${new URLSearchParams({ intent: "signin", next, lang })}`;
  return (
    <div className="mt-4 grid gap-3">
      <p className="flex items-center gap-3 text-sm text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        {orLabel}
      </p>
      <a
        href={href}
        className="flex items-center justify-center gap-2 rounded-md border border-line bg-surface px-4 py-2 font-medium hover:border-accent"
      >
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z"
          />
          <path
            fill="#FBBC05"
            d="M10.6 28.6A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.6l-7.9-6.2A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8l8-6.2z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.2-13.4-9.9l-8 6.2C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
        {label}
      </a>
    </div>
  );
}
