import { createRequire } from "node:module";
import { type AbiEvent, concat, encodeAbiParameters, type Hex, pad, toEventSelector, toHex } from "viem";
import { describe, expect, it } from "vitest";
import { rawLog as logOf } from "../../../tests/support/evm-logs.ts";
import { v2FactoryEvents, v2PairEvents, v3FactoryEvents, v3PoolEvents } from "./abi.ts";
import { decodeDexLog, LOG_INDEX_SPAN, logSeq } from "./decode.ts";

const artifact = (name: string) =>
  createRequire(import.meta.url)(`@uniswap/v2-core/build/${name}.json`) as { abi: AbiEvent[] };

const POOL = "0x1111111111111111111111111111111111111111";
const A = "0x2222222222222222222222222222222222222222";
const B = "0x3333333333333333333333333333333333333333";
const HASH = `0x${"ab".repeat(32)}` as Hex;
const TX = `0x${"cd".repeat(32)}` as Hex;

const at = { address: POOL, blockNumber: 16, blockHash: HASH, transactionHash: TX, logIndex: 2 };
const rawLog = (event: AbiEvent, args: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  ...logOf(event, args, at),
  ...over,
});

const [swap, sync, mint, burn] = v2PairEvents;
const [pairCreated] = v2FactoryEvents;
const [swapV3] = v3PoolEvents;
const [poolCreated] = v3FactoryEvents;

const swapArgs = { sender: A, amount0In: 10n, amount1In: 0n, amount0Out: 0n, amount1Out: 7n, to: B };
const v3Args = {
  sender: A,
  recipient: B,
  amount0: -5n,
  amount1: 9n,
  sqrtPriceX96: 2n ** 96n,
  liquidity: 1000n,
  tick: -200,
};

describe("event signatures", () => {
  it("are those of the official v2-core build for the pair and factory events", () => {
    const official = new Set(
      [...artifact("UniswapV2Pair").abi, ...artifact("UniswapV2Factory").abi]
        .filter((e) => e.type === "event")
        .map((e) => toEventSelector(e)),
    );
    for (const event of [swap, sync, mint, burn, pairCreated])
      expect(official).toContain(toEventSelector(event));
  });

  it("differ between the v2 and v3 Swap", () => {
    expect(toEventSelector(swap)).not.toBe(toEventSelector(swapV3));
  });
});

