// The mail back-off: doubling from one minute, capped at six hours.
import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_DELAY_MS, MAX_MAIL_ATTEMPTS, MAX_RETRY_DELAY_MS, retryDelayMs } from './retry-policy.js';

describe('retryDelayMs', () => {
  it('doubles after each failure and never waits more than six hours', () => {
    let total = 0;
    for (let attempt = 1; attempt < MAX_MAIL_ATTEMPTS; attempt++) total += retryDelayMs(attempt);
    expect(total / 3_600_000).toBeCloseTo(20.5, 1);
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1, 2, 4, 8].map((n) => n * FIRST_RETRY_DELAY_MS));
    expect(retryDelayMs(9)).toBe(256 * FIRST_RETRY_DELAY_MS);
    expect(retryDelayMs(10)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(1000)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(0)).toBe(FIRST_RETRY_DELAY_MS);
  });
});
