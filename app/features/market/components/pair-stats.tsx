import { useState } from "react";
import { formatNumber, formatPrice, formatUsd } from "../../../../lib/format/number.ts";
import type { Catalogs } from "../../../../lib/i18n/translator.ts";
import type {
  PairInfoPayload,
  PriceChangePayload,
  TokenInfoPayload,
  TradeStatisticPayload,
} from "../../../../lib/realtime/payloads.ts";
import { STAT_WINDOWS, type StatWindow } from "../../../../lib/realtime/protocol.ts";
import { Change } from "../../../components/ui/change.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { useChannelState } from "../../../runtime/realtime/use-channel.ts";

/** Which pair or token a figure follows, and the page language. */
type Target = { address: string; chainId: number; locale: string };

const WINDOW_KEYS: Record<StatWindow, keyof Catalogs["market"]["windows"]> = {
  5: "5m",
  60: "1h",
  360: "6h",
  1440: "24h",
};

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-md border border-line p-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="num mt-0.5 font-semibold">{children}</dd>
    </div>
  );
}

function WindowChange({
  address,
  chainId,
  interval,
  locale,
}: {
  address: string;
  chainId: number;
  interval: StatWindow;
  locale: string;
}) {
  const { t } = useTranslation("market");
  const change = useChannelState<PriceChangePayload>({ topic: "PRICE_CHANGE", address, chainId, interval });
  return (
    <Figure label={t(`windows.${WINDOW_KEYS[interval]}`)}>
      {change ? <Change value={change.change} locale={locale} /> : "—"}
    </Figure>
  );
}

/** Where the live figures come from: a "demo data" label while simulated or replayed, else the source. */
export function SourceBadge({ address, chainId }: { address: string; chainId: number }) {
  const { t } = useTranslation("market");
  const info = useChannelState<PairInfoPayload>({ topic: "PAIR_INFO", address, chainId });
  if (!info) return null;
  return info.source === "demo" ? (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      {t("common:data.demo")}
    </span>
  ) : (
    <span className="text-xs font-normal text-muted">{t("common:data.source", { source: info.dex })}</span>
  );
}

/**
 * Pair info, price change over the four windows, and the trade statistics of the chosen window, each a dash
 * until its figure arrives, so the boxes keep their size. An exchange market has no pool and no trader
 * addresses: those figures are left out.
 */
export function PairStats({ address, chainId, locale, exchange }: Target & { exchange: boolean }) {
  const { t } = useTranslation("market");
  const [span, setSpan] = useState<StatWindow>(1440);
  const info = useChannelState<PairInfoPayload>({ topic: "PAIR_INFO", address, chainId });
  const stats = useChannelState<TradeStatisticPayload>({
    topic: "TRADE_STATISTIC",
    address,
    chainId,
    interval: span,
  });
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {STAT_WINDOWS.map((w) => (
          <WindowChange key={w} address={address} chainId={chainId} interval={w} locale={locale} />
        ))}
      </dl>
      <div>
        <fieldset className="mb-2 flex gap-1">
          <legend className="sr-only">{t("stats.window")}</legend>
          {STAT_WINDOWS.map((w) => (
            <button
              key={w}
              type="button"
              aria-pressed={w === span}
              onClick={() => setSpan(w)}
              className="rounded px-2.5 py-1 text-sm aria-pressed:bg-accent aria-pressed:text-white dark:aria-pressed:text-bg border border-line"
            >
              {t(`windows.${WINDOW_KEYS[w]}`)}
            </button>
          ))}
        </fieldset>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="trade-stats">
          <Figure label={t("stats.buys")}>{stats ? formatNumber(stats.buys, locale) : "—"}</Figure>
          <Figure label={t("stats.sells")}>{stats ? formatNumber(stats.sells, locale) : "—"}</Figure>
          {exchange ? null : (
            <>
              <Figure label={t("stats.buyers")}>{stats ? formatNumber(stats.buyers, locale) : "—"}</Figure>
              <Figure label={t("stats.sellers")}>{stats ? formatNumber(stats.sellers, locale) : "—"}</Figure>
            </>
          )}
          <Figure label={t("stats.buyVolume")}>{stats ? formatUsd(stats.buyVolume, locale) : "—"}</Figure>
          <Figure label={t("stats.sellVolume")}>{stats ? formatUsd(stats.sellVolume, locale) : "—"}</Figure>
          <Figure label={t("stats.volume")}>{stats ? formatUsd(stats.volume, locale) : "—"}</Figure>
        </dl>
      </div>
      {exchange ? null : (
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="pair-info">
          <Figure label={t("pair.dex")}>
            {info ? `${info.dex} · ${info.baseSymbol}/${info.quoteSymbol}` : "—"}
          </Figure>
          <Figure label={t("pair.liquidity")}>{info ? formatUsd(info.liquidity, locale) : "—"}</Figure>
          <Figure label={t("pair.reserves")}>
            {info
              ? `${formatPrice(info.reserveBase, locale)} ${info.baseSymbol} · ${formatUsd(info.reserveQuote, locale)}`
              : "—"}
          </Figure>
          <Figure label={t("pair.fdv")}>{info ? formatUsd(info.fdv, locale) : "—"}</Figure>
          <Figure label={t("pair.marketCap")}>{info ? formatUsd(info.marketCap, locale) : "—"}</Figure>
        </dl>
      )}
    </div>
  );
}

/** The token-analysis score, live, with what it is made of. */
export function AnalysisScore({ address, chainId, locale }: Target) {
  const { t } = useTranslation("market");
  const info = useChannelState<TokenInfoPayload>({ topic: "TOKEN_INFO", address, chainId });
  return (
    <div className="rounded-lg border border-line bg-surface p-3">
      <p className="flex items-baseline gap-2">
        <span className="font-semibold">{t("score.title")}</span>
        <span className="num text-xl font-bold" data-testid="ai-score">
          {info ? formatPrice(info.aiScore, locale) : "—"}
        </span>
        <span className="text-sm text-muted">/ 100</span>
      </p>
      <p className="mt-1 text-sm leading-relaxed text-muted">{t("score.explain")}</p>
    </div>
  );
}
