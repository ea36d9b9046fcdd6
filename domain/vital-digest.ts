// A web vital's values in little room: every value while there are few, then a histogram of 2 % buckets; merged across days, read as the 75th percentile.

/**
 * The values of one page's metric over a day (or a range): `values` while they number at most
 * {@link EXACT_VALUES}, else `buckets` (bucket index → count; index `i` holds values in
 * [γ^i, γ^(i+1)), {@link ZERO_BUCKET} the zeros). Stored as JSON in PERFORMANCE_DAILY.
 */
export interface VitalDigest {
  values?: number[];
  buckets?: Record<string, number>;
}

/** Up to this many values are kept as they are, so small sites get exact percentiles. */
export const EXACT_VALUES = 100;
/** The ratio between bucket bounds: a value read back from a bucket is within 1 % of the truth. */
const GAMMA = 1.02;
const LOG_GAMMA = Math.log(GAMMA);
/** The bucket of the value 0 (CLS often is), below every other. */
export const ZERO_BUCKET = '-100000';

function bucketOf(value: number): string {
  return value <= 0 ? ZERO_BUCKET : String(Math.floor(Math.log(value) / LOG_GAMMA));
}

/** The value a bucket stands for: its geometric middle (0 for the zeros). */
function valueOfBucket(key: string): number {
  return key === ZERO_BUCKET ? 0 : GAMMA ** (Number(key) + 0.5);
}

function toBuckets(values: readonly number[], into: Record<string, number> = {}): Record<string, number> {
  for (const value of values) {
    const key = bucketOf(value);
    into[key] = (into[key] ?? 0) + 1;
  }
  return into;
}

/** How many values a digest holds. */
export function digestCount(digest: VitalDigest): number {
  if (digest.values !== undefined) return digest.values.length;
  return Object.values(digest.buckets ?? {}).reduce((sum, count) => sum + count, 0);
}

/** One digest of the values of both (neither is changed). */
export function mergeDigests(a: VitalDigest, b: VitalDigest): VitalDigest {
  // An empty digest ({}) holds no values, not buckets.
  const exactA = a.values ?? (a.buckets === undefined ? [] : undefined);
  const exactB = b.values ?? (b.buckets === undefined ? [] : undefined);
  if (exactA !== undefined && exactB !== undefined && exactA.length + exactB.length <= EXACT_VALUES) {
    return { values: [...exactA, ...exactB] };
  }
  const buckets: Record<string, number> = { ...(a.buckets ?? {}) };
  toBuckets(a.values ?? [], buckets);
  toBuckets(b.values ?? [], buckets);
  for (const [key, count] of Object.entries(b.buckets ?? {})) buckets[key] = (buckets[key] ?? 0) + count;
  return { buckets };
}

/** The digest of `values`. */
export function digestOf(values: readonly number[]): VitalDigest {
  return values.length <= EXACT_VALUES ? { values: [...values] } : { buckets: toBuckets(values) };
}

/**
 * The `p` percentile (0–1) as PostgreSQL's `percentile_cont` computes it (linear between the two
 * nearest ranks): exact while the digest holds its values, within about 1 % once it holds buckets.
 * NaN for an empty digest.
 */
export function digestPercentile(digest: VitalDigest, p: number): number {
  const count = digestCount(digest);
  if (count === 0) return Number.NaN;
  const position = p * (count - 1);
  const low = Math.floor(position);
  const high = Math.ceil(position);
  let at: (rank: number) => number;
  if (digest.values !== undefined) {
    const sorted = [...digest.values].sort((x, y) => x - y);
    at = (rank) => sorted[rank];
  } else {
    const ordered = Object.entries(digest.buckets ?? {}).sort(([x], [y]) => Number(x) - Number(y));
    at = (rank) => {
      let seen = 0;
      for (const [key, n] of ordered) {
        seen += n;
        if (rank < seen) return valueOfBucket(key);
      }
      return valueOfBucket(ordered[ordered.length - 1][0]);
    };
  }
  const lowValue = at(low);
  return lowValue + (at(high) - lowValue) * (position - low);
}
