import { describe, expect, it } from "vitest";
import { chooseLogo, isValidLogo, LOGO_MIN_SIZE } from "./logo.ts";

describe("logo rule (docs/product.md, Catalogue)", () => {
  it("needs both natural sides of at least 300 px", () => {
    expect(LOGO_MIN_SIZE).toBe(300);
    expect(isValidLogo({ naturalWidth: 300, naturalHeight: 300 })).toBe(true);
    expect(isValidLogo({ naturalWidth: 299, naturalHeight: 1000 })).toBe(false);
    expect(isValidLogo({ naturalWidth: 1000, naturalHeight: 299 })).toBe(false);
  });

  it("counts a failed load as invalid", () => {
    expect(isValidLogo("error")).toBe(false);
  });

  it("shows the project logo while unchecked or valid, else the token's own image", () => {
    expect(chooseLogo("/big.png", "/own.svg", undefined)).toBe("/big.png");
    expect(chooseLogo("/big.png", "/own.svg", { naturalWidth: 512, naturalHeight: 512 })).toBe("/big.png");
    expect(chooseLogo("/small.png", "/own.svg", { naturalWidth: 128, naturalHeight: 128 })).toBe("/own.svg");
    expect(chooseLogo("/broken.png", "/own.svg", "error")).toBe("/own.svg");
    expect(chooseLogo(null, "/own.svg", undefined)).toBe("/own.svg");
  });
});
