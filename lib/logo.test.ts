import { describe, expect, it } from "vitest";
import { chooseLogo, LOGO_MIN } from "./logo.ts";
import { checkLogo, LOGO_LOAD_FAILED } from "./logo-verdict.ts";

describe("checkLogo (docs/product.md, Catalogue)", () => {
  it("accepts a logo whose width and height are both at least 300 px", () => {
    expect(LOGO_MIN).toBe(300);
    expect(checkLogo({ width: 300, height: 300 })).toEqual({ valid: true });
    expect(checkLogo({ width: 1024, height: 301 })).toEqual({ valid: true });
  });

  it("refuses a logo one pixel short in either dimension, or both, naming its size", () => {
    expect(checkLogo({ width: 299, height: 300 })).toEqual({
      valid: false,
      reason: "The logo is 299×300 px; it needs at least 300×300 px",
    });
    expect(checkLogo({ width: 300, height: 299 }).valid).toBe(false);
    expect(checkLogo({ width: 299, height: 299 }).valid).toBe(false);
    expect(checkLogo({ width: 0, height: 0 }).valid).toBe(false);
  });

  it("counts a failed load as invalid, with the reason 'Failed to load image'", () => {
    expect(checkLogo({ failed: true })).toEqual({ valid: false, reason: "Failed to load image" });
    expect(LOGO_LOAD_FAILED).toBe("Failed to load image");
  });
});

describe("chooseLogo", () => {
  it("shows the project logo while unchecked or valid, else the token's own image", () => {
    expect(chooseLogo("/big.png", "/own.svg", undefined)).toBe("/big.png");
    expect(chooseLogo("/big.png", "/own.svg", { width: 512, height: 512 })).toBe("/big.png");
    expect(chooseLogo("/small.png", "/own.svg", { width: 128, height: 128 })).toBe("/own.svg");
    expect(chooseLogo("/broken.png", "/own.svg", { failed: true })).toBe("/own.svg");
    expect(chooseLogo(null, "/own.svg", undefined)).toBe("/own.svg");
  });
});
