/** Plain decimal notation (never an exponent) with at most `significant` significant digits. */
export function toPlainDecimal(value: number, significant: number): string {
  if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
  if (value === 0) return "0";
  if (Math.abs(value) >= 1e21) return BigInt(value).toString();
  const magnitude = Math.floor(Math.log10(Math.abs(value)));
  const decimals = Math.min(100, Math.max(0, significant - 1 - magnitude));
  const fixed = value.toFixed(decimals);
  return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
}

/** A price or amount on the wire and in storage: plain decimal, 10 significant digits. */
export const priceText = (value: number) => toPlainDecimal(value, 10);

/** A USD figure on the wire and in storage: cents. */
export const usdText = (value: number) => value.toFixed(2);
