import { describe, expect, it } from "vitest";
import { classifyUnmatchedPath, isPageParam, isSlug, isTagTypeParam, isTokenSlug } from "./route-shapes.ts";

describe("route parameters (docs/product.md, Route parameters and not-found)", () => {
  it("accepts only digits as a page", () => {
    expect(isPageParam("12")).toBe(true);
    expect(isPageParam("0")).toBe(true);
    for (const bad of ["", "1a", "-1", "1.5", " 1", undefined]) expect(isPageParam(bad)).toBe(false);
  });

  it("accepts only the three tag types", () => {
    expect(["categories", "algorithms", "industries"].every(isTagTypeParam)).toBe(true);
    for (const bad of ["category", "Categories", "flavours", undefined])
      expect(isTagTypeParam(bad)).toBe(false);
  });

  it("accepts a hyphenated token slug ending in an alphanumeric id with a digit", () => {
    for (const ok of ["usd-coin-42", "pepe-a1b2", "x-1", "Wrapped-Ether-9z"])
      expect(isTokenSlug(ok), ok).toBe(true);
    for (const bad of [
      "usdc",
      "usd-coin",
      "usd_coin-1",
      "-1",
      "usd--coin-1",
      "usd-coin-1-",
      `${"a-".repeat(60)}1`,
      undefined,
    ]) {
      expect(isTokenSlug(bad), String(bad)).toBe(false);
    }
  });

  it("accepts lowercase hyphenated slugs for chains and tags", () => {
    expect(isSlug("arbitrum-one")).toBe(true);
    expect(isSlug("Arbitrum")).toBe(false);
    expect(isSlug("a_b")).toBe(false);
  });
});

describe("classifyUnmatchedPath", () => {
  it("redirects /{token} and /{locale}/{token} to the token page", () => {
    expect(classifyUnmatchedPath("/usd-coin-42")).toEqual({ kind: "redirect", to: "/token/usd-coin-42" });
    expect(classifyUnmatchedPath("/de/usd-coin-42/")).toEqual({
      kind: "redirect",
      to: "/de/token/usd-coin-42",
    });
  });

  it("is a fatal 'Page Not Found' for a known shape with a bad parameter", () => {
    for (const path of [
      "/cryptocurrency-flavours",
      "/cryptocurrency-flavours/x",
      "/news/page-x",
      "/ja/blog/page-",
    ]) {
      expect(classifyUnmatchedPath(path)).toEqual({
        kind: "fatal",
        status: 404,
        message: `Page Not Found: ${path}`,
      });
    }
  });

  it("is the ordinary 'Page not found' otherwise", () => {
    for (const path of ["/nope", "/a/b/c", "/news/page-3", "/cryptocurrency-categories/x/y"]) {
      expect(classifyUnmatchedPath(path)).toEqual({
        kind: "not-found",
        status: 404,
        message: `Page not found: ${path}`,
      });
    }
  });
});
