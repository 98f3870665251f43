import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/**
 * A reader-first list's note of the posts it leaves out in other languages, with the way to every language
 * (docs/decisions/026-communities-owners-and-languages.md); nothing when none are left out.
 */
export function OtherLanguages({
  count,
  allHref,
  testId = "other-languages",
}: {
  count: number;
  /** The same list in every language. */
  allHref: string;
  testId?: string;
}) {
  const { t } = useTranslation("community");
  if (count === 0) return null;
  return (
    <p data-testid={testId} className="mb-3 text-sm text-muted">
      {t("feed.otherLanguages", { count })}{" "}
      <LocalLink to={allHref} className="text-accent hover:underline">
        {t("feed.showAllLanguages")}
      </LocalLink>
    </p>
  );
}
