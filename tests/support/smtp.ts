import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string; subject: string; text: string };

const CODE = /\b(\d{6})\b/;

/**
 * A real SMTP server on an ephemeral port: the app sends through it with nodemailer, the test reads what
 * arrived.
 */
export async function startSmtp() {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = session.envelope.rcptTo.map((r) => r.address).join(",");
          mails.push({ to, subject: parsed.subject ?? "", text: parsed.text ?? "" });
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  /**
   * The newest mail to an address (that `match` accepts) that arrived after `after` mails in all; waits up
   * to 5 s for it.
   */
  async function mailTo(
    address: string,
    after = 0,
    match: (mail: ReceivedMail) => boolean = () => true,
  ): Promise<ReceivedMail> {
    const deadline = Date.now() + 5_000;
    for (;;) {
      const found = mails.slice(after).findLast((m) => m.to === address && match(m));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    mailTo,
    /** The six-digit code in the newest mail to the address that has one (notices have none). */
    async codeFor(address: string, after = 0): Promise<string> {
      const mail = await mailTo(address, after, (m) => CODE.test(m.text));
      return CODE.exec(mail.text)?.[1] ?? "";
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
