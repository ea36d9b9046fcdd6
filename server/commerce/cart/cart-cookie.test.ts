// Tests reading the cart token: from cookie-parser's result or the raw header, and nothing that is not a token.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { readCartToken } from './cart-cookie.js';

function request(cookies: Record<string, unknown> | undefined, header?: string): Request {
  return {
    cookies,
    get: (name: string) => (name.toLowerCase() === 'cookie' ? header : undefined),
  } as Request;
}

describe('readCartToken', () => {
  it('reads the token cookie-parser found', () => {
    expect(readCartToken(request({ tessera_cart: '0b6c-41f2' }))).toBe('0b6c-41f2');
  });

  it('reads the Cookie header when cookie-parser has not run', () => {
    expect(readCartToken(request(undefined, 'crumb=x; tessera_cart=abc-123; other=1'))).toBe('abc-123');
    expect(readCartToken(request(undefined, 'crumb=x'))).toBeUndefined();
    expect(readCartToken(request(undefined))).toBeUndefined();
  });

  it('ignores values that cannot be a token', () => {
    expect(readCartToken(request({ tessera_cart: "x' or 1=1" }))).toBeUndefined();
    expect(readCartToken(request({ tessera_cart: 'a'.repeat(65) }))).toBeUndefined();
    expect(readCartToken(request({ tessera_cart: ['abc'] }))).toBeUndefined();
    expect(readCartToken(request(undefined, 'tessera_cart=a%20b'))).toBeUndefined();
  });
});
