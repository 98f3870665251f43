import { describe, expect, it } from "vitest";
import { checkLogo, LOGO_LOAD_FAILED, LOGO_MIN, shownImage } from "./logo-rule.ts";

describe("checkLogo", () => {
  it("accepts a logo whose width and height are both at least 300 px", () => {
    expect(LOGO_MIN).toBe(300);
    expect(checkLogo({ width: 300, height: 300 })).toEqual({ valid: true });
    expect(checkLogo({ width: 1024, height: 301 })).toEqual({ valid: true });
  });

  it("refuses a logo one pixel short in either dimension, or both", () => {
    expect(checkLogo({ width: 299, height: 300 }).valid).toBe(false);
    expect(checkLogo({ width: 300, height: 299 }).valid).toBe(false);
    expect(checkLogo({ width: 299, height: 299 }).valid).toBe(false);
    expect(checkLogo({ width: 0, height: 0 }).valid).toBe(false);
  });

  it("counts a failed load as invalid, with the reason 'Failed to load image'", () => {
    expect(checkLogo({ failed: true })).toEqual({ valid: false, reason: "Failed to load image" });
    expect(LOGO_LOAD_FAILED).toBe("Failed to load image");
  });
});

describe("shownImage", () => {
  it("shows the owner's logo when valid, else the token's own image", () => {
    expect(shownImage("/logo.png", true, "/token.png")).toBe("/logo.png");
    expect(shownImage("/logo.png", false, "/token.png")).toBe("/token.png");
    expect(shownImage(null, true, "/token.png")).toBe("/token.png");
    expect(shownImage(null, false, null)).toBe(null);
  });
});
