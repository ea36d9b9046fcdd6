import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, internalPath, isInternalPath } from './internal-link.js';

const OTHER_HOSTS = [
  '//evil.example/x',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  'https://evil.example',
  'javascript:alert(1)',
  'evil.example',
  '',
];

describe('isInternalPath', () => {
  it('takes paths of the site, with a query or a fragment', () => {
    for (const path of ['/', '/about', '/shop/p/mug?x=1&y=%2F%2F', '/a/b#top', '/caf%C3%A9'])
      expect(isInternalPath(path), path).toBe(true);
  });

  it('refuses protocol-relative and backslash forms, other schemes and control characters', () => {
    for (const link of [...OTHER_HOSTS, '/a\\b', '/a\u0000', '/a b'])
      expect(isInternalPath(link), link).toBe(false);
  });

  it('refuses a path longer than a URL may be', () => {
    expect(isInternalPath(`/${'a'.repeat(MAX_URL_LENGTH - 1)}`)).toBe(true);
    expect(isInternalPath(`/${'a'.repeat(MAX_URL_LENGTH)}`)).toBe(false);
  });
});

describe('internalPath', () => {
  it('answers the path and query a browser would go to', () => {
    expect(internalPath('/shop/p/mug?x=1')).toBe('/shop/p/mug?x=1');
    expect(internalPath('/a/../b?c=d#e')).toBe('/b?c=d');
    expect(internalPath('/')).toBe('/');
  });

  it('refuses what leaves the site, before and after the dots are resolved', () => {
    for (const link of [
      ...OTHER_HOSTS,
      '/..//evil.example',
      '/.//evil.example/x',
      '/a/..//evil.example',
      '/%2e%2e//evil.example',
    ])
      expect(internalPath(link), link).toBeUndefined();
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 3, ['/a'], { path: '/a' }])
      expect(internalPath(value)).toBeUndefined();
  });
});
