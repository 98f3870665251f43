/**
 * Password rules and hashing (DESIGN §9): 8–128 characters, no composition rules, the most common passwords
 * refused; argon2id at 46 MiB, one pass (the OWASP minimum for argon2id).
 */
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** argon2id (algorithm 2 in @node-rs/argon2) parameters. */
export const ARGON2 = { algorithm: 2, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export type PasswordProblem = "password_too_short" | "password_too_long" | "password_common";

/** What is wrong with a new password, or null. Length counts characters (code points), not bytes. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "password_too_short";
  if (length > PASSWORD_MAX) return "password_too_long";
  if (common.has(password.toLowerCase())) return "password_common";
  return null;
}

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

/** A hash to verify against when the account does not exist, so both paths take the same time. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword("decoy password that never matches");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
