import { type AbiEvent, type Hex, toEventSelector } from "viem";
import { v2FactoryEvents, v2PairEvents, v3FactoryEvents, v3PoolEvents } from "./abi.ts";

/**
 * Raw `eth_getLogs` entries to typed DEX events. Anything that is not exactly what the contracts emit gives no
 * event instead of a wrong one: a missing or malformed field, a removed or pending log, a topic count or data
 * size other than the event's, an address topic with bits above its 20 bytes, a number outside its declared
 * type. Any contract can emit a log with these topics; which pools are genuine is decided elsewhere (the
 * factories), this only guarantees well-formed values.
 */

/** Where a log sits: addresses lower-cased, numbers as safe integers. */
export type LogPosition = {
  address: string;
  blockNumber: number;
  blockHash: string;
  txHash: string;
  logIndex: number;
};

export type DexEvent = LogPosition &
  (
    | {
        type: "v2-swap";
        sender: string;
        to: string;
        amount0In: bigint;
        amount1In: bigint;
        amount0Out: bigint;
        amount1Out: bigint;
      }
    | { type: "v2-sync"; reserve0: bigint; reserve1: bigint }
    | { type: "v2-mint"; sender: string; amount0: bigint; amount1: bigint }
    | { type: "v2-burn"; sender: string; amount0: bigint; amount1: bigint; to: string }
    | {
        type: "v3-swap";
        sender: string;
        recipient: string;
        amount0: bigint;
        amount1: bigint;
        sqrtPriceX96: bigint;
        liquidity: bigint;
        tick: number;
      }
    | { type: "pair-created"; token0: string; token1: string; pool: string }
    | { type: "pool-created"; token0: string; token1: string; fee: number; pool: string }
  );

export type DexEventType = DexEvent["type"];

/**
 * A trade's key within its chain: block number and log index in one safe integer (a block holds far fewer
 * than a million logs), so trades sharing a block time keep distinct, ordered keys.
 */
export const LOG_INDEX_SPAN = 1_000_000;
export const logSeq = (blockNumber: number, logIndex: number) => blockNumber * LOG_INDEX_SPAN + logIndex;

const TYPES: [AbiEvent, DexEventType][] = [
  [v2PairEvents[0], "v2-swap"],
  [v2PairEvents[1], "v2-sync"],
  [v2PairEvents[2], "v2-mint"],
  [v2PairEvents[3], "v2-burn"],
  [v3PoolEvents[0], "v3-swap"],
  [v2FactoryEvents[0], "pair-created"],
  [v3FactoryEvents[0], "pool-created"],
];
const BY_TOPIC = new Map(TYPES.map(([event, type]) => [toEventSelector(event), { event, type }]));

const HEX = /^0x[0-9a-fA-F]*$/;
const WORD = /^0x[0-9a-fA-F]{64}$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const QUANTITY = /^0x[0-9a-fA-F]{1,16}$/;

function quantity(value: unknown, limit: number): number | undefined {
  if (typeof value !== "string" || !QUANTITY.test(value)) return undefined;
  const n = Number.parseInt(value.slice(2), 16);
  return Number.isSafeInteger(n) && n < limit ? n : undefined;
}

/**
 * One ABI word as the declared type: an address (20 bytes, zero above), an unsigned integer of N bits (zero
 * above), or a signed one (two's complement, sign-extended above). Undefined when the word does not fit.
 */
function wordValue(type: string, word: string): bigint | string | undefined {
  if (type === "address") return /^0{24}/.test(word) ? `0x${word.slice(24).toLowerCase()}` : undefined;
  const signed = type.startsWith("int");
  const bits = BigInt(Number(type.slice(signed ? 3 : 4) || 256));
  const raw = BigInt(`0x${word}`);
  if (!signed) return raw < 1n << bits ? raw : undefined;
  const value = raw >= 1n << 255n ? raw - (1n << 256n) : raw;
  return value >= -(1n << (bits - 1n)) && value < 1n << (bits - 1n) ? value : undefined;
}

/** The log's position, or undefined when any field is missing, malformed, pending or removed. */
export function logPosition(raw: unknown): (LogPosition & { topics: Hex[]; data: Hex }) | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const log = raw as Record<string, unknown>;
  if (log.removed === true) return undefined;
  const { address, topics, data, blockHash, transactionHash } = log;
  if (typeof address !== "string" || !ADDRESS.test(address)) return undefined;
  if (!Array.isArray(topics) || !topics.every((t) => typeof t === "string" && WORD.test(t))) return undefined;
  if (typeof data !== "string" || !HEX.test(data) || data.length % 2 !== 0) return undefined;
  if (typeof blockHash !== "string" || !WORD.test(blockHash)) return undefined;
  if (typeof transactionHash !== "string" || !WORD.test(transactionHash)) return undefined;
  const blockNumber = quantity(log.blockNumber, Number.MAX_SAFE_INTEGER / LOG_INDEX_SPAN);
  const logIndex = quantity(log.logIndex, LOG_INDEX_SPAN);
  if (blockNumber === undefined || logIndex === undefined) return undefined;
  return {
    address: address.toLowerCase(),
    blockNumber,
    blockHash: blockHash.toLowerCase(),
    txHash: transactionHash.toLowerCase(),
    logIndex,
    topics: topics as Hex[],
    data: data as Hex,
  };
}

/** One raw log as a DEX event, or undefined for anything else (see the module comment). */
export function decodeDexLog(raw: unknown): DexEvent | undefined {
  const log = logPosition(raw);
  if (!log) return undefined;
  const known = BY_TOPIC.get(log.topics[0]?.toLowerCase() as Hex);
  if (!known) return undefined;
  const { event, type } = known;
  const indexed = event.inputs.filter((input) => input.indexed);
  if (log.topics.length !== 1 + indexed.length) return undefined;
  if ((log.data.length - 2) / 64 !== event.inputs.length - indexed.length) return undefined;
  // Every parameter of these events is a static type: one topic or one 32-byte data word each, in order.
  const values: (bigint | string)[] = [];
  let topic = 1;
  let word = 0;
  for (const input of event.inputs) {
    const hex = input.indexed
      ? log.topics[topic++].slice(2)
      : log.data.slice(2 + 64 * word, 66 + 64 * word++);
    const value = wordValue(input.type, hex);
    if (value === undefined) return undefined;
    values.push(value);
  }
  const address = (i: number) => values[i] as string;
  const int = (i: number) => values[i] as bigint;
  const { topics: _topics, data: _data, ...position } = log;
  switch (type) {
    case "v2-swap":
      return {
        ...position,
        type,
        sender: address(0),
        amount0In: int(1),
        amount1In: int(2),
        amount0Out: int(3),
        amount1Out: int(4),
        to: address(5),
      };
    case "v2-sync":
      return { ...position, type, reserve0: int(0), reserve1: int(1) };
    case "v2-mint":
      return { ...position, type, sender: address(0), amount0: int(1), amount1: int(2) };
    case "v2-burn":
      return { ...position, type, sender: address(0), amount0: int(1), amount1: int(2), to: address(3) };
    case "v3-swap":
      return {
        ...position,
        type,
        sender: address(0),
        recipient: address(1),
        amount0: int(2),
        amount1: int(3),
        sqrtPriceX96: int(4),
        liquidity: int(5),
        tick: Number(values[6]),
      };
    case "pair-created":
      return { ...position, type, token0: address(0), token1: address(1), pool: address(2) };
    case "pool-created":
      return {
        ...position,
        type,
        token0: address(0),
        token1: address(1),
        fee: Number(values[2]),
        pool: address(4),
      };
  }
}
