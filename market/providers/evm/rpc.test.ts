import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  HttpRequestError,
  InternalRpcError,
  LimitExceededRpcError,
  parseAbi,
  RpcRequestError,
  TimeoutError,
} from "viem";
import { describe, expect, it } from "vitest";
import { isRangeError, isTransportError, readShrinking } from "./rpc.ts";

const rpcError = (code: number, message: string) =>
  new RpcRequestError({ body: {}, url: "http://node", error: { code, message } });
const http = (status: number, details = "") =>
  new HttpRequestError({ url: "http://node", status, body: {}, details });
const abi = parseAbi(["function token0() view returns (address)"]);
const contractError = (cause: Error) =>
  new ContractFunctionExecutionError(cause as never, {
    abi,
    functionName: "token0",
    contractAddress: "0x0000000000000000000000000000000000000001",
  });

describe("isRangeError", () => {
  it("knows how providers refuse a log query for its size", () => {
    for (const message of [
      "query returned more than 10000 results",
      "Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range",
      "block range is too wide",
      "exceed maximum block range: 5000",
      "eth_getLogs is limited to a 10,000 range",
      "range too large",
    ]) {
      expect(isRangeError(rpcError(-32000, message)), message).toBe(true);
    }
    expect(isRangeError(new LimitExceededRpcError(rpcError(-32005, "limit exceeded")))).toBe(true);
    expect(isRangeError(http(413))).toBe(true);
  });

  it("does not take a rate limit, a timeout or another failure for a size refusal", () => {
    expect(isRangeError(http(429, "Too Many Requests"))).toBe(false);
    expect(isRangeError(rpcError(-32000, "rate limit reached"))).toBe(false);
    expect(isRangeError(new TimeoutError({ body: {}, url: "http://node" }))).toBe(false);
    expect(isRangeError(new InternalRpcError(rpcError(-32603, "internal error")))).toBe(false);
    expect(isRangeError(new Error("fetch failed"))).toBe(false);
  });
});

describe("isTransportError", () => {
  it("retries what failed on the way to the node", () => {
    expect(isTransportError(http(503))).toBe(true);
    expect(isTransportError(http(429))).toBe(true);
    expect(isTransportError(new TimeoutError({ body: {}, url: "http://node" }))).toBe(true);
    expect(isTransportError(contractError(new InternalRpcError(rpcError(-32603, "internal error"))))).toBe(
      true,
    );
    expect(isTransportError(new Error("malformed answer"))).toBe(true);
  });

  it("takes a revert, no code or undecodable data as the contract's answer", () => {
    expect(
      isTransportError(contractError(new ContractFunctionRevertedError({ abi, functionName: "token0" }))),
    ).toBe(false);
    expect(isTransportError(new ContractFunctionZeroDataError({ functionName: "token0" }))).toBe(false);
    expect(isTransportError(contractError(rpcError(3, "execution reverted")))).toBe(false);
  });
});

describe("readShrinking", () => {
  it("halves the range on each size refusal and returns the range it read", async () => {
    const asked: [number, number][] = [];
    const read = async (from: number, to: number) => {
      asked.push([from, to]);
      if (to - from + 1 > 100) throw rpcError(-32005, "query returned more than 10000 results");
      return to - from + 1;
    };
    expect(await readShrinking(1000, 1999, read)).toEqual({ to: 1061, result: 62 });
    expect(asked.map(([, to]) => to)).toEqual([1999, 1499, 1249, 1124, 1061]);
  });

  it("throws other errors at once, and a size refusal of a single block", async () => {
    let calls = 0;
    await expect(
      readShrinking(5, 50, async () => {
        calls += 1;
        throw http(503);
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
    await expect(
      readShrinking(5, 5, async () => {
        throw rpcError(-32005, "limit exceeded");
      }),
    ).rejects.toThrow(/limit/);
  });
});
