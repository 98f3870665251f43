import { useState } from "react";
import { useRevalidator } from "react-router";
import type { CaptchaView } from "../../../../domain/captcha/captcha.ts";
import {
  EDIT_WINDOW_MINUTES,
  memberPostTypes,
  type PostType,
  postTypes,
  textToHtml,
} from "../../../../lib/communities.ts";
import { MENTIONS_NOTIFIED_MAX } from "../../../../lib/mentions.ts";
import { useCaptcha } from "../../../components/ui/captcha.tsx";
import { Control, inputClass } from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { type AccountResult, accountCall } from "../../../runtime/account-api.ts";
import { useNotify } from "../../../shell/shell-context.tsx";
import { BodyField, FormError, SUBMIT, TitleField } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/**
 * A member's new post: type, title and text, and the captcha; the post is written in the page's language. An
 * owner of the token (`isOwner`) may also choose an announcement.
 */
export function PostComposer({
  tokenSlug,
  captchaView,
  isOwner,
}: {
  tokenSlug: string;
  captchaView: CaptchaView;
  isOwner: boolean;
}) {
  const { t, locale } = useTranslation("community");
  const notify = useNotify();
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const [type, setType] = useState<PostType>("discussion");
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const captcha = useCaptcha(captchaView);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const solved = await captcha.solved();
    if (!solved) return form.setFieldError("captcha", "captcha_failed");
    const created = await form.submit(() =>
      accountCall("POST", `/api/user/communities/${tokenSlug}/posts`, locale, {
        type,
        language: locale as never,
        title,
        body: textToHtml(text),
        captcha: solved,
      }),
    );
    captcha.reset();
    if (!created) return;
    setTitle("");
    setText("");
    notify({ type: "success", message: t("composer.published") });
    await revalidator.revalidate();
  };
  return (
    <form
      noValidate
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
            {(isOwner ? postTypes : memberPostTypes).map((value) => (
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
        hint={`${t("composer.bodyHint", { minutes: EDIT_WINDOW_MINUTES })} ${t("composer.mentionHint", { max: MENTIONS_NOTIFIED_MAX })}`}
        rows={5}
      />
      {captcha.field(form.fieldError("captcha"))}
      <FormError message={form.formError} />
      <div>
        <button type="submit" disabled={form.pending} className={SUBMIT}>
          {t("composer.publish")}
        </button>
      </div>
    </form>
  );
}

type Sent = Promise<AccountResult<unknown>>;

/** A new answer's form: the text form with the captcha, whose solution `send` gets with the text. */
export function AnswerForm({
  captchaView,
  send,
  ...props
}: {
  label: string;
  submitLabel: string;
  onCancel?: () => void;
  captchaView: CaptchaView;
  send: (html: string, captcha: string) => Sent;
  testId: string;
}) {
  const { t } = useTranslation("community");
  const captcha = useCaptcha(captchaView);
  return (
    <TextForm
      {...props}
      send={async (html) => send(html, await captcha.solved())}
      captcha={captcha}
      hint={t("composer.mentionHint", { max: MENTIONS_NOTIFIED_MAX })}
    />
  );
}

/**
 * A text form for an answer (to the post, or to an answer when `parentId` is set) or for editing the text of
 * an answer or post (`initial`): `send` does the call; the page's data is read again after it. A new
 * answer's form also shows its captcha and how to mention (`AnswerForm`).
 */
export function TextForm({
  label,
  submitLabel,
  initial = "",
  onCancel,
  send,
  testId,
  captcha,
  hint,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onCancel?: () => void;
  send: (html: string) => Sent;
  testId: string;
  captcha?: ReturnType<typeof useCaptcha>;
  hint?: string;
}) {
  const { t } = useTranslation("community");
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const [text, setText] = useState(initial);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (captcha && !(await captcha.solved())) return form.setFieldError("captcha", "captcha_failed");
    const done = await form.submit(() => send(textToHtml(text)));
    captcha?.reset();
    if (done === undefined) return;
    setText("");
    onCancel?.();
    await revalidator.revalidate();
  };
  return (
    <form noValidate onSubmit={submit} data-testid={testId} className="mt-2 grid gap-2">
      <BodyField
        label={label}
        value={text}
        onChange={setText}
        error={form.fieldError("body")}
        hint={hint}
        rows={3}
      />
      {captcha?.field(form.fieldError("captcha"))}
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
