import { formatChange } from "../../../lib/format/number.ts";

/**
 * A percentage change, coloured and signed (docs/product.md, Numbers and prices), with an arrow (CSS) so colour is not the only cue; "—"
 * with `missing` as its title when there is no value (a history shorter than the window). With `cell` it is the
 * table cell itself rather than a span inside one (one element less on every row of a token table).
 */
export function Change({
  value,
  locale,
  missing,
  cell,
}: {
  value: number | null;
  locale: string;
  missing?: string;
  cell?: boolean;
}) {
  const Element = cell ? "td" : "span";
  if (value === null) {
    return (
      <Element className="chg" title={missing}>
        —{missing ? <span className="sr-only">{missing}</span> : null}
      </Element>
    );
  }
  return (
    <Element className={`chg ${value > 0 ? "up" : value < 0 ? "down" : ""}`}>
      {formatChange(value, locale)}
    </Element>
  );
}
