// Random secrets (session tokens, crumbs, API keys), their SHA-256 digests, and constant-time comparison.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token of `bytes` random bytes (32 by default: 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * The hex SHA-256 of a high-entropy secret. Enough for random tokens (nothing to guess), so session
 * ids and API keys are stored this way: a leaked table gives no usable credential.
 */
export function sha256(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether two non-empty strings are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
