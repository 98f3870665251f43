import { formatChange } from "../../../lib/format/number.ts";

/**
 * A percentage change, coloured and signed (docs/product.md, Numbers and prices), with an arrow (CSS) so colour is not the only cue; "—"
 * with `missing` as its title when there is no value (a history shorter than the window).
 */
export function Change({
  value,
  locale,
  missing,
}: {
  value: number | null;
  locale: string;
  missing?: string;
}) {
  if (value === null) {
    return (
      <span className="chg" title={missing}>
        —{missing ? <span className="sr-only">{missing}</span> : null}
      </span>
    );
  }
  return (
    <span className={`chg ${value > 0 ? "up" : value < 0 ? "down" : ""}`}>{formatChange(value, locale)}</span>
  );
}
