import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { createHardhatRuntimeEnvironment } from "hardhat/hre";
import {
  type Abi,
  decodeFunctionResult,
  encodeDeployData,
  encodeFunctionData,
  type Hex,
  hexToBigInt,
  stringToHex,
  toHex,
} from "viem";

/**
 * A local EVM node for tests and the bench: Hardhat's simulated network (EDR) behind its JSON-RPC server on
 * 127.0.0.1 (`network.createServer`, Hardhat's documented way to run a node from code), so the indexer talks
 * to it exactly as to a remote node. Contracts come from the official @uniswap/v2-core build artifacts.
 */

const require = createRequire(import.meta.url);
type Artifact = { abi: Abi; evm: { bytecode: { object: string } } };
export const UniswapV2Factory = require("@uniswap/v2-core/build/UniswapV2Factory.json") as Artifact;
export const UniswapV2Pair = require("@uniswap/v2-core/build/UniswapV2Pair.json") as Artifact;
/** v2-core's test token: `constructor(uint _totalSupply)`, name "Uniswap V2", symbol "UNI-V2", 18 decimals. */
export const ERC20 = require("@uniswap/v2-core/build/ERC20.json") as Artifact;

/**
 * The v2-core test token's creation code with another name, symbol and decimals. The artifact returns its
 * constant name and symbol from code (`PUSH1 <length> … PUSH32 <bytes>`, the only place each string is) and
 * its decimals from the `PUSH1 0x12` of the function the `decimals()` selector (0x313ce567) dispatches to; those
 * bytes are replaced. Every pattern is checked, so a different artifact fails loudly instead of misbehaving.
 */
export function tokenBytecode(token: { name: string; symbol: string; decimals: number }): Hex {
  let code = ERC20.evm.bytecode.object.toLowerCase();
  const swapString = (from: string, to: string) => {
    if (Buffer.byteLength(to) > 32 || to.length === 0) throw new Error(`"${to}" must be 1–32 bytes`);
    const word = (text: string) => stringToHex(text, { size: 32 }).slice(2);
    const length = (text: string) => Buffer.byteLength(text).toString(16).padStart(2, "0");
    const old = `60${length(from)}81526020017f${word(from)}`;
    const at = code.indexOf(old);
    if (at < 0 || code.indexOf(old, at + 1) >= 0) throw new Error(`"${from}" not found once in the artifact`);
    code = code.replace(old, `60${length(to)}81526020017f${word(to)}`);
  };
  swapString("Uniswap V2", token.name);
  swapString("UNI-V2", token.symbol);
  const bytes = Buffer.from(code, "hex");
  const runtime = code.indexOf("6080604052", 2) / 2;
  const op = (pc: number) => bytes[runtime + pc];
  const pushed = (pc: number, n: number) => bytes.readUIntBE(runtime + pc + 1, n);
  // Find the dispatcher's `PUSH4 0x313ce567 EQ PUSH2 <dest> JUMPI`, then at <dest> `JUMPDEST PUSH2 <ret>
  // PUSH2 <fn> JUMP`, and at <fn> `JUMPDEST PUSH1 0x12`.
  const selector = bytes.indexOf(Buffer.from("63313ce56714", "hex"), runtime) - runtime;
  if (selector < 0 || op(selector + 6) !== 0x61) throw new Error("decimals() dispatch not found");
  const dest = pushed(selector + 6, 2);
  if (op(dest) !== 0x5b || op(dest + 1) !== 0x61 || op(dest + 4) !== 0x61 || op(dest + 7) !== 0x56) {
    throw new Error("decimals() entry not as expected");
  }
  const fn = pushed(dest + 4, 2);
  if (op(fn) !== 0x5b || op(fn + 1) !== 0x60 || op(fn + 2) !== 18)
    throw new Error("decimals() body not as expected");
  bytes[runtime + fn + 2] = token.decimals;
  return `0x${bytes.toString("hex")}`;
}

export type EvmNode = Awaited<ReturnType<typeof startEvmNode>>;

