import { createServer, type Server } from "node:http";
import { createPublicClient, http } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EvmNode, startEvmNode } from "../../tests/support/evm-node.ts";
import { deployPlainToken } from "../../tests/support/owned-token.ts";
import { DomainError } from "../errors.ts";
import { controlOf, deployerOf } from "./control.ts";

/**
 * The deployer as a controller (docs/decisions/025-website-proof.md) against a local node, and through a proxy
 * of it that answers old state with an error, as a pruned node does.
 */

const PROXY_PORT = 4851;
const deployer = privateKeyToAccount(generatePrivateKey());
let node: EvmNode;
let proxy: Server;

beforeAll(async () => {
  node = await startEvmNode();
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString()) as {
      id: number;
      method: string;
      params: unknown[];
    };
    if (body.method === "eth_getCode" && body.params[1] !== "latest") {
      const latest = await node.blockNumber();
      if (Number(body.params[1]) < latest) {
        res.setHeader("content-type", "application/json");
        res.end(
          JSON.stringify({
            jsonrpc: "2.0",
            id: body.id,
            error: { code: -32000, message: "missing trie node" },
          }),
        );
        return;
      }
    }
    const answer = await fetch(node.url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    res.setHeader("content-type", "application/json");
    res.end(await answer.text());
  });
  await new Promise<void>((resolve) => proxy.listen(PROXY_PORT, "127.0.0.1", resolve));
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => proxy?.close(resolve));
  await node?.close();
});

const client = (url: string) => createPublicClient({ transport: http(url, { retryCount: 0 }) });

describe("the deployer of a contract", () => {
  it("is found by the first block with code and the receipt naming the contract", async () => {
    await node.mine();
    await node.mine();
    const contract = await deployPlainToken(node, deployer.address);
    await node.mine();
    expect(await deployerOf(client(node.url), contract)).toBe(deployer.address);
    expect(await controlOf(client(node.url), contract, deployer.address)).toBe("deployer");
    expect(await controlOf(client(node.url), contract, node.from)).toBeUndefined();
  });

  it("is none for an address without code", async () => {
    expect(await deployerOf(client(node.url), `0x${"5".repeat(40)}`)).toBeUndefined();
  });

  it("cannot be told by a node without old state: refused with history_unavailable", async () => {
    const contract = await deployPlainToken(node, deployer.address);
    await node.mine();
    const refusal = await controlOf(
      client(`http://127.0.0.1:${PROXY_PORT}/`),
      contract,
      deployer.address,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ kind: "forbidden", code: "history_unavailable" });
  });
});
