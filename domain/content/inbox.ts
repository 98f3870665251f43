import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { CONTRACT_ADDRESS } from "../../lib/address.ts";
import type { Limits } from "../accounts/limits.ts";
import type { Mailer } from "../accounts/mailer.ts";
import { parse } from "../fields.ts";

export const contactTopics = ["general", "partnership", "press", "bug", "other"] as const;

const sender = {
  name: z.string().trim().min(1).max(100),
  email: z.email().trim().toLowerCase().max(320),
};

const contactInput = z.object({
  ...sender,
  topic: z.enum(contactTopics),
  message: z.string().trim().min(10).max(5000),
});

const listingInput = z.object({
  ...sender,
  projectName: z.string().trim().min(1).max(100),
  chainId: z.coerce.number().int().positive(),
  address: z.string().trim().regex(CONTRACT_ADDRESS),
  website: z.url({ protocol: /^https?$/ }).max(300),
  message: z.string().trim().max(5000).default(""),
});

export type InboxKind = "contact" | "listing";

/**
 * Messages from the contact form and listing requests: checked per field, limited per address and sender,
 * stored, and mailed to the team in the same step (a message that cannot be mailed is not kept, so the sender
 * can try again).
 */
export function createInbox(
  db: Db,
  { mailer, limits, teamAddress }: { mailer: Mailer; limits: Limits; teamAddress: string },
) {
  async function keep(
    kind: InboxKind,
    row: Omit<typeof contactMessages.$inferInsert, "kind">,
    ip: string,
    mail: { subject: string; text: string },
  ) {
    await limits.consume("message", ip, row.email);
    const [saved] = await db
      .insert(contactMessages)
      .values({ kind, ...row })
      .returning({ id: contactMessages.id });
    try {
      // Not in a transaction with the insert: the outbox mailer writes through the same embedded database.
      await mailer.send({ to: teamAddress, subject: mail.subject, text: mail.text });
    } catch (error) {
      await db.delete(contactMessages).where(eq(contactMessages.id, saved.id));
      throw error;
    }
    return saved.id;
  }

  return {
    async contact(input: unknown, { locale, ip }: { locale: string; ip: string }): Promise<number> {
      const m = parse(contactInput, input);
      return keep(
        "contact",
        { name: m.name, email: m.email, topic: m.topic, message: m.message, locale },
        ip,
        {
          subject: `[TokenAtlas] ${m.topic}: ${m.name}`,
          text: `From: ${m.name} <${m.email}>\nTopic: ${m.topic}\nLanguage: ${locale}\n\n${m.message}\n`,
        },
      );
    },

    async listing(input: unknown, { locale, ip }: { locale: string; ip: string }): Promise<number> {
      const m = parse(listingInput, input);
      const details = {
        projectName: m.projectName,
        chainId: String(m.chainId),
        address: m.address,
        website: m.website,
      };
      return keep(
        "listing",
        { name: m.name, email: m.email, topic: "listing", message: m.message, details, locale },
        ip,
        {
          subject: `[TokenAtlas] Listing request: ${m.projectName}`,
          text: `From: ${m.name} <${m.email}>\nProject: ${m.projectName}\nChain: ${m.chainId}\nContract: ${m.address}\nWebsite: ${m.website}\nLanguage: ${locale}\n\n${m.message}\n`,
        },
      );
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
