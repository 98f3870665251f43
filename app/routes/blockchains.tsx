import { formatNumber } from "../../lib/format/number.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/blockchains";

export async function loader({ context }: Route.LoaderArgs) {
  const { services, t, seo } = pageContext(context);
  const chains = await services.catalog.chains();
  return {
    seo: seo({
      title: t("catalog.chainsTitle"),
      description: t("catalog.chainsDescription", { count: chains.length }),
      h1: t("catalog.chainsH1"),
      path: "/blockchains",
      crumbs: [{ name: t("nav.blockchains"), path: "/blockchains" }],
    }),
    chains,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Blockchains({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.chains.map((chain) => (
          <li key={chain.id}>
            <LocalLink
              to={`/blockchains/${chain.slug}`}
              className="block h-full rounded-lg border border-line bg-surface p-3 hover:border-accent"
            >
              <span className="block font-semibold">{chain.name}</span>
              <span className="mt-1 block text-sm text-muted">
                {t("catalog.chainCard", {
                  id: chain.id,
                  symbol: chain.nativeSymbol,
                  tokens: formatNumber(chain.tokenCount, locale),
                })}
              </span>
            </LocalLink>
          </li>
        ))}
      </ul>
    </>
  );
}
