import { createDemoModel, DEMO_MAX_LATENCY_MS, type ModelTrade } from "../../domain/market/demo-model.ts";
import type { MarketProvider, PairRecord, TradeEvent } from "../types.ts";

const MINUTE = 60_000;

export type DemoOptions = {
  seed: number;
  /**
   * Deliver each trade at its own time, in time order, as an exchange stream does; by default trades
   * arrive 0–2.5 s late and out of order, as from a chain.
   */
  inOrder?: boolean;
  /** Tick of the live feed in ms. */
  tickMs?: number;
  now?: () => number;
};

const withoutDelivery = ({ deliverAt: _deliverAt, ...trade }: ModelTrade): TradeEvent => trade;

/**
 * The demo provider: the trades of the demo model (domain/market/demo-model.ts), emitted every tick once
 * their delivery time has come, and replayed for any past window.
 */
export function createDemoProvider(options: DemoOptions): MarketProvider {
  const now = options.now ?? Date.now;
  const model = createDemoModel(options.seed);
  let timer: ReturnType<typeof setInterval> | undefined;
  let pairList: readonly PairRecord[] = [];
  const minutes = new Map<number, ModelTrade[]>();

  /** Every pair's trades of minute m, generated once and kept while they can still be delivered. */
  const tradesOfMinute = (m: number) => {
    let list = minutes.get(m);
    if (!list) {
      list = pairList.flatMap((pair) => model.minute(pair, m));
      minutes.set(m, list);
    }
    return list;
  };

  return {
    source: "demo",
    label: "demo",
    maxLatencyMs: DEMO_MAX_LATENCY_MS,
    open(pairs) {
      pairList = pairs;
      minutes.clear();
    },
    start(emit, from) {
      let last = Math.min(now(), from) - 1;
      timer = setInterval(() => {
        const at = now();
        const first = Math.floor((last - DEMO_MAX_LATENCY_MS) / MINUTE);
        for (const m of minutes.keys()) if (m < first) minutes.delete(m);
        const batch: TradeEvent[] = [];
        for (let m = first; m * MINUTE <= at; m++) {
          for (const trade of tradesOfMinute(m)) {
            const due = options.inOrder ? trade.time : trade.deliverAt;
            if (due > last && due <= at && trade.time >= from) batch.push(withoutDelivery(trade));
          }
        }
        last = at;
        if (options.inOrder) batch.sort((a, b) => a.time - b.time);
        if (batch.length) emit(batch);
      }, options.tickMs ?? 250);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
    history: (pair, from, to) => model.history(pair, from, to).map(withoutDelivery),
    priceAt: (pair, time) => model.price(pair, time),
  };
}
