import { ClientDate, MARK } from "../components/ui/client-date.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { WebsiteClaims } from "../features/admin/components/website-claims.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/admin-projects";
import { guarded } from "./parts/guards.server.ts";

/**
 * `/admin/projects`: token owners' profiles waiting for review, the longest waiting first, and the website claims
 * waiting for a decision (docs/product.md, Token owners).
 */
export const loader = guarded("editor", async ({ context }: Route.LoaderArgs, caller) => {
  const { services, t, seo, i18n } = pageContext(context);
  const [submissions, websiteClaims, chains] = await Promise.all([
    services.review.list(caller),
    services.review.websiteClaims(caller),
    services.catalog.chains(),
  ]);
  const chainName = new Map(chains.map((chain) => [chain.id, chain.name]));
  return {
    submissions: submissions.map((s) => ({ ...s, chain: chainName.get(s.chainId) ?? String(s.chainId) })),
    websiteClaims,
    seo: seo({
      title: t("admin:owners.title"),
      description: t("admin:owners.description"),
      path: "/admin/projects",
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: t("admin:owners.title"), path: "/admin/projects" },
      ],
    }),
    i18n: i18n("admin"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

export default function AdminProjects({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { submissions, websiteClaims } = loaderData;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      {submissions.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("owners.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {submissions.map((s) => (
            <li key={s.tokenId} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <LocalLink
                to={`/admin/projects/${s.tokenId}`}
                className="min-w-0 font-medium break-words hover:text-accent hover:underline"
              >
                {s.name} <span className="text-muted">{s.symbol}</span>
              </LocalLink>
              <span className="text-muted">{s.chain}</span>
              {s.submittedAt && (
                <span className="text-muted sm:ml-auto">
                  <ClientDate iso={s.submittedAt} template={t("owners.submittedAt", { when: MARK })} />
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <WebsiteClaims claims={websiteClaims} />
      <LocalLink to="/admin" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("desk.back")}
      </LocalLink>
    </>
  );
}
