// Core Web Vitals: the metrics we collect and how a value is rated (SPEC §9 thresholds; TTFB from web-vitals).

/** The metrics the performance collector sends. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'TTFB', 'FCP'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/** good / needs-improvement / poor, as web-vitals names them. */
export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export const VITAL_RATINGS: readonly VitalRating[] = ['good', 'needs-improvement', 'poor'];

/**
 * The largest good value and the largest needs-improvement value. SPEC §9 gives FCP, CLS, INP and
 * LCP (and FID, which web-vitals no longer measures); it gives none for TTFB, so TTFB uses
 * web-vitals' own thresholds (800 / 1800 ms). Durations in milliseconds, CLS unitless.
 */
export const VITAL_THRESHOLDS: Readonly<Record<WebVital, readonly [good: number, poor: number]>> = {
  FCP: [1800, 3000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
  LCP: [2500, 4000],
  TTFB: [800, 1800],
};

/** The rating of `value` for `metric`: at most the good threshold is good, above the poor one is poor. */
export function rateVital(metric: WebVital, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** A metric's value as sent and stored: durations rounded down to whole milliseconds, CLS to 4 decimals. */
export function vitalValue(metric: WebVital, value: number): number {
  return metric === 'CLS' ? Math.floor(value * 10_000) / 10_000 : Math.floor(value);
}
