/** Spec §5: a token logo is valid only when its natural width and height are both at least 300 pixels. */
export const LOGO_MIN_SIZE = 300;

export type LogoCheck = { naturalWidth: number; naturalHeight: number } | "error";

export function isValidLogo(check: LogoCheck): boolean {
  return check !== "error" && check.naturalWidth >= LOGO_MIN_SIZE && check.naturalHeight >= LOGO_MIN_SIZE;
}

/**
 * The image to show: the project's logo while it is unchecked or valid, otherwise the token's own image;
 * a failed load counts as invalid (spec §5).
 */
export function chooseLogo(logo: string | null, tokenImage: string, check: LogoCheck | undefined): string {
  if (!logo) return tokenImage;
  if (check === undefined || isValidLogo(check)) return logo;
  return tokenImage;
}
