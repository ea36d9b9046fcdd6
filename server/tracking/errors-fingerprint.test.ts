// Tests error grouping: what a fingerprint ignores (deploy hashes, origins, query strings, positions, whitespace), what it keeps apart, and that known groups keep their fingerprints.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FRAME_LENGTH,
  MAX_STACK_LENGTH,
  errorFingerprint,
  normaliseMessage,
  normaliseStackTop,
  type ErrorSource,
} from './errors-fingerprint.js';

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

/** Stacks as browsers and Node print them, and the fingerprint each had before issue 33's rewrite. */
const KNOWN_GROUPS: [ErrorSource, string, string, string][] = [
  [
    'browser',
    "TypeError: Cannot read properties of null (reading 'price')",
    "TypeError: Cannot read properties of null (reading 'price')\n    at renderPrice (https://shop.example.com/assets/cart-pill-Q1W2E3R4.js:12:3456)\n    at Array.map (<anonymous>)\n    at CartPill (https://shop.example.com/assets/cart-pill-Q1W2E3R4.js:12:2010)\n    at hydrate (https://shop.example.com/assets/boot-3FJ2K9QZ.js?v=7:1:88)",
    'f8a014c5552eb433412b1e417dd9536cd5a2042c3465e91f706907cdb5cf43bf',
  ],
  [
    'browser',
    'x is undefined',
    'renderPrice@https://shop.example.com/assets/cart-pill-Q1W2E3R4.js:12:3456\nCartPill@https://shop.example.com/assets/cart-pill-Q1W2E3R4.js:12:2010\n@https://shop.example.com/assets/boot-3FJ2K9QZ.mjs:1:88\n',
    '7c57f39e40ffed5948782ca8f97654d4087a11592f1ff6d69ca89d89fcf58414',
  ],
  ['browser', '  Script error.  ', '', '9e77ec7e4d73169b4db7b304433e99c05b5f5e0ec12041951100e95b483bb237'],
  [
    'server',
    'Error: relation "GIFT_CARDS" does not exist',
    'error: relation "GIFT_CARDS" does not exist\n    at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)\n    at Parser.handlePacket (/app/node_modules/pg-protocol/dist/parser.js:122:29)\n    at async balance (file:///app/dist/server/commerce/gift-cards/routes.js:41:17)',
    'd2399ad5ce5c2b2f29502fbfd0b4746c9f4e50ceb5005fe2765bae9587f01688',
  ],
  [
    'browser',
    'ResizeObserver loop limit exceeded',
    'Error: ResizeObserver loop limit exceeded\n    at eval (eval at <anonymous> (https://a.test/x.js:1:2), <anonymous>:3:4)\n    at https://cdn.test/lib/x-ABCDEFGH_12.js:9:10\n    at new Promise (<anonymous>)',
    'fd420ac9d8646503e281a2a40d4e10efc54f86b32e5041db45a29dcd7a751721',
  ],
];

/** The message and stack normalisation as regular expressions, as they were until issue 33 (quadratic on long frames). */
const before = {
  message: (message: string) => message.replace(/\s+/g, ' ').trim().slice(0, 1000),
  stackTop: (stack: string) =>
    stack
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.startsWith('at ') || line.includes('@'))
      .slice(0, 3)
      .map((frame) =>
        frame
          .replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '')
          .replace(/\?[^\s):]*/g, '')
          .replace(/-[A-Za-z0-9_]{8,}(\.m?js)/g, '$1')
          .replace(/(:\d+)+(?=\)?$)/, ''),
      ),
};

const spaces = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2028', '\u3000', '\ufeff');
const word = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 30 })
  .map((text) => text.replace(/\s/g, 'x'));
/** Words and runs of whitespace, sometimes long enough to be cut. */
const messageArbitrary = fc
  .array(
    fc.oneof(
      word,
      spaces,
      word.map((text) => text.repeat(60)),
    ),
    { maxLength: 80 },
  )
  .map((parts) => parts.join(''));
/** One-letter words around the 1,000th character, where the cut falls on a space or a letter. */
const cutArbitrary = fc
  .tuple(fc.integer({ min: 490, max: 510 }), fc.constantFrom(' ', ' \t', '\n\n'))
  .map(([words, space]) => `m${space}`.repeat(words));

const framePart = fc.constantFrom(
  'at ',
  'render',
  ' (',
  'https://a.test',
  'http://b.test:8080',
  '/assets/',
  'cart-Q1W2E3R4',
  '.js',
  '.mjs',
  '?v=2',
  ':12',
  ':3',
  ')',
  '@',
  ' ',
  'x',
);
const lineArbitrary = fc.array(framePart, { maxLength: 20 }).map((parts) => parts.join(''));
const stackArbitrary = fc
  .tuple(
    fc.array(fc.oneof(lineArbitrary, fc.constant('')), { maxLength: 8 }),
    fc.constantFrom('\n', '\n    ', '\r\n'),
  )
  .map(([lines, newline]) => lines.join(newline));

describe('normalisation as before issue 33', () => {
  it('gives every stored group the fingerprint it had', () => {
    for (const [source, message, stack, fingerprint] of KNOWN_GROUPS)
      expect(errorFingerprint(source, message, stack)).toBe(fingerprint);
  });

  it('collapses whitespace and keeps 1,000 characters of a message, as the expression did', () => {
    fc.assert(
      fc.property(fc.oneof(messageArbitrary, cutArbitrary), (message) => {
        expect(normaliseMessage(message)).toBe(before.message(message));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the same top frames of a stack whose frames are under 1,000 characters', () => {
    fc.assert(
      fc.property(stackArbitrary, (stack) => {
        expect(normaliseStackTop(stack)).toEqual(before.stackTop(stack));
      }),
      { numRuns: 2000 },
    );
  });

  it(`reads a frame to its first ${MAX_FRAME_LENGTH} characters and a stack to its first ${MAX_STACK_LENGTH}`, () => {
    const name = 'f'.repeat(MAX_FRAME_LENGTH);
    expect(normaliseStackTop(`at ${name}1 (https://a.test/x.js:1:2)`)).toEqual([`at ${name.slice(3)}`]);
    expect(errorFingerprint('browser', 'm', `at ${name}1 (x.js)`)).toBe(
      errorFingerprint('browser', 'm', `at ${name}2 (y.js)`),
    );
    const padded = ' '.repeat(MAX_STACK_LENGTH);
    expect(normaliseStackTop(`${padded}\nat f (x.js:1:2)`)).toEqual([]);
  });
});
