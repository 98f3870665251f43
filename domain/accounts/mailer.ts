/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise the outbox table, which development
 * shows at /dev/mailbox. Texts come from the `email` catalog in the recipient's language.
 */
import { desc } from "drizzle-orm";
import { createTransport } from "nodemailer";
import type { Db } from "../../db/client.ts";
import { outbox } from "../../db/schema/index.ts";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import type { CodePurpose } from "./codes.ts";

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void>; close(): void };

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transport.close(),
  };
}

/** Keeps mail in the outbox table; `echo` also hands each mail to whoever runs the server. */
export function createOutboxMailer(db: Db, echo?: (mail: Mail) => void): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({ recipient: mail.to, subject: mail.subject, text: mail.text });
      echo?.(mail);
    },
    close() {},
  };
}

/** The newest mail kept in the outbox (development only). */
export const readOutbox = (db: Db, limit = 50) =>
  db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);

/**
 * The text of every mail the site sends: the greeting, the paragraphs a blank line apart (one may hold several
 * lines; a null one is left out), then the signature, from the `email` catalog `t` reads.
 */
export function mailText(
  t: (key: "greeting" | "signature") => string,
  paragraphs: (string | null)[],
): string {
  return [t("greeting"), ...paragraphs.filter((paragraph) => paragraph !== null), t("signature")].join(
    "\n\n",
  );
}

/** A change to the account that its address hears about, so its owner notices one they did not make. */
export type NoticeKind =
  | "password"
  | "email"
  | "twoFactorOn"
  | "twoFactorOff"
  | "tokenCreated"
  | "tokenRevoked";

/** A notice of a change to the account, in the recipient's language; `values` fill the sentence. */
export function noticeMail(
  messages: Messages,
  locale: string,
  to: string,
  kind: NoticeKind,
  values: Record<string, string> = {},
): Mail {
  const t = createTranslator(locale, messages, "email");
  const sentence = t(`notice.${kind}`, values);
  return { to, subject: sentence, text: mailText(t, [sentence, t("notice.notYou")]) };
}

/**
 * The mail an address that already has an account gets instead of a code: someone tried to register it
 * (`accountExists`) or to make it another account's email (`addressInUse`).
 */
export function addressTakenMail(
  messages: Messages,
  locale: string,
  to: string,
  kind: "accountExists" | "addressInUse",
): Mail {
  const t = createTranslator(locale, messages, "email");
  return { to, subject: t(`${kind}.subject`), text: mailText(t, [t(`${kind}.text`)]) };
}

/** A code email in the recipient's language. */
export function codeMail(
  messages: Messages,
  locale: string,
  to: string,
  purpose: CodePurpose,
  code: string,
): Mail {
  const t = createTranslator(locale, messages, "email");
  const text = mailText(t, [
    t(`${purpose}.intro`),
    `${t("codeLine", { code })}\n${t("validFor")}`,
    t("notYou"),
  ]);
  return { to, subject: t(`${purpose}.subject`, { code }), text };
}
