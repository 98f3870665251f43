import { type FormEvent, type ReactNode, useState } from "react";
import { type DigestFrequency, digestFrequencies } from "../../lib/community-digest.ts";
import { postPath } from "../../lib/community-paths.ts";
import { ClientDate, MARK } from "../components/ui/client-date.tsx";
import { inputClass } from "../components/ui/control.tsx";
import { LocalLink } from "../components/ui/local-link.tsx";
import { useFormCall } from "../components/ui/use-form-call.ts";
import { SubmitButton } from "../features/account/components/auth-card.tsx";
import { FavoriteButton } from "../features/account/components/favorite-button.tsx";
import { PasswordField } from "../features/account/components/field.tsx";
import { NicknameField } from "../features/account/components/nickname-field.tsx";
import { SecuritySettings } from "../features/account/components/security/security-settings.tsx";
import { BlockButton } from "../features/community/components/block-button.tsx";
import { LiveQuote } from "../features/market/components/live-quote.tsx";
import { useTranslation } from "../i18n/i18n.tsx";
import { accountCall, refusalText } from "../runtime/account-api.ts";
import { pageContext } from "../seo/page.server.ts";
import { pageMeta } from "../seo/seo.ts";
import { useConfirm, useNotify } from "../shell/shell-context.tsx";
import type { Route } from "./+types/cabinet";
import { guarded } from "./parts/guards.server.ts";

export const loader = guarded("auth", async ({ context, url }: Route.LoaderArgs, { caller, account }) => {
  const { services, t, seo, i18n } = pageContext(context);
  const [favorites, sessions, news, blocked, digest] = await Promise.all([
    services.favorites.list(caller),
    services.accounts.sessions(caller),
    services.communityTracking.notifications(caller),
    services.communityBlocks.list(caller),
    services.communityDigest.setting(caller),
  ]);
  return {
    seo: seo({ title: t("account:cabinet.title"), description: "", path: "/cabinet", noindex: true }),
    i18n: i18n("account", "security", "compare", "community:unblock"),
    account,
    reauthFresh: services.accounts.reauthFresh(caller),
    googleSignIn: services.googleSignIn,
    /** A refusal code the Google linking flow came back with. */
    error: url.searchParams.get("error"),
    favorites: favorites.map((f) => ({
      slug: f.slug,
      name: f.name,
      symbol: f.symbol,
      address: f.address,
      chainId: f.chainId,
      price: f.price,
      change24h: f.change24h,
      trades24: f.trades24,
    })),
    sessions,
    news: news.items.map((post) => ({
      path: postPath(post.token.slug, post.id),
      title: post.title,
      language: post.language,
      token: `${post.token.name} (${post.token.symbol})`,
      unseen: post.viewer?.unseen ?? 0,
    })),
    blocked,
    digest,
  };
});

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.seo);

const section = "grid grid-cols-1 content-start gap-3 rounded-lg border border-line bg-surface p-4";

/**
 * A cabinet card that lists things: its heading, then the list or what it says when there is nothing, then
 * what the card offers either way (`after`).
 */
function ListCard({
  id,
  title,
  empty,
  testId,
  after,
  children,
}: {
  id: string;
  title: string;
  /** Shown instead of the list when there is nothing in it. */
  empty: string | null;
  testId?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={section} aria-labelledby={`${id}-heading`} data-testid={testId}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {empty === null ? children : <p className="text-muted">{empty}</p>}
      {after}
    </section>
  );
}

function NicknameForm({ current }: { current: string }) {
  const { t, locale } = useTranslation("account");
  const notify = useNotify();
  const form = useFormCall();
  const [nickname, setNickname] = useState(current);
  const [saved, setSaved] = useState(current);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (!nickname) return form.setFieldError("nickname", "required");
    if (await form.submit(() => accountCall("PUT", "/api/user/nickname", locale, { nickname }))) {
      setSaved(nickname);
      notify({ type: "success", message: t("cabinet.nicknameSaved") });
    }
  }
  return (
    <form noValidate onSubmit={save} className="grid gap-3">
      {form.formError && <p role="alert">{form.formError}</p>}
      <NicknameField
        value={nickname}
        own={saved}
        onChange={setNickname}
        error={form.fieldError("nickname")}
      />
      <div>
        <SubmitButton pending={form.pending}>{t("cabinet.save")}</SubmitButton>
      </div>
    </form>
  );
}

