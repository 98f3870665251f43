/** Secrets handed to clients (session and API tokens, one-time codes) and their stored digests. */
import { createHash, randomBytes, randomInt } from "node:crypto";

/** An opaque 256-bit token, base64url. */
export const newToken = (): string => randomBytes(32).toString("base64url");

export const digest = (value: string): string => createHash("sha256").update(value).digest("hex");

/** A six-digit one-time code from the CSPRNG, leading zeros kept. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

export const CODE_PATTERN = /^\d{6}$/;
