import { contentPath, type OfferingKind } from "../../lib/content-kinds.ts";
import { ClientDate } from "../components/ui/client-date.tsx";
import { DemoTag } from "../components/ui/demo-tag.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { EntryText } from "../features/content/components/entry-text.tsx";
import { OfferingFigures, StatusBadge } from "../features/content/components/offering-parts.tsx";
import { entrySeo } from "../features/content/content.server.ts";
import type { OfferingFacts } from "../features/content/offerings.ts";
import { useTranslation } from "../i18n/i18n.tsx";
import { notFound, pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/offering";

/** `/ico/{slug}` and `/airdrop/{slug}`: one sale or airdrop with its figures, dates and text. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = pageContext(context);
  const { services, t, locale, path, i18n } = ctx;
  const url = new URL(request.url);
  const kind: OfferingKind = path.startsWith("/airdrop") ? "airdrop" : "ico";
  const entry = await services.content.entry(kind, params.slug, locale);
  if (!entry) notFound(url);
  const facts = entry.facts as unknown as OfferingFacts;
  const chain = await services.catalog.chain(String(facts.chainId));
  return {
    kind,
    entry,
    chain: chain ? { name: chain.name, slug: chain.slug } : null,
    now: new Date().toISOString(),
    seo: entrySeo(ctx, entry, {
      crumbs: [
        { name: t(`content:${kind}.title`), path: `/${kind}` },
        { name: facts.name, path: contentPath(kind, entry.slug) },
      ],
    }),
    i18n: i18n("content"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

function StepList({
  title,
  items,
  ordered,
}: {
  title: string;
  items: string[] | undefined;
  ordered: boolean;
}) {
  if (!items?.length) return null;
  const List = ordered ? "ol" : "ul";
  return (
    <section className="mt-5">
      <h2 className="mb-2 text-lg font-semibold">{title}</h2>
      <List className={`${ordered ? "list-decimal" : "list-disc"} space-y-1 pl-6`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </List>
    </section>
  );
}

export default function Offering({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("content");
  const { entry, kind, chain, now } = loaderData;
  const facts = entry.facts as unknown as OfferingFacts;
  return (
    <article className="max-w-3xl">
      <PageHeader seo={loaderData.seo} lead={entry.summary} />
      {entry.demo ? (
        <p role="note" className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted">
          <DemoTag>{t("offerings.demo")}</DemoTag>
          {t("offerings.demoNotice")}
        </p>
      ) : null}
      <div className="mb-5 rounded-lg border border-line bg-surface p-4">
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <span className="font-semibold">
            {facts.name} ({facts.symbol})
          </span>
          <StatusBadge facts={facts} now={now} />
        </div>
        <OfferingFigures facts={facts} />
        <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-xs text-muted">{t("offerings.chainLabel")}</dt>
            <dd>{chain?.name ?? facts.chainId}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("offerings.website")}</dt>
            <dd>
              <a
                href={facts.website}
                rel="nofollow noopener noreferrer"
                target="_blank"
                className="text-accent hover:underline"
              >
                {new URL(facts.website).host}
              </a>
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("offerings.starts")}</dt>
            <dd>
              <ClientDate iso={facts.startsAt} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">{t("offerings.ends")}</dt>
            <dd>
              <ClientDate iso={facts.endsAt} />
            </dd>
          </div>
        </dl>
      </div>
      <EntryText body={entry.body} fallback={entry.fallback} />
      {kind === "airdrop" && (
        <>
          <StepList title={t("offerings.requirements")} items={entry.extra.requirements} ordered={false} />
          <StepList title={t("offerings.steps")} items={entry.extra.steps} ordered />
        </>
      )}
      <p role="note" className="mt-6 rounded-md border border-line bg-surface px-3 py-2 text-sm text-muted">
        {t("offerings.disclaimer")}
      </p>
    </article>
  );
}
