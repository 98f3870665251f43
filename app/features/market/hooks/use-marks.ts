import { useCallback, useEffect, useState } from "react";
import {
  type AddResult,
  addMark,
  type ChartVariant,
  emptyMarks,
  type Mark,
  type Marks,
  marksStorageKey,
  parseMarks,
  removeMark,
  type Side,
} from "../../../../lib/marks.ts";

/** A pair's chart marks, kept in the browser across reloads (localStorage). */
export function useMarks(chainId: number, pairAddress: string) {
  const key = marksStorageKey(chainId, pairAddress);
  const [marks, setMarks] = useState<Marks>(emptyMarks);
  useEffect(() => {
    setMarks(parseMarks(window.localStorage.getItem(key)));
  }, [key]);
  const save = useCallback(
    (next: Marks) => {
      setMarks(next);
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage may be full or disabled; the marks still show until the page is left.
      }
    },
    [key],
  );
  return {
    marks,
    add(variant: ChartVariant, mark: Mark, intervalMinutes: number): AddResult["outcome"] {
      const result = addMark(marks, variant, mark, intervalMinutes);
      if (result.outcome === "added") save(result.marks);
      return result.outcome;
    },
    remove(variant: ChartVariant, side: Side, markKey: string) {
      save(removeMark(marks, variant, side, markKey));
    },
  };
}
