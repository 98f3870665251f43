import { describe, expect, it } from "vitest";
import { fitTitle, TITLE_MAX } from "./title.ts";

describe("fitTitle", () => {
  it("takes the fullest wording that fits", () => {
    const long = `${"x".repeat(TITLE_MAX)} full`;
    expect(fitTitle("Short title", "Shorter")).toBe("Short title");
    expect(fitTitle(long, "A shorter wording", "Short")).toBe("A shorter wording");
    expect(fitTitle("x".repeat(TITLE_MAX))).toBe("x".repeat(TITLE_MAX));
  });

  it("cuts the last wording at a word when none fits, within the limit", () => {
    const headline = "Drumlin Grid: Messung für gemeinschaftlich genutzten Solarstrom in der Nachbarschaft";
    const title = fitTitle(headline);
    expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
    expect(title).toBe("Drumlin Grid: Messung für gemeinschaftlich genutzten Solarstrom in…");
    const unspaced = fitTitle("長".repeat(100));
    expect(unspaced).toBe(`${"長".repeat(TITLE_MAX - 1)}…`);
  });
});
