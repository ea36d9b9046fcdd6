// Tests TRUST_PROXY's reading: nothing trusted by default, a number of hops, addresses and ranges, and a clear refusal of the rest.
import { describe, expect, it } from 'vitest';
import { parseTrustProxy, TRUST_PROXY_MESSAGE } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['false', undefined],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['loopback, 10.0.0.0/8,192.168.1.10', ['loopback', '10.0.0.0/8', '192.168.1.10']],
    ['fd00::/8, ::1', ['fd00::/8', '::1']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/2', '300.1.1.1', '1.5'])(
    'refuses %j, saying what it takes',
    (value) => {
      expect(() => parseTrustProxy(value)).toThrow(`TRUST_PROXY: ${TRUST_PROXY_MESSAGE}`);
    },
  );
});
