import { useRevalidator } from "react-router";
import { type Locale, localizePath } from "../../../../lib/locales.ts";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/**
 * Who the reader is to the community: a visitor is asked to sign in, a signed-in reader may join, a member
 * may leave. The page's data is read again after a change.
 */
export function MemberBar({
  tokenSlug,
  signedIn,
  isMember,
  path,
}: {
  tokenSlug: string;
  signedIn: boolean;
  isMember: boolean;
  /** The page's English path, where sign-in returns to. */
  path: string;
}) {
  const { t, locale } = useTranslation("community");
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const box = "mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface p-3 text-sm";
  if (!signedIn) {
    const signIn = `${localizePath("/sign-in", locale as Locale)}?next=${encodeURIComponent(localizePath(path, locale as Locale))}`;
    return (
      <p className={box} data-testid="member-bar">
        <a href={signIn} className="font-medium text-accent hover:underline">
          {t("member.signIn")}
        </a>
      </p>
    );
  }
  const change = async (method: "PUT" | "DELETE") => {
    const done = await form.submit(() =>
      accountCall(method, `/api/user/communities/${tokenSlug}/membership`, locale),
    );
    if (done) await revalidator.revalidate();
  };
  return (
    <div className={box} data-testid="member-bar">
      <span className="text-muted">{isMember ? t("member.joined") : t("member.joinToWrite")}</span>
      <button
        type="button"
        disabled={form.pending}
        onClick={() => change(isMember ? "DELETE" : "PUT")}
        className={
          isMember
            ? "rounded-md border border-line px-3 py-1.5 hover:border-accent"
            : "rounded-md bg-accent px-3 py-1.5 font-medium text-bg"
        }
      >
        {isMember ? t("member.leave") : t("member.join")}
      </button>
      {form.formError ? (
        <span role="alert" className="basis-full text-down">
          {form.formError}
        </span>
      ) : null}
    </div>
  );
}
