import { describe, expect, it } from "vitest";
import { createTranslator, type Messages } from "../../lib/i18n/translator.ts";
import { accountCall, refusalText } from "./account-api.ts";

const messages: Messages = {
  account: { errors: { generic: "Something went wrong.", rate_limited: "Try again in {{minutes}} min." } },
  security: { errors: { reauth_required: "Confirm your password first." } },
};
const t = createTranslator("en", messages);

describe("refusal texts", () => {
  it("finds a code in the account texts, then in the security texts", () => {
    expect(refusalText(t, "reauth_required")).toBe("Confirm your password first.");
  });

  it("rounds Retry-After up to whole minutes, at least one", () => {
    expect(refusalText(t, "rate_limited", 61)).toBe("Try again in 2 min.");
    expect(refusalText(t, "rate_limited", 5)).toBe("Try again in 1 min.");
    expect(refusalText(t, "rate_limited")).toBe("Try again in 1 min.");
  });

  it("falls back to the generic text for a code without its own", () => {
    expect(refusalText(t, "no_such_code")).toBe("Something went wrong.");
  });
});

describe("a refused call", () => {
  const refusedWith = async (status: number, error: Record<string, unknown>) => {
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response(JSON.stringify({ error }), { status });
    try {
      return await accountCall("POST", "/api/user/communities/ether-1/posts", "en", {
        type: "question",
        language: "en",
        title: "Suspended?",
        body: "<p>x</p>",
        captcha: "solved",
      });
    } finally {
      globalThis.fetch = original;
    }
  };

  it("keeps the server's text of a suspension, which names its end, and no other", async () => {
    const until = "Your writing in communities is suspended until 3 December 2026.";
    expect(await refusedWith(403, { code: "suspended", message: until })).toMatchObject({
      ok: false,
      code: "suspended",
      message: until,
    });
    const other = await refusedWith(403, { code: "not_member", message: "Join first" });
    expect(other).toMatchObject({ ok: false, code: "not_member" });
    expect(other).not.toHaveProperty("message");
  });
});
