// Recovery codes: ten random single-use codes shown once (`k7m2-9xq4-ta3e`), stored as SHA-256 digests tied to the account.
import { randomBytes } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../domain/owner-account-rules.js';
import { sha256 } from '../tokens.js';

/** Crockford's Base32 in lower case: no i, l, o or u, so a code copied by hand reads back. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
/** 12 characters of 5 bits: 60 random bits a code. */
const LENGTH = 12;

/** One new code, grouped by four for reading: `k7m2-9xq4-ta3e`. */
function newCode(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  // 256 is a multiple of 32, so each byte's low five bits are uniform.
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/** {@link RECOVERY_CODE_COUNT} new codes. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
}

/**
 * A code as typed, made comparable: lower case, without spaces and dashes, with the letters people
 * mistake for digits read as Crockford says (o → 0, i and l → 1); undefined when it cannot be a code.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return plain.length === LENGTH && [...plain].every((char) => ALPHABET.includes(char)) ? plain : undefined;
}

/**
 * What is stored of a code: the SHA-256 of the account id and the normalised code. Sixty random
 * bits leave nothing to guess from a digest, and the account id makes each account's digests its own.
 */
export function recoveryCodeHash(accountId: string, normalised: string): string {
  return sha256(`${accountId}:${normalised}`);
}
