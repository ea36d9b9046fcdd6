// Orders `.eval` tokens into reverse Polish statements with the shunting-yard algorithm (JSONT §8).

import { ARGS, isOperator, type Token } from './tokens.js';

export interface ParseResult {
  /** One token list per `;`-separated statement, in evaluation order; empty ones are dropped. */
  statements: Token[][];
  /** Empty on success. Statements built before an error are kept: the debug form shows them. */
  errors: string[];
}

const MISMATCHED = 'Mismatched operator found:';

/** Moves tokens from `ops` to `out` until a left paren (kept) or the bottom of the stack. */
function flushToParen(ops: Token[], out: Token[]): void {
  while (ops.length > 0 && !isOperator(ops[ops.length - 1], 'lparen')) out.push(ops.pop() as Token);
}

/** Closes a statement: drains the operators; a paren left over means the statement is dropped. */
function closeStatement(out: Token[], ops: Token[], result: ParseResult): void {
  while (ops.length > 0) {
    const token = ops.pop() as Token;
    if (token.kind === 'op' && (token.op.name === 'lparen' || token.op.name === 'rparen')) {
      result.errors.push(`${MISMATCHED} ${token.op.desc}`);
      return;
    }
    out.push(token);
  }
  if (out.length > 0) result.statements.push(out);
}

/**
 * Builds the statements from tokens. Like the reference, a mismatched paren inside a statement
 * does not stop the build, so later statements (and errors) still appear.
 */
export function parseTokens(tokens: readonly Token[]): ParseResult {
  const result: ParseResult = { statements: [], errors: [] };
  let out: Token[] = [];
  // Operators and pending calls; calls sit under their left paren until the right paren pops both.
  const ops: Token[] = [];
  for (const token of tokens) {
    if (token.kind === 'call') {
      out.push(ARGS);
      ops.push(token);
      continue;
    }
    if (token.kind !== 'op') {
      out.push(token);
      continue;
    }
    const op = token.op;
    switch (op.name) {
      case 'semi':
        closeStatement(out, ops, result);
        out = [];
        break;
      case 'lparen':
        ops.push(token);
        break;
      case 'comma':
        flushToParen(ops, out);
        break;
      case 'rparen': {
        flushToParen(ops, out);
        if (ops.length === 0) {
          result.errors.push(`${MISMATCHED} ${op.desc}`);
          return result;
        }
        ops.pop();
        const top = ops[ops.length - 1];
        if (top !== undefined && top.kind === 'call') out.push(ops.pop() as Token);
        break;
      }
      default: {
        for (let top = ops[ops.length - 1]; top !== undefined; top = ops[ops.length - 1]) {
          if (top.kind === 'op') {
            if (top.op.name === 'lparen') break;
            const tighter = top.op.prec > op.prec || (top.op.prec === op.prec && !top.op.rightAssoc);
            if (!tighter) break;
          }
          out.push(ops.pop() as Token);
        }
        ops.push(token);
      }
    }
  }
  closeStatement(out, ops, result);
  return result;
}
