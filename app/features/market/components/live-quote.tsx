import { useRef } from "react";
import { formatPrice } from "../../../../lib/format/number.ts";
import type { PricePayload } from "../../../../lib/realtime/payloads.ts";
import { Change } from "../../../components/ui/change.tsx";
import { useTranslation } from "../../../i18n/i18n.tsx";
import { useChannelState } from "../../../runtime/realtime/use-channel.ts";
import { useVisible } from "../hooks/use-visible.ts";

type Props = {
  address: string;
  chainId: number;
  /** The list figures of the token (`token_stats`); the PRICE channel replaces them once it speaks. */
  price: string;
  change24h: number;
  trades24: number;
  locale: string;
};

/**
 * A token's price and 24-hour change in a short list (the cabinet's favourites), printed as the token table
 * prints them and, like its price cell, following the PRICE channel while on screen.
 */
export function LiveQuote({ address, chainId, price, change24h, trades24, locale }: Props) {
  const { t } = useTranslation();
  const ref = useRef<HTMLSpanElement>(null);
  const visible = useVisible(ref);
  const live = useChannelState<PricePayload>(visible ? { topic: "PRICE", address, chainId } : null);
  return (
    <span ref={ref} className="shrink-0 text-right tabular-nums" data-live={live ? "" : undefined}>
      <span className="block">${formatPrice(live?.price ?? price, locale)}</span>
      {live || trades24 > 0 ? (
        <Change value={live?.change24h ?? change24h} locale={locale} />
      ) : (
        <span className="chg text-xs text-muted">{t("table.noTrades")}</span>
      )}
    </span>
  );
}
