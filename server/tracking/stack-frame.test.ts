// Tests the frame scans against the regular expressions they replaced, on generated frames: same output, so stored error groups keep their fingerprints.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSpace,
  normaliseFrame,
  withoutContentHashes,
  withoutOrigins,
  withoutPosition,
  withoutQueries,
} from './stack-frame.js';

/**
 * The expressions normaliseStackTop used until issue 33. The first and last take time quadratic in
 * the frame's length, so they are only run here, on short frames, as the definition of the output.
 */
const EXPRESSIONS = {
  origins: (frame: string) => frame.replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, ''),
  queries: (frame: string) => frame.replace(/\?[^\s):]*/g, ''),
  contentHashes: (frame: string) => frame.replace(/-[A-Za-z0-9_]{8,}(\.m?js)/g, '$1'),
  position: (frame: string) => frame.replace(/(:\d+)+(?=\)?$)/, ''),
};
const expressions = (frame: string) =>
  EXPRESSIONS.position(EXPRESSIONS.contentHashes(EXPRESSIONS.queries(EXPRESSIONS.origins(frame))));

/**
 * Characters the expressions treat apart: scheme characters, the URL punctuation, digits, spaces of
 * several kinds, and letters that fold to ASCII in other engines (long s, Kelvin sign, dotted I).
 */
const CHARACTERS = [
  ...'ahjmsptxAZ09_:/?)(@-.+ \t#=&',
  '\r',
  '\v',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u017f',
  '\u212a',
  '\u0130',
];
/** Pieces of real frames, so matches happen often, not only by chance. */
const PIECES = [
  'https://',
  'http://a.test',
  'blob:https://b.test/',
  'chrome-extension://abc',
  '://',
  '-ABCDEFG',
  '-ABCDEFGH',
  '-Q1W2E3R4_z',
  '.js',
  '.mjs',
  ':12',
  ':3:45',
  '?v=2',
  'at ',
  ' (',
  ')',
  '@',
];
const frameArbitrary = fc
  .array(fc.oneof(fc.constantFrom(...CHARACTERS), fc.constantFrom(...PIECES)), { maxLength: 40 })
  .map((parts) => parts.join(''));

/** Checks `scan` against `expression` on 3,000 generated frames. */
function sameAs(scan: (frame: string) => string, expression: (frame: string) => string): void {
  fc.assert(
    fc.property(frameArbitrary, (frame) => {
      expect(scan(frame)).toBe(expression(frame));
    }),
    { numRuns: 3000 },
  );
}

describe('the frame scans give what the expressions gave', () => {
  it('takes out origins', () => {
    sameAs(withoutOrigins, EXPRESSIONS.origins);
  });

  it('takes out query strings', () => {
    sameAs(withoutQueries, EXPRESSIONS.queries);
  });

  it('takes out content hashes', () => {
    sameAs(withoutContentHashes, EXPRESSIONS.contentHashes);
  });

  it('takes out the line and column', () => {
    sameAs(withoutPosition, EXPRESSIONS.position);
  });

  it('normalises whole frames alike, real ones and generated ones', () => {
    for (const frame of [
      'at render (https://a.test/assets/cart-Q1W2E3R4.js?v=2:10:9)',
      'at https://cdn.test/lib/x-ABCDEFGH_12.mjs:9:10',
      'at eval (eval at <anonymous> (https://a.test/x.js:1:2), <anonymous>:3:4)',
      'f@https://a.test/boot-ABCDEFGH.js:1:2',
      '@blob:https://a.test/0b6c-4e1f:3:4',
      'at async Promise.all (index 0)',
      'at Parser.parseErrorMessage (/app/node_modules/pg-protocol/dist/parser.js:283:98)',
      'at file:///app/dist/server/app.js:41:17',
    ])
      expect(normaliseFrame(frame)).toBe(expressions(frame));
    sameAs(normaliseFrame, expressions);
  });

  it('reads as whitespace exactly what \\s matches, for every UTF-16 code unit', () => {
    const differing: number[] = [];
    for (let code = 0; code <= 0xffff; code += 1)
      if (isSpace(code) !== /\s/.test(String.fromCharCode(code))) differing.push(code);
    expect(differing).toEqual([]);
  });
});
