import { describe, expect, it } from "vitest";
import {
  isExternalTarget,
  isRedirectable,
  isSitePath,
  loopOf,
  MAX_HOPS,
  MAX_PATH_LENGTH,
  normalizePath,
  normalizeTarget,
  type RuleLink,
  resolveChain,
} from "./rule-paths.ts";

const links = (...rules: [string, string, boolean?][]) =>
  new Map<string, RuleLink>(
    rules.map(([source, target, permanent = true]) => [source, { target, permanent }]),
  );

describe("site paths", () => {
  it("takes a path starting with one slash, up to the length bound", () => {
    expect(isSitePath("/news/old")).toBe(true);
    expect(isSitePath("/")).toBe(true);
    expect(isSitePath(`/${"a".repeat(MAX_PATH_LENGTH - 1)}`)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["relative", "news/old"],
    ["another host", "//evil.example/x"],
    ["a backslash host", "/\\evil.example"],
    ["a NUL", "/news/\u0000old"],
    ["a line break", "/news/\nold"],
    ["a DEL", "/news/\u007f"],
    ["a query", "/news/old?x=1"],
    ["a fragment", "/news/old#top"],
    ["an absolute URL", "https://example.com/x"],
    ["too long", `/${"a".repeat(MAX_PATH_LENGTH)}`],
  ])("refuses %s", (_name, value) => {
    expect(isSitePath(value)).toBe(false);
    expect(normalizePath(value)).toBeNull();
  });

  it("normalises: percent-encoding, dot segments, trailing slashes and the locale prefix", () => {
    expect(normalizePath("/de/news/old/")).toEqual({ locale: "de", path: "/news/old" });
    expect(normalizePath("/zh-tw/faq/x")).toEqual({ locale: "zh-tw", path: "/faq/x" });
    expect(normalizePath("/en/news/old")).toEqual({ locale: "en", path: "/news/old" });
    expect(normalizePath("/news/café")).toEqual({ locale: null, path: "/news/caf%C3%A9" });
    expect(normalizePath("/news/a/../b")).toEqual({ locale: null, path: "/news/b" });
    expect(normalizePath("/xx/news")).toEqual({ locale: null, path: "/xx/news" });
    expect(normalizePath("/de")).toEqual({ locale: "de", path: "/" });
  });

  it("refuses a path that only resolves to another host", () => {
    expect(normalizePath("/.//evil.example")).toBeNull();
  });

  it("keeps the home page, the desk and the API out of reach of rules", () => {
    for (const path of ["/", "/admin", "/admin/users", "/api/tokens", "/assets/x.js"])
      expect(isRedirectable(path), path).toBe(false);
    expect(isRedirectable("/administration")).toBe(true);
    expect(isRedirectable("/news/old")).toBe(true);
  });
});

describe("targets", () => {
  it("takes a site path, stored without its prefix, or an https address as it is", () => {
    expect(normalizeTarget("/de/news/new/")).toBe("/news/new");
    expect(normalizeTarget("https://example.com/a?b=1")).toBe("https://example.com/a?b=1");
  });

  it.each([
    "http://example.com/",
    "javascript:alert(1)",
    "https://user:secret@example.com/",
    "https://",
    "https://exa mple.com/",
    "ftp://example.com/",
    "//example.com/",
    "news/new",
  ])("refuses %s", (value) => {
    expect(normalizeTarget(value)).toBeNull();
  });

  it("refuses an external address beyond its bound", () => {
    expect(isExternalTarget(`https://example.com/${"a".repeat(2000)}`)).toBe(false);
  });
});

describe("chains", () => {
  it("follows A → B → C to C", () => {
    expect(resolveChain(links(["/a", "/b"], ["/b", "/c"]), "/a")).toEqual({ target: "/c", permanent: true });
  });

  it("is permanent only when every hop is", () => {
    expect(resolveChain(links(["/a", "/b"], ["/b", "/c", false]), "/a")).toEqual({
      target: "/c",
      permanent: false,
    });
  });

  it("stops at an external target", () => {
    expect(resolveChain(links(["/a", "https://example.com/b"]), "/a")).toEqual({
      target: "https://example.com/b",
      permanent: true,
    });
  });

  it("answers nothing for a path without a rule", () => {
    expect(resolveChain(links(["/a", "/b"]), "/b")).toBeNull();
  });

  it("answers nothing for a loop or a chain too long to follow", () => {
    expect(resolveChain(links(["/a", "/b"], ["/b", "/a"]), "/a")).toBeNull();
    const long = Array.from({ length: MAX_HOPS + 1 }, (_, i): [string, string] => [`/p${i}`, `/p${i + 1}`]);
    expect(resolveChain(links(...long), "/p0")).toBeNull();
    expect(resolveChain(links(...long.slice(0, MAX_HOPS)), "/p0")?.target).toBe(`/p${MAX_HOPS}`);
  });
});

describe("loops", () => {
  it("refuses a rule to itself", () => {
    expect(loopOf(links(), "/a", "/a")).toBe("self_redirect");
  });

  it("refuses a rule that would close a cycle", () => {
    expect(loopOf(links(["/b", "/a"]), "/a", "/b")).toBe("redirect_loop");
    expect(loopOf(links(["/b", "/c"], ["/c", "/a"]), "/a", "/b")).toBe("redirect_loop");
  });

  it("lets a rule extend a chain, or end at another site", () => {
    expect(loopOf(links(["/b", "/c"]), "/a", "/b")).toBeNull();
    expect(loopOf(links(["/b", "https://example.com/a"]), "/a", "/b")).toBeNull();
  });
});
