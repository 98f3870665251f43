import {
  type Address,
  BaseError,
  ContractFunctionRevertedError,
  ContractFunctionZeroDataError,
  isAddressEqual,
  type PublicClient,
  parseAbi,
  zeroHash,
} from "viem";

/** How an address controls a contract (docs/decisions/021-owner-claims.md). */
export type Control = "owner" | "admin";

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

/**
 * Whether `address` controls `contract`: it is the contract's `owner()` (Ownable), or it holds
 * `DEFAULT_ADMIN_ROLE` (AccessControl's `hasRole(0x00…, address)`). A failing node is an error, not a refusal.
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
  return admin === true ? "admin" : undefined;
}
