/**
 * Password rules and hashing (docs/architecture.md, Security baseline): 8–128 characters, no composition rules, the most common passwords
 * refused, and so are passwords that contain the site's name or the account's own words (the address's local
 * part, the nickname); argon2id at 46 MiB, one pass (the OWASP minimum for argon2id).
 */
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** argon2id (algorithm 2 in @node-rs/argon2) parameters. */
export const ARGON2 = { algorithm: 2, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

const common = new Set((dictionary["passwords-common"] as string[]).map((p) => p.toLowerCase()));

export const SITE_NAME = "TokenAtlas";
/** Shorter words (a two-letter local part, say) are too common to refuse inside a password. */
export const PERSONAL_WORD_MIN = 3;

export type PasswordProblem =
  | "password_too_short"
  | "password_too_long"
  | "password_common"
  | "password_personal";

/** The account a password is for: its address and nickname, when known. */
export type PasswordOwner = { email?: string | null; nickname?: string | null };

/**
 * What is wrong with a new password, or null. Length counts characters (code points), not bytes. A password
 * containing the site's name, the address's local part or the nickname (any case, words of at least three
 * characters) is refused: those are the first words a guesser tries.
 */
export function passwordProblem(password: string, owner: PasswordOwner = {}): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "password_too_short";
  if (length > PASSWORD_MAX) return "password_too_long";
  const lower = password.toLowerCase();
  if (common.has(lower)) return "password_common";
  const words = [SITE_NAME, owner.email?.split("@")[0], owner.nickname];
  for (const word of words) {
    if (word && [...word].length >= PERSONAL_WORD_MIN && lower.includes(word.toLowerCase())) {
      return "password_personal";
    }
  }
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
