// Tests what the owner's authority on a request rests on: the owner token of its session, and fetch metadata naming this origin.
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { ownerTokenOf, sameOriginRequest } from './owner-authority.js';

/** A request with these headers (lower-cased, as Node gives them) and Express's `host`. */
function requestWith(headers: Record<string, string>, host = headers.host): Request {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { get: (name: string) => lower[name.toLowerCase()], host } as unknown as Request;
}

describe('the owner token', () => {
  it('is the same for one session, different for another, and not the token itself', () => {
    expect(ownerTokenOf('session-a')).toBe(ownerTokenOf('session-a'));
    expect(ownerTokenOf('session-a')).not.toBe(ownerTokenOf('session-b'));
    expect(ownerTokenOf('session-a')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ownerTokenOf('session-a')).not.toContain('session-a');
  });
});

describe('a same-origin request', () => {
  it('is one the browser says is same-origin, or says nothing about', () => {
    expect(sameOriginRequest(requestWith({ host: 'shop.example', 'sec-fetch-site': 'same-origin' }))).toBe(
      true,
    );
    expect(sameOriginRequest(requestWith({ host: 'shop.example' }))).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none']) {
      expect(sameOriginRequest(requestWith({ host: 'shop.example', 'sec-fetch-site': site }))).toBe(false);
    }
  });

  it('has an Origin of this host (or of the host a trusted proxy forwarded), when it has one', () => {
    expect(sameOriginRequest(requestWith({ host: 'shop.example', origin: 'https://shop.example' }))).toBe(
      true,
    );
    expect(
      sameOriginRequest(requestWith({ host: 'shop.example:8080', origin: 'http://shop.example:8080' })),
    ).toBe(true);
    expect(
      sameOriginRequest(
        requestWith({ host: '10.0.0.5:3000', origin: 'https://shop.example' }, 'shop.example'),
      ),
    ).toBe(true);
    expect(sameOriginRequest(requestWith({ host: 'shop.example', origin: 'https://evil.example' }))).toBe(
      false,
    );
    // A sandboxed frame's (an opaque origin's) requests.
    expect(sameOriginRequest(requestWith({ host: 'shop.example', origin: 'null' }))).toBe(false);
  });
});
