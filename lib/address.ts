/** A contract address as people paste it: 0x and 40 hexadecimal digits, in any letter case. */
export const CONTRACT_ADDRESS = /^0x[0-9a-f]{40}$/i;

/** The conventional address of a chain's native coin (EIP-7528, docs/assets.md). */
export const NATIVE_ADDRESS = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";

/** Whether `text` (already trimmed) is a whole contract address rather than words to search for. */
export function isContractAddress(text: string): boolean {
  return CONTRACT_ADDRESS.test(text);
}
