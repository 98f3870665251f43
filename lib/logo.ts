/**
 * The logo rule (docs/product.md, Catalogue and Token owners): a logo is valid only when its natural width and
 * height are both at least LOGO_MIN pixels; otherwise the token's own image is shown, and a logo that fails to
 * load counts as invalid. Pure: the server applies it to an upload's decoded size, the browser to an image's
 * natural size or its error event. What the owner is told of a logo is in lib/logo-verdict.ts.
 */

export const LOGO_MIN = 300;

/** What was learned of the logo: its natural size, or that it would not load. */
export type LogoProbe = { width: number; height: number } | { failed: true };

/** Whether the probed logo passes the rule. */
export const fitsLogoRule = (probe: LogoProbe) =>
  !("failed" in probe) && probe.width >= LOGO_MIN && probe.height >= LOGO_MIN;

/** The image to show: the project's logo while it is unchecked or valid, otherwise the token's own image. */
export function chooseLogo(logo: string | null, tokenImage: string, probe: LogoProbe | undefined): string {
  if (!logo) return tokenImage;
  return probe === undefined || fitsLogoRule(probe) ? logo : tokenImage;
}
