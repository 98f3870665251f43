import { describe, expect, it } from "vitest";
import { encodeSparkline, SPARK_POINTS, sparklinePath } from "./sparkline.ts";

describe("encodeSparkline", () => {
  it("scales the high to level 0 and the low to level 23, one character each", () => {
    expect(encodeSparkline([10, 20, 15, 0.5 * 20])).toBe("n0cn");
    expect(encodeSparkline([1, 2, 3, 4])).toBe("nf80");
  });

  it("keeps a flat line in the middle", () => {
    expect(encodeSparkline([5, 5, 5])).toBe("bbb");
  });

  it("reduces a long series to evenly spread points, the first and the last kept", () => {
    // 42 four-hour closes of a steady rise: points 0, 2, 3, 5, … 41 (i · 41 / 27, rounded).
    expect(encodeSparkline(Array.from({ length: 42 }, (_, i) => 100 + i))).toBe(
      "nmlkkjihgffddcbaa88765433210",
    );
    expect(encodeSparkline(Array.from({ length: 42 }, (_, i) => 100 - i))).toBe(
      "01233456788aabcddffghijkklmn",
    );
    expect(encodeSparkline(Array.from({ length: 42 }, (_, i) => (i % 2 === 0 ? 1 : 2)))).toBe(
      "nn00nn00nn00nn00nn00nn00nn00",
    );
  });

  it("leaves out what is not a price and draws nothing from fewer than two", () => {
    expect(encodeSparkline([2, Number.NaN, 0, -1, Number.POSITIVE_INFINITY, 4])).toBe("n0");
    expect(encodeSparkline([3])).toBe("");
    expect(encodeSparkline([])).toBe("");
  });
});

describe("sparklinePath", () => {
  it("steps right to left edge in relative segments, a minus sign doubling as separator", () => {
    expect(sparklinePath("n0cn")).toBe("M73 24l3-23 3 12 3 11");
  });

  it("starts a full week at the left edge", () => {
    const path = sparklinePath("0".repeat(SPARK_POINTS));
    expect(path).toBe(`M1 1l${Array.from({ length: SPARK_POINTS - 1 }, () => "3 0").join(" ")}`);
  });

  it("refuses empty, too long or malformed codes", () => {
    expect(sparklinePath("")).toBeUndefined();
    expect(sparklinePath("a")).toBeUndefined();
    expect(sparklinePath("0".repeat(SPARK_POINTS + 1))).toBeUndefined();
    expect(sparklinePath("0z")).toBeUndefined();
    expect(sparklinePath("0 1")).toBeUndefined();
  });
});
