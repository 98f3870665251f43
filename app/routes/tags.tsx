import type { TagTextKey } from "../../domain/catalog/tags.ts";
import { formatNumber } from "../../lib/format/number.ts";
import { isTagTypeParam, tagTypeOf } from "../../lib/route-shapes.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { localeContext } from "../context.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { useLocale } from "../i18n/use-locale.ts";
import { fatalNotFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/tags";

export async function loader({ context, url }: Route.LoaderArgs) {
  const { path } = context.get(localeContext);
  const plural = path.replace(/^\/cryptocurrency-/, "").replace(/\/$/, "");
  if (!isTagTypeParam(plural)) fatalNotFound(url);
  const type = tagTypeOf[plural];
  const { services, t, seo, i18n } = pageContext(context);
  const tags = await services.catalog.tags(type);
  return {
    seo: seo({
      title: t("catalog.tagsTitle", { type: t(`tags:types.${type}.title`) }),
      description: t(`tags:types.${type}.description`),
      h1: t(`tags:types.${type}.title`),
      path,
      crumbs: [{ name: t(`tags:types.${type}.title`), path }],
    }),
    i18n: i18n("tags"),
    tags,
    plural,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function Tags({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      {loaderData.tags.length === 0 ? (
        <p className="text-muted">{t("table.empty")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.tags.map((tag) => (
            <li key={tag.slug}>
              <LocalLink
                to={`/cryptocurrency-${loaderData.plural}/${tag.slug}`}
                className="block h-full rounded-lg border border-line bg-surface p-3 hover:border-accent"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold">
                    {t(`tags:${tag.type}.${tag.slug}.name` as TagTextKey)}
                  </span>
                  <span className="num text-xs text-muted" title={t("catalog.tokens")}>
                    {formatNumber(tag.tokenCount, locale)}
                  </span>
                </span>
                <span className="mt-1 block text-sm text-muted">
                  {t(`tags:${tag.type}.${tag.slug}.description` as TagTextKey)}
                </span>
              </LocalLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
