import { fitsLogoRule, LOGO_MIN, type LogoProbe } from "./logo.ts";

/**
 * The logo rule's verdict as the owner reads it, on the server for an upload and in the cabinet for a chosen
 * file; the catalogue's pages need only the rule (lib/logo.ts), so this stays out of their first load.
 */
export const LOGO_LOAD_FAILED = "Failed to load image";

export type LogoVerdict = { valid: true } | { valid: false; reason: string };

export function checkLogo(probe: LogoProbe): LogoVerdict {
  if ("failed" in probe) return { valid: false, reason: LOGO_LOAD_FAILED };
  if (fitsLogoRule(probe)) return { valid: true };
  return {
    valid: false,
    reason: `The logo is ${probe.width}×${probe.height} px; it needs at least ${LOGO_MIN}×${LOGO_MIN} px`,
  };
}
