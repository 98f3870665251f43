import { type ChangeEvent, useId, useState } from "react";
import { LOGO_MIN, type LogoProbe } from "../../../../lib/logo.ts";
import { checkLogo } from "../../../../lib/logo-verdict.ts";
import { buttonClass, Control, FormError } from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { accountCall, uploadCall } from "../../../runtime/account-api.ts";
import { useNotify } from "../../../shell/shell-context.tsx";
import { OWNER_REFUSALS } from "../refusals.ts";
import type { Project } from "./project-steps.tsx";

/** What the server reads (domain/content/media.ts, OWNER_LOGO_LIMITS): checked here before anything is sent. */
const TYPES = ["image/jpeg", "image/png", "image/webp"];
const MAX_BYTES = 5 * 1024 * 1024;

/** The file's natural size, or that it would not decode (the page's CSP keeps blob: images out, so no <img>). */
async function probe(file: Blob): Promise<LogoProbe> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { failed: true };
  }
}

/**
 * The token's logo in the owners' cabinet (docs/product.md, Token owners): the owners' logo while valid by the
 * logo rule, else the token's own image; a file is checked in the browser (type, size, natural size) before it
 * is uploaded, and the server checks it again.
 */
export function ProjectLogo({ project, onSaved }: { project: Project; onSaved: (project: Project) => void }) {
  const { t, locale } = useTranslation("owner");
  const notify = useNotify();
  const form = useFormCall({ namespaces: OWNER_REFUSALS });
  const [problem, setProblem] = useState<string | null>(null);
  /** The logo that failed to load here: invalid by the rule, whatever the server said. */
  const [failed, setFailed] = useState<string | null>(null);
  const heading = useId();
  const own = project.image !== null && project.validImage && failed !== project.image;
  const shown = own ? project.image : project.token.image;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = "";
    setProblem(null);
    if (!file) return;
    if (!TYPES.includes(file.type)) return setProblem(t("errors.not_an_image"));
    if (file.size > MAX_BYTES) return setProblem(t("errors.image_too_large"));
    const size = await probe(file);
    const verdict = checkLogo(size);
    if (!verdict.valid) {
      return setProblem(
        "failed" in size
          ? t("logo.loadFailed")
          : t("logo.tooSmall", { width: size.width, height: size.height, min: LOGO_MIN }),
      );
    }
    const saved = await form.submit(() => uploadCall(`/api/project/${project.id}/logo`, locale, file));
    if (!saved) return;
    onSaved(saved);
    notify({ type: "success", message: t("logo.uploaded") });
  }

  async function remove() {
    setProblem(null);
    const saved = await form.submit(() => accountCall("DELETE", `/api/project/${project.id}/logo`, locale));
    if (!saved) return;
    onSaved(saved);
    notify({ type: "success", message: t("logo.removed") });
  }

  return (
    <section aria-labelledby={heading} className="grid gap-3 rounded-md border border-line p-3">
      <h3 id={heading} className="font-semibold">
        {t("logo.title")}
      </h3>
      <div className="flex flex-wrap items-start gap-4">
        <figure className="grid justify-items-center gap-1">
          {shown ? (
            <img
              key={shown}
              src={shown}
              alt={own ? t("logo.current") : t("logo.ownImage")}
              width={96}
              height={96}
              data-testid="project-logo"
              className="size-24 rounded border border-line bg-bg object-contain"
              onLoad={(event) => {
                const img = event.currentTarget;
                const verdict = checkLogo({ width: img.naturalWidth, height: img.naturalHeight });
                if (own && !verdict.valid) setFailed(project.image);
              }}
              onError={() => {
                if (own) {
                  setFailed(project.image);
                  setProblem(t("logo.loadFailed"));
                }
              }}
            />
          ) : (
            <span className="size-24 rounded border border-dashed border-line" aria-hidden="true" />
          )}
          <figcaption className="max-w-28 text-center text-xs text-muted">
            {own ? t("logo.current") : t("logo.ownImage")}
          </figcaption>
        </figure>
        <div className="grid min-w-0 flex-1 basis-56 gap-2">
          <p className="text-sm text-muted">{t("logo.rule", { min: LOGO_MIN })}</p>
          <Control label={t("logo.file")} error={problem ?? form.fieldError("logo")}>
            <input
              type="file"
              accept={TYPES.join(",")}
              disabled={form.pending}
              onChange={choose}
              className="max-w-full text-sm"
            />
          </Control>
          {project.image !== null && (
            <div>
              <button type="button" disabled={form.pending} onClick={remove} className={buttonClass}>
                {t("logo.remove")}
              </button>
            </div>
          )}
          <FormError text={form.formError} />
        </div>
      </div>
    </section>
  );
}
