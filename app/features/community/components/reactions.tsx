import { useRevalidator } from "react-router";
import {
  type ReactionCounts,
  type ReactionKind,
  reactionEmoji,
  reactionKinds,
} from "../../../../lib/communities.ts";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { FormError } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/** A reaction's emoji, its name for screen readers, and its count. */
function Counted({ kind, count }: { kind: ReactionKind; count: number }) {
  const { t } = useTranslation("community");
  return (
    <>
      <span aria-hidden="true">{reactionEmoji[kind]}</span>
      <span className="sr-only">{t(`reactions.${kind}`)}</span> {count}
    </>
  );
}

/** The reactions a post or answer got, as their emoji and counts; kinds nobody chose are left out. */
export function ReactionCountsLine({ counts }: { counts: ReactionCounts }) {
  const { t } = useTranslation("community");
  const given = reactionKinds.filter((kind) => counts[kind] > 0);
  if (given.length === 0) return null;
  return (
    <span data-testid="reaction-counts" className="inline-flex gap-2">
      {given.map((kind) => (
        <span key={kind} title={t(`reactions.${kind}`)}>
          <Counted kind={kind} count={counts[kind]} />
        </span>
      ))}
    </span>
  );
}

/**
 * A member's reaction buttons on a post (`answerId` left out) or an answer: pressing a kind sets the member's
 * one reaction, pressing theirs again takes it back. Others see the counts only.
 */
export function Reactions({
  counts,
  mine,
  isMember,
  tokenSlug,
  postId,
  answerId,
}: {
  counts: ReactionCounts;
  mine: ReactionKind | null;
  isMember: boolean;
  tokenSlug: string;
  postId: number;
  answerId?: number;
}) {
  const { t, locale } = useTranslation("community");
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  if (!isMember && mine === null) {
    return (
      <p className="mt-2 text-sm">
        <ReactionCountsLine counts={counts} />
      </p>
    );
  }
  const post = `/api/user/communities/${tokenSlug}/posts/${postId}` as const;
  const url =
    answerId === undefined
      ? (`${post}/reaction` as const)
      : (`${post}/answers/${answerId}/reaction` as const);
  const press = async (kind: ReactionKind) => {
    const changed = await form.submit<unknown>(() =>
      kind === mine ? accountCall("DELETE", url, locale) : accountCall("PUT", url, locale, { kind }),
    );
    if (changed) await revalidator.revalidate();
  };
  return (
    <div className="mt-2">
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t("reactions.label")}</legend>
        {reactionKinds.map((kind) => (
          <button
            key={kind}
            type="button"
            aria-pressed={kind === mine}
            title={t(`reactions.${kind}`)}
            disabled={form.pending || (!isMember && kind !== mine)}
            onClick={() => press(kind)}
            className="rounded-full border border-line px-2 py-0.5 text-sm aria-pressed:border-accent aria-pressed:bg-accent/10 disabled:opacity-60"
          >
            <Counted kind={kind} count={counts[kind]} />
          </button>
        ))}
      </fieldset>
      <FormError message={form.formError} />
    </div>
  );
}
