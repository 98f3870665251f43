import { useSyncExternalStore } from "react";
import { comparePath, withToken } from "../../../lib/compare.ts";
import { LocalLink } from "../../components/ui/local-link.tsx";
import { useTranslation } from "../../i18n/i18n.tsx";
import { compareList } from "./stores.ts";

export function useCompareList(): string[] {
  return useSyncExternalStore(compareList.subscribe, compareList.get, compareList.getServer);
}

/**
 * Adds a token to the comparison or takes it out. `compact` is the icon of a list row; the full button (token
 * page) also links to the comparison once the token is in it.
 */
export function CompareToggle({
  slug,
  name,
  compact = false,
}: {
  slug: string;
  name: string;
  compact?: boolean;
}) {
  const { t } = useTranslation("compare");
  const list = useCompareList();
  const on = list.includes(slug);
  const toggle = () => compareList.set(on ? list.filter((s) => s !== slug) : withToken(list, slug));
  if (compact) {
    const label = on ? t("compare.remove", { name }) : `${t("button.add")}: ${name}`;
    return (
      <button
        type="button"
        aria-pressed={on}
        aria-label={label}
        title={label}
        onClick={toggle}
        className={`inline-flex h-6 w-6 items-center justify-center rounded text-base leading-none ${on ? "text-accent" : "text-muted hover:text-fg"}`}
      >
        <span aria-hidden="true">⇄</span>
      </button>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        aria-pressed={on}
        onClick={toggle}
        className={`rounded-md border px-3 py-1.5 text-sm ${on ? "border-accent text-accent" : "border-line hover:border-accent"}`}
      >
        {on ? `✓ ${t("button.added")}` : t("button.add")}
      </button>
      {on && (
        <LocalLink to={comparePath(list)} className="text-sm text-accent hover:underline">
          {t("button.open")}
        </LocalLink>
      )}
    </span>
  );
}
