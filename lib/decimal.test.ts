import { describe, expect, it } from "vitest";
import { toPlainDecimal } from "./decimal.ts";

describe("toPlainDecimal", () => {
  it("never uses exponent notation", () => {
    expect(toPlainDecimal(0.00000123, 6)).toBe("0.00000123");
    expect(toPlainDecimal(1.234567891e-9, 6)).toBe("0.00000000123457");
    expect(toPlainDecimal(123456.789, 6)).toBe("123457");
    expect(toPlainDecimal(1e21, 3)).toBe("1000000000000000000000");
    expect(toPlainDecimal(0.5, 6)).toBe("0.5");
    expect(toPlainDecimal(0, 6)).toBe("0");
  });

  it("refuses non-finite numbers", () => {
    expect(() => toPlainDecimal(Number.NaN, 6)).toThrow("Not a finite number");
  });
});
