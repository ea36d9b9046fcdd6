/** Safe defaults for the engine's limits, and the merge of caller overrides. */

import type { Limits } from './types.js';

export const DEFAULT_LIMITS: Readonly<Limits> = {
  templateSize: 1_000_000,
  instructions: 2_000_000,
  outputSize: 16_000_000,
  partialDepth: 16,
  nesting: 200,
  expressionTokens: 2_000,
  expressionStringLength: 1_000_000,
};

/** Overrides on top of a base; a missing or non-positive override keeps the base value. */
export function mergeLimits(base: Readonly<Limits>, overrides?: Partial<Limits>): Limits {
  const merged = { ...base };
  if (overrides) {
    for (const key of Object.keys(base) as (keyof Limits)[]) {
      const value = overrides[key];
      if (typeof value === 'number' && value > 0) merged[key] = value;
    }
  }
  return merged;
}