/** Starts a node (chain id 31337, automining) and returns its URL and helpers to drive it. */
export async function startEvmNode(options: { chainId?: number } = {}) {
  const chainId = options.chainId ?? 31337;
  const hre = await createHardhatRuntimeEnvironment(
    { networks: { local: { type: "edr-simulated", chainId } } },
    {},
    process.cwd(),
  );
  const server = await hre.network.createServer({ network: "local" }, "127.0.0.1", 0);
  const { port } = await server.listen();
  const url = `http://127.0.0.1:${port}/`;
  let id = 0;

  async function post(body: unknown): Promise<unknown> {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    return response.json();
  }
  async function rpc<T = unknown>(method: string, params: unknown[] = []): Promise<T> {
    const body = (await post({ jsonrpc: "2.0", id: ++id, method, params })) as {
      result?: T;
      error?: unknown;
    };
    if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
    return body.result as T;
  }
  /** Several calls in one JSON-RPC batch, answered in order. */
  async function batch(calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
    if (calls.length === 0) return [];
    const body = (await post(calls.map((c) => ({ jsonrpc: "2.0", id: ++id, ...c })))) as {
      result?: unknown;
      error?: unknown;
    }[];
    const failed = body.find((b) => b.error);
    if (failed) throw new Error(JSON.stringify(failed.error));
    return body.map((b) => b.result);
  }

  const [from] = await rpc<Hex[]>("eth_accounts");
  const tx = (to: string, data: Hex, gas = 0x40000) => ({
    method: "eth_sendTransaction",
    params: [{ from, to, data, gas: toHex(gas) }],
  });
  const call = (to: string, abi: Abi, functionName: string, args: readonly unknown[] = []) => ({
    to,
    data: encodeFunctionData({ abi, functionName, args }),
  });

  async function deploy(bytecode: Hex, abi: Abi, args: readonly unknown[]): Promise<Hex> {
    const hash = await rpc<Hex>("eth_sendTransaction", [
      { from, data: encodeDeployData({ abi, bytecode, args }), gas: toHex(6_000_000) },
    ]);
    const receipt = await rpc<{ contractAddress: Hex }>("eth_getTransactionReceipt", [hash]);
    return receipt.contractAddress;
  }
  async function read<T>(to: string, abi: Abi, functionName: string, args: readonly unknown[] = []) {
    const data = await rpc<Hex>("eth_call", [call(to, abi, functionName, args), "latest"]);
    return decodeFunctionResult({ abi, functionName, data }) as T;
  }
  /** Sends transactions in order (one batch); with automining each is a block. Returns the hashes. */
  function send(txs: ReturnType<typeof tx>[]) {
    return batch(txs) as Promise<Hex[]>;
  }

  return {
    url,
    chainId,
    from,
    rpc,
    batch,
    send,
    read,
    blockNumber: async () => Number(hexToBigInt(await rpc<Hex>("eth_blockNumber"))),
    /** A v2-core test token with its own name, symbol and decimals; the whole supply goes to `from`. */
    deployToken: (token: { name: string; symbol: string; decimals: number; supply: bigint }) =>
      deploy(tokenBytecode(token), ERC20.abi, [token.supply]),
    deployFactory: () => deploy(`0x${UniswapV2Factory.evm.bytecode.object}`, UniswapV2Factory.abi, [from]),
    async createPair(factory: Hex, a: Hex, b: Hex): Promise<Hex> {
      await send([
        tx(
          factory,
          encodeFunctionData({ abi: UniswapV2Factory.abi, functionName: "createPair", args: [a, b] }),
          5_000_000,
        ),
      ]);
      return read<Hex>(factory, UniswapV2Factory.abi, "getPair", [a, b]);
    },
    /** The transactions that add liquidity the v2 way: both tokens sent to the pair, then `mint`. */
    addLiquidity(pair: Hex, a: Hex, amountA: bigint, b: Hex, amountB: bigint) {
      return [
        tx(a, encodeFunctionData({ abi: ERC20.abi, functionName: "transfer", args: [pair, amountA] })),
        tx(b, encodeFunctionData({ abi: ERC20.abi, functionName: "transfer", args: [pair, amountB] })),
        tx(pair, encodeFunctionData({ abi: UniswapV2Pair.abi, functionName: "mint", args: [from] })),
      ];
    },
    /** The transactions of a v2 swap: the input sent to the pair, then `swap` for the outputs. */
    swap(pair: Hex, tokenIn: Hex, amountIn: bigint, amount0Out: bigint, amount1Out: bigint) {
      return [
        tx(
          tokenIn,
          encodeFunctionData({ abi: ERC20.abi, functionName: "transfer", args: [pair, amountIn] }),
          0x20000,
        ),
        tx(
          pair,
          encodeFunctionData({
            abi: UniswapV2Pair.abi,
            functionName: "swap",
            args: [amount0Out, amount1Out, from, "0x"],
          }),
          0x30000,
        ),
      ];
    },
    async reserves(pair: Hex): Promise<[bigint, bigint]> {
      const [r0, r1] = await read<[bigint, bigint, number]>(pair, UniswapV2Pair.abi, "getReserves");
      return [r0, r1];
    },
    automine: (on: boolean) => rpc("evm_setAutomine", [on]),
    mine: () => rpc("evm_mine"),
    snapshot: () => rpc<Hex>("evm_snapshot"),
    revert: (snapshot: Hex) => rpc<boolean>("evm_revert", [snapshot]),
    close: () => server.close(),
  };
}

/** A v2 pair's output for an input: the constant product kept after the pair's 0.3 % fee on the input. */
export const amountOut = (amountIn: bigint, reserveIn: bigint, reserveOut: bigint) =>
  (amountIn * 997n * reserveOut) / (reserveIn * 1000n + amountIn * 997n);

export type SwitchMode = "pass" | "http-error" | "rpc-error" | "garbage" | "hang";

/**
 * An HTTP JSON-RPC front for a node that can be switched to fail as real nodes do: HTTP 503, a JSON-RPC error
 * on every call, a malformed answer, or no answer at all (a timeout).
 */
export async function rpcSwitch(target: string) {
  let mode: SwitchMode = "pass";
  const held = new Set<() => void>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const body = Buffer.concat(chunks).toString();
      if (mode === "hang") {
        const release = () => res.destroy();
        held.add(release);
        res.on("close", () => held.delete(release));
        return;
      }
      if (mode === "http-error") {
        res.writeHead(503).end("service unavailable");
        return;
      }
      if (mode !== "pass") {
        const parsed = JSON.parse(body) as { id: number } | { id: number }[];
        const answer = (r: { id: number }) =>
          mode === "rpc-error"
            ? { jsonrpc: "2.0", id: r.id, error: { code: -32603, message: "internal error" } }
            : { jsonrpc: "2.0", id: r.id, result: { not: "what was asked" } };
        res.writeHead(200, { "content-type": "application/json" });
        res.end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)));
        return;
      }
      try {
        const upstream = await fetch(target, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        res.writeHead(upstream.status, { "content-type": "application/json" });
        res.end(await upstream.text());
      } catch {
        res.writeHead(502).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    set(next: SwitchMode) {
      mode = next;
      if (next !== "hang") for (const release of held) release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
