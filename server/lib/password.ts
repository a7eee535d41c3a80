/** Password hashing for every account path (signup, change, reset): argon2id. */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** An argon2id hash of `password` (PHC string). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when `password` matches the PHC `hash`; false (never a throw) for a malformed hash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let unknownMemberHash: Promise<string> | undefined;

/**
 * Always false, after the same argon2 verification a member's password costs: login with an
 * unknown e-mail must take as long as with a known one, so that its timing does not tell which
 * e-mails are members. The hash is of a random secret, made once per process.
 */
export async function verifyUnknownMember(password: string): Promise<false> {
  unknownMemberHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await unknownMemberHash, password);
  return false;
}
