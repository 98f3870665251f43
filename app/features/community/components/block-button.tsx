import { useRevalidator } from "react-router";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { useConfirm } from "../../../shell/shell-context.tsx";
import { FormError } from "./fields.tsx";
import { COMMUNITY_REFUSALS } from "./refusals.ts";

/**
 * Blocks a member after asking, or unblocks one (docs/product.md, Communities); the page's data is read again
 * so their posts and answers leave or come back.
 */
export function BlockButton({ nickname, blocked }: { nickname: string; blocked: boolean }) {
  const { t, locale } = useTranslation("community");
  const confirm = useConfirm();
  const revalidator = useRevalidator();
  const form = useFormCall({ namespaces: COMMUNITY_REFUSALS });
  const url = `/api/user/communities/blocks/${encodeURIComponent(nickname)}` as const;
  const press = async () => {
    if (!blocked && !(await confirm(t("blocks.confirm", { nickname })).catch(() => false))) return;
    const changed = await form.submit<unknown>(() =>
      blocked ? accountCall("DELETE", url, locale) : accountCall("PUT", url, locale),
    );
    if (changed) await revalidator.revalidate();
  };
  return (
    <>
      <button type="button" className="text-xs text-muted hover:text-accent hover:underline" onClick={press}>
        {blocked ? t("blocks.unblock", { nickname }) : t("blocks.block", { nickname })}
      </button>
      <FormError message={form.formError} />
    </>
  );
}
