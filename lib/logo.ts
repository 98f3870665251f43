/**
 * The logo rule (docs/product.md, Catalogue and Token owners): a logo is valid only when its natural width and
 * height are both at least LOGO_MIN pixels; otherwise the token's own image is shown, and a logo that fails to
 * load counts as invalid. Pure: the server applies it to an upload's decoded size, the browser to an image's
 * natural size or its error event.
 */

export const LOGO_MIN = 300;

export const LOGO_LOAD_FAILED = "Failed to load image";

/** What was learned of the logo: its natural size, or that it would not load. */
export type LogoProbe = { width: number; height: number } | { failed: true };

export type LogoVerdict = { valid: true } | { valid: false; reason: string };

export function checkLogo(probe: LogoProbe): LogoVerdict {
  if ("failed" in probe) return { valid: false, reason: LOGO_LOAD_FAILED };
  if (probe.width >= LOGO_MIN && probe.height >= LOGO_MIN) return { valid: true };
  return {
    valid: false,
    reason: `The logo is ${probe.width}×${probe.height} px; it needs at least ${LOGO_MIN}×${LOGO_MIN} px`,
  };
}

/** The image to show: the project's logo while it is unchecked or valid, otherwise the token's own image. */
export function chooseLogo(logo: string | null, tokenImage: string, probe: LogoProbe | undefined): string {
  if (!logo) return tokenImage;
  return probe === undefined || checkLogo(probe).valid ? logo : tokenImage;
}
