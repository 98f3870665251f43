import { type Abi, formatUnits, hexToString, parseAbi, trim } from "viem";

/** The ERC-20 calls the indexer and the owners' submission by address read (docs/decisions/013-evm-indexer.md). */
export const erc20Abi = parseAbi([
  "function name() view returns (string)",
  "function symbol() view returns (string)",
  "function decimals() view returns (uint8)",
  "function totalSupply() view returns (uint256)",
  "function balanceOf(address owner) view returns (uint256)",
]);

/** Early tokens (MKR, SAI) return their name and symbol as bytes32. */
export const erc20Bytes32Abi = parseAbi([
  "function name() view returns (bytes32)",
  "function symbol() view returns (bytes32)",
]);

const NAME_MAX = 64;
const SYMBOL_MAX = 24;
const MAX_DECIMALS = 36;

const clean = (text: unknown, max: number) =>
  typeof text === "string"
    ? text
        .replace(/[\p{Cc}\p{Cf}]/gu, "")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, max) || undefined
    : undefined;

/** A contract call's answer, or undefined when the contract gives none (revert, no code, undecodable). */
export type ContractRead = (abi: Abi, functionName: string) => Promise<unknown>;

export type TokenContractFacts = {
  address: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Whole tokens; null when the contract would not tell. */
  totalSupply: number | null;
};

/**
 * Name, symbol, decimals and total supply from a token contract, cleaned for display (control and format
 * characters out, bounded lengths, bytes32 names of early tokens read as text); undefined when its decimals are
 * missing or unusable, so not a token the catalogue can list.
 */
export async function readTokenContract(
  address: string,
  read: ContractRead,
): Promise<TokenContractFacts | undefined> {
  const [decimals, name, symbol, supply] = await Promise.all([
    read(erc20Abi, "decimals"),
    read(erc20Abi, "name"),
    read(erc20Abi, "symbol"),
    read(erc20Abi, "totalSupply"),
  ]);
  if (typeof decimals !== "number" || !Number.isInteger(decimals) || decimals > MAX_DECIMALS)
    return undefined;
  const fromBytes32 = async (functionName: string) => {
    const raw = await read(erc20Bytes32Abi, functionName);
    return typeof raw === "string" ? hexToString(trim(raw as `0x${string}`, { dir: "right" })) : undefined;
  };
  const cleanSymbol = clean(symbol, SYMBOL_MAX) ?? clean(await fromBytes32("symbol"), SYMBOL_MAX) ?? "???";
  const cleanName = clean(name, NAME_MAX) ?? clean(await fromBytes32("name"), NAME_MAX) ?? cleanSymbol;
  return {
    address,
    name: cleanName,
    symbol: cleanSymbol,
    decimals,
    totalSupply: typeof supply === "bigint" ? Number(formatUnits(supply, decimals)) : null,
  };
}
