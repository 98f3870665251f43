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
  const text = [t("greeting"), "", sentence, "", t("notice.notYou"), "", t("signature")].join("\n");
  return { to, subject: sentence, text };
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
  const text = [t("greeting"), "", t(`${kind}.text`), "", t("signature")].join("\n");
  return { to, subject: t(`${kind}.subject`), text };
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
  const text = [
    t("greeting"),
    "",
    t(`${purpose}.intro`),
    "",
    t("codeLine", { code }),
    t("validFor"),
    "",
    t("notYou"),
    "",
    t("signature"),
  ].join("\n");
  return { to, subject: t(`${purpose}.subject`, { code }), text };
}