/** How often the member's email digest of tracked news goes out (docs/product.md, Communities). */
function DigestForm({ current }: { current: DigestFrequency }) {
  const { t, locale } = useTranslation("account");
  const notify = useNotify();
  const form = useFormCall();
  const [frequency, setFrequency] = useState(current);
  async function save(event: FormEvent) {
    event.preventDefault();
    if (await form.submit(() => accountCall("PUT", "/api/user/communities/digest", locale, { frequency }))) {
      notify({ type: "success", message: t("cabinet.digest.saved") });
    }
  }
  return (
    <form
      noValidate
      onSubmit={save}
      data-testid="digest-form"
      className="grid gap-2 border-t border-line pt-3"
    >
      {form.formError && <p role="alert">{form.formError}</p>}
      <label htmlFor="digest-frequency" className="text-sm font-medium">
        {t("cabinet.digest.label")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id="digest-frequency"
          name="frequency"
          value={frequency}
          onChange={(e) => setFrequency(e.target.value as DigestFrequency)}
          className={`${inputClass} w-auto`}
        >
          {digestFrequencies.map((value) => (
            <option key={value} value={value}>
              {t(`cabinet.digest.${value}`)}
            </option>
          ))}
        </select>
        <SubmitButton pending={form.pending}>{t("cabinet.save")}</SubmitButton>
      </div>
      <p className="text-xs text-muted">{t("cabinet.digest.hint")}</p>
    </form>
  );
}

/** `onChanged` runs after a change: the other sessions have ended and this one was renewed by then. */
function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t, locale } = useTranslation("account");
  const notify = useNotify();
  const form = useFormCall();
  const empty = { password_old: "", password: "", password_confirmation: "" };
  const [values, setValues] = useState(empty);
  const set = (name: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [name]: value }));
  async function save(event: FormEvent) {
    event.preventDefault();
    for (const name of Object.keys(empty) as (keyof typeof empty)[]) {
      if (!values[name]) return form.setFieldError(name, "required");
    }
    if (await form.submit(() => accountCall("PUT", "/api/user/password", locale, values))) {
      setValues(empty);
      notify({ type: "success", message: t("cabinet.passwordSaved") });
      onChanged();
    }
  }
  return (
    <form noValidate onSubmit={save} className="grid gap-3">
      {form.formError && <p role="alert">{form.formError}</p>}
      <PasswordField
        label={t("fields.passwordOld")}
        name="password_old"
        value={values.password_old}
        onChange={set("password_old")}
        error={form.fieldError("password_old")}
      />
      <PasswordField
        chosen
        label={t("fields.passwordNew")}
        value={values.password}
        onChange={set("password")}
        error={form.fieldError("password")}
      />
      <PasswordField
        chosen
        label={t("fields.passwordConfirmation")}
        name="password_confirmation"
        value={values.password_confirmation}
        onChange={set("password_confirmation")}
        error={form.fieldError("password_confirmation")}
      />
      <div>
        <SubmitButton pending={form.pending}>{t("cabinet.changePassword")}</SubmitButton>
      </div>
    </form>
  );
}

type Session = Route.ComponentProps["loaderData"]["sessions"][number];

