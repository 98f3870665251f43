import { type FormEvent, useState } from "react";
import { Control, FormError, inputClass, primaryClass } from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall, type RefusalNamespace } from "../../../runtime/account-api.ts";

const REFUSALS: RefusalNamespace[] = ["content", "account"];
const TOPICS = ["general", "partnership", "press", "bug", "other"] as const;

/** A sent form's thank-you, with a way to write again. */
function Sent({ text, onAgain }: { text: string; onAgain: () => void }) {
  const { t } = useTranslation("content");
  return (
    <div role="status" className="rounded-lg border border-up bg-surface p-4">
      <p>{text}</p>
      <button type="button" onClick={onAgain} className="mt-3 text-sm text-accent hover:underline">
        {t("forms.another")}
      </button>
    </div>
  );
}

/** Posts a form's fields as JSON; field refusals appear under their fields in the reader's language. */
function useMessageForm(path: "/api/contact" | "/api/listing-requests") {
  const { locale } = useTranslation("content");
  const form = useFormCall({ namespaces: REFUSALS });
  const [sent, setSent] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const fields = Object.fromEntries(new FormData(element)) as Record<string, string>;
    if (await form.submit(() => accountCall("POST", path, locale, fields))) {
      element.reset();
      setSent(true);
    }
  };
  return { form, sent, onSubmit, again: () => setSent(false) };
}

function SenderFields({ error }: { error: (name: string) => string | undefined }) {
  const { t } = useTranslation("content");
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Control label={t("forms.name")} error={error("name")}>
        <input name="name" autoComplete="name" maxLength={100} required className={inputClass} />
      </Control>
      <Control label={t("forms.email")} error={error("email")}>
        <input
          name="email"
          type="email"
          autoComplete="email"
          maxLength={320}
          required
          className={inputClass}
        />
      </Control>
    </div>
  );
}

/** The contacts page's form: stored and mailed to the team. */
export function ContactForm() {
  const { t } = useTranslation("content");
  const { form, sent, onSubmit, again } = useMessageForm("/api/contact");
  return (
    <section aria-labelledby="contact-form" className="mt-8 max-w-2xl">
      <h2 id="contact-form" className="mb-3 text-xl font-semibold">
        {t("forms.contactTitle")}
      </h2>
      {sent ? (
        <Sent text={t("forms.sent")} onAgain={again} />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 rounded-lg border border-line bg-surface p-4"
        >
          <SenderFields error={form.fieldError} />
          <Control label={t("forms.topic")} error={form.fieldError("topic")}>
            <select name="topic" defaultValue="general" className={inputClass}>
              {TOPICS.map((topic) => (
                <option key={topic} value={topic}>
                  {t(`forms.topics.${topic}`)}
                </option>
              ))}
            </select>
          </Control>
          <Control
            label={t("forms.message")}
            hint={t("forms.messageHint")}
            error={form.fieldError("message")}
          >
            <textarea name="message" rows={6} maxLength={5000} required className={inputClass} />
          </Control>
          <FormError text={form.formError} />
          <div>
            <button type="submit" disabled={form.pending} className={primaryClass}>
              {t("forms.send")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** The listings page's form: a token team asks for its token to be listed. */
export function ListingForm({ chains }: { chains: { id: number; name: string }[] }) {
  const { t } = useTranslation("content");
  const { form, sent, onSubmit, again } = useMessageForm("/api/listing-requests");
  return (
    <section aria-labelledby="listing-form" className="mt-8 max-w-2xl">
      <h2 id="listing-form" className="mb-3 text-xl font-semibold">
        {t("forms.listingTitle")}
      </h2>
      {sent ? (
        <Sent text={t("forms.listingSent")} onAgain={again} />
      ) : (
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-3 rounded-lg border border-line bg-surface p-4"
        >
          <SenderFields error={form.fieldError} />
          <div className="grid gap-3 sm:grid-cols-2">
            <Control label={t("forms.projectName")} error={form.fieldError("projectName")}>
              <input name="projectName" maxLength={100} required className={inputClass} />
            </Control>
            <Control label={t("forms.chain")} error={form.fieldError("chainId")}>
              <select name="chainId" defaultValue="" required className={inputClass}>
                <option value="">{t("forms.chooseChain")}</option>
                {chains.map((chain) => (
                  <option key={chain.id} value={chain.id}>
                    {chain.name}
                  </option>
                ))}
              </select>
            </Control>
          </div>
          <Control
            label={t("forms.address")}
            hint={t("forms.addressHint")}
            error={form.fieldError("address")}
          >
            <input
              name="address"
              spellCheck={false}
              autoComplete="off"
              maxLength={42}
              required
              className={`${inputClass} font-mono`}
            />
          </Control>
          <Control label={t("forms.website")} error={form.fieldError("website")}>
            <input
              name="website"
              type="url"
              placeholder="https://"
              maxLength={300}
              required
              className={inputClass}
            />
          </Control>
          <Control label={t("forms.notes")} error={form.fieldError("message")}>
            <textarea name="message" rows={4} maxLength={5000} className={inputClass} />
          </Control>
          <FormError text={form.formError} />
          <div>
            <button type="submit" disabled={form.pending} className={primaryClass}>
              {t("forms.sendListing")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
