// Compile-time argument checks shared by the content formatters and predicates (warnings, never fatal).
import type { Formatter, Predicate } from '../engine/types.js';

/** Returns a message when a formatter's or predicate's arguments are wrong. */
export type ArgsCheck = (args: string[]) => string | undefined;

/** Attaches an argument check to a formatter and returns it. */
export function checkedFormatter(formatter: Formatter, validateArgs: ArgsCheck): Formatter {
  formatter.validateArgs = validateArgs;
  return formatter;
}

/** Attaches an argument check to a predicate and returns it. */
export function checkedPredicate(predicate: Predicate, validateArgs: ArgsCheck): Predicate {
  predicate.validateArgs = validateArgs;
  return predicate;
}

/** The plugin reads its value or the current node; arguments would be ignored. */
export const noArgs =
  (name: string): ArgsCheck =>
  (args) =>
    args.length > 0 ? `${name} takes no arguments, got ${args.length}` : undefined;

/** At most `max` arguments, described by `what` (`a class name`). */
export const atMost =
  (name: string, max: number, what: string): ArgsCheck =>
  (args) =>
    args.length > max ? `${name} takes at most ${what}, got ${args.length} arguments` : undefined;

const NON_NEGATIVE_INTEGER = /^[0-9]+$/;

/** Exactly one argument, a whole number of pixels (or an index), `what` naming it. */
export const oneInteger =
  (name: string, what: string): ArgsCheck =>
  (args) =>
    args.length !== 1 || !NON_NEGATIVE_INTEGER.test(args[0])
      ? `${name} expects ${what}, a whole number, got ${args.length === 0 ? 'nothing' : `"${args.join(' ')}"`}`
      : undefined;
