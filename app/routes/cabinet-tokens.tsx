import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { buttonClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { type Chain, ClaimForm } from "../features/owners/components/claim-form.tsx";
import { MyWebsiteClaims } from "../features/owners/components/my-website-claims.tsx";
import { ProjectCommunity } from "../features/owners/components/project-community.tsx";
import { ProjectLogo } from "../features/owners/components/project-logo.tsx";
import { type Project, ProjectSteps, type Tag } from "../features/owners/components/project-steps.tsx";
import { TeamCard } from "../features/owners/components/team-card.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import type { Route } from "./+types/cabinet-tokens";
import { guarded } from "./parts/guards.server.ts";

export const loader = guarded("auth", async ({ context }: Route.LoaderArgs) => {
  const { t, seo, i18n } = pageContext(context);
  return {
    seo: seo({ title: t("owner:page.title"), description: "", path: "/cabinet/tokens", noindex: true }),
    i18n: i18n("owner", "tags", "account"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

const section = "grid grid-cols-1 content-start gap-3 rounded-lg border border-line bg-surface p-4";

type Loaded = { projects: Project[]; tags: Tag[] | null; chains: Chain[] };

/**
 * The owners' section of the cabinet (docs/product.md, Token owners): the user's own tokens with a switcher, the
 * one named by `?token=` or the first chosen on arrival; the claim of a token and the website claims sent to the
 * editors; the three-step menu and the team of the chosen one.
 */
export default function CabinetTokens() {
  const { t, locale } = useTranslation("owner");
  // The location rather than useSearchParams: its helpers would join every page's framework chunk.
  const { search } = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  // Counts website claims sent from the claim form: the list below it loads again after each.
  const [sent, setSent] = useState(0);
  const [chosen, setChosen] = useState<number | null>(
    () => Number(new URLSearchParams(search).get("token")) || null,
  );

  const load = useCallback(
    async (select?: number) => {
      setFailed(false);
      const [projects, tags, chains] = await Promise.all([
        accountCall("GET", "/api/project", locale),
        accountCall("GET", "/api/tags", locale),
        accountCall("GET", "/api/blockchains", locale),
      ]);
      if (!projects.ok || !chains.ok) return setFailed(true);
      setLoaded({
        projects: projects.data,
        tags: tags.ok ? tags.data : null,
        chains: chains.data.map((chain) => ({ id: chain.id, name: chain.name })),
      });
      const owned = (id: number | null) => projects.data.some((p) => p.id === id);
      setChosen((current) => select ?? (owned(current) ? current : (projects.data[0]?.id ?? null)));
    },
    [locale],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const project = loaded?.projects.find((p) => p.id === chosen);
  const saved = (next: Project) =>
    setLoaded((l) => l && { ...l, projects: l.projects.map((p) => (p.id === next.id ? next : p)) });

  return (
    <div className="grid grid-cols-1 gap-4 py-2 break-words">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{t("page.heading")}</h1>
          <p className="text-muted">{t("page.intro")}</p>
        </div>
        <LocalLink to="/cabinet" className="rounded-md border border-line px-3 py-2 hover:border-accent">
          {t("page.back")}
        </LocalLink>
      </div>
      {failed ? (
        <div role="alert" className={section}>
          <p>{t("page.loadFailed")}</p>
          <div>
            <button type="button" onClick={() => load()} className={buttonClass}>
              {t("page.retry")}
            </button>
          </div>
        </div>
      ) : loaded === null ? (
        <p role="status" className={`${section} text-muted`}>
          {t("page.loading")}
        </p>
      ) : (
        <>
          <section className={section} aria-labelledby="own-heading">
            {loaded.projects.length === 0 || !project ? (
              <>
                <h2 id="own-heading" className="text-lg font-semibold">
                  {t("page.heading")}
                </h2>
                <p className="text-muted">{t("page.empty")}</p>
              </>
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <h2 id="own-heading" className="min-w-0 text-lg font-semibold">
                    {project.token.name} <span className="text-muted">{project.token.symbol}</span>
                  </h2>
                  {loaded.projects.length > 1 && (
                    <label className="flex items-center gap-2 text-sm">
                      {t("page.switcher")}
                      <select
                        value={project.id}
                        onChange={(event) => setChosen(Number(event.target.value))}
                        className="rounded-md border border-line bg-bg px-2 py-1.5"
                      >
                        {loaded.projects.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.token.name} ({p.token.symbol})
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </div>
                <p className="text-sm text-muted">
                  {project.proof.address && (
                    <span className="wrap-anywhere">
                      {t("page.provenBy", { address: project.proof.address })}
                    </span>
                  )}
                  {project.proof.website && (
                    <span className="wrap-anywhere">
                      {t("page.provenByWebsite", { website: project.proof.website })}
                    </span>
                  )}
                  {" · "}
                  <LocalLink to={`/token/${project.token.slug}`} className="underline hover:text-accent">
                    {t("page.viewToken")}
                  </LocalLink>
                </p>
                <ProjectLogo key={`logo-${project.id}`} project={project} onSaved={saved} />
                <ProjectSteps key={project.id} project={project} tags={loaded.tags} onSaved={saved} />
                <ProjectCommunity key={`community-${project.id}`} project={project} />
                <TeamCard
                  key={`team-${project.id}`}
                  tokenId={project.id}
                  token={project.token.name}
                  onLeft={() => load()}
                />
              </>
            )}
          </section>
          <section className={section} aria-labelledby="claim-heading">
            <h2 id="claim-heading" className="text-lg font-semibold">
              {t("claim.heading")}
            </h2>
            <ClaimForm
              chains={loaded.chains}
              onClaimed={(id) => load(id)}
              onSent={() => setSent((n) => n + 1)}
            />
          </section>
          <section className={section} aria-labelledby="website-claims-heading">
            <h2 id="website-claims-heading" className="text-lg font-semibold">
              {t("websiteClaims.heading")}
            </h2>
            <MyWebsiteClaims key={sent} />
          </section>
        </>
      )}
    </div>
  );
}
