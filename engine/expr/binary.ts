// The binary operators of `.eval` (JSONT §8): numeric, string, comparison, bitwise and logical.

import { toBoolean, toNumber, toText } from './convert.js';
import type { ExpressionValue, Operator } from './tokens.js';

/** An operator that could not produce a value, and why. */
export class Failure {
  constructor(readonly message: string) {}
}

/**
 * Applies binary operator `op` to two literals (JSONT §8 table). A concatenation longer than
 * `maxStringLength` (0 or Infinity: unlimited) fails instead of producing a value.
 */
export function applyBinary(
  op: Operator,
  a: ExpressionValue,
  b: ExpressionValue,
  maxStringLength: number,
): ExpressionValue | Failure {
  // Comparisons and equality deliberately use JS coercion on the raw values.
  const x = a as number;
  const y = b as number;
  switch (op.name) {
    case 'mul':
      return toNumber(a) * toNumber(b);
    case 'div':
      return toNumber(a) / toNumber(b);
    case 'mod':
      return toNumber(a) % toNumber(b);
    case 'pow':
      return Math.pow(toNumber(a), toNumber(b));
    case 'add':
      return typeof a === 'string' || typeof b === 'string'
        ? concat(toText(a), toText(b), maxStringLength)
        : toNumber(a) + toNumber(b);
    case 'sub':
      return toNumber(a) - toNumber(b);
    case 'shl':
      return toNumber(a) << toNumber(b);
    case 'shr':
      return toNumber(a) >> toNumber(b);
    case 'lt':
      return x < y;
    case 'lteq':
      return x <= y;
    case 'gt':
      return x > y;
    case 'gteq':
      return x >= y;
    case 'eq':
      // JS loose equality is the language's `==` (`"1" == 1`).
      // eslint-disable-next-line eqeqeq
      return x == y;
    case 'neq':
      // eslint-disable-next-line eqeqeq
      return x != y;
    case 'seq':
      return a === b;
    case 'sneq':
      return a !== b;
    case 'band':
      return toNumber(a) & toNumber(b);
    case 'bxor':
      return toNumber(a) ^ toNumber(b);
    case 'bor':
      return toNumber(a) | toNumber(b);
    case 'land':
      return toBoolean(a) && toBoolean(b);
    case 'lor':
      return toBoolean(a) || toBoolean(b);
    default:
      return new Failure(`Unexpected operator found during evaluation: ${op.desc}`);
  }
}

function concat(a: string, b: string, maxStringLength: number): string | Failure {
  if (maxStringLength > 0 && a.length + b.length > maxStringLength) {
    return new Failure(`Concatenation would exceed maximum string length ${maxStringLength}`);
  }
  return a + b;
}
