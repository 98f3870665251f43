import { useEffect, useId, useState } from "react";
import { communityPath } from "../../../../lib/community-paths.ts";
import { buttonClass, FormError } from "../../../components/ui/control.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall } from "../../../runtime/account-api.ts";
import { OWNER_REFUSALS } from "../refusals.ts";
import type { Project } from "./project-steps.tsx";

/**
 * The token's community in the owners' cabinet (docs/product.md, Communities): a link to it once published, or
 * the owner's way to publish it. Whether it is published is what the public read of the community answers.
 */
export function ProjectCommunity({ project }: { project: Project }) {
  const { t, locale } = useTranslation("owner");
  const form = useFormCall({ namespaces: OWNER_REFUSALS });
  const heading = useId();
  const [published, setPublished] = useState<boolean | null>(null);
  const { slug } = project.token;
  useEffect(() => {
    let current = true;
    void accountCall("GET", `/api/communities/${slug}`, locale).then((res) => {
      if (current) setPublished(res.ok);
    });
    return () => {
      current = false;
    };
  }, [slug, locale]);
  async function publish() {
    const done = await form.submit(() =>
      accountCall("POST", `/api/project/${project.id}/community/publication`, locale),
    );
    if (done) setPublished(true);
  }
  if (published === null) return null;
  return (
    <section aria-labelledby={heading} data-testid="project-community" className="grid gap-2">
      <h3 id={heading} className="font-semibold">
        {t("community.heading")}
      </h3>
      {published ? (
        <p className="text-sm">
          {t("community.published")}{" "}
          <LocalLink to={communityPath(slug)} className="text-accent underline">
            {t("community.open")}
          </LocalLink>
        </p>
      ) : (
        <>
          <p className="text-sm text-muted">{t("community.unpublished")}</p>
          <div>
            <button type="button" onClick={publish} disabled={form.pending} className={buttonClass}>
              {t("community.publish")}
            </button>
          </div>
          <FormError text={form.formError} />
        </>
      )}
    </section>
  );
}
