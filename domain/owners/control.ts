import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  getAddress,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  zeroHash,
} from "viem";
import { Forbidden } from "../errors.ts";
import { nodeAway } from "./chain-nodes.ts";

/** How an address controls a contract (docs/decisions/021-owner-claims.md, docs/decisions/025-website-proof.md). */
export type Control = "owner" | "admin" | "deployer";

const controlAbi = parseAbi([
  "function owner() view returns (address)",
  "function hasRole(bytes32 role, address account) view returns (bool)",
]);

/** A call the contract does not answer (no such function, a revert): the contract has no such control. */
function unanswered(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return Boolean(
    error.walk(
      (cause) =>
        cause instanceof ContractFunctionRevertedError || cause instanceof ContractFunctionZeroDataError,
    ),
  );
}

async function read<T>(call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    if (unanswered(error)) return undefined;
    throw error;
  }
}

/** A node that answers an error for old state (pruned, no archive): who deployed the contract cannot be told. */
async function historical<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (nodeAway(error)) throw error;
    throw new Forbidden(
      "history_unavailable",
      "The chain's node keeps no history old enough to tell who deployed the contract",
    );
  }
}

/**
 * The address that deployed `contract` with a transaction of its own, found with plain JSON-RPC: a binary
 * search for the first block where the contract has code, then the transaction of that block whose receipt
 * names the contract. A contract created by another contract has no such receipt: undefined.
 */
export async function deployerOf(client: PublicClient, contract: Address): Promise<Address | undefined> {
  const latest = await client.getBlockNumber();
  const hasCode = async (blockNumber: bigint) =>
    ((await historical(() => client.getCode({ address: contract, blockNumber }))) ?? "0x") !== "0x";
  if (!(await hasCode(latest))) return undefined;
  let low = 0n;
  let high = latest;
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await hasCode(middle)) high = middle;
    else low = middle + 1n;
  }
  const block = await historical(() => client.getBlock({ blockNumber: low, includeTransactions: true }));
  for (const transaction of block.transactions) {
    if (transaction.to !== null) continue;
    const receipt = await client.getTransactionReceipt({ hash: transaction.hash });
    if (receipt.contractAddress && isAddressEqual(receipt.contractAddress, contract)) {
      return getAddress(transaction.from);
    }
  }
  return undefined;
}

/**
 * Whether `address` controls `contract`: it is the contract's `owner()` (Ownable), holds `DEFAULT_ADMIN_ROLE`
 * (AccessControl's `hasRole(0x00…, address)`), or deployed it. A failing node is an error, not a refusal; a node
 * without the history to find the deployer is refused with `history_unavailable`.
 */
export async function controlOf(
  client: PublicClient,
  contract: Address,
  address: Address,
): Promise<Control | undefined> {
  const owner = await read(() =>
    client.readContract({ address: contract, abi: controlAbi, functionName: "owner" }),
  );
  if (owner !== undefined && isAddressEqual(owner, address)) return "owner";
  const admin = await read(() =>
    client.readContract({
      address: contract,
      abi: controlAbi,
      functionName: "hasRole",
      args: [zeroHash, address],
    }),
  );
  if (admin === true) return "admin";
  const deployer = await deployerOf(client, contract);
  return deployer !== undefined && isAddressEqual(deployer, address) ? "deployer" : undefined;
}
