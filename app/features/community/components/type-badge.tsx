import type { PostType } from "../../../../lib/communities.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";

const TONE: Record<PostType, string> = {
  discussion: "bg-bg text-fg",
  question: "bg-blue-100 text-blue-900 dark:bg-blue-900/40 dark:text-blue-100",
  analysis: "bg-violet-100 text-violet-900 dark:bg-violet-900/40 dark:text-violet-100",
  announcement: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
};

/** A post's type as a small label. */
export function TypeBadge({ type }: { type: PostType }) {
  const { t } = useTranslation("community");
  return <span className={`rounded px-1.5 py-0.5 font-medium ${TONE[type]}`}>{t(`types.${type}`)}</span>;
}
