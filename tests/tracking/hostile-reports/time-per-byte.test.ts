// Generated hostile strings through every reader of a visitor's report: the output stays bounded, and the time stays within a per-character budget far above linear work.
import fc from 'fast-check';
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { deviceKindOf } from '../../../domain/device-kind.js';
import { countryOfAcceptLanguage } from '../../../domain/visitor-country.js';
import {
  MAX_FRAME_LENGTH,
  MAX_MESSAGE_LENGTH,
  errorFingerprint,
  normaliseMessage,
  normaliseStackTop,
} from '../../../server/tracking/errors-fingerprint.js';
import { pathOnly } from '../../../server/tracking/errors-store.js';
import { fuzzRuns } from '../../support/fuzz-runs.js';

/**
 * The one timed assertion of its kind (timed assertions are otherwise kept to bench/), because the
 * finding is about time. It cannot flake on a busy machine: each call is timed three times and the
 * fastest counts (a pause or a switch to another process does not hit all three), and the budget
 * is 5 ms plus 2 µs a character, 105 ms for the longest input. The scans take 10–30 µs per
 * 1,000 characters (under 0.1 ms for any of these inputs, which are cut to 5,000 characters and
 * 1,000 a frame); the expressions they replaced took ~25 ms on one 5,000-character frame on an idle
 * machine and seconds on 50,000 characters.
 */
const BUDGET_MS = (characters: number) => 5 + characters * 0.002;

/** The fastest of three runs of `read`, in milliseconds. */
function fastestOfThree(read: () => unknown): number {
  let fastest = Infinity;
  for (let round = 0; round < 3; round += 1) {
    const started = performance.now();
    read();
    fastest = Math.min(fastest, performance.now() - started);
  }
  return fastest;
}

/** What makes a regular expression backtrack, or a reader work long: runs of one piece. */
const PIECES = [
  'a',
  'a+',
  'a://',
  'https://',
  ':1',
  '1',
  '?',
  '-abcdefgh',
  '.js',
  '@',
  'at ',
  ' ',
  '\t',
  '\n',
  ')',
  'android',
  'mobile',
  'en;q=0.5,',
  ',',
  '-',
];
/** A few runs of pieces, each repeated up to 25,000 characters, so inputs reach 50,000 characters. */
const hostileString = fc
  .array(
    fc
      .tuple(fc.constantFrom(...PIECES), fc.integer({ min: 1, max: 25_000 }))
      .map(([piece, characters]) => piece.repeat(Math.ceil(characters / piece.length))),
    { minLength: 1, maxLength: 4 },
  )
  .map((runs) => runs.join('').slice(0, 50_000));

/** The inputs of the probe and the runs that were quadratic, at 50,000 characters, always tried. */
const KNOWN = [
  `at ${'a'.repeat(49_997)}`,
  `@${'a'.repeat(49_999)}`,
  `at f (x.js${':1'.repeat(24_990)}x`,
  `${'android'.repeat(7142)}mobile`,
  `/${'?'.repeat(49_998)}\n`,
];

const READERS: [string, (input: string) => unknown][] = [
  ['errorFingerprint (message and stack)', (input) => errorFingerprint('browser', input, input)],
  ['normaliseStackTop', normaliseStackTop],
  ['normaliseMessage', normaliseMessage],
  ['pathOnly', pathOnly],
  ['deviceKindOf', deviceKindOf],
  ['countryOfAcceptLanguage', countryOfAcceptLanguage],
];

describe('readers of hostile reports: time per character', () => {
  it.each(READERS)('%s stays within 5 ms + 2 µs a character', (_name, read) => {
    const check = (input: string) => {
      expect(fastestOfThree(() => read(input))).toBeLessThan(BUDGET_MS(input.length));
    };
    for (const input of KNOWN) check(input);
    fc.assert(fc.property(hostileString, check), { numRuns: fuzzRuns(200) });
  });
});

describe('readers of hostile reports: bounded output', () => {
  it('gives at most three frames of at most 1,000 characters, a 1,000-character message, a 2,048-character path', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const frames = normaliseStackTop(input);
        expect(frames.length).toBeLessThanOrEqual(3);
        for (const frame of frames) expect(frame.length).toBeLessThanOrEqual(MAX_FRAME_LENGTH);
        expect(normaliseMessage(input).length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH);
        expect((pathOnly(input) ?? '').length).toBeLessThanOrEqual(2048);
        expect(pathOnly(input) ?? '').not.toMatch(/[?#]/);
      }),
      { numRuns: fuzzRuns(200) },
    );
  });
});
