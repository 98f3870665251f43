import type { ContentKind } from "../../../../lib/content-kinds.ts";
import { faqGroups } from "../../../../lib/content-kinds.ts";
import { Control, inputClass } from "../../../components/ui/control.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { factFields } from "../facts.ts";

/** The kind's language-free fields (a question's group; a sale's or airdrop's figures and dates). */
export function FactsFields({
  kind,
  values,
  onChange,
  chains,
  error,
}: {
  kind: ContentKind;
  values: Record<string, string>;
  onChange: (name: string, value: string) => void;
  chains: { id: number; name: string }[];
  error: (name: string) => string | undefined;
}) {
  const { t } = useTranslation("admin");
  const groupT = useTranslation("content").t;
  const fields = factFields[kind];
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {fields.map((field) => {
        const common = {
          name: field.name,
          value: values[field.name] ?? "",
          onChange: (e: { target: { value: string } }) => onChange(field.name, e.target.value),
          className: inputClass,
        };
        const control =
          field.input === "chain" ? (
            <select {...common}>
              <option value="">—</option>
              {chains.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          ) : field.input === "group" ? (
            <select {...common}>
              <option value="">—</option>
              {faqGroups.map((g) => (
                <option key={g} value={g}>
                  {groupT(`faq.groups.${g}`)}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...common}
              type={
                field.input === "datetime"
                  ? "datetime-local"
                  : field.input === "url"
                    ? "url"
                    : field.input === "number"
                      ? "number"
                      : "text"
              }
              step={field.input === "number" ? "any" : undefined}
            />
          );
        return (
          <Control key={field.name} label={t(`facts.${field.name}`)} error={error(`facts.${field.name}`)}>
            {control}
          </Control>
        );
      })}
    </div>
  );
}
