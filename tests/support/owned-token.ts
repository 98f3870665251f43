import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import solc from "solc";
import {
  type Abi,
  type Address,
  encodeDeployData,
  encodeFunctionData,
  getAddress,
  type Hex,
  hashMessage,
  parseAbi,
  toHex,
  zeroAddress,
} from "viem";
import type { PrivateKeyAccount } from "viem/accounts";
import { ERC20, type EvmNode } from "./evm-node.ts";

/**
 * Contracts for token-owner claims on a local node (tests/support/evm-node.ts): an Ownable ERC-20 and an
 * AccessControl ERC-20 compiled at test time with solc-js from OpenZeppelin's published sources, and a Safe
 * (a contract wallet that signs by EIP-1271) from Safe's published build artifacts.
 */

const require = createRequire(import.meta.url);

const SOURCE = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

contract OwnedToken is ERC20, Ownable {
  constructor(string memory name_, string memory symbol_, address owner_) ERC20(name_, symbol_) Ownable(owner_) {
    _mint(owner_, 1e24);
  }
}

contract AdminToken is ERC20, AccessControl {
  constructor(string memory name_, string memory symbol_, address admin_) ERC20(name_, symbol_) {
    _grantRole(DEFAULT_ADMIN_ROLE, admin_);
  }
}
`;

type Compiled = { abi: Abi; bytecode: Hex };

let compiled: Record<"OwnedToken" | "AdminToken", Compiled> | undefined;

/** Compiles both tokens once per process; an import is read from the installed package it names. */
export function tokenContracts() {
  if (compiled) return compiled;
  const input = {
    language: "Solidity",
    sources: { "OwnedToken.sol": { content: SOURCE } },
    settings: {
      evmVersion: "cancun",
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { "*": { "*": ["abi", "evm.bytecode.object"] } },
    },
  };
  const findImports = (path: string) => {
    try {
      return { contents: readFileSync(require.resolve(path), "utf8") };
    } catch {
      return { error: `not found: ${path}` };
    }
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), { import: findImports })) as {
    errors?: { severity: string; formattedMessage: string }[];
    contracts: Record<string, Record<string, { abi: Abi; evm: { bytecode: { object: string } } }>>;
  };
  const errors = (output.errors ?? []).filter((e) => e.severity === "error");
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  const of = (name: string): Compiled => {
    const contract = output.contracts["OwnedToken.sol"][name];
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` };
  };
  compiled = { OwnedToken: of("OwnedToken"), AdminToken: of("AdminToken") };
  return compiled;
}

type Artifact = { abi: Abi; bytecode: Hex };
const safeArtifact = (path: string) =>
  require(`@safe-global/safe-smart-account/build/artifacts/contracts/${path}`) as Artifact;

/** Deploys a contract from the node's unlocked account, or from `from`; returns its address. */
async function deploy(
  node: EvmNode,
  contract: Compiled | Artifact,
  args: readonly unknown[] = [],
  from: Address = node.from,
) {
  if (from !== node.from) {
    await node.rpc("hardhat_impersonateAccount", [from]);
    await node.rpc("hardhat_setBalance", [from, toHex(10n ** 20n)]);
  }
  const hash = await node.rpc<Hex>("eth_sendTransaction", [
    {
      from,
      data: encodeDeployData({ abi: contract.abi, bytecode: contract.bytecode, args }),
      gas: toHex(10_000_000),
    },
  ]);
  const receipt = await node.rpc<{ contractAddress: Hex; status: Hex }>("eth_getTransactionReceipt", [hash]);
  if (receipt.status !== "0x1") throw new Error("deployment reverted");
  return getAddress(receipt.contractAddress);
}

/** An ERC-20 whose `owner()` is `owner`, deployed by the node's account or by `deployer`. */
export function deployOwnedToken(
  node: EvmNode,
  token: { name: string; symbol: string; owner: Address; deployer?: Address },
) {
  return deploy(node, tokenContracts().OwnedToken, [token.name, token.symbol, token.owner], token.deployer);
}

/** v2-core's test ERC-20, with neither `owner()` nor roles, deployed by `deployer`. */
export function deployPlainToken(node: EvmNode, deployer: Address) {
  return deploy(node, { abi: ERC20.abi, bytecode: `0x${ERC20.evm.bytecode.object}` }, [10n ** 24n], deployer);
}

/** An ERC-20 without `owner()` whose DEFAULT_ADMIN_ROLE is `admin`'s. */
export function deployAdminToken(node: EvmNode, token: { name: string; symbol: string; admin: Address }) {
  return deploy(node, tokenContracts().AdminToken, [token.name, token.symbol, token.admin]);
}

const factoryAbi = parseAbi([
  "function createProxyWithNonce(address singleton, bytes initializer, uint256 saltNonce) returns (address)",
]);

/**
 * A 1-of-1 Safe owned by `owner`, with the compatibility fallback handler (which answers EIP-1271's
 * `isValidSignature`); `sign` signs a message as the Safe does: its owner signs the SafeMessage over the
 * message's EIP-191 hash.
 */
export async function deploySafe(node: EvmNode, owner: PrivateKeyAccount) {
  const singleton = await deploy(node, safeArtifact("Safe.sol/Safe.json"));
  const factory = await deploy(node, safeArtifact("proxies/SafeProxyFactory.sol/SafeProxyFactory.json"));
  const handler = await deploy(
    node,
    safeArtifact("handler/CompatibilityFallbackHandler.sol/CompatibilityFallbackHandler.json"),
  );
  const setup = encodeFunctionData({
    abi: safeArtifact("Safe.sol/Safe.json").abi,
    functionName: "setup",
    args: [[owner.address], 1n, zeroAddress, "0x", handler, zeroAddress, 0n, zeroAddress],
  });
  const create = encodeFunctionData({
    abi: factoryAbi,
    functionName: "createProxyWithNonce",
    args: [singleton, setup, 0n],
  });
  const predicted = await node.rpc<Hex>("eth_call", [
    { from: node.from, to: factory, data: create },
    "latest",
  ]);
  const hash = await node.rpc<Hex>("eth_sendTransaction", [
    { from: node.from, to: factory, data: create, gas: toHex(2_000_000) },
  ]);
  const receipt = await node.rpc<{ status: Hex }>("eth_getTransactionReceipt", [hash]);
  if (receipt.status !== "0x1") throw new Error("Safe creation reverted");
  const address = getAddress(`0x${predicted.slice(-40)}`);
  return {
    address,
    sign: (message: string) =>
      owner.signTypedData({
        domain: { chainId: node.chainId, verifyingContract: address },
        types: { SafeMessage: [{ name: "message", type: "bytes" }] },
        primaryType: "SafeMessage",
        message: { message: hashMessage(message) },
      }),
  };
}
