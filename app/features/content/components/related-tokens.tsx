import type { TokenListItem } from "../../../../domain/catalog/tokens.ts";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/** The tokens an article is about, each linking to its page (names only: the page stays light). */
export function RelatedTokens({ tokens }: { tokens: TokenListItem[] }) {
  const { t } = useTranslation("content");
  if (tokens.length === 0) return null;
  return (
    <section aria-labelledby="related-tokens" className="mt-6">
      <h2 id="related-tokens" className="mb-2 font-semibold">
        {t("relatedTokens")}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {tokens.map((token) => (
          <li key={token.slug}>
            <LocalLink
              to={`/token/${token.slug}`}
              className="flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm hover:border-accent"
            >
              <span className="font-medium">{token.name}</span>
              <span className="text-muted">{token.symbol}</span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
