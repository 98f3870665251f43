import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import type { ModerationAction } from "../../domain/communities/moderation.ts";
import { postPath } from "../../lib/community-paths.ts";
import { ClientDate } from "../components/ui/client-date.tsx";
import { buttonClass, Control, FormError, inputClass, primaryClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { PageHeader } from "../components/ui/page-header.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { ADMIN_REFUSALS } from "../features/admin/components/entry-editor.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/admin-communities";
import { guarded } from "./parts/guards.server.ts";

/**
 * `/admin/communities`: reported posts and answers, the most recently reported first, hidden, restored or their
 * reports dismissed; and the members whose writing is suspended (docs/product.md, Communities).
 */
export const loader = guarded("editor", async ({ context, url }: Route.LoaderArgs, caller) => {
  const { services, t, seo, i18n } = pageContext(context);
  const cursor = url.searchParams.get("cursor");
  // A cursor that is not one of the queue's reads as the first page.
  const valid = cursor !== null && /^[1-9]\d{0,8}$/.test(cursor) ? cursor : undefined;
  const [queue, suspensions] = await Promise.all([
    services.moderation.queue(caller, valid),
    services.moderation.suspensions(caller),
  ]);
  return {
    queue,
    suspensions,
    seo: seo({
      title: t("admin:moderation.title"),
      description: t("admin:moderation.description"),
      path: "/admin/communities",
      noindex: true,
      crumbs: [
        { name: t("admin:desk.title"), path: "/admin" },
        { name: t("admin:moderation.title"), path: "/admin/communities" },
      ],
    }),
    i18n: i18n("admin", "community"),
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

type Item = Route.ComponentProps["loaderData"]["queue"]["data"][number];

/** Hide or restore the item, or dismiss its reports; the queue is read again after. */
function Decisions({ item }: { item: Item }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const notify = useNotify();
  const revalidator = useRevalidator();
  const decide = async (action: ModerationAction) => {
    // The three decisions take the same body; the client's types know each path on its own.
    const path =
      `/api/admin/communities/posts/${item.postId}/${action}` as `/api/admin/communities/posts/${number}/hide`;
    const body = item.answerId === null ? {} : { answerId: item.answerId };
    if (await form.submit(() => accountCall("POST", path, locale, body))) {
      notify({ type: "success", message: t("moderation.done") });
      revalidator.revalidate();
    }
  };
  const actions: ModerationAction[] = [item.hidden ? "restore" : "hide", "dismiss"];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          disabled={form.pending}
          onClick={() => decide(action)}
          className={action === "hide" ? primaryClass : buttonClass}
        >
          {t(`moderation.${action}`)}
        </button>
      ))}
      <FormError text={form.formError} />
    </div>
  );
}

function ReportedItem({ item }: { item: Item }) {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("community");
  const link = `${postPath(item.token.slug, item.postId)}${item.answerId ? `#answer-${item.answerId}` : ""}`;
  return (
    <li data-testid="reported-item" className="grid gap-2 p-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <LocalLink to={link} className="min-w-0 font-medium break-words text-accent hover:underline">
          {item.answerId === null ? item.title : t("moderation.answerIn", { title: item.title })}
        </LocalLink>
        <span className="text-muted">
          {item.token.name} ({item.token.symbol})
        </span>
        <span className="text-muted">{item.author.nickname ?? tc("post.formerMember")}</span>
        {item.hidden ? <span className="text-down">{t("moderation.hidden")}</span> : null}
        {item.deleted ? <span className="text-muted">{t("moderation.deleted")}</span> : null}
      </p>
      <p className="break-words text-muted">{item.excerpt}</p>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        <span className="font-medium">{t("moderation.reports", { count: item.reports })}</span>
        <span>{item.reasons.map((reason) => tc(`report.reasons.${reason}`)).join(", ")}</span>
        <ClientDate iso={item.lastReportedAt} />
      </p>
      {item.notes.length > 0 ? (
        <ul className="grid gap-1 border-l border-line pl-3 text-xs text-muted">
          {item.notes.map((note) => (
            <li key={note} className="break-words">
              {note}
            </li>
          ))}
        </ul>
      ) : null}
      <Decisions item={item} />
    </li>
  );
}

