/**
 * Seven-day sparklines of the list tables (docs/product.md, Lists): closes reduced to a few points, each a
 * level from 0 (the week's high) to 23 (its low) written as one base-36 character, so a row carries its line
 * in a couple of dozen bytes; the page draws it as one SVG path of integer steps, in a box of 83 × 25 px.
 */

/** Points of a full week's line. */
export const SPARK_POINTS = 28;
const LEVELS = 24;
const STEP = 3;
/**
 * Where the line starts, in CSS pixels: the SVG has no viewBox (bytes on every row), so its user units are
 * pixels, and the stroke gets a pixel of room at every edge of a box of SPARK_POINTS·3 − 1 by LEVELS + 1.
 */
const MARGIN = 1;

const CODE = /^[0-9a-n]*$/;

/**
 * The line of prices (oldest first): at most SPARK_POINTS of them, evenly spread with the first and the last
 * kept, each scaled between the lowest and the highest to a level (a flat line sits in the middle). Values
 * that are not positive prices are left out; fewer than two leave no line ("").
 */
export function encodeSparkline(values: readonly number[]): string {
  const prices = values.filter((v) => Number.isFinite(v) && v > 0);
  if (prices.length < 2) return "";
  const picked =
    prices.length <= SPARK_POINTS
      ? prices
      : Array.from(
          { length: SPARK_POINTS },
          (_, i) => prices[Math.round((i * (prices.length - 1)) / (SPARK_POINTS - 1))],
        );
  const high = Math.max(...picked);
  const low = Math.min(...picked);
  const range = high - low;
  return picked
    .map((v) =>
      (range > 0 ? Math.round(((high - v) / range) * (LEVELS - 1)) : (LEVELS >> 1) - 1).toString(36),
    )
    .join("");
}

/**
 * The SVG path of an encoded line in pixels: steps of 3 ending at the right edge (a shorter history starts
 * later), written as relative segments after a margin of 1. Undefined for an empty or malformed code.
 */
export function sparklinePath(code: string): string | undefined {
  if (code.length < 2 || code.length > SPARK_POINTS || !CODE.test(code)) return undefined;
  const levels = [...code].map((c) => Number.parseInt(c, 36));
  const segments = levels.slice(1).map((level, i) => {
    const dy = level - levels[i];
    return dy < 0 ? `${STEP}${dy}` : `${STEP} ${dy}`;
  });
  return `M${MARGIN + (SPARK_POINTS - levels.length) * STEP} ${MARGIN + levels[0]}l${segments.join(" ")}`;
}
