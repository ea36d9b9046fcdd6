// The `.eval` conversions (JSONT §8): stricter than the plugin coercions in values.ts, on purpose.

import { scanDecimal, scanHex } from './numbers.js';
import type { ExpressionValue } from './tokens.js';

/** A string counts as a number only when all of it is one (optionally signed); `""` is 0. */
function stringToNumber(text: string): number {
  if (text === '') return 0;
  const len = text.length;
  const start = text[0] === '-' || text[0] === '+' ? 1 : 0;
  const c = text[start];
  if (c === undefined || c < '0' || c > '9') return NaN;
  const x = text[start + 1];
  if (c === '0' && (x === 'x' || x === 'X')) {
    return scanHex(text, start + 2, len) === len ? parseInt(text, 16) : NaN;
  }
  return scanDecimal(text, start, len) === len ? parseFloat(text) : NaN;
}

/** To number: booleans 1/0, null 0, strings only when wholly numeric (decimal or `0x` hex). */
export function toNumber(value: ExpressionValue): number {
  switch (typeof value) {
    case 'number':
      return value;
    case 'string':
      return stringToNumber(value);
    case 'boolean':
      return value ? 1 : 0;
    default:
      return 0;
  }
}

/** To boolean: JS truthiness for numbers and strings; null is false. */
export function toBoolean(value: ExpressionValue): boolean {
  return typeof value === 'boolean' ? value : value !== null && Boolean(value);
}

/** To string: null is `"null"`, numbers as JS prints them. */
export function toText(value: ExpressionValue): string {
  return typeof value === 'string' ? value : String(value);
}
