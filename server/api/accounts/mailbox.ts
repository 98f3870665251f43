import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.ts";
import { readOutbox } from "../../../domain/accounts/mailer.ts";
import { NotFound } from "../../../domain/errors.ts";
import { createTranslator, type Messages } from "../../../lib/i18n/translator.ts";
import type { Locale } from "../../../lib/locales.ts";
import { requestContext } from "../../plugins/auth.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Whether a connection comes from this machine: the socket's own peer address, which no header or proxy
 * setting can change (IPv4 loopback, also as an IPv4-mapped IPv6 address, and ::1).
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") || address === "::1";
}

/**
 * /dev/mailbox: the mail the site would have sent, newest first, for the embedded demo and development
 * (registered only when DEV_MAILBOX is on and NODE_ENV is not production; never with SMTP configured unless
 * asked for). It shows every account's codes, so it answers only connections from this machine: the server
 * listens on every interface by default.
 */
export function registerMailbox(app: FastifyInstance, db: Db, messages: (locale: Locale) => Messages) {
  app.get("/dev/mailbox", { schema: { hide: true } }, async (req, reply) => {
    if (!isLoopback(req.socket.remoteAddress)) throw new NotFound();
    const { locale } = requestContext(req);
    const t = createTranslator(locale, messages(locale), "account");
    const mails = await readOutbox(db);
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">${escapeHtml(t("mailbox.to", { to: m.recipient }))} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("");
    reply.header("cache-control", "no-store").type("text/html; charset=utf-8");
    return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(t("mailbox.title"))}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555;font-size:14px}pre{white-space:pre-wrap;font:inherit}@media (prefers-color-scheme:dark){body{color:#eee;background:#111}.meta{color:#aaa}article{border-color:#444}}</style></head><body><h1>${escapeHtml(t("mailbox.title"))}</h1><p>${escapeHtml(t("mailbox.note"))}</p>${items || `<p>${escapeHtml(t("mailbox.empty"))}</p>`}</body></html>`;
  });
}
