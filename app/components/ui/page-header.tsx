import type { Seo } from "../../seo/seo.ts";
import { Breadcrumbs } from "./breadcrumbs.tsx";

/** Breadcrumbs, the page's one H1 and its lead paragraph (the SEO description unless told otherwise). */
export function PageHeader({
  seo,
  lead,
}: {
  seo: Pick<Seo, "breadcrumbs" | "h1" | "description">;
  lead?: string;
}) {
  return (
    <>
      <Breadcrumbs items={seo.breadcrumbs} />
      <h1 className="text-2xl font-bold">{seo.h1}</h1>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-muted">{lead ?? seo.description}</p>
    </>
  );
}
