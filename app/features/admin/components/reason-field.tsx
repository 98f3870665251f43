import { REVIEW_REASON_MAX } from "../../../../lib/owner-review.ts";
import { Control, inputClass } from "../../../components/ui/control.tsx";

/**
 * The editors' reason for a refusal or a revocation, mailed to the owners as written (docs/product.md, Token
 * owners), at most REVIEW_REASON_MAX characters.
 */
export function ReasonField({
  label,
  hint,
  error,
  value,
  onChange,
  rows = 3,
}: {
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
}) {
  return (
    <Control label={label} hint={hint} error={error}>
      <textarea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        maxLength={REVIEW_REASON_MAX}
        rows={rows}
        className={inputClass}
      />
    </Control>
  );
}