function Sessions({ sessions, onEnded }: { sessions: Session[]; onEnded: (id: number) => void }) {
  const { t, locale } = useTranslation("account");
  const confirm = useConfirm();
  const notify = useNotify();
  async function end(session: Session) {
    const accepted = await confirm(t("cabinet.endSessionConfirm")).catch(() => false);
    if (!accepted) return;
    const result = await accountCall("DELETE", `/api/user/sessions/${session.id}`, locale);
    if (!result.ok) return notify({ type: "error", message: t("errors.generic") });
    notify({ type: "success", message: t("cabinet.sessionEnded") });
    onEnded(session.id);
  }
  return (
    <ul className="grid gap-2">
      {sessions.map((s) => (
        <li
          key={s.id}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-line p-3"
        >
          <div className="min-w-0 flex-1">
            <p className="font-medium break-words">
              {s.kind === "api"
                ? `${t("cabinet.apiToken")}: ${s.name ?? ""}`
                : (s.userAgent ?? t("cabinet.unknownDevice"))}
            </p>
            <p className="text-sm text-muted">
              {s.ip ? `${s.ip} · ` : ""}
              <ClientDate template={t("cabinet.started", { when: MARK })} iso={s.createdAt} />
              {" · "}
              <ClientDate template={t("cabinet.lastActive", { when: MARK })} iso={s.lastSeenAt} />
            </p>
          </div>
          {s.current ? (
            <span className="rounded-full bg-up/15 px-2 py-0.5 text-sm">{t("cabinet.thisDevice")}</span>
          ) : (
            <button
              type="button"
              onClick={() => end(s)}
              className="rounded-md border border-line px-3 py-1.5 text-sm"
            >
              {t("cabinet.endSession")}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export default function Cabinet({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation("account");
  const { favorites } = loaderData;
  const [account, setAccount] = useState(loaderData.account);
  const [sessions, setSessions] = useState(loaderData.sessions);
  async function reloadSessions() {
    const result = await accountCall("GET", "/api/user/sessions", locale);
    if (result.ok) setSessions(result.data);
  }
  async function signOut() {
    await accountCall("POST", "/api/auth/logout", locale);
    window.location.assign(locale === "en" ? "/" : `/${locale}`);
  }
  return (
    <div className="grid grid-cols-1 gap-4 py-2 break-words">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold">{t("cabinet.heading")}</h1>
          <p className="text-muted">{t("cabinet.signedInAs", { email: account.email })}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LocalLink
            to="/cabinet/tokens"
            className="rounded-md border border-line px-3 py-2 hover:border-accent"
          >
            {t("cabinet.ownTokens")}
          </LocalLink>
          <LocalLink
            to="/last-viewed"
            className="rounded-md border border-line px-3 py-2 hover:border-accent"
          >
            {t("compare:lastViewed.title")}
          </LocalLink>
          <LocalLink to="/compare" className="rounded-md border border-line px-3 py-2 hover:border-accent">
            {t("compare:compare.title")}
          </LocalLink>
          <button type="button" onClick={signOut} className="rounded-md border border-line px-3 py-2">
            {t("cabinet.signOut")}
          </button>
        </div>
      </div>
      {loaderData.error && (
        <p role="alert" className="rounded-md border border-down/50 bg-down/10 px-3 py-2 text-sm">
          {refusalText(t, loaderData.error)}
        </p>
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <ListCard
          id="favorites"
          title={t("cabinet.favorites")}
          empty={favorites.length === 0 ? t("cabinet.favoritesEmpty") : null}
        >
          <ul className="grid gap-1">
            {favorites.map((f) => (
              <li key={f.slug} className="flex items-center gap-2">
                <FavoriteButton slug={f.slug} name={f.name} />
                <LocalLink to={`/token/${f.slug}`} className="min-w-0 flex-1 truncate hover:underline">
                  {f.name} <span className="text-muted">{f.symbol}</span>
                </LocalLink>
                <LiveQuote
                  address={f.address}
                  chainId={f.chainId}
                  price={f.price}
                  change24h={f.change24h}
                  trades24={f.trades24}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        </ListCard>
        <ListCard
          id="news"
          testId="cabinet-news"
          title={t("cabinet.news")}
          empty={loaderData.news.length === 0 ? t("cabinet.newsEmpty") : null}
          after={<DigestForm current={loaderData.digest} />}
        >
          <ul className="grid gap-2">
            {loaderData.news.map((item) => (
              <li key={item.path} className="grid gap-0.5">
                <span className="text-xs text-muted">{item.token}</span>
                <span className="flex flex-wrap items-center gap-2">
                  <LocalLink to={item.path} lang={item.language} className="min-w-0 hover:underline">
                    {item.title}
                  </LocalLink>
                  <span className="rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-bg">
                    {t("cabinet.newsCount", { count: item.unseen })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </ListCard>
        <ListCard
          id="blocked"
          testId="cabinet-blocked"
          title={t("cabinet.blocked")}
          empty={loaderData.blocked.length === 0 ? t("cabinet.blockedEmpty") : null}
        >
          <ul className="grid gap-1">
            {loaderData.blocked.map((nickname) => (
              <li key={nickname} className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{nickname}</span>
                <BlockButton nickname={nickname} blocked />
              </li>
            ))}
          </ul>
        </ListCard>
        <section className={section} aria-labelledby="profile-heading">
          <h2 id="profile-heading" className="text-lg font-semibold">
            {t("cabinet.profile")}
          </h2>
          <NicknameForm current={account.nickname ?? ""} />
        </section>
        <section className={section} aria-labelledby="password-heading">
          <h2 id="password-heading" className="text-lg font-semibold">
            {t("cabinet.password")}
          </h2>
          <PasswordForm onChanged={reloadSessions} />
        </section>
        <section className={section} aria-labelledby="security-heading">
          <h2 id="security-heading" className="text-lg font-semibold">
            {t("security:heading")}
          </h2>
          <SecuritySettings
            account={account}
            onAccount={(changed) => {
              // Security changes end the other sessions and renew this one.
              setAccount(changed);
              void reloadSessions();
            }}
            reauthFresh={loaderData.reauthFresh}
            googleSignIn={loaderData.googleSignIn}
            onTokenCreated={reloadSessions}
          />
        </section>
        <section className={section} aria-labelledby="sessions-heading">
          <h2 id="sessions-heading" className="text-lg font-semibold">
            {t("cabinet.sessions")}
          </h2>
          <p className="text-sm text-muted">{t("cabinet.sessionsIntro")}</p>
          <Sessions
            sessions={sessions}
            onEnded={(id) => setSessions((list) => list.filter((s) => s.id !== id))}
          />
        </section>
      </div>
    </div>
  );
}
