import { useState } from "react";
import { useTranslation } from "../../i18n/i18n.tsx";
import {
  ACCOUNT_REFUSALS,
  type AccountResult,
  type RefusalNamespace,
  refusalText,
} from "../../runtime/account-api.ts";

/**
 * A form's submit state: one call at a time, field errors under their fields, anything else above the form.
 * Returns the data of a successful call, undefined otherwise. Refusal codes are read in `namespaces`;
 * `onReauth` runs when the server asks for the password again before a security change.
 */
export function useFormCall({
  namespaces = ACCOUNT_REFUSALS,
  onReauth,
}: {
  namespaces?: RefusalNamespace[];
  onReauth?: () => void;
} = {}) {
  const { t } = useTranslation(namespaces[0]);
  const [pending, setPending] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const text = (code: string, retryAfter?: number) => refusalText(t, code, retryAfter, namespaces);

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
        Object.entries(result.fields).map(([name, code]) => [name, text(code)]),
      );
      setFields(fieldTexts);
      if (Object.keys(fieldTexts).length === 0)
        setFormError(result.message ?? text(result.code, result.retryAfter));
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
    setFieldError: (name: string, code: string) => setFields((f) => ({ ...f, [name]: text(code) })),
    submit,
  };
}
