import { lazy } from "react";
import { AfterMount } from "../../shell/after-mount.tsx";

const CompareToggle = lazy(() => import("./compare-toggle.tsx").then((m) => ({ default: m.CompareToggle })));

type Props = { slug: string; name: string; compact?: boolean };

/** The comparison toggle, loaded after the page is interactive; its stand-in has the same size. */
export function LazyCompareToggle(props: Props) {
  const placeholder = props.compact ? (
    <span className="compare-stand-in" />
  ) : (
    <span
      aria-hidden="true"
      className="inline-block h-[34px] w-24 rounded-md border border-line align-top opacity-50"
    />
  );
  return (
    <AfterMount placeholder={placeholder}>
      <CompareToggle {...props} />
    </AfterMount>
  );
}
