// Tests of the signed access grants: only the password's own signature, for its own scope, for 30 days.
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCESS_MAX_AGE_MS, accessCookieName, isValidGrant } from './access-cookies.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const NOW = 1_800_000_000_000;

function grant(hash: string, scope: string, issuedAt: number): string {
  return `${issuedAt}.${createHmac('sha256', hash).update(`${scope}|${issuedAt}`).digest('base64url')}`;
}

describe('isValidGrant', () => {
  it('accepts a grant signed with the password hash for its scope', () => {
    expect(isValidGrant(grant(HASH, 'p1:p1', NOW), HASH, 'p1:p1', NOW)).toBe(true);
  });

  it('refuses another scope, another password, a forged signature or no password', () => {
    expect(isValidGrant(grant(HASH, 'p1:p1', NOW), HASH, 'p2:p2', NOW)).toBe(false);
    expect(isValidGrant(grant(`${HASH}x`, 'p1:p1', NOW), HASH, 'p1:p1', NOW)).toBe(false);
    expect(isValidGrant(`${NOW}.${'A'.repeat(43)}`, HASH, 'p1:p1', NOW)).toBe(false);
    expect(isValidGrant(grant(HASH, 'p1:p1', NOW), null, 'p1:p1', NOW)).toBe(false);
    expect(isValidGrant(undefined, HASH, 'p1:p1', NOW)).toBe(false);
  });

  it('refuses a grant older than 30 days or from the future', () => {
    expect(isValidGrant(grant(HASH, 's', NOW - ACCESS_MAX_AGE_MS - 1), HASH, 's', NOW)).toBe(false);
    expect(isValidGrant(grant(HASH, 's', NOW + 3_600_000), HASH, 's', NOW)).toBe(false);
  });
});

describe('accessCookieName', () => {
  it('names the lock screen cookie and one cookie per page', () => {
    expect(accessCookieName('site')).toBe('tessera_site_access');
    expect(accessCookieName('abc')).toBe('tessera_page_access_abc');
  });
});
