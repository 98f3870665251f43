import { describe, expect, it } from "vitest";
import { COMPARE_MAX, comparePath, parseCompareParam, withToken } from "./compare.ts";

describe("comparison lists", () => {
  it("reads well-formed slugs once each, at most four", () => {
    expect(COMPARE_MAX).toBe(4);
    expect(parseCompareParam(null)).toEqual([]);
    expect(parseCompareParam("okb-199,okb-199, weth-2")).toEqual(["okb-199", "weth-2"]);
    expect(parseCompareParam("a-1,b-2,c-3,d-4,e-5")).toEqual(["a-1", "b-2", "c-3", "d-4"]);
    expect(parseCompareParam("<script>,../x,weth-2")).toEqual(["weth-2"]);
  });

  it("builds the shareable address", () => {
    expect(comparePath(["a-1", "b-2"])).toBe("/compare?tokens=a-1,b-2");
    expect(comparePath([])).toBe("/compare");
  });

  it("adds a token at the end once; the oldest drops out when full", () => {
    expect(withToken(["a-1"], "a-1")).toEqual(["a-1"]);
    expect(withToken(["a-1", "b-2", "c-3", "d-4"], "e-5")).toEqual(["b-2", "c-3", "d-4", "e-5"]);
  });
});
