import { type InputHTMLAttributes, useId, useState } from "react";
import { useTranslation } from "../../../i18n/i18n.tsx";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  label: string;
  error?: string;
  hint?: string;
  /** A line under the input that is not an error (e.g. "this nickname is free"). */
  status?: string;
};

/** A labelled input with its hint and error wired to it for screen readers. */
export function Field({ label, error, hint, status, type = "text", ...input }: FieldProps) {
  const { t } = useTranslation("account");
  const id = useId();
  const [shown, setShown] = useState(false);
  const password = type === "password";
  const described = [hint && `${id}-hint`, error && `${id}-error`, status && `${id}-status`].filter(Boolean);
  return (
    <div className="grid grid-cols-1 gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-1">
        <input
          id={id}
          type={password && shown ? "text" : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.length ? described.join(" ") : undefined}
          className="min-w-0 flex-1 rounded-md border border-line bg-bg px-3 py-2 aria-invalid:border-down"
          {...input}
        />
        {password && (
          <button
            type="button"
            onClick={() => setShown((s) => !s)}
            aria-pressed={shown}
            className="rounded-md border border-line px-2 text-sm"
          >
            {shown ? t("fields.hidePassword") : t("fields.showPassword")}
          </button>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {status && !error && (
        <p id={`${id}-status`} className="text-sm text-up" aria-live="polite">
          {status}
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

type ValueFieldProps = { value: string; onChange: (value: string) => void; error?: string; label?: string };

/** The email address field of the sign-in, registration and reset forms. */
export function EmailField({ value, onChange, error, label }: ValueFieldProps) {
  const { t } = useTranslation("account");
  return (
    <Field
      label={label ?? t("fields.email")}
      name="email"
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

/**
 * A six-digit one-time code: from the email (`code`) or from the authenticator app (`token`, or `app` for an
 * app code sent under another name).
 */
export function CodeField({
  name,
  value,
  onChange,
  error,
  label,
  app = name === "token",
}: ValueFieldProps & { name: string; app?: boolean }) {
  const { t } = useTranslation("account");
  return (
    <Field
      label={label ?? t(app ? "fields.totp" : "fields.code")}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      autoFocus
    />
  );
}

/**
 * A password field: the one the account has now (sign-in, re-authentication), or with `chosen` a new one
 * (registration, reset, change), with the rule under it (not under its repetition).
 */
export function PasswordField({
  value,
  onChange,
  error,
  label,
  name = "password",
  chosen = false,
}: ValueFieldProps & { name?: string; chosen?: boolean }) {
  const { t } = useTranslation("account");
  return (
    <Field
      label={label ?? t("fields.password")}
      name={name}
      type="password"
      autoComplete={chosen ? "new-password" : "current-password"}
      hint={chosen && name === "password" ? t("register.passwordHint") : undefined}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
