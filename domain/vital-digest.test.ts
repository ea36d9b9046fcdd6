// The vital digest: exact percentiles while few values, within about 1 % past them, and merging keeps every value counted.
import { describe, expect, it } from 'vitest';
import { digestCount, digestOf, digestPercentile, EXACT_VALUES, mergeDigests } from './vital-digest.js';

/** percentile_cont as PostgreSQL computes it, on every value. */
function percentileCont(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const position = p * (sorted.length - 1);
  const low = Math.floor(position);
  return sorted[low] + (sorted[Math.ceil(position)] - sorted[low]) * (position - low);
}

describe('vital digest', () => {
  it('keeps up to EXACT_VALUES values and gives percentile_cont exactly', () => {
    expect(digestPercentile(digestOf([1000, 2000, 3000, 5000]), 0.75)).toBe(3500);
    expect(digestPercentile(digestOf([0.3]), 0.75)).toBe(0.3);
    const values = Array.from({ length: EXACT_VALUES }, (_, i) => (i * 37) % 1000);
    const digest = digestOf(values);
    expect(digest.values).toHaveLength(EXACT_VALUES);
    expect(digestPercentile(digest, 0.75)).toBe(percentileCont(values, 0.75));
    expect(Number.isNaN(digestPercentile({}, 0.75))).toBe(true);
  });

  it('turns into buckets past them, the 75th percentile within 1.5 %, zeros included', () => {
    for (const values of [
      Array.from({ length: 5000 }, (_, i) => 1 + ((i * 7919) % 8000)),
      Array.from({ length: 3000 }, (_, i) => (i % 3 === 0 ? 0 : ((i * 13) % 500) / 1000)),
    ]) {
      const digest = digestOf(values);
      expect(digest.values).toBeUndefined();
      expect(digestCount(digest)).toBe(values.length);
      const truth = percentileCont(values, 0.75);
      expect(Math.abs(digestPercentile(digest, 0.75) - truth)).toBeLessThanOrEqual(truth * 0.015);
    }
  });

  it('merges days: exact while the sum stays small, buckets after, every value counted', () => {
    const small = mergeDigests(digestOf([1, 2]), digestOf([3, 4]));
    expect(small).toEqual({ values: [1, 2, 3, 4] });
    expect(mergeDigests({}, digestOf([5]))).toEqual({ values: [5] });
    const days = Array.from({ length: 30 }, (_, day) =>
      Array.from({ length: 40 }, (_, i) => 100 + ((day * 41 + i * 97) % 3000)),
    );
    const merged = days.map((values) => digestOf(values)).reduce((a, b) => mergeDigests(a, b));
    const all = days.flat();
    expect(digestCount(merged)).toBe(all.length);
    const truth = percentileCont(all, 0.75);
    expect(Math.abs(digestPercentile(merged, 0.75) - truth)).toBeLessThanOrEqual(truth * 0.015);
  });
});
