import { describe, expect, it } from "vitest";
import { createTranslator } from "../../lib/i18n/translator.ts";
import { loadMessages } from "../../server/messages.ts";
import { cascadeMail, INVITATION_PATH, INVITATION_TTL_MS, invitationMail, TEAM_MAX } from "./team.ts";

describe("team invitations", () => {
  it("last 7 days and count at most 10 owners and invitations together", () => {
    expect(INVITATION_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(TEAM_MAX).toBe(10);
    expect(INVITATION_PATH).toBe("/cabinet/tokens/invitation");
  });

  it("mail the inviter, the token and the link in the language given, in order", () => {
    const messages = loadMessages();
    for (const locale of ["en", "ru", "ja"] as const) {
      const t = createTranslator(locale, messages[locale], "email");
      const url = `https://tokenatlas.example/${locale}/cabinet/tokens/invitation?code=abc`;
      const mail = invitationMail(messages[locale], locale, "mate@example.test", {
        token: "Harbour Lantern",
        inviter: "lead7",
        url,
      });
      expect(mail).toEqual({
        to: "mate@example.test",
        subject: t("ownerInvitation.subject", { token: "Harbour Lantern" }),
        text: [
          t("greeting"),
          "",
          t("ownerInvitation.intro", { token: "Harbour Lantern", inviter: "lead7" }),
          "",
          t("ownerInvitation.next", { url }),
          "",
          t("ownerInvitation.expiry"),
          "",
          t("signature"),
        ].join("\n"),
      });
      expect(mail.text).toContain(url);
      expect(mail.text).toContain("lead7");
    }
  });

  it("tell an owner whose ownership ended with their inviter's why, by the cause, with the cabinet's link", () => {
    const messages = loadMessages();
    for (const locale of ["en", "de", "ru"] as const) {
      const t = createTranslator(locale, messages[locale], "email");
      const cabinetUrl = `https://tokenatlas.example/${locale}/cabinet`;
      for (const cause of ["revoked", "left"] as const) {
        const mail = cascadeMail(messages[locale], locale, "mate@example.test", {
          token: "Harbour Lantern",
          cause,
          cabinetUrl,
        });
        expect(mail).toEqual({
          to: "mate@example.test",
          subject: t("ownerCascade.subject", { token: "Harbour Lantern" }),
          text: [
            t("greeting"),
            "",
            t(`ownerCascade.${cause}`, { token: "Harbour Lantern" }),
            "",
            t("ownerCascade.next", { url: cabinetUrl }),
            "",
            t("signature"),
          ].join("\n"),
        });
      }
      expect(t("ownerCascade.revoked", { token: "X" })).not.toBe(t("ownerCascade.left", { token: "X" }));
    }
  });
});
