/**
 * Buy and sell marks on the price chart (docs/product.md, Live market panel): a mark is a time and a price, kept separately for
 * buy and sell and for the desktop and mobile chart. At most 5 per side on desktop and 3 on mobile; extra
 * ones are ignored. Times are rounded down to the chart's interval (15 minutes by default).
 */
import { z } from "zod";

export type Side = "buy" | "sell";
export type ChartVariant = "desktop" | "mobile";

export const MARK_LIMITS: Record<ChartVariant, number> = { desktop: 5, mobile: 3 };
export const DEFAULT_MARK_INTERVAL_MINUTES = 15;

/** A selected transaction: its key (a trade id, or "own-…" for one a person entered), side, time, price. */
export type Mark = { key: string; type: Side; time: number; price: string };

export type Marks = Record<ChartVariant, Record<Side, Mark[]>>;

export const emptyMarks = (): Marks => ({ desktop: { buy: [], sell: [] }, mobile: { buy: [], sell: [] } });

/** Unix ms rounded down to the start of its interval (UTC-aligned, like the candles). */
export function roundDownToInterval(time: number, intervalMinutes = DEFAULT_MARK_INTERVAL_MINUTES): number {
  const step = intervalMinutes * 60_000;
  return Math.floor(time / step) * step;
}

/** The marks of one side that fall in one candle, drawn as one marker: the candle's start, side and count. */
export type MarkGroup = { time: number; side: Side; count: number; key: string };

/**
 * Marks merged per candle and side, oldest first and buys before sells within a candle, so marks that share a
 * candle draw one marker with their count instead of labels stacked on each other. `key` is the first mark's.
 */
export function groupMarks(marks: readonly Mark[], intervalMinutes: number): MarkGroup[] {
  const groups = new Map<string, MarkGroup>();
  for (const mark of marks) {
    const time = roundDownToInterval(mark.time, intervalMinutes);
    const id = `${time}:${mark.type}`;
    const group = groups.get(id);
    if (group) group.count += 1;
    else groups.set(id, { time, side: mark.type, count: 1, key: mark.key });
  }
  return [...groups.values()].sort(
    (a, b) => a.time - b.time || (a.side === b.side ? 0 : a.side === "buy" ? -1 : 1),
  );
}

export type AddResult = { marks: Marks; outcome: "added" | "duplicate" | "limit" };

/**
 * Adds a mark to one variant and side, its time rounded down to the interval. A mark with the same key, or
 * the same rounded time and price, is not added twice; past the variant's limit the mark is ignored.
 */
export function addMark(marks: Marks, variant: ChartVariant, mark: Mark, intervalMinutes: number): AddResult {
  const rounded = { ...mark, time: roundDownToInterval(mark.time, intervalMinutes) };
  const side = marks[variant][mark.type];
  if (side.some((m) => m.key === mark.key || (m.time === rounded.time && m.price === rounded.price))) {
    return { marks, outcome: "duplicate" };
  }
  if (side.length >= MARK_LIMITS[variant]) return { marks, outcome: "limit" };
  return {
    marks: { ...marks, [variant]: { ...marks[variant], [mark.type]: [...side, rounded] } },
    outcome: "added",
  };
}

export function removeMark(marks: Marks, variant: ChartVariant, side: Side, key: string): Marks {
  return {
    ...marks,
    [variant]: { ...marks[variant], [side]: marks[variant][side].filter((m) => m.key !== key) },
  };
}

const markSchema = z.object({
  key: z.string().min(1).max(80),
  type: z.enum(["buy", "sell"]),
  time: z.number().int().min(0),
  price: z.string().regex(/^\d+(\.\d+)?$/),
});
const sideSchema = z.object({ buy: z.array(markSchema), sell: z.array(markSchema) });
const marksSchema = z.object({ desktop: sideSchema, mobile: sideSchema });

/** Marks read back from storage: anything malformed gives no marks, and limits hold even for edited data. */
export function parseMarks(text: string | null): Marks {
  if (!text) return emptyMarks();
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptyMarks();
  }
  const parsed = marksSchema.safeParse(raw);
  if (!parsed.success) return emptyMarks();
  const marks = parsed.data;
  for (const variant of ["desktop", "mobile"] as const) {
    for (const side of ["buy", "sell"] as const) {
      marks[variant][side] = marks[variant][side]
        .filter((m) => m.type === side)
        .slice(0, MARK_LIMITS[variant]);
    }
  }
  return marks;
}

/** Where a pair's marks are kept in the browser. */
export const marksStorageKey = (chainId: number, pairAddress: string) =>
  `tokenatlas:marks:${chainId}:${pairAddress.toLowerCase()}`;
