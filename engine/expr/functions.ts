// The built-in `.eval` functions (JSONT §8); each returns undefined when it cannot produce a value.

import { toBoolean, toNumber, toText } from './convert.js';
import type { ExpressionValue, FunctionName } from './tokens.js';

type Builtin = (args: readonly ExpressionValue[]) => ExpressionValue | undefined;

/** Walks the arguments keeping the current pick while `keep` holds; NaN handling follows argument order. */
function pick(args: readonly ExpressionValue[], keep: (a: number, b: number) => boolean): number | undefined {
  if (args.length === 0) return undefined;
  let best = toNumber(args[0]);
  for (let i = 1; i < args.length; i++) {
    const next = toNumber(args[i]);
    if (!keep(best, next)) best = next;
  }
  return best;
}

const BUILTINS: Readonly<Record<FunctionName, Builtin>> = {
  max: (args) => pick(args, (a, b) => a > b),
  min: (args) => pick(args, (a, b) => a < b),
  abs: (args) => (args.length > 0 ? Math.abs(toNumber(args[0])) : undefined),
  num: (args) => (args.length > 0 ? toNumber(args[0]) : undefined),
  str: (args) => (args.length > 0 ? toText(args[0]) : undefined),
  bool: (args) => (args.length > 0 ? toBoolean(args[0]) : undefined),
};

/** True when `name` is a built-in function (own names only: `toString(1)` is not a call). */
export function isFunctionName(name: string): name is FunctionName {
  return Object.prototype.hasOwnProperty.call(BUILTINS, name);
}

/** Calls built-in `name`; undefined means the call failed (`Error calling function NAME`). */
export function callFunction(
  name: FunctionName,
  args: readonly ExpressionValue[],
): ExpressionValue | undefined {
  return BUILTINS[name](args);
}
