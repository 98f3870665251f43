import { RichText } from "../../../components/ui/rich-text.tsx";
import { FallbackNotice } from "./fallback-notice.tsx";

/** An entry's text, with the note that it is the English one when the reader's language has none. */
export function EntryText({ body, fallback }: { body: string; fallback: boolean }) {
  return (
    <>
      {fallback && <FallbackNotice />}
      <RichText html={body} lang={fallback ? "en" : undefined} />
    </>
  );
}
