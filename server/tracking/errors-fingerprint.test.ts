// Tests error grouping: what a fingerprint ignores (deploy hashes, origins, query strings, positions, whitespace) and what it keeps apart.
import { describe, expect, it } from 'vitest';
import { errorFingerprint, normaliseStackTop } from './errors-fingerprint.js';

const v8 = (file: string, line: number) =>
  `TypeError: a is null\n    at render (https://a.test/assets/${file}?v=2:${line}:9)\n    at run (https://a.test/assets/boot-ABCD1234.js:1:40)`;

describe('errorFingerprint', () => {
  it('groups one bug across deploys, hosts and reformatted messages', () => {
    expect(errorFingerprint('browser', 'a  is null', v8('cart-Q1W2E3R4.js', 10))).toBe(
      errorFingerprint('browser', 'a is null', v8('cart-Z9X8C7V6.js', 12).replace(/a\.test/g, 'b.test')),
    );
  });

  it('keeps apart other messages, other functions and the server from the browser', () => {
    const base = errorFingerprint('browser', 'a is null', v8('cart-Q1W2E3R4.js', 10));
    expect(errorFingerprint('browser', 'b is null', v8('cart-Q1W2E3R4.js', 10))).not.toBe(base);
    expect(
      errorFingerprint('browser', 'a is null', v8('cart-Q1W2E3R4.js', 10).replace('render', 'paint')),
    ).not.toBe(base);
    expect(errorFingerprint('server', 'a is null', v8('cart-Q1W2E3R4.js', 10))).not.toBe(base);
  });

  it('reads V8 and Firefox/Safari frames, the top three only', () => {
    expect(
      normaliseStackTop('Error: x\n    at f (https://a.test/x.js:1:2)\n    at g (https://a.test/y.js:3:4)'),
    ).toEqual(['at f (/x.js)', 'at g (/y.js)']);
    expect(
      normaliseStackTop(
        'f@https://a.test/boot-ABCDEFGH.js:1:2\ng@https://a.test/z.js:5:6\nh@x.js:1\ni@y.js:2',
      ),
    ).toEqual(['f@/boot.js', 'g@/z.js', 'h@x.js']);
  });
});
