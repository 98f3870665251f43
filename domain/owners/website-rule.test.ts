import { describe, expect, it } from "vitest";
import { fileHolds, recordFor, recordsHold, websiteOf } from "./website-rule.ts";

const code = "3f2a9c0d4b5e6f708192a3b4c5d6e7f8";

describe("the token's website", () => {
  it("is the host of its first website link, lower-cased", () => {
    expect(
      websiteOf([
        { type: "x", url: "https://x.com/token" },
        { type: "website", url: " https://Token.Example.org/about " },
        { type: "website", url: "https://other.example" },
      ]),
    ).toEqual({ host: "token.example.org" });
    expect(websiteOf(JSON.stringify([{ type: "website", url: "https://a.example:8443/" }]))).toEqual({
      host: "a.example",
    });
  });

  it("is refused when missing, unreadable or not https", () => {
    expect(websiteOf([])).toEqual({ refusal: "no_website" });
    expect(websiteOf(null)).toEqual({ refusal: "no_website" });
    expect(websiteOf([{ type: "website", url: "" }])).toEqual({ refusal: "no_website" });
    expect(websiteOf([{ type: "website", url: "not a url" }])).toEqual({ refusal: "no_website" });
    expect(websiteOf([{ type: "website", url: "http://a.example" }])).toEqual({
      refusal: "website_not_https",
    });
  });
});

describe("the TXT record", () => {
  it("holds the code whole, in one string or split in several", () => {
    expect(recordFor(code)).toBe(`tokenatlas-verification=${code}`);
    expect(recordsHold([["v=spf1 -all"], [`tokenatlas-verification=${code}`]], code)).toBe(true);
    expect(recordsHold([["tokenatlas-verification=", code.slice(0, 10), code.slice(10)]], code)).toBe(true);
  });

  it("does not hold another code, a prefix of it, or the bare code", () => {
    expect(recordsHold([[`tokenatlas-verification=${code.slice(1)}`]], code)).toBe(false);
    expect(recordsHold([[`tokenatlas-verification=${code}0`]], code)).toBe(false);
    expect(recordsHold([[code]], code)).toBe(false);
    expect(recordsHold([], code)).toBe(false);
  });
});

describe("the .well-known file", () => {
  it("holds the code on a line of its own", () => {
    expect(fileHolds(code, code)).toBe(true);
    expect(fileHolds(`  ${code}\r\n`, code)).toBe(true);
    expect(fileHolds(`# TokenAtlas\n${code}\n`, code)).toBe(true);
  });

  it("does not hold a code inside other text", () => {
    expect(fileHolds(`code: ${code}`, code)).toBe(false);
    expect(fileHolds("", code)).toBe(false);
    expect(fileHolds(code.toUpperCase(), code)).toBe(false);
  });
});
