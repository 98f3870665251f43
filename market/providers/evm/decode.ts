import { type AbiEvent, decodeEventLog, type Hex, toEventSelector } from "viem";
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
const PADDED_ADDRESS = /^0x0{24}[0-9a-fA-F]{40}$/;

function quantity(value: unknown, limit: number): number | undefined {
  if (typeof value !== "string" || !QUANTITY.test(value)) return undefined;
  const n = Number.parseInt(value.slice(2), 16);
  return Number.isSafeInteger(n) && n < limit ? n : undefined;
}

/** Whether a decoded value fits the declared Solidity type (viem reads the whole 32-byte word). */
function fits(type: string, value: unknown): boolean {
  const n = typeof value === "number" && Number.isSafeInteger(value) ? BigInt(value) : value;
  const signed = type.startsWith("int");
  if (!signed && !type.startsWith("uint")) return type === "address" && typeof value === "string";
  if (typeof n !== "bigint") return false;
  const bits = BigInt(Number(type.slice(signed ? 3 : 4) || 256));
  return signed ? n >= -(1n << (bits - 1n)) && n < 1n << (bits - 1n) : n >= 0n && n < 1n << bits;
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
  const addressTopics = indexed.map((input, i) => [input, log.topics[i + 1]] as const);
  if (addressTopics.some(([input, topic]) => input.type === "address" && !PADDED_ADDRESS.test(topic))) {
    return undefined;
  }
  let args: unknown;
  try {
    args = decodeEventLog({ abi: [event], data: log.data, topics: log.topics as [Hex], strict: true }).args;
  } catch {
    return undefined;
  }
  // viem gives the arguments by name, or by position when a parameter has none (PairCreated's last).
  const values: unknown[] = Array.isArray(args)
    ? args
    : event.inputs.map((input) => (args as Record<string, unknown>)[input.name ?? ""]);
  if (!event.inputs.every((input, i) => fits(input.type, values[i]))) return undefined;
  const address = (i: number) => String(values[i]).toLowerCase();
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
