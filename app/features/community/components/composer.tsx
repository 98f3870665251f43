import { useState } from "react";
import { useRevalidator } from "react-router";
import {
  EDIT_WINDOW_MINUTES,
  memberPostTypes,
  type PostType,
  textToHtml,
} from "../../../../lib/communities.ts";
import { Control, inputClass } from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useNotify } from "../../../shell/shell-context.tsx";
import { BodyField, FormError, SUBMIT, TitleField } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/** A member's new post: type, title and text; the post is written in the page's language. */
export function PostComposer({ tokenSlug }: { tokenSlug: string }) {
  const { t, locale } = useTranslation("community");
  const notify = useNotify();
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const [type, setType] = useState<PostType>("discussion");
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const created = await form.submit(() =>
      accountCall("POST", `/api/user/communities/${tokenSlug}/posts`, locale, {
        type,
        language: locale as never,
        title,
        body: textToHtml(text),
      }),
    );
    if (!created) return;
    setTitle("");
    setText("");
    notify({ type: "success", message: t("composer.published") });
    await revalidator.revalidate();
  };
  return (
    <form
      onSubmit={submit}
      aria-labelledby="composer-title"
      data-testid="post-composer"
      className="mb-4 grid gap-3 rounded-lg border border-line bg-surface p-3"
    >
      <h2 id="composer-title" className="font-semibold">
        {t("composer.title")}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        <Control label={t("composer.type")} error={form.fieldError("type")}>
          <select
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as PostType)}
            className={inputClass}
          >
            {memberPostTypes.map((value) => (
              <option key={value} value={value}>
                {t(`types.${value}`)}
              </option>
            ))}
          </select>
        </Control>
        <TitleField
          label={t("composer.titleLabel")}
          value={title}
          onChange={setTitle}
          error={form.fieldError("title")}
        />
      </div>
      <BodyField
        label={t("composer.body")}
        value={text}
        onChange={setText}
        error={form.fieldError("body")}
        hint={t("composer.bodyHint", { minutes: EDIT_WINDOW_MINUTES })}
        rows={5}
      />
      <FormError message={form.formError} />
      <div>
        <button type="submit" disabled={form.pending} className={SUBMIT}>
          {t("composer.publish")}
        </button>
      </div>
    </form>
  );
}

/**
 * A text form for an answer (to the post, or to an answer when `parentId` is set) or for editing the text of
 * an answer or post (`initial`): `send` does the call; the page's data is read again after it.
 */
export function TextForm({
  label,
  submitLabel,
  initial = "",
  onCancel,
  send,
  testId,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onCancel?: () => void;
  send: (html: string) => Promise<import("../../../runtime/account-api.ts").AccountResult<unknown>>;
  testId: string;
}) {
  const { t } = useTranslation("community");
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const [text, setText] = useState(initial);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const done = await form.submit(() => send(textToHtml(text)));
    if (done === undefined) return;
    setText("");
    onCancel?.();
    await revalidator.revalidate();
  };
  return (
    <form onSubmit={submit} data-testid={testId} className="mt-2 grid gap-2">
      <BodyField label={label} value={text} onChange={setText} error={form.fieldError("body")} rows={3} />
      <FormError message={form.formError} />
      <div className="flex gap-3">
        <button type="submit" disabled={form.pending} className={SUBMIT}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="text-sm text-accent hover:underline">
            {t("composer.cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
