// Tests the RFC 6238 codes: the RFC's own test vector, a step either side of the clock, and each step accepted once.
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-code.js';
import { newTotpSecret, totpStepOf, totpUri } from './totp.js';

// RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" in Base32.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totpStepOf', () => {
  it('accepts RFC 6238’s test vector (59 s → 287082, step 1)', async () => {
    expect(await totpStepOf(RFC_SECRET, '287082', null, 59_000)).toBe(1);
    expect(await totpStepOf(RFC_SECRET, '287083', null, 59_000)).toBeUndefined();
  });

  it('accepts the codes a step before and after the clock, not two', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    const codeAt = (offsetSteps: number) => generate({ secret, epoch: (step + offsetSteps) * 30 });
    expect(await totpStepOf(secret, await codeAt(0), null, now)).toBe(step);
    expect(await totpStepOf(secret, await codeAt(-1), null, now)).toBe(step - 1);
    expect(await totpStepOf(secret, await codeAt(1), null, now)).toBe(step + 1);
    expect(await totpStepOf(secret, await codeAt(2), null, now)).toBeUndefined();
    expect(await totpStepOf(secret, await codeAt(-2), null, now)).toBeUndefined();
  });

  it('refuses a code of the last accepted step or an earlier one', async () => {
    const secret = newTotpSecret();
    const now = 1_800_000_015_000;
    const step = Math.floor(now / 30_000);
    const code = await generate({ secret, epoch: step * 30 });
    expect(await totpStepOf(secret, code, step - 1, now)).toBe(step);
    expect(await totpStepOf(secret, code, step, now)).toBeUndefined();
    expect(await totpStepOf(secret, code, step + 1, now)).toBeUndefined();
    expect(await totpStepOf(secret, 'abcdef', null, now)).toBeUndefined();
  });
});

describe('the set-up address and its QR code', () => {
  it('names Tessera and the account, and draws a square code', () => {
    const secret = newTotpSecret();
    const uri = totpUri(secret, 'ada@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tessera:ada%40example\.com\?/);
    expect(new URL(uri).searchParams.get('secret')).toBe(secret);
    expect(new URL(uri).searchParams.get('issuer')).toBe('Tessera');
    const { size, path } = qrPath(uri);
    expect(size).toBeGreaterThanOrEqual(21);
    expect((size - 17) % 4).toBe(0);
    // The top-left finder pattern: a row of seven dark modules.
    expect(path.startsWith('M0 0h7v1h-7z')).toBe(true);
  });
});
