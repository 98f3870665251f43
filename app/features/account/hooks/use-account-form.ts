import { useState } from "react";
import { type AccountResult, refusalText } from "../../../../lib/account-api.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";

/**
 * A form's submit state: one call at a time, field errors under their fields, anything else above the form.
 * Returns the data of a successful call, undefined otherwise. `onReauth` runs when the server asks for the
 * password again before a security change.
 */
export function useAccountForm(onReauth?: () => void) {
  const { t } = useTranslation("account");
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function submit<T>(call: () => Promise<AccountResult<T>>): Promise<T | undefined> {
    if (pending) return undefined;
    setPending(true);
    setFormError(null);
    setFields({});
    try {
      const result = await call();
      if (result.ok) return result.data;
      if (result.code === "reauth_required" && onReauth) {
        onReauth();
        return undefined;
      }
      const fieldTexts = Object.fromEntries(
        Object.entries(result.fields).map(([name, code]) => [name, refusalText(t, code)]),
      );
      setFields(fieldTexts);
      if (Object.keys(fieldTexts).length === 0) setFormError(refusalText(t, result.code, result.retryAfter));
      return undefined;
    } finally {
      setPending(false);
    }
  }

  return {
    pending,
    formError,
    fieldError: (name: string) => fields[name],
    /** Marks a field wrong from the client side (e.g. left empty), without a call. */
    setFieldError: (name: string, code: string) => setFields((f) => ({ ...f, [name]: refusalText(t, code) })),
    submit,
  };
}
