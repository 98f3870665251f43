import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { CaptchaView } from "../../../../domain/captcha/captcha.ts";
import type { Answer, PostDetail } from "../../../../domain/communities/index.ts";
import { htmlToText, type ReactionKind, textToHtml } from "../../../../lib/communities.ts";
import { communityPath } from "../../../../lib/community-paths.ts";
import { type Locale, localizePath } from "../../../../lib/locales.ts";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useConfirm } from "../../../shell/shell-context.tsx";
import { AnswerForm, TextForm } from "./composer.tsx";
import { BodyField, FormError, SUBMIT, TitleField } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/** What the reader may do in a thread: member or not, and which of its texts are theirs. */
export type ThreadRights = {
  isMember: boolean;
  post: boolean;
  postEditable: boolean;
  answers: { id: number; editable: boolean }[];
  /** The reader's reactions in the thread: to the post (`answerId` null) and to answers. */
  reacted: { answerId: number | null; kind: ReactionKind }[];
};

const LINK = "text-xs text-accent hover:underline";

/** Reply, and for the author's own answer edit (within the window) and delete. */
export function AnswerActions({
  answer,
  tokenSlug,
  postId,
  rights,
  captchaView,
}: {
  answer: Answer;
  tokenSlug: string;
  postId: number;
  rights: ThreadRights;
  captchaView: CaptchaView;
}) {
  const { t, locale } = useTranslation("community");
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const [open, setOpen] = useState<"reply" | "edit" | null>(null);
  const own = rights.answers.find((a) => a.id === answer.id);
  if (!rights.isMember && !own) return null;
  const url = `/api/user/communities/${tokenSlug}/posts/${postId}/answers` as const;
  const remove = async () => {
    if (!(await confirm(t("composer.confirmDelete")).catch(() => false))) return;
    if (await form.submit(() => accountCall("DELETE", `${url}/${answer.id}`, locale))) {
      await revalidator.revalidate();
    }
  };
  return (
    <div className="mt-2">
      <div className="flex gap-3">
        {rights.isMember ? (
          <button type="button" className={LINK} onClick={() => setOpen(open === "reply" ? null : "reply")}>
            {t("composer.reply")}
          </button>
        ) : null}
        {own?.editable ? (
          <button type="button" className={LINK} onClick={() => setOpen(open === "edit" ? null : "edit")}>
            {t("composer.edit")}
          </button>
        ) : null}
        {own ? (
          <button type="button" className={LINK} onClick={remove}>
            {t("composer.delete")}
          </button>
        ) : null}
      </div>
      {form.formError ? (
        <p role="alert" className="text-sm text-down">
          {form.formError}
        </p>
      ) : null}
      {open === "reply" ? (
        <AnswerForm
          testId="reply-form"
          label={t("composer.replyingTo", { name: answer.author.nickname ?? t("post.formerMember") })}
          submitLabel={t("composer.send")}
          onCancel={() => setOpen(null)}
          captchaView={captchaView}
          send={(body, captcha) => accountCall("POST", url, locale, { body, parentId: answer.id, captcha })}
        />
      ) : null}
      {open === "edit" ? (
        <TextForm
          testId="answer-edit-form"
          label={t("composer.answer")}
          submitLabel={t("composer.save")}
          initial={htmlToText(answer.body)}
          onCancel={() => setOpen(null)}
          send={(body) => accountCall("PUT", `${url}/${answer.id}`, locale, { body })}
        />
      ) : null}
    </div>
  );
}

/** The author's controls on their post: edit its title and text within the window, delete it at any time. */
export function PostActions({ post, rights }: { post: PostDetail; rights: ThreadRights }) {
  const { t, locale } = useTranslation("community");
  const confirm = useConfirm();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(post.title);
  const [text, setText] = useState(() => htmlToText(post.body));
  if (!rights.post) return null;
  const url = `/api/user/communities/${post.token.slug}/posts/${post.id}` as const;
  const remove = async () => {
    if (!(await confirm(t("composer.confirmDelete")).catch(() => false))) return;
    if (await form.submit(() => accountCall("DELETE", url, locale))) {
      navigate(localizePath(communityPath(post.token.slug), locale as Locale));
    }
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (await form.submit(() => accountCall("PUT", url, locale, { title, body: textToHtml(text) }))) {
      setEditing(false);
      await revalidator.revalidate();
    }
  };
  return (
    <div className="mt-2">
      <div className="flex gap-3">
        {rights.postEditable ? (
          <button type="button" className={LINK} onClick={() => setEditing(!editing)}>
            {t("composer.edit")}
          </button>
        ) : null}
        <button type="button" className={LINK} onClick={remove}>
          {t("composer.delete")}
        </button>
      </div>
      {editing ? (
        <form onSubmit={save} data-testid="post-edit-form" className="mt-2 grid gap-2">
          <TitleField
            label={t("composer.titleLabel")}
            value={title}
            onChange={setTitle}
            error={form.fieldError("title")}
          />
          <BodyField
            label={t("composer.body")}
            value={text}
            onChange={setText}
            error={form.fieldError("body")}
            rows={5}
          />
          <div className="flex gap-3">
            <button type="submit" disabled={form.pending} className={SUBMIT}>
              {t("composer.save")}
            </button>
            <button
              type="button"
              className="text-sm text-accent hover:underline"
              onClick={() => setEditing(false)}
            >
              {t("composer.cancel")}
            </button>
          </div>
        </form>
      ) : null}
      <FormError message={form.formError} />
    </div>
  );
}
