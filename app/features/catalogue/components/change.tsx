import { formatChange } from "../../../../lib/format/number.ts";

/** A percentage change, coloured and signed (spec §9), with an arrow so colour is not the only cue. */
export function Change({ value, locale }: { value: number; locale: string }) {
  const tone = value > 0 ? "text-up" : value < 0 ? "text-down" : "text-muted";
  const arrow = value > 0 ? "▲" : value < 0 ? "▼" : "";
  return (
    <span className={`num whitespace-nowrap ${tone}`}>
      {arrow && (
        <span aria-hidden="true" className="mr-0.5 text-[0.7em]">
          {arrow}
        </span>
      )}
      {formatChange(value, locale)}
    </span>
  );
}
