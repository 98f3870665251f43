import { BaseError, createPublicClient, HttpRequestError, http, type PublicClient, TimeoutError } from "viem";
import { DependencyUnavailable } from "../../db/connection-errors.ts";
import { Invalid } from "../errors.ts";

/** The node could not be reached or did not answer in time. */
export const nodeAway = (error: unknown): boolean =>
  error instanceof BaseError &&
  Boolean(error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError));

/**
 * A call to the chain's node; a node that cannot be reached or does not answer in time makes the request wait
 * (503, like the database away), never a refusal or a server error.
 */
export async function fromNode<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (nodeAway(error)) throw new DependencyUnavailable("The chain's node did not answer", { cause: error });
    throw error;
  }
}

/**
 * The owners' public clients of the chains' nodes (EVM_RPC_URLS), one per chain, made on first use; a chain
 * without a node is refused with `chain_without_rpc` (docs/decisions/021-owner-claims.md).
 */
export function createChainNodes(rpcUrls: ReadonlyMap<number, string>) {
  const clients = new Map<number, PublicClient>();
  return (chainId: number): PublicClient => {
    const url = rpcUrls.get(chainId);
    if (!url) {
      throw new Invalid({ chainId: "chain_without_rpc" }, "This site reads no node of this chain");
    }
    let client = clients.get(chainId);
    if (!client) {
      client = createPublicClient({ transport: http(url, { retryCount: 1, timeout: 10_000 }) });
      clients.set(chainId, client);
    }
    return client;
  };
}

export type ChainNodes = ReturnType<typeof createChainNodes>;
