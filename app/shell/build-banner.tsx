import { useTranslation } from "../i18n/i18n.tsx";
import { useBuildCheck } from "./use-build-check.ts";

type BuildBannerProps = {
  currentId: string;
  reload?: () => void;
};

/** A persistent offer to reload once a new build is out (docs/product.md, Interface behaviour). */
export function BuildBanner({ currentId, reload = () => window.location.reload() }: BuildBannerProps) {
  const { t } = useTranslation("shell");
  const hasNewBuild = useBuildCheck(currentId);
  if (!hasNewBuild) return null;
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-3 border-b border-line bg-surface px-4 py-2 text-sm text-fg"
    >
      <span>{t("newVersion")}</span>
      <button
        type="button"
        onClick={reload}
        className="rounded-md bg-accent px-3 py-1 font-medium text-bg focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t("reload")}
      </button>
    </div>
  );
}
