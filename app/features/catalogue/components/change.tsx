import { formatChange } from "../../../../lib/format/number.ts";

/** A percentage change, coloured and signed (spec §9), with an arrow (CSS) so colour is not the only cue. */
export function Change({ value, locale }: { value: number; locale: string }) {
  return (
    <span className={`chg ${value > 0 ? "up" : value < 0 ? "down" : ""}`}>{formatChange(value, locale)}</span>
  );
}
