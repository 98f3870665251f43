import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { AuditRow, DeskVersion } from "../../../../domain/content/desk.ts";
import { type ContentKind, contentPath } from "../../../../lib/content-kinds.ts";
import type { KeyUnder } from "../../../../lib/i18n/translator.ts";
import { type Locale, locales, localizePath } from "../../../../lib/locales.ts";
import { ClientDate } from "../../../components/ui/client-date.tsx";
import {
  buttonClass,
  Control,
  FormError,
  inputClass,
  primaryClass,
} from "../../../components/ui/control.tsx";
import { RichText } from "../../../components/ui/rich-text.tsx";
import { useFormCall } from "../../../components/ui/use-form-call.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import {
  type AccountResult,
  accountCall,
  type RefusalNamespace,
  uploadCall,
} from "../../../runtime/account-api.ts";
import { useConfirm, useNotify } from "../../../shell/shell-context.tsx";
import { factsFromForm, formFromFacts, toLocalInput } from "../facts.ts";
import { FactsFields } from "./facts-fields.tsx";

const RichEditor = lazy(() => import("./rich-editor.tsx"));

export const ADMIN_REFUSALS: RefusalNamespace[] = ["admin", "account"];

export type EditedEntry = {
  id: number;
  kind: ContentKind;
  slug: string;
  status: "draft" | "scheduled" | "published";
  publishedAt: string | null;
  cover: string | null;
  facts: Record<string, unknown>;
  tokens: string[];
  versions: DeskVersion[];
  history: AuditRow[];
};

type Props = {
  entry: EditedEntry | null;
  kind: ContentKind;
  chains: { id: number; name: string }[];
  isAdmin: boolean;
};

const emptyVersion = (locale: string): DeskVersion => ({
  locale,
  title: "",
  summary: "",
  body: "",
  extra: {},
  updatedAt: "",
});

/** One language's text: title, summary, the rich body, an airdrop's lists, with a preview as readers see it. */
function TextFields({
  kind,
  version,
  error,
  readBody,
}: {
  kind: ContentKind;
  version: DeskVersion;
  error: (name: string) => string | undefined;
  readBody: (current: () => string) => void;
}) {
  const { t } = useTranslation("admin");
  const bodyLabel = useId();
  const [title, setTitle] = useState(version.title);
  const [summary, setSummary] = useState(version.summary);
  const [body, setBody] = useState(version.body);
  const [preview, setPreview] = useState(false);
  return (
    <div className="grid gap-3">
      <Control label={t("fields.title")} error={error("title")}>
        <input
          name="title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={200}
          className={inputClass}
        />
      </Control>
      <Control label={t("fields.summary")} error={error("summary")} hint={t("fields.summaryHint")}>
        <textarea
          name="summary"
          value={summary}
          onChange={(e) => setSummary(e.target.value)}
          rows={2}
          maxLength={400}
          className={inputClass}
        />
      </Control>
      <div className="grid gap-1">
        <div className="flex items-center justify-between">
          <span id={bodyLabel} className="text-sm font-medium">
            {t("fields.body")}
          </span>
          <button
            type="button"
            className={buttonClass}
            aria-pressed={preview}
            onClick={() => setPreview((p) => !p)}
          >
            {preview ? t("actions.edit") : t("actions.preview")}
          </button>
        </div>
        <div hidden={preview}>
          <Suspense
            fallback={<div className="min-h-60 rounded-md border border-line bg-bg" aria-busy="true" />}
          >
            <RichEditor value={version.body} labelId={bodyLabel} onChange={setBody} read={readBody} />
          </Suspense>
        </div>
        {preview && (
          <article className="rounded-md border border-line bg-surface p-4" aria-label={t("actions.preview")}>
            <h2 className="text-xl font-bold">{title}</h2>
            <p className="mb-3 text-sm text-muted">{summary}</p>
            <RichText html={body} headingsFrom={3} />
          </article>
        )}
        {error("body") && (
          <p className="text-sm text-down" role="alert">
            {error("body")}
          </p>
        )}
      </div>
      {kind === "airdrop" &&
        (["requirements", "steps"] as const).map((list) => (
          <Control
            key={list}
            label={t(`fields.${list}`)}
            hint={t("fields.linesHint")}
            error={error(`extra.${list}`)}
          >
            <textarea
              name={list}
              defaultValue={(version.extra[list] ?? []).join("\n")}
              rows={4}
              className={inputClass}
            />
          </Control>
        ))}
    </div>
  );
}

