import { buttonClass } from "../../../components/ui/control.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** What an owner's card shows when its data could not be loaded: the reason and a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("owner");
  return (
    <div role="alert" className="flex flex-wrap items-center gap-2">
      <span>{t("page.loadFailed")}</span>
      <button type="button" onClick={onRetry} className={buttonClass}>
        {t("page.retry")}
      </button>
    </div>
  );
}
