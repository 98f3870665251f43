import { useRef } from "react";
import { formatPrice } from "../../../../lib/format/number.ts";
import type { PricePayload } from "../../../../lib/realtime/payloads.ts";
import { useChannelState } from "../../../runtime/realtime/use-channel.ts";
import { useVisible } from "../hooks/use-visible.ts";

/** A list row's price cell: follows the PRICE channel only while the row is on screen. */
export function RowPrice({
  address,
  chainId,
  price,
  locale,
  className,
}: {
  address: string;
  chainId: number;
  price: string;
  locale: string;
  className?: string;
}) {
  const ref = useRef<HTMLTableCellElement>(null);
  const visible = useVisible(ref);
  const live = useChannelState<PricePayload>(visible ? { topic: "PRICE", address, chainId } : null);
  return (
    <td ref={ref} className={className} data-live={live ? "" : undefined}>
      {`$${formatPrice(live?.price ?? price, locale)}`}
    </td>
  );
}
