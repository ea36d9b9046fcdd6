// How message arguments read as text and as numbers; a money object reads as its amount.
import { asString } from '../engine/values.js';
import { parseDecimal, ZERO, type Decimal } from './i18n-decimal.js';

/** An argument the message names but the formatter call did not pass (`{2}` with two arguments). */
export const ABSENT: unique symbol = Symbol('absent');

/** A message argument: a JSON value, undefined for a missing one, or ABSENT. */
export type MessageArg = unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The amount of a money object (`decimalValue`, else `value`), or undefined for anything else. */
function amountOf(arg: MessageArg): unknown {
  if (!isRecord(arg)) return undefined;
  return arg.decimalValue !== undefined ? arg.decimalValue : arg.value;
}

/** An argument as message text: money as its amount, booleans as words, objects and nothing as ''. */
export function messageString(arg: MessageArg): string {
  if (arg === ABSENT) return '';
  const amount = amountOf(arg);
  return asString(amount !== undefined ? amount : arg);
}

/**
 * An argument as a number for plural rules and number formats: money as its amount, booleans
 * as 1 and 0; anything without a number in it (missing, null, objects, text) counts as 0.
 */
export function messageDecimal(arg: MessageArg): Decimal {
  if (typeof arg === 'boolean') return arg ? { negative: false, units: 1n, scale: 0 } : ZERO;
  const amount = amountOf(arg);
  return parseDecimal(amount !== undefined ? asString(amount) : arg) ?? ZERO;
}
