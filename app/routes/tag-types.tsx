import type { TagTextKey } from "../../domain/catalog/tags.ts";
import { tagTypePlural } from "../../lib/route-shapes.ts";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/tag-types";

const types = ["category", "industry", "algorithm"] as const;

export async function loader({ context }: Route.LoaderArgs) {
  const { services, t, seo, i18n } = pageContext(context);
  const all = await services.catalog.tags();
  return {
    seo: seo({
      title: t("catalog.typesTitle"),
      description: t("catalog.typesDescription"),
      h1: t("catalog.typesH1"),
      path: "/cryptocurrency/types",
      crumbs: [{ name: t("nav.types"), path: "/cryptocurrency/types" }],
    }),
    i18n: i18n("tags"),
    groups: types.map((type) => ({
      type,
      tags: all
        .filter((g) => g.type === type)
        .sort((a, b) => b.tokenCount - a.tokenCount)
        .slice(0, 8),
      total: all.filter((g) => g.type === type).length,
    })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function TagTypes({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <div className="grid gap-3 md:grid-cols-3">
        {loaderData.groups.map((group) => (
          <section key={group.type} className="rounded-lg border border-line bg-surface p-3">
            <h2 className="font-semibold">
              <LocalLink to={`/cryptocurrency-${tagTypePlural[group.type]}`} className="hover:underline">
                {t(`tags:types.${group.type}.title`)}
              </LocalLink>{" "}
              <span className="text-sm font-normal text-muted">({group.total})</span>
            </h2>
            <p className="mt-1 text-sm text-muted">{t(`tags:types.${group.type}.description`)}</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {group.tags.map((tag) => (
                <li key={tag.slug}>
                  <LocalLink
                    to={`/cryptocurrency-${tagTypePlural[group.type]}/${tag.slug}`}
                    className="inline-block rounded-full border border-line px-2.5 py-0.5 text-sm hover:border-accent"
                  >
                    {t(`tags:${tag.type}.${tag.slug}.name` as TagTextKey)}
                  </LocalLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