/** The text form's values: the named fields plus the editor's current HTML. */
function readText(form: HTMLFormElement, body: string, kind: ContentKind) {
  const data = new FormData(form);
  const lines = (name: string) =>
    String(data.get(name) ?? "")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    title: String(data.get("title") ?? ""),
    summary: String(data.get("summary") ?? ""),
    body,
    extra: kind === "airdrop" ? { requirements: lines("requirements"), steps: lines("steps") } : {},
  };
}

/**
 * Creating or editing an entry: its settings (slug, related tokens, facts), cover, publishing (now, scheduled,
 * or taken off), its text in each of the 32 languages, and its history.
 */
export function EntryEditor({ entry, kind, chains, isAdmin }: Props) {
  const { t, locale } = useTranslation("admin");
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const notify = useNotify();
  const confirm = useConfirm();
  const settingsForm = useFormCall({ namespaces: ADMIN_REFUSALS });
  const textForm = useFormCall({ namespaces: ADMIN_REFUSALS });
  const actionForm = useFormCall({ namespaces: ADMIN_REFUSALS });
  const [slug, setSlug] = useState(entry?.slug ?? "");
  const [tokens, setTokens] = useState((entry?.tokens ?? []).join(", "));
  const [facts, setFacts] = useState(() => formFromFacts(kind, entry?.facts ?? {}));
  const [textLocale, setTextLocale] = useState<string>("en");
  const [scheduleAt, setScheduleAt] = useState(entry?.publishedAt ? toLocalInput(entry.publishedAt) : "");
  const body = useRef<() => string>(() => "");
  const readBody = useCallback((current: () => string) => {
    body.current = current;
  }, []);
  const version = entry?.versions.find((v) => v.locale === textLocale) ?? emptyVersion(textLocale);
  const has = new Set(entry?.versions.map((v) => v.locale) ?? []);
  const api = <P extends string>(path: P) => `/api/admin/entries${path}` as const;
  const settings = () => ({
    slug,
    tokens: tokens
      .split(/[\s,]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    facts: factsFromForm(kind, facts),
  });
  /** What the settings fields show and change, shared by the new-entry form and the settings form. */
  const settingsState = { kind, slug, setSlug, tokens, setTokens, facts, setFacts, chains };
  const saved = (message: string) => {
    notify({ type: "success", message });
    revalidator.revalidate();
  };

  async function create(form: HTMLFormElement) {
    const created = await textForm.submit(() =>
      accountCall("POST", api(""), locale, {
        kind,
        ...settings(),
        en: readText(form, body.current(), kind),
      }),
    );
    if (created) navigate(localizePath(`/admin/entries/${created.id}`, locale as Locale));
  }

  const onText = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!entry) return create(event.currentTarget);
    const ok = await textForm.submit(() =>
      accountCall(
        "PUT",
        api(`/${entry.id}/versions/${textLocale}`),
        locale,
        readText(event.currentTarget, body.current(), kind),
      ),
    );
    if (ok) saved(t("saved.text"));
  };
  const onSettings = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!entry) return;
    if (await settingsForm.submit(() => accountCall("PUT", api(`/${entry.id}`), locale, settings())))
      saved(t("saved.settings"));
  };
  const act = async (call: (id: number) => Promise<AccountResult<unknown>>, message: string) => {
    if (!entry) return;
    if (await actionForm.submit(() => call(entry.id))) saved(message);
  };
  const upload = async (file: File | undefined) => {
    if (!entry || !file) return;
    if (await actionForm.submit(() => uploadCall(api(`/${entry.id}/cover`), locale, file))) {
      saved(t("saved.cover"));
    }
  };
  const remove = async () => {
    if (!entry || !(await confirm(t("confirm.delete")).catch(() => false))) return;
    if (await actionForm.submit(() => accountCall("DELETE", api(`/${entry.id}`), locale))) {
      navigate(localizePath("/admin", locale as Locale));
    }
  };
  const dropVersion = async () => {
    if (!entry || !(await confirm(t("confirm.deleteVersion")).catch(() => false))) return;
    await act(
      (id) => accountCall("DELETE", api(`/${id}/versions/${textLocale}`), locale),
      t("saved.versionDeleted"),
    );
    setTextLocale("en");
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="grid min-w-0 gap-6">
        <section aria-labelledby="text-heading" className="rounded-lg border border-line bg-surface p-4">
          <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
            <h2 id="text-heading" className="text-lg font-semibold">
              {t("sections.text")}
            </h2>
            {entry && (
              <Control label={t("fields.language")}>
                <select
                  value={textLocale}
                  onChange={(e) => setTextLocale(e.target.value)}
                  className={inputClass}
                >
                  {locales.map((l) => (
                    <option key={l.code} value={l.code}>
                      {has.has(l.code) ? "✓ " : ""}
                      {l.name}
                    </option>
                  ))}
                </select>
              </Control>
            )}
          </div>
          {!has.has(textLocale) && textLocale !== "en" && (
            <p className="mb-3 text-sm text-muted">{t("hints.newTranslation")}</p>
          )}
          <form onSubmit={onText} noValidate className="grid gap-3">
            {!entry && (
              <>
                <p className="text-sm text-muted">{t("hints.englishFirst")}</p>
                <SettingsFields {...settingsState} error={textForm.fieldError} />
              </>
            )}
            <TextFields
              key={`${entry?.id ?? "new"}-${textLocale}`}
              kind={kind}
              version={version}
              error={textForm.fieldError}
              readBody={readBody}
            />
            <FormError text={textForm.formError} />
            <div className="flex flex-wrap gap-2">
              <button type="submit" disabled={textForm.pending} className={primaryClass}>
                {entry ? t("actions.saveText") : t("actions.create")}
              </button>
              {entry && has.has(textLocale) && textLocale !== "en" && (
                <button type="button" onClick={dropVersion} className={buttonClass}>
                  {t("actions.deleteVersion")}
                </button>
              )}
            </div>
          </form>
        </section>
        {entry && (
          <section
            aria-labelledby="settings-heading"
            className="rounded-lg border border-line bg-surface p-4"
          >
            <h2 id="settings-heading" className="mb-3 text-lg font-semibold">
              {t("sections.settings")}
            </h2>
            <form onSubmit={onSettings} noValidate className="grid gap-3">
              <SettingsFields {...settingsState} error={settingsForm.fieldError} />
              <FormError text={settingsForm.formError} />
              <div>
                <button type="submit" disabled={settingsForm.pending} className={primaryClass}>
                  {t("actions.saveSettings")}
                </button>
              </div>
            </form>
          </section>
        )}
        {entry && <History rows={entry.history} />}
      </div>
      {entry && (
        <aside className="grid content-start gap-4">
          <section
            aria-labelledby="publish-heading"
            className="grid gap-3 rounded-lg border border-line bg-surface p-4"
          >
            <h2 id="publish-heading" className="font-semibold">
              {t("sections.publishing")}
            </h2>
            <p className="text-sm">
              {t(`status.${entry.status}`)}
              {entry.publishedAt && (
                <>
                  {" · "}
                  <ClientDate iso={entry.publishedAt} />
                </>
              )}
            </p>
            {entry.status === "published" && (
              <a
                href={localizePath(contentPath(entry.kind, entry.slug), locale as Locale)}
                className="text-sm text-accent hover:underline"
              >
                {t("actions.view")}
              </a>
            )}
            <button
              type="button"
              onClick={() =>
                act((id) => accountCall("POST", api(`/${id}/publish`), locale, {}), t("saved.published"))
              }
              className={primaryClass}
            >
              {t("actions.publishNow")}
            </button>
            <Control label={t("fields.scheduleAt")} error={actionForm.fieldError("at")}>
              <input
                type="datetime-local"
                value={scheduleAt}
                onChange={(e) => setScheduleAt(e.target.value)}
                className={inputClass}
              />
            </Control>
            <button
              type="button"
              disabled={!scheduleAt}
              onClick={() =>
                act(
                  (id) =>
                    accountCall("POST", api(`/${id}/publish`), locale, {
                      at: new Date(scheduleAt).toISOString(),
                    }),
                  t("saved.scheduled"),
                )
              }
              className={buttonClass}
            >
              {t("actions.schedule")}
            </button>
            {entry.status !== "draft" && (
              <button
                type="button"
                onClick={() =>
                  act((id) => accountCall("POST", api(`/${id}/unpublish`), locale), t("saved.unpublished"))
                }
                className={buttonClass}
              >
                {t("actions.unpublish")}
              </button>
            )}
          </section>
          <section
            aria-labelledby="cover-heading"
            className="grid gap-2 rounded-lg border border-line bg-surface p-4"
          >
            <h2 id="cover-heading" className="font-semibold">
              {t("sections.cover")}
            </h2>
            {entry.cover && (
              <img
                src={entry.cover}
                alt={t("fields.currentCover")}
                width={1200}
                height={630}
                className="w-full rounded"
              />
            )}
            <Control
              label={t("fields.coverFile")}
              hint={t("fields.coverHint")}
              error={actionForm.fieldError("cover")}
            >
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(e) => upload(e.target.files?.[0])}
                className="text-sm"
              />
            </Control>
            {entry.cover && (
              <button
                type="button"
                onClick={() =>
                  act((id) => accountCall("DELETE", api(`/${id}/cover`), locale), t("saved.coverRemoved"))
                }
                className={buttonClass}
              >
                {t("actions.removeCover")}
              </button>
            )}
          </section>
          <FormError text={actionForm.formError} />
          {isAdmin && (
            <button type="button" onClick={remove} className={`${buttonClass} border-down text-down`}>
              {t("actions.delete")}
            </button>
          )}
        </aside>
      )}
    </div>
  );
}

