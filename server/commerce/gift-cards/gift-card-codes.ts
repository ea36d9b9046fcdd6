// Gift card codes: made at random from letters and digits nobody misreads, and normalised however they are typed.
import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a code read off an email or a card is typed right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** A new code, `XXXX-XXXX-XXXX-XXXX` (about 79 bits of chance). */
export function newGiftCardCode(): string {
  const groups: string[] = [];
  for (let group = 0; group < GROUPS; group += 1) {
    let text = '';
    for (let at = 0; at < GROUP_LENGTH; at += 1) text += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(text);
  }
  return groups.join('-');
}

/**
 * A typed code as stored: upper case, spaces and dashes dropped, then grouped by four with dashes
 * (`abcd efgh-jkmn pqrs` → `ABCD-EFGH-JKMN-PQRS`). Codes made elsewhere (an owner's own, of
 * another length) are grouped the same way, so they match however they are typed.
 */
export function normalizeGiftCardCode(code: string): string {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  return (compact.match(/.{1,4}/g) ?? []).join('-');
}

/** Whether a typed code could be a code at all (letters and digits, 4–64 of them once compacted). */
export function isGiftCardCodeShape(code: string): boolean {
  return /^[A-Za-z0-9]{4,64}$/.test(code.replace(/[\s-]/g, ''));
}