/** Suspends a member by nickname until a day (UTC), or until lifted when left empty. */
function Suspend() {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const notify = useNotify();
  const revalidator = useRevalidator();
  const [nickname, setNickname] = useState("");
  const [until, setUntil] = useState("");
  const [reason, setReason] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!nickname.trim()) return form.setFieldError("nickname", "required");
    const path = `/api/admin/communities/suspensions/${encodeURIComponent(nickname.trim())}` as const;
    const body = { reason, ...(until ? { until: `${until}T00:00:00Z` } : {}) };
    if (await form.submit(() => accountCall("POST", path, locale, body))) {
      notify({ type: "success", message: t("moderation.done") });
      setNickname("");
      setUntil("");
      setReason("");
      revalidator.revalidate();
    }
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="suspend-form"
      className="mb-4 grid gap-3 rounded-lg border border-line bg-surface p-4 sm:grid-cols-3"
    >
      <Control label={t("moderation.nickname")} error={form.fieldError("nickname")}>
        <input
          type="text"
          value={nickname}
          onChange={(e) => setNickname(e.target.value)}
          className={inputClass}
        />
      </Control>
      <Control label={t("moderation.until")} error={form.fieldError("until")}>
        <input type="date" value={until} onChange={(e) => setUntil(e.target.value)} className={inputClass} />
      </Control>
      <Control label={t("moderation.reason")} error={form.fieldError("reason")}>
        <input
          type="text"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={inputClass}
        />
      </Control>
      <div className="flex items-center justify-end gap-3 sm:col-span-3">
        <FormError text={form.formError} />
        <button type="submit" disabled={form.pending} className={primaryClass}>
          {t("moderation.suspend")}
        </button>
      </div>
    </form>
  );
}

function Lift({ nickname }: { nickname: string }) {
  const { t, locale } = useTranslation("admin");
  const form = useFormCall({ namespaces: ADMIN_REFUSALS });
  const revalidator = useRevalidator();
  async function lift() {
    const path = `/api/admin/communities/suspensions/${encodeURIComponent(nickname)}` as const;
    if (await form.submit(() => accountCall("DELETE", path, locale))) revalidator.revalidate();
  }
  return (
    <>
      <button
        type="button"
        onClick={lift}
        disabled={form.pending}
        aria-label={`${t("moderation.lift")}: ${nickname}`}
        className={buttonClass}
      >
        {t("moderation.lift")}
      </button>
      <FormError text={form.formError} />
    </>
  );
}

export default function AdminCommunities({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { queue, suspensions } = loaderData;
  return (
    <>
      <PageHeader seo={loaderData.seo} />
      {queue.data.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-8 text-center text-muted">
          {t("moderation.empty")}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {queue.data.map((item) => (
            <ReportedItem key={`${item.postId}-${item.answerId ?? 0}`} item={item} />
          ))}
        </ul>
      )}
      {queue.nextCursor ? (
        <LocalLink
          to={`/admin/communities?cursor=${queue.nextCursor}`}
          className="mt-3 inline-block text-sm text-accent hover:underline"
        >
          {t("moderation.more")}
        </LocalLink>
      ) : null}
      <h2 className="mt-8 mb-3 text-lg font-semibold">{t("moderation.suspensions")}</h2>
      <Suspend />
      {suspensions.length === 0 ? (
        <p className="text-sm text-muted">{t("moderation.noSuspensions")}</p>
      ) : (
        <ul className="divide-y divide-line rounded-lg border border-line bg-surface">
          {suspensions.map((s) => (
            <li key={s.nickname} className="flex flex-wrap items-center gap-x-4 gap-y-1 p-3 text-sm">
              <span className="font-medium">{s.nickname}</span>
              <span className="text-muted">
                {s.until ? <ClientDate iso={s.until} /> : t("moderation.untilLifted")}
              </span>
              <span className="min-w-0 break-words">{s.reason}</span>
              <span className="sm:ml-auto">
                <Lift nickname={s.nickname} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <LocalLink to="/admin" className="mt-6 inline-block text-sm text-accent hover:underline">
        {t("desk.back")}
      </LocalLink>
    </>
  );
}
