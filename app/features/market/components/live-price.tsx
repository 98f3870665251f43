import { formatPrice } from "../../../../lib/format/number.ts";
import type { PricePayload } from "../../../../lib/realtime/payloads.ts";
import { Change } from "../../../components/ui/change.tsx";
import { useChannelState } from "../../../runtime/realtime/use-channel.ts";

/** `price` and `change24h` are the server's figures; null when it has none (the live ones follow). */
type Props = {
  address: string;
  chainId: number;
  price: string | null;
  change24h: number | null;
  locale: string;
};

/** The token's price and 24-hour change: server-rendered, then kept live by the PRICE channel. */
export function LivePrice({ address, chainId, price, change24h, locale }: Props) {
  const live = useChannelState<PricePayload>({ topic: "PRICE", address, chainId });
  return (
    <div className="ml-auto text-right" data-testid="live-price">
      <p className="num text-2xl font-bold">
        {live || price !== null ? `$${formatPrice(live?.price ?? price, locale)}` : "—"}
      </p>
      {live || change24h !== null ? (
        <Change value={live?.change24h ?? change24h ?? 0} locale={locale} />
      ) : null}
    </div>
  );
}
