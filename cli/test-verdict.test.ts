// Checks how expected failures change a case's verdict and the closing counts.
import { describe, expect, it } from 'vitest';
import { tally, verdictOf } from './test-verdict.js';

describe('verdictOf', () => {
  it('judges unlisted cases by their outcome', () => {
    expect(verdictOf(true, undefined)).toBe('pass');
    expect(verdictOf(false, undefined)).toBe('fail');
  });

  it('excuses a listed failing case and flags a listed passing one', () => {
    expect(verdictOf(false, 'needs CLDR')).toBe('expected-fail');
    expect(verdictOf(true, 'needs CLDR')).toBe('unexpected-pass');
  });
});

describe('tally', () => {
  it('counts expected failures as passed, unexpected passes and unknown names as failed', () => {
    expect(tally(['pass', 'expected-fail', 'fail', 'unexpected-pass', 'pass'], 2)).toEqual({
      passed: 3,
      failed: 4,
      expectedFailures: 1,
    });
  });
});