describe("decodeDexLog", () => {
  it("reads every event the indexer follows, with its position", () => {
    const position = { address: POOL, blockNumber: 16, blockHash: HASH, txHash: TX, logIndex: 2 };
    expect(decodeDexLog(rawLog(swap, swapArgs))).toEqual({
      ...position,
      type: "v2-swap",
      ...swapArgs,
      sender: A,
      to: B,
    });
    expect(decodeDexLog(rawLog(sync, { reserve0: 5n, reserve1: 2n ** 112n - 1n }))).toEqual({
      ...position,
      type: "v2-sync",
      reserve0: 5n,
      reserve1: 2n ** 112n - 1n,
    });
    expect(decodeDexLog(rawLog(mint, { sender: A, amount0: 1n, amount1: 2n }))).toMatchObject({
      type: "v2-mint",
      amount0: 1n,
      amount1: 2n,
    });
    expect(decodeDexLog(rawLog(burn, { sender: A, amount0: 1n, amount1: 2n, to: B }))).toMatchObject({
      type: "v2-burn",
      to: B,
    });
    expect(decodeDexLog(rawLog(swapV3, v3Args))).toEqual({ ...position, type: "v3-swap", ...v3Args });
    const created = rawLog(pairCreated, { token0: A, token1: B, pair: POOL, "": 7n });
    created.data = encodeAbiParameters([{ type: "address" }, { type: "uint256" }], [POOL, 7n]);
    expect(decodeDexLog(created)).toMatchObject({ type: "pair-created", token0: A, token1: B, pool: POOL });
    expect(
      decodeDexLog(rawLog(poolCreated, { token0: A, token1: B, fee: 3000, tickSpacing: 60, pool: POOL })),
    ).toMatchObject({ type: "pool-created", token0: A, token1: B, fee: 3000, pool: POOL });
  });

  it("lower-cases addresses and hashes, whatever case the node sends", () => {
    const upper = rawLog(swap, swapArgs, {
      address: POOL.toUpperCase().replace("0X", "0x"),
      blockHash: HASH.toUpperCase().replace("0X", "0x"),
    });
    expect(decodeDexLog(upper)).toMatchObject({ address: POOL, blockHash: HASH });
  });

  it("keys trades by block and log index, distinct within a block", () => {
    expect(logSeq(16, 2)).toBe(16 * LOG_INDEX_SPAN + 2);
    expect(logSeq(16, 3)).toBeGreaterThan(logSeq(16, 2));
    expect(logSeq(17, 0)).toBeGreaterThan(logSeq(16, LOG_INDEX_SPAN - 1));
    expect(decodeDexLog(rawLog(swap, swapArgs, { logIndex: toHex(LOG_INDEX_SPAN) }))).toBeUndefined();
  });

  it("gives nothing for a log that is not exactly what the contracts emit", () => {
    const good = rawLog(swap, swapArgs);
    const word = (n: bigint) => pad(toHex(n), { size: 32 });
    const hostile: [string, unknown][] = [
      ["not an object", "0x"],
      ["null", null],
      ["unknown topic 0", { ...good, topics: [HASH, ...good.topics.slice(1)] }],
      ["no topics", { ...good, topics: [] }],
      ["a topic too few", { ...good, topics: good.topics.slice(0, 2) }],
      ["a topic too many", { ...good, topics: [...good.topics, HASH] }],
      ["a short topic", { ...good, topics: [good.topics[0], "0x1234", good.topics[2]] }],
      [
        "an address topic with high bits",
        { ...good, topics: [good.topics[0], `0xff${"0".repeat(22)}${A.slice(2)}`, good.topics[2]] },
      ],
      ["short data", { ...good, data: good.data.slice(0, -64) }],
      ["long data", { ...good, data: concat([good.data as Hex, word(1n)]) }],
      ["odd data", { ...good, data: `${good.data}0` }],
      ["data not hex", { ...good, data: "0xzz" }],
      ["removed by a reorganisation", { ...good, removed: true }],
      ["pending (no block)", { ...good, blockNumber: null, blockHash: null }],
      ["a block number past 2^53 / 10^6", { ...good, blockNumber: toHex(2n ** 60n) }],
      ["a block number not hex", { ...good, blockNumber: 16 }],
      ["a bad address", { ...good, address: "0x1234" }],
      ["a bad transaction hash", { ...good, transactionHash: "0x12" }],
      ["topics not a list", { ...good, topics: "0x" }],
      [
        "a Sync reserve above uint112",
        rawLog(sync, { reserve0: 1n, reserve1: 1n }, { data: concat([word(2n ** 112n), word(1n)]) }),
      ],
      [
        "a v3 tick above int24",
        {
          ...rawLog(swapV3, v3Args),
          data: concat([word(1n), word(1n), word(1n), word(1n), word(2n ** 23n)]),
        },
      ],
      [
        "a v3 liquidity above uint128",
        {
          ...rawLog(swapV3, v3Args),
          data: concat([word(1n), word(1n), word(1n), word(2n ** 128n), word(1n)]),
        },
      ],
      [
        "a v2 amount of 2^256 - 1 in a Sync",
        { ...rawLog(sync, { reserve0: 1n, reserve1: 1n }), data: concat([word(2n ** 256n - 1n), word(1n)]) },
      ],
    ];
    for (const [what, log] of hostile) expect(decodeDexLog(log), what).toBeUndefined();
  });

  it("keeps huge but valid numbers exact, and zero amounts as they are (pricing decides)", () => {
    const huge = decodeDexLog(rawLog(swap, { ...swapArgs, amount0In: 2n ** 256n - 1n, amount1Out: 0n }));
    expect(huge).toMatchObject({ amount0In: 2n ** 256n - 1n, amount1Out: 0n });
    expect(decodeDexLog(rawLog(swap, { ...swapArgs, amount0In: 0n, amount1Out: 0n }))).toMatchObject({
      amount0In: 0n,
      amount1In: 0n,
      amount0Out: 0n,
      amount1Out: 0n,
    });
    expect(decodeDexLog(rawLog(swapV3, { ...v3Args, amount0: -(2n ** 255n) }))).toMatchObject({
      amount0: -(2n ** 255n),
    });
  });
});
