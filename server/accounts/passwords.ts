// Password hashing with argon2id (@node-rs/argon2's defaults: 19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';

/** The shortest password a new account may have. */
export const MIN_PASSWORD_LENGTH = 8;
/** The longest password accepted anywhere, so a huge body cannot make hashing slow. */
export const MAX_PASSWORD_LENGTH = 256;

/** The argon2id hash of `password`, in PHC string form (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches `passwordHash`. Without a hash (no such account, or one with no
 * password yet) a decoy hash is checked anyway, so the answer takes as long either way and the
 * timing does not tell which emails have accounts.
 */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash == null) {
    decoy ??= hash(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
