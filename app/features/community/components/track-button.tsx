import { useEffect } from "react";
import { useRevalidator } from "react-router";
import type { PostTracking } from "../../../../domain/communities/tracking.ts";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useLatest } from "../../../runtime/use-latest.ts";
import { FormError } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/**
 * A signed-in reader's tracking of a thread (docs/product.md, Communities): the button starts or stops it, and
 * a thread opened with news marks them seen once it is on screen.
 */
export function TrackButton({
  tokenSlug,
  postId,
  tracking,
}: {
  tokenSlug: string;
  postId: number;
  tracking: PostTracking;
}) {
  const { t, locale } = useTranslation("community");
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const url = `/api/user/communities/${tokenSlug}/posts/${postId}` as const;

  // Once seen, the account's news (the header's count) is read again.
  const refresh = useLatest(revalidator.revalidate);
  useEffect(() => {
    if (tracking.unseen > 0)
      void accountCall("POST", `${url}/seen`, locale).then((res) => (res.ok ? refresh.current() : undefined));
  }, [tracking.unseen, url, locale]);

  const toggle = async () => {
    const changed = await form.submit<unknown>(() =>
      tracking.tracked
        ? accountCall("DELETE", `${url}/tracking`, locale)
        : accountCall("PUT", `${url}/tracking`, locale),
    );
    if (changed) await revalidator.revalidate();
  };
  return (
    <div data-testid="track" className="mt-3 flex flex-wrap items-center gap-3 text-sm">
      <button
        type="button"
        disabled={form.pending}
        onClick={toggle}
        className={
          tracking.tracked
            ? "rounded-md border border-accent px-3 py-1.5 text-accent"
            : "rounded-md border border-line px-3 py-1.5 hover:border-accent"
        }
      >
        {tracking.tracked ? t("tracking.untrack") : t("tracking.track")}
      </button>
      <span className="text-muted">{tracking.tracked ? t("tracking.tracked") : t("tracking.untracked")}</span>
      {tracking.unseen > 0 ? (
        <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-bg">
          {t("tracking.unseen", { count: tracking.unseen })}
        </span>
      ) : null}
      <FormError message={form.formError} />
    </div>
  );
}
