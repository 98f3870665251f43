import {
  type Abi,
  BaseError,
  BlockNotFoundError,
  createPublicClient,
  ExecutionRevertedError,
  type Hex,
  HttpRequestError,
  http,
  RpcRequestError,
  TimeoutError,
  toHex,
} from "viem";
import type { BlockRef } from "./blocks.ts";

/** A block header as the indexer needs it. */
export type BlockHeader = BlockRef & { parentHash: string };

/** What the indexer asks a chain's JSON-RPC node. */
export interface ChainRpc {
  head(): Promise<BlockHeader>;
  /** The canonical block at a height; undefined when the node has none there (yet). */
  header(number: number): Promise<BlockHeader | undefined>;
  /** Raw logs of [from, to] with one of the topics 0, from any address. */
  logs(from: number, to: number, topics: readonly Hex[]): Promise<unknown[]>;
  /** A contract call (at a block, else the latest). */
  read(call: {
    address: string;
    abi: Abi;
    functionName: string;
    args?: readonly unknown[];
    blockNumber?: number;
  }): Promise<unknown>;
}

const WORD = /^0x[0-9a-fA-F]{64}$/;

function headerOf(block: { number: bigint | null; hash: Hex | null; parentHash: Hex; timestamp: bigint }) {
  const { number, hash, parentHash, timestamp } = block;
  if (number === null || hash === null || !WORD.test(hash) || !WORD.test(parentHash ?? "")) {
    throw new Error("malformed block in the node's answer");
  }
  return {
    number: Number(number),
    hash: hash.toLowerCase(),
    parentHash: parentHash.toLowerCase(),
    time: Number(timestamp) * 1000,
  };
}

/**
 * The node behind an http(s) JSON-RPC URL, through viem. viem's own retries are off: the indexer retries whole
 * steps with its backoff and logs each failure. Concurrent requests go out as JSON-RPC batches.
 */
export function httpChainRpc(url: string, options: { timeoutMs: number }): ChainRpc {
  const client = createPublicClient({
    transport: http(url, { timeout: options.timeoutMs, retryCount: 0, batch: { batchSize: 50 } }),
  });
  return {
    async head() {
      return headerOf(await client.getBlock({ blockTag: "latest" }));
    },
    async header(number) {
      try {
        return headerOf(await client.getBlock({ blockNumber: BigInt(number) }));
      } catch (error) {
        if (error instanceof BlockNotFoundError) return undefined;
        throw error;
      }
    },
    async logs(from, to, topics) {
      const result: unknown = await client.request({
        method: "eth_getLogs",
        params: [{ fromBlock: toHex(from), toBlock: toHex(to), topics: [[...topics]] }],
      });
      if (!Array.isArray(result)) throw new Error("malformed eth_getLogs answer: not a list");
      return result;
    },
    read({ address, abi, functionName, args, blockNumber }) {
      return client.readContract({
        address: address as Hex,
        abi,
        functionName,
        args,
        blockNumber: blockNumber === undefined ? undefined : BigInt(blockNumber),
      } as never);
    },
  };
}

const causes = (error: unknown): unknown[] => {
  const out: unknown[] = [];
  for (let e = error; e && out.length < 16; e = (e as { cause?: unknown }).cause) out.push(e);
  return out;
};

/** How nodes word a call that ran and failed in the contract (as opposed to a node that failed to answer). */
const CONTRACT_FAILURE = /revert|out of gas|invalid opcode|execution/i;

/**
 * Whether an error came from reaching the node (no answer, a timeout, an HTTP error such as 429, a JSON-RPC
 * error other than a failed execution) rather than from the contract's answer (a revert, no code, undecodable
 * data): the first is retried, the second is the contract's final word.
 */
export function isTransportError(error: unknown): boolean {
  const chain = causes(error);
  const failedInContract = (e: unknown) =>
    e instanceof ExecutionRevertedError || (e instanceof RpcRequestError && CONTRACT_FAILURE.test(e.details));
  if (chain.some(failedInContract)) return false;
  if (
    chain.some(
      (e) => e instanceof HttpRequestError || e instanceof TimeoutError || e instanceof RpcRequestError,
    )
  ) {
    return true;
  }
  // Past this point viem's own errors are about the answer (no code at the address, data that does not decode).
  return !chain.some((e) => e instanceof BaseError);
}

/**
 * Whether a node refused a log query for its size rather than failing: providers word it differently
 * ("query returned more than 10000 results", "block range is too wide", "Log response size exceeded",
 * "exceed maximum block range", JSON-RPC "limit exceeded" -32005, HTTP 413). Rate limits (HTTP 429, "rate
 * limit") are not size refusals.
 */
export function isRangeError(error: unknown): boolean {
  const chain = causes(error);
  const status = chain.find((e): e is HttpRequestError => e instanceof HttpRequestError)?.status;
  if (status === 413) return true;
  const text = chain
    .map((e) => (e instanceof BaseError ? `${e.details} ${e.shortMessage}` : String(e)))
    .join(" ");
  if (status === 429 || /rate.?limit|too many requests/i.test(text)) return false;
  if (chain.some((e) => e instanceof RpcRequestError && e.code === -32005)) return true;
  return /range|too (many|large|big|wide)|more than \d|response size|exceed|limit/i.test(text);
}

/**
 * Reads the block range [from, to] with `read` (a log query), or a shorter range from `from` when the node
 * refuses the size: the range halves on each refusal down to one block, where a refusal is an error. Returns
 * the range read and what it gave.
 */
export async function readShrinking<T>(
  from: number,
  to: number,
  read: (from: number, to: number) => Promise<T>,
): Promise<{ to: number; result: T }> {
  let end = to;
  for (;;) {
    try {
      return { to: end, result: await read(from, end) };
    } catch (error) {
      if (end === from || !isRangeError(error)) throw error;
      end = from + Math.floor((end - from + 1) / 2) - 1;
    }
  }
}
