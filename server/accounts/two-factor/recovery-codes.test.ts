// Tests recovery codes: ten distinct codes of the shown form, read back however they are typed, hashed per account.
import { describe, expect, it } from 'vitest';
import { newRecoveryCodes, normaliseRecoveryCode, recoveryCodeHash } from './recovery-codes.js';

describe('recovery codes', () => {
  it('makes ten distinct codes grouped by four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it('reads a code typed in capitals, with spaces, or with O for 0 and I or L for 1', () => {
    expect(normaliseRecoveryCode('k7m2-9xq4-ta3e')).toBe('k7m29xq4ta3e');
    expect(normaliseRecoveryCode(' K7M2 9XQ4 TA3E ')).toBe('k7m29xq4ta3e');
    expect(normaliseRecoveryCode('k7m2-9xqO-tI3L')).toBe('k7m29xq0t131');
    expect(normaliseRecoveryCode('123456')).toBeUndefined();
    expect(normaliseRecoveryCode('k7m2-9xq4-ta3u')).toBeUndefined();
  });

  it('hashes a code differently for each account', () => {
    expect(recoveryCodeHash('a', 'k7m29xq4ta3e')).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash('a', 'k7m29xq4ta3e')).not.toBe(recoveryCodeHash('b', 'k7m29xq4ta3e'));
  });
});
