import type { ReactNode } from "react";
import type { Answer } from "../../../../domain/communities/index.ts";
import { ClientDate } from "../../../components/ui/client-date.tsx";
import { DemoTag } from "../../../components/ui/demo-tag.tsx";
import { RichText } from "../../../components/ui/rich-text.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { AuthorName } from "./post-card.tsx";

/** Deeper replies stay at this indentation, so a long exchange stays readable on a phone. */
const MAX_DEPTH = 3;

/** Answers grouped under what they reply to (the post under `null`), each group oldest first. */
export function answerTree(answers: Answer[]): Map<number | null, Answer[]> {
  const ids = new Set(answers.map((a) => a.id));
  const tree = new Map<number | null, Answer[]>();
  for (const answer of answers) {
    // A reply whose answer is beyond the thread's limit hangs under the post.
    const parent = answer.parentId !== null && ids.has(answer.parentId) ? answer.parentId : null;
    tree.set(parent, [...(tree.get(parent) ?? []), answer]);
  }
  return tree;
}

function AnswerItem({
  answer,
  tree,
  depth,
  lang,
  actions,
}: {
  answer: Answer;
  tree: Map<number | null, Answer[]>;
  depth: number;
  lang: string;
  actions?: (answer: Answer) => ReactNode;
}) {
  const { t } = useTranslation("community");
  const replies = tree.get(answer.id) ?? [];
  // A hidden answer reaches the page with its text only for its author.
  const masked = answer.hidden && answer.body === "";
  return (
    <li id={`answer-${answer.id}`} data-testid="answer" className="grid gap-2">
      <div className="rounded-lg border border-line bg-surface p-3">
        <p className="mb-1 flex flex-wrap items-center gap-2 text-xs text-muted">
          <AuthorName nickname={answer.author.nickname} />
          {answer.demo ? <DemoTag>{t("post.demo")}</DemoTag> : null}
          <ClientDate iso={answer.createdAt} />
          {answer.editedAt && !answer.deleted ? <span>({t("post.edited")})</span> : null}
        </p>
        {answer.deleted ? (
          <p className="text-sm text-muted italic">{t("post.deletedAnswer")}</p>
        ) : masked ? (
          <p className="text-sm text-muted italic">{t("moderation.hiddenPlaceholder")}</p>
        ) : answer.blocked ? (
          <p data-testid="blocked-answer" className="text-sm text-muted italic">
            {t("blocks.folded")}
          </p>
        ) : (
          <div lang={lang} className="text-sm">
            {answer.hidden ? (
              <p role="note" className="mb-1 text-xs text-down">
                {t("moderation.hiddenAnswer")}
              </p>
            ) : null}
            <RichText html={answer.body} headingsFrom={3} />
          </div>
        )}
        {actions && !answer.deleted && !answer.hidden ? actions(answer) : null}
      </div>
      {replies.length > 0 ? (
        <ol className={`grid gap-2 ${depth < MAX_DEPTH ? "border-l border-line pl-3 sm:pl-5" : ""}`}>
          {replies.map((reply) => (
            <AnswerItem
              key={reply.id}
              answer={reply}
              tree={tree}
              depth={depth + 1}
              lang={lang}
              actions={actions}
            />
          ))}
        </ol>
      ) : null}
    </li>
  );
}

/** A post's answers as a thread: replies under the answer they reply to. */
export function Thread({
  answers,
  lang,
  actions,
}: {
  answers: Answer[];
  lang: string;
  actions?: (answer: Answer) => ReactNode;
}) {
  const { t } = useTranslation("community");
  const tree = answerTree(answers);
  const top = tree.get(null) ?? [];
  return (
    <section aria-labelledby="answers-title" className="mt-6">
      <h2 id="answers-title" className="mb-3 text-lg font-semibold">
        {t("post.answersTitle")}{" "}
        <span className="text-muted">
          ({answers.filter((answer) => !answer.deleted && !answer.hidden).length})
        </span>
      </h2>
      {top.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-4 text-center text-sm text-muted">
          {t("post.noAnswers")}
        </p>
      ) : (
        <ol className="grid gap-3">
          {top.map((answer) => (
            <AnswerItem key={answer.id} answer={answer} tree={tree} depth={1} lang={lang} actions={actions} />
          ))}
        </ol>
      )}
    </section>
  );
}
