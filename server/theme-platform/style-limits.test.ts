// THEME_STYLES_* settings: a value in range sets a limit, anything else leaves the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE_LIMITS, styleLimits } from './style-limits.js';

describe('styleLimits', () => {
  it('is the defaults without settings', () => {
    expect(styleLimits({})).toEqual(DEFAULT_STYLE_LIMITS);
  });

  it('reads each setting in its unit', () => {
    expect(
      styleLimits({
        THEME_STYLES_TIMEOUT_SECONDS: '2.5',
        THEME_STYLES_MEMORY_MB: '512',
        THEME_STYLES_MAX_CSS_MB: '1.5',
        THEME_STYLES_WORKERS: '4',
      }),
    ).toEqual({
      ...DEFAULT_STYLE_LIMITS,
      timeoutMs: 2_500,
      memoryMb: 512,
      maxCssBytes: 1_572_864,
      workers: 4,
    });
  });

  it('keeps the default for a value out of range or not a number, so a typo never lifts a bound', () => {
    expect(
      styleLimits({
        THEME_STYLES_TIMEOUT_SECONDS: '0',
        THEME_STYLES_MEMORY_MB: '10GB',
        THEME_STYLES_MAX_CSS_MB: '1000',
        THEME_STYLES_WORKERS: ' ',
      }),
    ).toEqual(DEFAULT_STYLE_LIMITS);
  });
});
