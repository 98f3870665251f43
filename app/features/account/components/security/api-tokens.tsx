import { type FormEvent, useState } from "react";
import { CopyButton } from "../../../../components/ui/copy-button.tsx";
import { useFormCall } from "../../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../../i18n/i18n.tsx";
import { accountCall } from "../../../../runtime/account-api.ts";
import { SubmitButton } from "../auth-card.tsx";
import { Field } from "../field.tsx";

/** Named Bearer tokens for programmatic clients; the secret is shown once, revoking is in the sessions list. */
export function ApiTokens({ onLocked, onCreated }: { onLocked: () => void; onCreated: () => void }) {
  const { t, locale } = useTranslation("security");
  const form = useFormCall({ onReauth: onLocked });
  const [name, setName] = useState("");
  const [created, setCreated] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return form.setFieldError("name", "required");
    const data = await form.submit(() => accountCall("POST", "/api/user/tokens", locale, { name }));
    if (!data) return;
    setCreated(data.token);
    setName("");
    onCreated();
  }

  return (
    <form noValidate onSubmit={create} className="grid gap-3">
      <h3 className="font-semibold">{t("tokens.heading")}</h3>
      <p className="text-sm text-muted">{t("tokens.intro")}</p>
      {form.formError && (
        <p role="alert" className="text-sm text-down">
          {form.formError}
        </p>
      )}
      {created && (
        <div className="grid gap-1 rounded-md border border-accent/60 p-3" aria-live="polite">
          <p className="text-sm font-medium">{t("tokens.created")}</p>
          <div className="flex items-center gap-2">
            <code data-testid="api-token" className="min-w-0 flex-1 break-all text-sm">
              {created}
            </code>
            <CopyButton text={created} label={t("tokens.copy")} />
          </div>
        </div>
      )}
      <Field
        label={t("tokens.name")}
        name="name"
        maxLength={60}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.fieldError("name")}
      />
      <div>
        <SubmitButton pending={form.pending}>{t("tokens.create")}</SubmitButton>
      </div>
    </form>
  );
}
