import { describe, expect, it } from "vitest";
import {
  addMark,
  emptyMarks,
  groupMarks,
  MARK_LIMITS,
  type Mark,
  marksStorageKey,
  parseMarks,
  removeMark,
  roundDownToInterval,
} from "./marks.ts";

const base = Date.UTC(2026, 10, 24, 10, 0, 0);
const mark = (key: string, minutes: number, price = "1.5", type: "buy" | "sell" = "buy"): Mark => ({
  key,
  type,
  time: base + minutes * 60_000,
  price,
});

describe("roundDownToInterval", () => {
  it("rounds down to 15 minutes by default", () => {
    expect(roundDownToInterval(base + 14 * 60_000 + 59_999)).toBe(base);
    expect(roundDownToInterval(base + 15 * 60_000)).toBe(base + 15 * 60_000);
    expect(roundDownToInterval(base - 1)).toBe(base - 15 * 60_000);
  });

  it("rounds down to the chart interval it is given", () => {
    expect(roundDownToInterval(base + 59 * 60_000, 60)).toBe(base);
    expect(roundDownToInterval(base + 61_000, 1)).toBe(base + 60_000);
    expect(roundDownToInterval(base + 13 * 3_600_000, 1440)).toBe(Date.UTC(2026, 10, 24));
  });
});

describe("addMark", () => {
  it("stores the time rounded down to the interval", () => {
    const { marks, outcome } = addMark(emptyMarks(), "desktop", mark("a", 7), 15);
    expect(outcome).toBe("added");
    expect(marks.desktop.buy).toEqual([{ key: "a", type: "buy", time: base, price: "1.5" }]);
    expect(marks.mobile.buy).toEqual([]);
  });

  it("takes at most 5 per side on desktop and 3 on mobile; the extra one is ignored", () => {
    expect(MARK_LIMITS).toEqual({ desktop: 5, mobile: 3 });
    for (const [variant, limit] of [
      ["desktop", 5],
      ["mobile", 3],
    ] as const) {
      let marks = emptyMarks();
      for (let i = 0; i < limit; i++) {
        const result = addMark(marks, variant, mark(`b${i}`, i * 15), 15);
        expect(result.outcome).toBe("added");
        marks = result.marks;
      }
      const extra = addMark(marks, variant, mark("extra", 600), 15);
      expect(extra.outcome).toBe("limit");
      expect(extra.marks).toBe(marks);
      expect(extra.marks[variant].buy).toHaveLength(limit);
      // The other side keeps its own allowance.
      expect(addMark(marks, variant, mark("s", 0, "2", "sell"), 15).outcome).toBe("added");
    }
  });

  it("refuses the same trade twice, and the same rounded time and price", () => {
    const first = addMark(emptyMarks(), "desktop", mark("a", 1), 15).marks;
    expect(addMark(first, "desktop", mark("a", 40), 15).outcome).toBe("duplicate");
    expect(addMark(first, "desktop", mark("b", 14), 15).outcome).toBe("duplicate");
    expect(addMark(first, "desktop", mark("c", 14, "1.6"), 15).outcome).toBe("added");
  });
});

describe("removeMark", () => {
  it("removes one mark by key from one variant and side", () => {
    let marks = addMark(emptyMarks(), "desktop", mark("a", 0), 15).marks;
    marks = addMark(marks, "desktop", mark("b", 30), 15).marks;
    marks = addMark(marks, "mobile", mark("a", 0), 15).marks;
    const after = removeMark(marks, "desktop", "buy", "a");
    expect(after.desktop.buy.map((m) => m.key)).toEqual(["b"]);
    expect(after.mobile.buy.map((m) => m.key)).toEqual(["a"]);
  });
});

describe("parseMarks", () => {
  it("reads back what was stored", () => {
    const marks = addMark(emptyMarks(), "mobile", mark("a", 0, "0.000123", "sell"), 15).marks;
    expect(parseMarks(JSON.stringify(marks))).toEqual(marks);
  });

  it("gives no marks for missing, broken or malformed data", () => {
    for (const text of [
      null,
      "",
      "{",
      "[]",
      '{"desktop":{}}',
      JSON.stringify({ ...emptyMarks(), x: 1 }).replace("[]", '[{"key":"a"}]'),
    ]) {
      expect(parseMarks(text)).toEqual(emptyMarks());
    }
    const badPrice = emptyMarks();
    badPrice.desktop.buy.push({ ...mark("a", 0), price: "1e5" });
    expect(parseMarks(JSON.stringify(badPrice))).toEqual(emptyMarks());
  });

  it("keeps the limits and sides even for edited data", () => {
    const edited = emptyMarks();
    for (let i = 0; i < 8; i++) edited.mobile.buy.push(mark(`m${i}`, i * 15));
    edited.desktop.sell.push(mark("wrong-side", 0, "1", "buy"));
    const parsed = parseMarks(JSON.stringify(edited));
    expect(parsed.mobile.buy.map((m) => m.key)).toEqual(["m0", "m1", "m2"]);
    expect(parsed.desktop.sell).toEqual([]);
  });
});

describe("marksStorageKey", () => {
  it("is per chain and pair, whatever the address case", () => {
    expect(marksStorageKey(1, "0xABCdef")).toBe("tokenatlas:marks:1:0xabcdef");
    expect(marksStorageKey(56, "0xabcdef")).not.toBe(marksStorageKey(1, "0xabcdef"));
  });
});

describe("groupMarks", () => {
  it("merges the marks of one side in one candle into one marker with their count", () => {
    const groups = groupMarks([mark("a", 1), mark("b", 14, "2"), mark("c", 16)], 15);
    expect(groups).toEqual([
      { time: base, side: "buy", count: 2, key: "a" },
      { time: base + 15 * 60_000, side: "buy", count: 1, key: "c" },
    ]);
  });

  it("keeps buys and sells of one candle apart, buys first, oldest candle first", () => {
    const groups = groupMarks([mark("s", 20, "1", "sell"), mark("x", 5, "1", "sell"), mark("b", 3)], 15);
    expect(groups.map((g) => [g.key, g.side, g.count])).toEqual([
      ["b", "buy", 1],
      ["x", "sell", 1],
      ["s", "sell", 1],
    ]);
  });

  it("merges by the chart's interval: a coarser interval puts more marks in one candle", () => {
    const marks = [mark("a", 0), mark("b", 30), mark("c", 59)];
    expect(groupMarks(marks, 15).map((g) => g.count)).toEqual([1, 1, 1]);
    expect(groupMarks(marks, 60)).toEqual([{ time: base, side: "buy", count: 3, key: "a" }]);
  });
});
