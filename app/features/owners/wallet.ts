/**
 * The browser wallet (EIP-1193, `window.ethereum`) for claims of token ownership
 * (docs/decisions/021-owner-claims.md): the raw requests, so the cabinet's chunk stays small.
 */

type Eip1193 = { request: (args: { method: string; params?: unknown[] }) => Promise<unknown> };

/** A wallet failure as an `owner:errors` code. */
export type WalletCode = "wallet_missing" | "wallet_rejected" | "wallet_wrong_address" | "wallet_failed";

export class WalletError extends Error {
  readonly code: WalletCode;
  constructor(code: WalletCode) {
    super(code);
    this.code = code;
  }
}

function provider(): Eip1193 {
  const injected = (window as { ethereum?: Partial<Eip1193> }).ethereum;
  if (typeof injected?.request !== "function") throw new WalletError("wallet_missing");
  return injected as Eip1193;
}

/** EIP-1193's 4001: the user refused the request in the wallet. */
async function ask<T>(wallet: Eip1193, method: string, params?: unknown[]): Promise<T> {
  try {
    return (await wallet.request({ method, params })) as T;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    throw new WalletError(code === 4001 ? "wallet_rejected" : "wallet_failed");
  }
}

/** The wallet's current address, after the user allowed the site to see it. */
export async function connectWallet(): Promise<string> {
  const [address] = await ask<string[]>(provider(), "eth_requestAccounts");
  if (typeof address !== "string") throw new WalletError("wallet_failed");
  return address;
}

const hexOf = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, "0")).join("")}`;

/**
 * `message` signed by `address` (EIP-191 personal_sign); refused when the wallet moved to another address since
 * it was connected, whose signature the server would refuse.
 */
export async function signWithWallet(address: string, message: string): Promise<string> {
  const wallet = provider();
  const [current] = await ask<string[]>(wallet, "eth_accounts");
  if (typeof current !== "string" || current.toLowerCase() !== address.toLowerCase()) {
    throw new WalletError("wallet_wrong_address");
  }
  const signature = await ask<unknown>(wallet, "personal_sign", [hexOf(message), address]);
  if (typeof signature !== "string") throw new WalletError("wallet_failed");
  return signature;
}
