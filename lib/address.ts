/** The conventional address of a chain's native coin (EIP-7528, docs/assets.md). */
export const NATIVE_ADDRESS = "0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE";
