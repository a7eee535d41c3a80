/** Password hashing for every account path (signup, change, reset): argon2id. */
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
