import { describe, expect, it } from "vitest";
import type { DomainError } from "../errors.ts";
import { parseReport, parseSuspension, suspensionMessage } from "./moderation-rules.ts";

const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as DomainError).fields;
  }
  throw new Error("no refusal");
};

describe("parseReport", () => {
  it("keeps the reason, trims the note and reads an empty note as none", () => {
    expect(parseReport({ reason: "scam", note: "  Fake airdrop link.  " })).toEqual({
      answerId: null,
      reason: "scam",
      note: "Fake airdrop link.",
    });
    expect(parseReport({ reason: "off_topic", note: "   ", answerId: 7 })).toEqual({
      answerId: 7,
      reason: "off_topic",
      note: null,
    });
  });

  it("refuses an unknown reason and a note over 500 characters once trimmed", () => {
    expect(fieldsOf(() => parseReport({ reason: "boring" }))).toEqual({ reason: "invalid" });
    expect(fieldsOf(() => parseReport({}))).toEqual({ reason: "required" });
    expect(parseReport({ reason: "other", note: ` ${"x".repeat(500)} ` }).note).toHaveLength(500);
    expect(fieldsOf(() => parseReport({ reason: "other", note: "x".repeat(501) }))).toEqual({
      note: "too_long",
    });
  });
});

describe("parseSuspension", () => {
  const now = new Date("2026-11-28T10:00:00Z");

  it("takes an end in the future, or none for a suspension until lifted", () => {
    expect(parseSuspension({ reason: " Spam links ", until: "2026-12-01T00:00:00+02:00" }, now)).toEqual({
      reason: "Spam links",
      until: new Date("2026-11-30T22:00:00Z"),
    });
    expect(parseSuspension({ reason: "Abuse", until: null }, now)).toEqual({ reason: "Abuse", until: null });
  });

  it("refuses an end that is not later than now, a malformed end and a missing reason", () => {
    expect(fieldsOf(() => parseSuspension({ reason: "x", until: "2026-11-28T10:00:00Z" }, now))).toEqual({
      until: "in_past",
    });
    expect(fieldsOf(() => parseSuspension({ reason: "x", until: "next week" }, now))).toEqual({
      until: "invalid",
    });
    expect(fieldsOf(() => parseSuspension({ reason: "  " }, now))).toEqual({ reason: "required" });
  });
});

describe("suspensionMessage", () => {
  const t = (key: string, vars?: { date: string }) => (vars ? `${key} ${vars.date}` : key);
  const now = new Date("2026-11-28T10:00:00Z");

  it("names the end in the member's language and in UTC, or says it lasts until lifted", () => {
    const until = { until: "2027-03-01T12:00:00.000Z", reason: "Spam" };
    expect(suspensionMessage(t, until, "de", now)).toBe(
      "community:moderation.suspendedUntil 1. März 2027, 12:00 UTC",
    );
    expect(suspensionMessage(t, until, "en", now)).toBe(
      "community:moderation.suspendedUntil 1 Mar 2027, 12:00 UTC",
    );
    expect(suspensionMessage(t, { until: null, reason: "Abuse" }, "ja", now)).toBe(
      "community:moderation.suspendedIndefinitely",
    );
  });
});