/** Slug, related tokens and the kind's facts: shared by the new-entry form and the settings form. */
function SettingsFields(props: {
  kind: ContentKind;
  slug: string;
  setSlug: (s: string) => void;
  tokens: string;
  setTokens: (s: string) => void;
  facts: Record<string, string>;
  setFacts: (f: (old: Record<string, string>) => Record<string, string>) => void;
  chains: { id: number; name: string }[];
  error: (name: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  const tokenError =
    props.error("tokens") ?? Array.from({ length: 10 }, (_, i) => props.error(`tokens.${i}`)).find(Boolean);
  return (
    <>
      <Control label={t("fields.slug")} hint={t("fields.slugHint")} error={props.error("slug")}>
        <input
          name="slug"
          value={props.slug}
          onChange={(e) => props.setSlug(e.target.value)}
          className={inputClass}
        />
      </Control>
      <Control label={t("fields.tokens")} hint={t("fields.tokensHint")} error={tokenError}>
        <input
          name="tokens"
          value={props.tokens}
          onChange={(e) => props.setTokens(e.target.value)}
          className={inputClass}
        />
      </Control>
      <FactsFields
        kind={props.kind}
        values={props.facts}
        chains={props.chains}
        error={props.error}
        onChange={(name, value) => props.setFacts((old) => ({ ...old, [name]: value }))}
      />
    </>
  );
}

/** Who changed what and when. */
export function History({ rows }: { rows: AuditRow[] }) {
  const { t } = useTranslation("admin");
  return (
    <section aria-labelledby="history-heading" className="rounded-lg border border-line bg-surface p-4">
      <h2 id="history-heading" className="mb-3 text-lg font-semibold">
        {t("sections.history")}
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t("hints.noHistory")}</p>
      ) : (
        <ol className="divide-y divide-line text-sm">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-wrap gap-x-2 py-1.5">
              <ClientDate iso={row.at} />
              <span className="font-medium">{row.user ?? t("hints.system")}</span>
              <span>{t(`audit.${row.action}` as KeyUnder<"admin", "audit">)}</span>
              {row.locale && <span className="text-muted">({row.locale})</span>}
              <span className="text-muted">
                {row.kind}/{row.slug}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
