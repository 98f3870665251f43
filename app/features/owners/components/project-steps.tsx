import { type FormEvent, type ReactNode, useState } from "react";
import type { TagTextKey } from "../../../../domain/catalog/tags.ts";
import {
  FAQ_MIN,
  LINK_TYPES,
  type LinkType,
  TAG_TYPES,
  type TagType,
} from "../../../../domain/owners/readiness.ts";
import { type Locale, locales } from "../../../../lib/locales.ts";
import {
  buttonClass,
  Control,
  FormError,
  inputClass,
  primaryClass,
} from "../../../components/ui/control.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { type ApiData, accountCall } from "../../../runtime/account-api.ts";
import { useNotify } from "../../../shell/shell-context.tsx";
import { OWNER_REFUSALS } from "../refusals.ts";

export type Project = ApiData<"GET", "/api/project">[number];
export type Tag = ApiData<"GET", "/api/tags">[number];
type Step = keyof Project["readiness"];

const STEPS: Step[] = ["tags", "content", "faqs"];

const box = "grid gap-3 rounded-md border border-line p-3";

function Readiness({ ready }: { ready: boolean }) {
  const { t } = useTranslation("owner");
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs whitespace-nowrap ${ready ? "bg-up/15" : "bg-down/10 text-muted"}`}
    >
      <span aria-hidden="true">{ready ? "✓ " : "○ "}</span>
      {t(ready ? "steps.ready" : "steps.notReady")}
    </span>
  );
}

/** A saving form of one step: its refusals under their fields or above its button, the saved project back. */
function StepForm({
  onSave,
  form,
  children,
}: {
  onSave: () => Promise<void>;
  form: ReturnType<typeof useFormCall>;
  children: ReactNode;
}) {
  const { t } = useTranslation("owner");
  async function save(event: FormEvent) {
    event.preventDefault();
    await onSave();
  }
  return (
    <form noValidate onSubmit={save} className="grid gap-4">
      {children}
      <FormError text={form.formError} />
      <div>
        <button type="submit" disabled={form.pending} className={primaryClass}>
          {t("save")}
        </button>
      </div>
    </form>
  );
}

function useSave(project: Project, onSaved: (project: Project) => void) {
  const { t } = useTranslation("owner");
  const notify = useNotify();
  const form = useFormCall({ namespaces: OWNER_REFUSALS });
  const done = (saved: Project | undefined) => {
    if (!saved) return;
    onSaved(saved);
    notify({ type: "success", message: t("saved") });
  };
  return { form, done, id: project.id };
}

function TagsStep({ project, tags, onSaved }: StepProps & { tags: Tag[] | null }) {
  const { t, locale } = useTranslation("owner");
  const { form, done, id } = useSave(project, onSaved);
  const current = [...project.tags_tmp, ...project.tags_active_tmp];
  const [chosen, setChosen] = useState<Record<TagType, number | "">>(
    () =>
      Object.fromEntries(
        TAG_TYPES.map((type) => [type, current.find((tag) => tag.type === type)?.id ?? ""]),
      ) as Record<TagType, number | "">,
  );
  if (tags === null) return <p role="alert">{t("tags.loadFailed")}</p>;
  const save = async () => {
    const tagIds = TAG_TYPES.map((type) => chosen[type]).filter((id): id is number => id !== "");
    done(await form.submit(() => accountCall("PUT", `/api/project/${id}/tags`, locale, { tagIds })));
  };
  return (
    <StepForm onSave={save} form={form}>
      <p className="text-sm text-muted">{t("tags.intro")}</p>
      <div className="grid gap-3 sm:grid-cols-3">
        {TAG_TYPES.map((type) => (
          <Control key={type} label={t(`tags.${type}`)} error={form.fieldError("tagIds")}>
            <select
              value={chosen[type]}
              onChange={(event) =>
                setChosen((c) => ({
                  ...c,
                  [type]: event.target.value === "" ? "" : Number(event.target.value),
                }))
              }
              className={inputClass}
            >
              <option value="">{t("tags.choose")}</option>
              {tags
                .filter((tag) => tag.type === type)
                .map((tag) => (
                  <option key={tag.id} value={tag.id}>
                    {t(`tags:${tag.type}.${tag.slug}.name` as TagTextKey)}
                  </option>
                ))}
            </select>
          </Control>
        ))}
      </div>
    </StepForm>
  );
}

/** A form row with a key of its own, so React keeps its inputs apart while rows are added, moved and removed. */
let rows = 0;
const keyed = <T extends object>(item: T) => ({ ...item, key: ++rows });

/** Moves item `i` of a list by `by` places. */
const moved = <T,>(list: T[], i: number, by: number) => {
  const next = [...list];
  const [item] = next.splice(i, 1);
  next.splice(i + by, 0, item);
  return next;
};

function LanguageSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
      {locales.map((l) => (
        <option key={l.code} value={l.code} lang={l.iso}>
          {l.name}
        </option>
      ))}
    </select>
  );
}

function ContentStep({ project, onSaved }: StepProps) {
  const { t, locale } = useTranslation("owner");
  const { form, done, id } = useSave(project, onSaved);
  const [descriptions, setDescriptions] = useState(() => project.descriptions.map(keyed));
  const [links, setLinks] = useState(() => project.links.map(keyed));
  const setDescription = (i: number, patch: Partial<Project["descriptions"][number]>) =>
    setDescriptions((list) => list.map((d, j) => (j === i ? { ...d, ...patch } : d)));
  const setLink = (i: number, patch: Partial<Project["links"][number]>) =>
    setLinks((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const save = async () => {
    const empty = descriptions.findIndex((d) => d.body.trim() === "");
    if (empty >= 0) return form.setFieldError(`descriptions.${empty}.body`, "required");
    done(
      await form.submit(() =>
        accountCall("PUT", `/api/project/${id}/content`, locale, {
          descriptions: descriptions.map((d) => ({ locale: d.locale as Locale, body: d.body })),
          links: links.map((link) => ({ type: link.type as LinkType, url: link.url.trim() })),
        }),
      ),
    );
  };
  return (
    <StepForm onSave={save} form={form}>
      <fieldset className="grid gap-3">
        <legend className="font-semibold">{t("content.descriptions")}</legend>
        <p className="text-sm text-muted">{t("content.descriptionsIntro")}</p>
        {descriptions.map((d, i) => (
          <div key={d.key} className={box}>
            <Control label={t("content.language")} error={form.fieldError(`descriptions.${i}.locale`)}>
              <LanguageSelect value={d.locale} onChange={(value) => setDescription(i, { locale: value })} />
            </Control>
            <Control label={t("content.description")} error={form.fieldError(`descriptions.${i}.body`)}>
              <textarea
                value={d.body}
                rows={4}
                maxLength={5000}
                onChange={(event) => setDescription(i, { body: event.target.value })}
                className={inputClass}
              />
            </Control>
            <div>
              <button
                type="button"
                onClick={() => setDescriptions((list) => list.filter((_, j) => j !== i))}
                className={buttonClass}
              >
                {t("remove")}
              </button>
            </div>
          </div>
        ))}
        <div>
          <button
            type="button"
            onClick={() =>
              setDescriptions((list) => [...list, keyed({ locale: locale as string, body: "" })])
            }
            className={buttonClass}
          >
            {t("content.addDescription")}
          </button>
        </div>
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-semibold">{t("content.links")}</legend>
        <p className="text-sm text-muted">{t("content.linksIntro")}</p>
        {links.map((link, i) => (
          <div
            key={link.key}
            className={`${box} sm:grid-cols-[minmax(0,11rem)_minmax(0,1fr)_auto] sm:items-start`}
          >
            <Control label={t("content.linkType")}>
              <select
                value={link.type}
                onChange={(event) => setLink(i, { type: event.target.value })}
                className={inputClass}
              >
                {LINK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`content.types.${type}`)}
                  </option>
                ))}
              </select>
            </Control>
            <Control label={t("content.url")} error={form.fieldError(`links.${i}.url`)}>
              <input
                type="url"
                inputMode="url"
                value={link.url}
                placeholder="https://"
                maxLength={500}
                onChange={(event) => setLink(i, { url: event.target.value })}
                className={inputClass}
              />
            </Control>
            <div className="sm:pt-6">
              <button
                type="button"
                onClick={() => setLinks((list) => list.filter((_, j) => j !== i))}
                className={buttonClass}
              >
                {t("remove")}
              </button>
            </div>
          </div>
        ))}
        <div>
          <button
            type="button"
            onClick={() => setLinks((list) => [...list, keyed({ type: "website", url: "" })])}
            className={buttonClass}
          >
            {t("content.addLink")}
          </button>
        </div>
      </fieldset>
    </StepForm>
  );
}

function FaqsStep({ project, onSaved }: StepProps) {
  const { t, locale } = useTranslation("owner");
  const { form, done, id } = useSave(project, onSaved);
  const [faqs, setFaqs] = useState(() =>
    project.faqs.map(({ locale: l, question, answer }) => keyed({ locale: l, question, answer })),
  );
  const setFaq = (i: number, patch: Partial<(typeof faqs)[number]>) =>
    setFaqs((list) => list.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const save = async () => {
    const empty = faqs.findIndex((f) => !f.question.trim() || !f.answer.trim());
    if (empty >= 0) {
      return form.setFieldError(
        `faqs.${empty}.${faqs[empty].question.trim() ? "answer" : "question"}`,
        "required",
      );
    }
    done(
      await form.submit(() =>
        accountCall("PUT", `/api/project/${id}/faqs`, locale, {
          faqs: faqs.map((f) => ({ locale: f.locale as Locale, question: f.question, answer: f.answer })),
        }),
      ),
    );
  };
  const icon = "min-w-9 justify-center";
  return (
    <StepForm onSave={save} form={form}>
      <p className="text-sm text-muted">{t("faqs.intro", { min: FAQ_MIN })}</p>
      <p className="text-sm font-medium" aria-live="polite">
        {t("faqs.count", { count: faqs.length, min: FAQ_MIN })}
      </p>
      <ol className="grid gap-3">
        {faqs.map((f, i) => (
          <li key={f.key} className={box} aria-label={t("faqs.item", { n: i + 1 })}>
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 basis-44">
                <Control label={t("content.language")}>
                  <LanguageSelect value={f.locale} onChange={(value) => setFaq(i, { locale: value })} />
                </Control>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  disabled={i === 0}
                  onClick={() => setFaqs((list) => moved(list, i, -1))}
                  className={`${buttonClass} ${icon}`}
                  aria-label={`${t("faqs.up")}: ${t("faqs.item", { n: i + 1 })}`}
                  title={t("faqs.up")}
                >
                  ↑
                </button>
                <button
                  type="button"
                  disabled={i === faqs.length - 1}
                  onClick={() => setFaqs((list) => moved(list, i, 1))}
                  className={`${buttonClass} ${icon}`}
                  aria-label={`${t("faqs.down")}: ${t("faqs.item", { n: i + 1 })}`}
                  title={t("faqs.down")}
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => setFaqs((list) => list.filter((_, j) => j !== i))}
                  className={buttonClass}
                  aria-label={`${t("remove")}: ${t("faqs.item", { n: i + 1 })}`}
                >
                  {t("remove")}
                </button>
              </div>
            </div>
            <Control label={t("faqs.question")} error={form.fieldError(`faqs.${i}.question`)}>
              <input
                value={f.question}
                maxLength={300}
                onChange={(event) => setFaq(i, { question: event.target.value })}
                className={inputClass}
              />
            </Control>
            <Control label={t("faqs.answer")} error={form.fieldError(`faqs.${i}.answer`)}>
              <textarea
                value={f.answer}
                rows={3}
                maxLength={3000}
                onChange={(event) => setFaq(i, { answer: event.target.value })}
                className={inputClass}
              />
            </Control>
          </li>
        ))}
      </ol>
      <div>
        <button
          type="button"
          disabled={faqs.length >= 50}
          onClick={() =>
            setFaqs((list) => [...list, keyed({ locale: locale as string, question: "", answer: "" })])
          }
          className={buttonClass}
        >
          {t("faqs.add")}
        </button>
      </div>
    </StepForm>
  );
}

type StepProps = { project: Project; onSaved: (project: Project) => void };

/**
 * The owners' three-step menu of one token (docs/product.md, Token owners): tags, descriptions and links, FAQs,
 * each marked ready by the API's `readiness`, the review state, and the submission once all three are ready.
 */
export function ProjectSteps({ project, tags, onSaved }: StepProps & { tags: Tag[] | null }) {
  const { t, locale } = useTranslation("owner");
  const notify = useNotify();
  const [step, setStep] = useState<Step>("tags");
  const submission = useFormCall({ namespaces: OWNER_REFUSALS });
  const ready = STEPS.every((s) => project.readiness[s]);
  const open = project.state === "draft" || project.state === "refused";
  async function submit() {
    const saved = await submission.submit(() =>
      accountCall("POST", `/api/project/${project.id}/submission`, locale),
    );
    if (!saved) return;
    onSaved(saved);
    notify({ type: "success", message: t("submitted") });
  }
  const Form = { tags: TagsStep, content: ContentStep, faqs: FaqsStep }[step];
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted">{t("state.label")}:</span>
        <span
          data-testid="project-state"
          className={`rounded-full px-2 py-0.5 text-sm ${project.state === "approved" ? "bg-up/15" : project.state === "refused" ? "bg-down/15" : "bg-accent/15"}`}
        >
          {t(`state.${project.state}`)}
        </span>
      </div>
      {project.state === "refused" && project.reason && (
        <p className="rounded-md border border-down/50 bg-down/10 px-3 py-2 text-sm">
          {t("state.reason", { reason: project.reason })}
        </p>
      )}
      <nav aria-label={t("steps.label")}>
        <ol className="grid gap-2 sm:grid-cols-3">
          {STEPS.map((s, i) => (
            <li key={s}>
              <button
                type="button"
                aria-current={step === s ? "step" : undefined}
                onClick={() => setStep(s)}
                className={`flex w-full flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2 text-left ${step === s ? "border-accent bg-accent/10" : "border-line hover:border-accent"}`}
              >
                <span className="font-medium">
                  {i + 1}. {t(`steps.${s}`)}
                </span>
                <Readiness ready={project.readiness[s]} />
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label={t(`steps.${step}`)}>
        <Form key={`${project.id}-${step}`} project={project} tags={tags} onSaved={onSaved} />
      </section>
      {open && (
        <div className="grid gap-2 border-t border-line pt-4">
          <FormError text={submission.formError} />
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              disabled={!ready || submission.pending}
              onClick={submit}
              className={primaryClass}
            >
              {t("submit")}
            </button>
            {!ready && <p className="text-sm text-muted">{t("submitHint")}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
