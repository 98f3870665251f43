import { BODY_MAX, TITLE_MAX, TITLE_MIN } from "../../../../lib/communities.ts";
import { Control, inputClass } from "../../../components/ui/control.tsx";

/** The submit button of every community form. */
export const SUBMIT = "rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-bg disabled:opacity-60";

/** A post's title, within the limits the server checks (lib/communities.ts). */
export function TitleField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Control label={props.label} error={props.error}>
      <input
        name="title"
        required
        minLength={TITLE_MIN}
        maxLength={TITLE_MAX}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </Control>
  );
}

/** The text of a post or an answer, as plain text that becomes paragraphs and links. */
export function BodyField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  rows: number;
}) {
  return (
    <Control label={props.label} error={props.error} hint={props.hint}>
      <textarea
        name="body"
        required
        rows={props.rows}
        maxLength={BODY_MAX}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        className={inputClass}
      />
    </Control>
  );
}

/** A refusal that names no field, read out when it appears. */
export function FormError({ message }: { message?: string | null }) {
  return message ? (
    <p role="alert" className="text-sm text-down">
      {message}
    </p>
  ) : null;
}
