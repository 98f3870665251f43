import { FallbackNotice } from "./fallback-notice.tsx";
import { RichText } from "./rich-text.tsx";

/** An entry's text, with the note that it is the English one when the reader's language has none. */
export function EntryText({ body, fallback }: { body: string; fallback: boolean }) {
  return (
    <>
      {fallback && <FallbackNotice />}
      <RichText html={body} lang={fallback ? "en" : undefined} />
    </>
  );
}
