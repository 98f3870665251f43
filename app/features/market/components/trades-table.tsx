import { useState } from "react";
import { formatClock } from "../../../../lib/format/date.ts";
import { formatPrice, formatUsd } from "../../../../lib/format/number.ts";
import type { Trade, TradesPayload } from "../../../../lib/realtime/payloads.ts";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { useChannelState } from "../../../runtime/realtime/use-channel.ts";
import { marketApi } from "../market-api.ts";

const SHOWN = 25;
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

/** Live trades of a pair, newest first, with older ones on request; each can be marked on the chart. */
export function TradesTable({
  address,
  chainId,
  locale,
  exchange,
  onMark,
}: {
  address: string;
  chainId: number;
  locale: string;
  /** Exchange trades carry no trader address: the column is left out. */
  exchange: boolean;
  onMark: (trade: Trade) => void;
}) {
  const { t } = useTranslation("market");
  const live = useChannelState<TradesPayload>({ topic: "TRADE", address, chainId });
  const [older, setOlder] = useState<Trade[]>([]);
  const [loading, setLoading] = useState(false);
  const [end, setEnd] = useState(false);
  const recent = (live?.trades ?? []).slice(0, SHOWN);
  const rows = [...recent, ...older.filter((o) => !recent.some((r) => r.id === o.id))];

  const loadOlder = async () => {
    const last = rows.at(-1);
    if (!last) return;
    setLoading(true);
    const data = await marketApi.trades({
      chainId,
      address,
      before: Number(last.id.split("-")[1]),
      limit: SHOWN,
    });
    setLoading(false);
    if (!data) return;
    if (data.length < SHOWN) setEnd(true);
    setOlder((list) => [...list, ...data]);
  };

  if (!live) return <p className="p-3 text-sm text-muted">{t("trades.loading")}</p>;
  if (rows.length === 0) return <p className="p-3 text-sm text-muted">{t("trades.empty")}</p>;
  return (
    <div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="trades-table">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="px-2 py-1.5 font-medium">{t("trades.time")}</th>
              <th className="px-2 py-1.5 font-medium">{t("trades.type")}</th>
              <th className="px-2 py-1.5 text-right font-medium">{t("trades.price")}</th>
              <th className="hidden px-2 py-1.5 text-right font-medium sm:table-cell">
                {t("trades.amount")}
              </th>
              <th className="px-2 py-1.5 text-right font-medium">{t("trades.value")}</th>
              {exchange ? null : (
                <th className="hidden px-2 py-1.5 font-medium md:table-cell">{t("trades.trader")}</th>
              )}
              <th className="px-2 py-1.5">
                <span className="sr-only">{t("trades.markColumn")}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((trade) => (
              <tr key={trade.id} data-id={trade.id} data-side={trade.side}>
                <td className="num px-2 py-1.5 whitespace-nowrap">
                  <time dateTime={new Date(trade.time).toISOString()}>
                    {formatClock(trade.time, { locale, seconds: true })}
                  </time>
                </td>
                <td className={`px-2 py-1.5 font-medium ${trade.side === "buy" ? "text-up" : "text-down"}`}>
                  {t(trade.side === "buy" ? "side.buy" : "side.sell")}
                </td>
                <td className="num px-2 py-1.5 text-right">${formatPrice(trade.price, locale)}</td>
                <td className="num hidden px-2 py-1.5 text-right sm:table-cell">
                  {formatPrice(trade.amount, locale)}
                </td>
                <td className="num px-2 py-1.5 text-right">{formatUsd(trade.value, locale)}</td>
                {exchange ? null : (
                  <td className="hidden px-2 py-1.5 font-mono text-xs md:table-cell" title={trade.trader}>
                    {short(trade.trader)}
                  </td>
                )}
                <td className="px-2 py-1.5 text-right">
                  <button
                    type="button"
                    className="rounded border border-line px-2 py-0.5 text-xs hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
                    onClick={() => onMark(trade)}
                    aria-label={t("trades.markLabel", {
                      side: t(trade.side === "buy" ? "side.buy" : "side.sell"),
                      time: formatClock(trade.time, { locale, seconds: true }),
                    })}
                  >
                    {t("trades.mark")}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!end ? (
        <button
          type="button"
          className="mt-2 w-full rounded border border-line px-3 py-1.5 text-sm hover:border-accent disabled:opacity-60"
          onClick={loadOlder}
          disabled={loading}
        >
          {loading ? t("trades.loadingOlder") : t("trades.older")}
        </button>
      ) : null}
    </div>
  );
}
