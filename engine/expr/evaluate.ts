// Reduces compiled `.eval` statements to a value, with the reference engine's stack semantics (JSONT §8).

import { toBoolean, toNumber } from './convert.js';
import { applyBinary, Failure } from './binary.js';
import { callFunction } from './functions.js';
import type { ArgsToken, ExpressionValue, Operator, OperatorName, RefToken, Token } from './tokens.js';

/**
 * A stack slot: a literal, a reference resolved only when an operator consumes it (so an
 * assignment target is never looked up), a call's argument marker, or `undefined` for "no value".
 */
type Slot = ExpressionValue | RefToken | ArgsToken | undefined;

export interface Reduction {
  /** The last statement's value; undefined when it left none. */
  value: ExpressionValue | undefined;
  assignments: [string, ExpressionValue][];
  errors: string[];
}

const UNARY = new Set<OperatorName>(['plus', 'minus', 'lnot', 'bnot']);

/** Names an assignment never shadows: the resolver answers them from the frames themselves. */
const FRAME_NAMES = new Set(['@', '@index', '@index0']);

class Reducer {
  readonly assignments: [string, ExpressionValue][] = [];
  readonly errors: string[] = [];
  // Assignments are visible to later statements, as the reference binds them in a scratch frame.
  private readonly locals = new Map<string, ExpressionValue>();

  constructor(
    private readonly resolve: (path: (string | number)[]) => unknown,
    private readonly maxStringLength: number,
  ) {}

  private lookup(path: (string | number)[]): ExpressionValue | undefined {
    const head = path[0];
    let raw: unknown;
    if (typeof head === 'string' && this.locals.has(head)) {
      // A scalar has no members, so any further segment is missing.
      raw = path.length === 1 ? this.locals.get(head) : undefined;
    } else {
      raw = this.resolve(path);
    }
    switch (typeof raw) {
      case 'number':
      case 'string':
      case 'boolean':
        return raw;
      case 'object':
        // Objects and arrays are not expression values: operators reject them.
        return raw === null ? null : undefined;
      default:
        return null;
    }
  }

  private literal(slot: Slot): ExpressionValue | undefined {
    if (slot === null || typeof slot !== 'object') return slot;
    return slot.kind === 'ref' ? this.lookup(slot.path) : undefined;
  }

  private assign(target: Slot, value: ExpressionValue | undefined): void {
    if (value === undefined || target === null || typeof target !== 'object' || target.kind !== 'ref') return;
    const name = target.path[0];
    if (target.path.length !== 1 || typeof name !== 'string' || name[0] !== '@') return;
    this.assignments.push([name, value]);
    if (!FRAME_NAMES.has(name)) this.locals.set(name, value);
  }

  /** Reduces one statement; errors are collected, and the statement stops at the first one. */
  statement(tokens: readonly Token[]): ExpressionValue | undefined {
    const stack: Slot[] = [];
    for (const token of tokens) {
      switch (token.kind) {
        case 'value':
          stack.push(token.value);
          continue;
        case 'ref':
        case 'args':
          stack.push(token);
          continue;
        case 'call': {
          const args: ExpressionValue[] = [];
          for (
            let top = stack[stack.length - 1];
            top !== undefined && !isArgs(top);
            top = stack[stack.length - 1]
          ) {
            const arg = this.literal(stack.pop());
            // Unsupported values (objects, arrays) are dropped from the argument list.
            if (arg !== undefined) args.push(arg);
          }
          stack.pop();
          const result = callFunction(token.name, args.reverse());
          if (result === undefined) return this.fail(`Error calling function ${token.name}`, stack);
          stack.push(result);
          continue;
        }
        case 'inert':
          continue;
        case 'op':
          break;
      }
      const op = token.op;
      if (op.name === 'assign') {
        const value = this.literal(stack.pop());
        this.assign(stack.pop(), value);
        // An assignment ends its statement without a value, whatever follows it.
        return undefined;
      }
      if (UNARY.has(op.name)) {
        if (stack.length > 0) stack[stack.length - 1] = this.unary(op, stack[stack.length - 1]);
        continue;
      }
      const b = this.literal(stack.pop());
      const a = this.literal(stack.pop());
      if (a === undefined || b === undefined)
        return this.fail(`Invalid arguments to operator ${op.desc}`, stack);
      const result = applyBinary(op, a, b, this.maxStringLength);
      if (result instanceof Failure) return this.fail(result.message, stack);
      stack.push(result);
    }
    return this.finish(stack);
  }

  private unary(op: Operator, slot: Slot): ExpressionValue | undefined {
    const arg = this.literal(slot);
    if (arg === undefined) return undefined;
    switch (op.name) {
      case 'minus':
        return -1 * toNumber(arg);
      case 'plus':
        return toNumber(arg);
      case 'lnot':
        return !toBoolean(arg);
      default:
        // The reference converts the unresolved slot here, so `~ref` is always ~NaN = -1.
        return ~(isRef(slot) ? NaN : toNumber(arg));
    }
  }

  /** Records `message`, then checks the stack top like a normal end (which may add a second error). */
  private fail(message: string, stack: Slot[]): ExpressionValue | undefined {
    this.errors.push(message);
    return this.finish(stack);
  }

  private finish(stack: Slot[]): ExpressionValue | undefined {
    if (stack.length === 0) return undefined;
    const top = stack[stack.length - 1];
    if (top === undefined) return undefined;
    const value = this.literal(top);
    if (value === undefined) this.errors.push('Reduce error: unexpected token on stack');
    return value;
  }
}

function isArgs(slot: Slot): boolean {
  return slot !== null && typeof slot === 'object' && slot.kind === 'args';
}

function isRef(slot: Slot): boolean {
  return slot !== null && typeof slot === 'object' && slot.kind === 'ref';
}

/**
 * Reduces every statement in order against `resolve` (JSONT §5.2 lookups). The value is the last
 * statement's; every statement runs even after an error, as errors are reported per statement.
 */
export function reduceStatements(
  statements: readonly (readonly Token[])[],
  resolve: (path: (string | number)[]) => unknown,
  maxStringLength: number,
): Reduction {
  const reducer = new Reducer(resolve, maxStringLength);
  let value: ExpressionValue | undefined;
  for (const statement of statements) value = reducer.statement(statement);
  return { value, assignments: reducer.assignments, errors: reducer.errors };
}
