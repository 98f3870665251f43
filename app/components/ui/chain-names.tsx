import type { ChainRef } from "../../../domain/catalog/search.ts";
import { useTranslation } from "../../i18n/i18n.tsx";

/**
 * Where a search result is: the names of its first `shown` chains and how many more (docs/product.md,
 * Search), every name in the tooltip. One more chain is named rather than counted; names that do not fit
 * are cut, the count never.
 */
export function ChainNames({ chains, shown }: { chains: ChainRef[]; shown: number }) {
  const { t } = useTranslation("content");
  const named = chains.length > shown + 1 ? chains.slice(0, shown) : chains;
  const more = chains.length - named.length;
  return (
    <span
      className="inline-flex max-w-full min-w-0 gap-1 align-bottom"
      title={chains.length > 1 ? chains.map((chain) => chain.name).join(", ") : undefined}
    >
      <span className="truncate">{named.map((chain) => chain.name).join(", ")}</span>
      {more > 0 && <span className="shrink-0">{t("suggest.moreChains", { count: more })}</span>}
    </span>
  );
}
