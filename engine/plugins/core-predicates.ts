/** The core predicates (JSONT §10.6, group `core`): comparisons, parity, nth, plural and debug. */

import type { Predicate, PredicateTable, RenderContext } from '../types.js';
import { asNumber, isTruthy } from '../values.js';
import { compareOperands, operandsEqual, resolveOperand } from './operands.js';

type ArgsCheck = (args: string[]) => string | undefined;

function checked(predicate: Predicate, validateArgs: ArgsCheck): Predicate {
  predicate.validateArgs = validateArgs;
  return predicate;
}

const noArgs =
  (name: string): ArgsCheck =>
  (args) =>
    args.length > 0 ? `${name} takes no arguments, got ${args.length}` : undefined;

/** One argument compares the current node with it; two compare them with each other; extras are ignored. */
function comparison(name: string, test: (left: unknown, right: unknown) => boolean): Predicate {
  return checked(
    (args, ctx) => {
      if (args.length === 0) return false;
      if (args.length === 1) return test(ctx.node, resolveOperand(args[0], ctx));
      return test(resolveOperand(args[0], ctx), resolveOperand(args[1], ctx));
    },
    (args) =>
      args.length === 0 || args.length > 2
        ? `${name} expects one or two values to compare, got ${args.length}`
        : undefined,
  );
}

/** The reference tests integers with `Math.floor`, so it differs from `Number.isInteger` on infinities. */
function isWhole(value: unknown): value is number {
  return typeof value === 'number' && Math.floor(value) === value;
}

// Unlike the comparisons, the argument is always a reference: `{.even? 4}` looks up the key "4", as
// in the reference TypeScript engine, so it warns at compile time.
function parity(name: string, remainder: 0 | 1): Predicate {
  return checked(
    (args, ctx) => {
      const value = args.length > 0 ? ctx.resolve(args[0]) : ctx.node;
      return typeof value === 'number' && Math.abs(value) % 2 === remainder;
    },
    (args) => {
      if (args.length > 1) return `${name} expects at most one variable reference, got ${args.length}`;
      if (args.length === 1 && /^-?\d/.test(args[0])) {
        return `${name} takes a variable reference: "${args[0]}" is looked up as a key, not read as a number`;
      }
      return undefined;
    },
  );
}

/** `{.nth? M}` tests the current node, `{.nth? A M}` tests A: an integer divisible by the integer M. */
const nth = checked(
  (args, ctx: RenderContext) => {
    if (args.length === 0) return false;
    let value = ctx.node;
    let modulus = resolveOperand(args[0], ctx);
    if (args.length === 2) {
      value = modulus;
      modulus = resolveOperand(args[1], ctx);
    }
    if (!isWhole(value) || !isWhole(modulus) || modulus === 0) return false;
    return Math.abs(value) % Math.abs(modulus) === 0;
  },
  (args) => {
    if (args.length === 0 || args.length > 2) {
      return `nth? expects a modulus, as in {.nth? 3} or {.nth? @index 3}, got ${args.length} arguments`;
    }
    const modulus = args[args.length - 1];
    return /^-?0(?:\.0+)?$/.test(modulus) ? 'nth? with a modulus of 0 is always false' : undefined;
  },
);

export const CORE_PREDICATES: PredicateTable = {
  'debug?': checked((_args, ctx) => isTruthy(ctx.resolve('debug')), noArgs('debug?')),
  'equal?': comparison('equal?', operandsEqual),
  'notEqual?': comparison('notEqual?', (left, right) => !operandsEqual(left, right)),
  'greaterThan?': comparison('greaterThan?', (left, right) => compareOperands(left, right) > 0),
  'greaterThanOrEqual?': comparison(
    'greaterThanOrEqual?',
    (left, right) => compareOperands(left, right) >= 0,
  ),
  'lessThan?': comparison('lessThan?', (left, right) => compareOperands(left, right) < 0),
  'lessThanOrEqual?': comparison('lessThanOrEqual?', (left, right) => compareOperands(left, right) <= 0),
  'even?': parity('even?', 0),
  'odd?': parity('odd?', 1),
  'nth?': nth,
  'plural?': checked((_args, ctx) => asNumber(ctx.node) > 1, noArgs('plural?')),
  'singular?': checked((_args, ctx) => asNumber(ctx.node) === 1, noArgs('singular?')),
};
