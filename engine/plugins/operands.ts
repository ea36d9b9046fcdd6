/** Operands of the comparison predicates: JSON literals or references, compared as the reference does. */

import type { RenderContext } from '../types.js';
import { asNumber, asString, deepEqual, isJacksonTrue } from '../values.js';

const JSON_START = /^["\d[{]|^-\d|^(?:true|false|null)$/;

/**
 * An argument that looks like JSON (starts with `"`, a digit, `[`, `{` or `-digit`, or is
 * `true`/`false`/`null`) and parses is that value; anything else is a reference resolved from the
 * top frame (JSONT §10.6). `3rd.title` is not JSON, so it falls back to a reference.
 */
export function resolveOperand(arg: string, ctx: RenderContext): unknown {
  const literal = literalOf(arg);
  return literal === NOT_JSON ? ctx.resolve(arg) : literal;
}

const NOT_JSON = Symbol('not JSON');
const literals = new Map<string, unknown>();

/** The JSON value an argument spells, parsed once per distinct argument text. */
function literalOf(arg: string): unknown {
  let literal = literals.get(arg);
  if (literal === undefined && !literals.has(arg)) {
    literal = NOT_JSON;
    if (JSON_START.test(arg)) {
      try {
        literal = JSON.parse(arg);
      } catch {
        // Not JSON after all: treat it as a reference.
      }
    }
    if (literals.size > 10_000) literals.clear();
    literals.set(arg, literal);
  }
  return literal;
}

/**
 * Deep equality in which a missing value equals `null` (and another missing value): the reference
 * engine's missing node holds `null`, so `{.equal? nothing null}` is true there.
 */
export function operandsEqual(left: unknown, right: unknown): boolean {
  return deepEqual(left ?? null, right ?? null);
}

/**
 * Ordering by the kind of the left operand, exactly as the reference predicates order: a number
 * against the right side as a number (NaN counts as smaller, so `5 > "abc"`), a string by UTF-16
 * code units against the right side as a string, a boolean against the right side's Jackson
 * boolean, anything else 0 when equal and -1 otherwise.
 */
export function compareOperands(left: unknown, right: unknown): number {
  switch (typeof left) {
    case 'number': {
      const r = asNumber(right);
      return left < r ? -1 : left === r ? 0 : 1;
    }
    case 'string': {
      const r = asString(right);
      return left < r ? -1 : left === r ? 0 : 1;
    }
    case 'boolean': {
      const r = isJacksonTrue(right);
      return left === r ? 0 : left ? 1 : -1;
    }
    default:
      return operandsEqual(left, right) ? 0 : -1;
  }
}
