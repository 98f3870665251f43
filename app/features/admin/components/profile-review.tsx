import type { ReactNode } from "react";
import type { FieldDiff, Profile, ProfileDiff } from "../../../../domain/owners/profile-diff.ts";
import type { KeyUnder } from "../../../../lib/i18n/translator.ts";
import { LINK_NAMES } from "../../../../lib/link-names.ts";
import { locales } from "../../../../lib/locales.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";

type Field = keyof Profile;
const FIELDS: Field[] = ["tags", "descriptions", "links", "faqs"];

const languageName = (code: string) => locales.find((l) => l.code === code)?.name ?? code;

/** One item of a profile field as the editors read it. */
function Item({ field, item }: { field: Field; item: Profile[Field][number] }) {
  const { t } = useTranslation("admin");
  if ("slug" in item) {
    return (
      <span>
        <span className="text-muted">{t(`tags:types.${item.type}.name`)}:</span> {item.slug}
      </span>
    );
  }
  if ("body" in item) {
    return (
      <span className="block">
        <span className="block text-xs text-muted">{languageName(item.locale)}</span>
        <span className="block whitespace-pre-wrap wrap-anywhere">{item.body}</span>
      </span>
    );
  }
  if ("url" in item) {
    return (
      <span>
        <span className="text-muted">
          {LINK_NAMES[item.type] ??
            t(`token:linkTypes.${item.type}` as `token:${KeyUnder<"token", "linkTypes">}`)}
          :
        </span>{" "}
        <span className="break-all">{item.url}</span>
      </span>
    );
  }
  if (field === "faqs" && "question" in item) {
    return (
      <span className="block">
        <span className="block text-xs text-muted">{languageName(item.locale)}</span>
        <span className="block font-medium wrap-anywhere">{item.question}</span>
        <span className="block whitespace-pre-wrap wrap-anywhere">{item.answer}</span>
      </span>
    );
  }
  return null;
}

function Mark({
  tone,
  label,
  children,
}: {
  tone: "up" | "down" | "line";
  label: string;
  children: ReactNode;
}) {
  const border = { up: "border-up", down: "border-down", line: "border-line" }[tone];
  return (
    <li className={`min-w-0 border-l-4 ${border} py-1 pl-3`}>
      <span className="block text-xs font-medium text-muted">{label}</span>
      {children}
    </li>
  );
}

/** One field's difference: what the proposal adds, removes and changes, and how many items stay. */
function FieldChanges({ field, diff }: { field: Field; diff: FieldDiff<Profile[Field][number]> }) {
  const { t } = useTranslation("admin");
  const none = diff.added.length + diff.removed.length + diff.changed.length === 0;
  return (
    <section aria-labelledby={`diff-${field}`} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={`diff-${field}`} className="mb-2 flex flex-wrap items-baseline gap-x-3 font-semibold">
        {t(`owners.fields.${field}`)}
        <span className="text-xs font-normal text-muted">
          {none ? t("owners.noChanges") : t("owners.unchanged", { count: diff.unchanged })}
        </span>
      </h2>
      {!none && (
        <ul className="grid grid-cols-1 gap-2 text-sm">
          {diff.added.map((item) => (
            <Mark key={`+${JSON.stringify(item)}`} tone="up" label={t("owners.added")}>
              <Item field={field} item={item} />
            </Mark>
          ))}
          {diff.changed.map(({ before, after }) => (
            <Mark key={`~${JSON.stringify(after)}`} tone="line" label={t("owners.changed")}>
              <span className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                <span className="block rounded bg-down/10 p-2">
                  <span className="block text-xs text-muted">{t("owners.now")}</span>
                  <Item field={field} item={before} />
                </span>
                <span className="block rounded bg-up/15 p-2">
                  <span className="block text-xs text-muted">{t("owners.proposed")}</span>
                  <Item field={field} item={after} />
                </span>
              </span>
            </Mark>
          ))}
          {diff.removed.map((item) => (
            <Mark key={`-${JSON.stringify(item)}`} tone="down" label={t("owners.removed")}>
              <span className="block line-through decoration-down/60">
                <Item field={field} item={item} />
              </span>
            </Mark>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The proposal against the live profile, field by field (docs/decisions/022-owner-review.md). */
export function ProfileReview({ diff }: { diff: ProfileDiff }) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      {FIELDS.map((field) => (
        <FieldChanges key={field} field={field} diff={diff[field] as FieldDiff<Profile[Field][number]>} />
      ))}
    </div>
  );
}
