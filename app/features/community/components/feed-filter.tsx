import { ALL_LANGUAGES } from "../../../../domain/communities/filter.ts";
import type { FeedFilter } from "../../../../domain/communities/index.ts";
import type { TrackingSummary } from "../../../../domain/communities/tracking.ts";
import { FEED_TEXT_MAX, feedOrders, feedPeriods, postTypes } from "../../../../lib/communities.ts";
import { communityPath } from "../../../../lib/community-paths.ts";
import { type Locale, localizePath } from "../../../../lib/locales.ts";
import { Control, inputClass } from "../../../components/ui/control.tsx";
import { LocalLink } from "../../../components/ui/local-link.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";

/**
 * The feed filter as a plain GET form: the filter lives in the address, so a filtered feed can be shared and
 * the form works without JavaScript (docs/product.md, Communities). A signed-in reader (`tracking` given) may
 * keep only the posts they track and sees the news in them.
 */
export function FeedFilterForm({
  tokenSlug,
  filter,
  tracking,
}: {
  tokenSlug: string;
  /** `allLanguages`: the feed shows every language, not only the reader's (`languages=all`). */
  filter: FeedFilter & { allLanguages: boolean };
  tracking: TrackingSummary | null;
}) {
  const { t, locale } = useTranslation("community");
  const filtered =
    filter.type !== undefined ||
    filter.text !== undefined ||
    filter.orderBy !== "newest" ||
    filter.period !== undefined ||
    filter.isTracked ||
    filter.allLanguages;
  return (
    <form
      method="get"
      action={localizePath(communityPath(tokenSlug), locale as Locale)}
      aria-label={t("filter.label")}
      data-testid="feed-filter"
      className="mb-4 grid gap-3 rounded-lg border border-line bg-surface p-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] sm:items-end"
    >
      <Control label={t("filter.type")}>
        <select name="type" defaultValue={filter.type ?? ""} className={inputClass}>
          <option value="">{t("filter.allTypes")}</option>
          {postTypes.map((type) => (
            <option key={type} value={type}>
              {t(`types.${type}`)}
            </option>
          ))}
        </select>
      </Control>
      <Control label={t("filter.orderBy")}>
        <select name="orderBy" defaultValue={filter.orderBy} className={inputClass}>
          {feedOrders.map((order) => (
            <option key={order} value={order}>
              {t(`orders.${order}`)}
            </option>
          ))}
        </select>
      </Control>
      <Control label={t("filter.period")}>
        <select name="period" defaultValue={filter.period ?? "all"} className={inputClass}>
          {feedPeriods.map((period) => (
            <option key={period} value={period}>
              {t(`periods.${period}`)}
            </option>
          ))}
        </select>
      </Control>
      <Control label={t("filter.text")}>
        <input
          type="search"
          name="text"
          defaultValue={filter.text ?? ""}
          maxLength={FEED_TEXT_MAX}
          placeholder={t("filter.textPlaceholder")}
          className={inputClass}
        />
      </Control>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm sm:col-span-2 lg:col-span-5 lg:row-start-2">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="languages"
            value={ALL_LANGUAGES}
            defaultChecked={filter.allLanguages}
          />
          {t("filter.allLanguages")}
        </label>
        {tracking ? (
          <>
            <label className="flex items-center gap-2">
              <input type="checkbox" name="isTracked" value="true" defaultChecked={filter.isTracked} />
              {t("filter.isTracked")}
            </label>
            {tracking.countNotifications > 0 ? (
              <span data-testid="tracked-news" className="text-muted">
                {t("feed.news", { count: tracking.countNotifications, threads: tracking.countIsTracked })}
              </span>
            ) : null}
          </>
        ) : null}
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className="rounded-md bg-accent px-3 py-1.5 text-sm font-medium text-bg">
          {t("filter.apply")}
        </button>
        {filtered ? (
          <LocalLink to={communityPath(tokenSlug)} className="text-sm text-accent hover:underline">
            {t("filter.reset")}
          </LocalLink>
        ) : null}
      </div>
    </form>
  );
}
