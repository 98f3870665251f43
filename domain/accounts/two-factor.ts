/**
 * Two-factor sign-in with an authenticator app (RFC 6238 TOTP through otplib): a 160-bit secret shown as a
 * QR code, codes accepted within ±30 s, and no time step accepted twice.
 */
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { generateSecret, generateURI, verify } from "otplib";
import { toDataURL } from "qrcode";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import type { UserRow } from "./sessions.ts";
import { CODE_PATTERN } from "./tokens.ts";

export const TOTP_ISSUER = "TokenAtlas";

/** The otpauth URI and QR code that carry a secret into an authenticator app. */
export async function totpSetupFor(
  label: string,
  secret: string,
): Promise<{ secret: string; uri: string; qr: string }> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label, secret });
  return { secret, uri, qr: await toDataURL(uri, { margin: 1, width: 240 }) };
}

export const newTotpSetup = (label: string) => totpSetupFor(label, generateSecret());

/** Checks a code against the user's secret (or the one being set up) and records its time step. */
export async function verifyTotp(
  db: Db,
  user: UserRow,
  code: string,
  secret = user.totpSecret,
): Promise<boolean> {
  if (!secret || !CODE_PATTERN.test(code)) return false;
  const result = await verify({ secret, token: code, epochTolerance: 30 });
  if (!result.valid || !("timeStep" in result)) return false;
  const step = result.timeStep;
  const recorded = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return recorded.length > 0;
}
