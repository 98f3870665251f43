/** A token logo is valid only when its natural width and height are both at least 300 pixels (docs/product.md, Catalogue). */
export const LOGO_MIN_SIZE = 300;

export type LogoCheck = { naturalWidth: number; naturalHeight: number } | "error";

export function isValidLogo(check: LogoCheck): boolean {
  return check !== "error" && check.naturalWidth >= LOGO_MIN_SIZE && check.naturalHeight >= LOGO_MIN_SIZE;
}

/**
 * The image to show: the project's logo while it is unchecked or valid, otherwise the token's own image;
 * a failed load counts as invalid (docs/product.md, Catalogue).
 */
export function chooseLogo(logo: string | null, tokenImage: string, check: LogoCheck | undefined): string {
  if (!logo) return tokenImage;
  if (check === undefined || isValidLogo(check)) return logo;
  return tokenImage;
}
