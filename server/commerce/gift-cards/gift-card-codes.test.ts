// Tests of gift card codes: their shape, their chance, and matching however they are typed.
import { describe, expect, it } from 'vitest';
import { isGiftCardCodeShape, newGiftCardCode, normalizeGiftCardCode } from './gift-card-codes.js';

describe('gift card codes', () => {
  it('are four groups of four characters nobody misreads, and differ each time', () => {
    const codes = Array.from({ length: 200 }, newGiftCardCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('normalise typed codes: case, spaces and dashes', () => {
    expect(normalizeGiftCardCode(' abcd efgh-jkmn  pqrs ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normalizeGiftCardCode('abcdef')).toBe('ABCD-EF');
  });

  it('tell a possible code from anything else', () => {
    expect(isGiftCardCodeShape('abcd-efgh')).toBe(true);
    expect(isGiftCardCodeShape('ab')).toBe(false);
    expect(isGiftCardCodeShape('ABCD-EFGH/../x')).toBe(false);
  });
});
