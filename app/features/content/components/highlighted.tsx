import { highlightSegments } from "../../../../lib/highlight.ts";

/** Text with every match of the query wrapped in a highlight span (docs/product.md, Search). */
export function Highlighted({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, i) =>
        segment.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are positional and never reorder
          <span key={i} className="highlight">
            {segment.text}
          </span>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
