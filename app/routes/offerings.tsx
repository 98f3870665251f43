import { Form } from "react-router";
import { contentPath, type OfferingKind, offeringStatuses } from "../../lib/content-kinds.ts";
import { localizePath } from "../../lib/locales.ts";
import { ClientDate } from "../components/ui/client-date.tsx";
import { Control, inputClass } from "../components/ui/control.tsx";
import { DemoTag } from "../components/ui/demo-tag.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { OfferingFigures, StatusBadge } from "../features/content/components/offering-parts.tsx";
import { type OfferingFacts, offeringFilters, offeringSortsOf } from "../features/content/offerings.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/offerings";

/** `/ico` and `/airdrop`: the listings, filtered by status and blockchain and sorted, from the address. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, t, seo, locale, path, i18n } = pageContext(context);
  const url = new URL(request.url);
  const kind: OfferingKind = path.startsWith("/airdrop") ? "airdrop" : "ico";
  const filters = offeringFilters(kind, url.searchParams);
  const [items, chains] = await Promise.all([
    services.content.offerings(kind, locale, filters),
    services.catalog.chains(),
  ]);
  return {
    kind,
    filters,
    items,
    now: new Date().toISOString(),
    chains: chains.map((c) => ({ id: c.id, name: c.name })),
    seo: seo({
      title: t(`content:${kind}.title`),
      description: t(`content:${kind}.description`),
      path: `/${kind}`,
      crumbs: [{ name: t(`content:${kind}.title`), path: `/${kind}` }],
    }),
    i18n: i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

function Filters({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t, locale } = useTranslation("content");
  const select = inputClass;
  return (
    <Form
      method="get"
      action={localizePath(`/${data.kind}`, locale as never)}
      className="mb-4 grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-4 sm:items-end"
    >
      <Control label={t("offerings.statusLabel")}>
        <select name="status" defaultValue={data.filters.status ?? ""} className={select}>
          <option value="">{t("offerings.allStatuses")}</option>
          {offeringStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`offerings.status.${s}`)}
            </option>
          ))}
        </select>
      </Control>
      <Control label={t("offerings.chainLabel")}>
        <select name="chain" defaultValue={data.filters.chainId ?? ""} className={select}>
          <option value="">{t("offerings.allChains")}</option>
          {data.chains.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </Control>
      <Control label={t("offerings.sortLabel")}>
        <select name="sort" defaultValue={data.filters.sort} className={select}>
          {offeringSortsOf[data.kind].map((s) => (
            <option key={s} value={s}>
              {s === "status" ? t("offerings.statusLabel") : t(`offerings.sort.${s}`)}
            </option>
          ))}
        </select>
      </Control>
      <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-bg">
        {t("offerings.apply")}
      </button>
    </Form>
  );
}

export default function Offerings({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const chainName = new Map(loaderData.chains.map((c) => [c.id, c.name]));
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      <p className="-mt-2 mb-4 text-sm text-muted">
        {t("offerings.disclaimer")}
        {loaderData.items.some((item) => item.demo) ? ` ${t("offerings.demoNotice")}` : null}
      </p>
      <Filters data={loaderData} />
      {loaderData.items.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("offerings.none")}
        </p>
      ) : (
        <ul data-testid="offering-list" className="grid gap-3 md:grid-cols-2">
          {loaderData.items.map((item) => {
            const facts = item.facts as unknown as OfferingFacts;
            return (
              <li key={item.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="font-semibold">
                    <LocalLink
                      to={contentPath(loaderData.kind, item.slug)}
                      className="hover:text-accent hover:underline"
                    >
                      {facts.name} <span className="text-muted">({facts.symbol})</span>
                    </LocalLink>
                  </h2>
                  <span className="flex shrink-0 flex-wrap items-center justify-end gap-1">
                    {item.demo ? <DemoTag>{t("offerings.demo")}</DemoTag> : null}
                    <StatusBadge facts={facts} now={loaderData.now} />
                  </span>
                </div>
                <p className="text-sm text-muted" lang={item.fallback ? "en" : undefined}>
                  {item.summary}
                </p>
                <OfferingFigures facts={facts} />
                <p className="flex flex-wrap gap-x-3 text-xs text-muted">
                  <span>{chainName.get(facts.chainId) ?? facts.chainId}</span>
                  <span>
                    {t("offerings.starts")} <ClientDate iso={facts.startsAt} />
                  </span>
                  <span>
                    {t("offerings.ends")} <ClientDate iso={facts.endsAt} />
                  </span>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
