import { sparklinePath } from "../../../lib/sparkline.ts";

/**
 * A seven-day sparkline drawn from its encoded levels (lib/sparkline.ts): one path in a box of fixed size (no
 * viewBox: its units are pixels), coloured by the sign of the 7-day change beside it, which is the figure
 * screen readers get (the line itself is hidden from them).
 */
export function Sparkline({ code, change }: { code: string; change: number | null }) {
  const path = sparklinePath(code);
  if (!path) return null;
  const trend = change === null || change === 0 ? "" : change > 0 ? " up" : " down";
  return (
    <svg className={`spark${trend}`} aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
