// The wait of a 429 in words, rounded up from its Retry-After.
import { describe, expect, it } from 'vitest';
import { signInLimitedMessage, waitInWords } from './rate-limit-wait.js';

describe('waitInWords', () => {
  it('rounds up to whole minutes from a minute on, and to whole seconds below', () => {
    expect([899, 900, 60, 61, 59, 30, 1, 0.2, 0].map(waitInWords)).toEqual([
      '15 minutes',
      '15 minutes',
      '1 minute',
      '2 minutes',
      '59 seconds',
      '30 seconds',
      '1 second',
      '1 second',
      '1 second',
    ]);
  });

  it('says the sign-in wait in a sentence', () => {
    expect(signInLimitedMessage(899)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });
});
