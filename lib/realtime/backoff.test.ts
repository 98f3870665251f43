import { describe, expect, it } from "vitest";
import { BACKOFF_BASE_MS, BACKOFF_MAX_MS, reconnectDelay } from "./backoff.ts";

describe("reconnectDelay", () => {
  it("doubles from 500 ms and stays within half and all of the ceiling", () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** attempt);
      expect(reconnectDelay(attempt, () => 0)).toBe(ceiling / 2);
      expect(reconnectDelay(attempt, () => 0.999_999)).toBeCloseTo(ceiling, -1);
      expect(reconnectDelay(attempt, () => 0.999_999)).toBeLessThanOrEqual(ceiling);
    }
  });

  it("never waits longer than 30 s", () => {
    expect(reconnectDelay(6, () => 0)).toBe(15_000);
    expect(reconnectDelay(50, () => 0.999_999)).toBeLessThanOrEqual(30_000);
    expect(reconnectDelay(50, () => 0.999_999)).toBeGreaterThan(29_999);
  });

  it("spreads delays with the random factor", () => {
    expect(reconnectDelay(1, () => 0.5)).toBe(750);
  });
});
