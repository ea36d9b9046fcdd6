// Front door of the `.eval` expression language (JSONT §8): parse once, print the debug form, evaluate.

import { reduceStatements } from './evaluate.js';
import { parseTokens } from './parser.js';
import { tokenize } from './tokenizer.js';
import { printToken, type ExpressionValue, type Token } from './tokens.js';

export type { ExpressionValue } from './tokens.js';

/** Limits on one expression; Infinity (or 0, as in the reference) means unlimited. */
export interface ExpressionOptions {
  maxTokens: number;
  maxStringLength: number;
}

export interface Expression {
  /** The expression text without the leading `#`: what error messages quote. */
  readonly source: string;
  /** True when the instruction text started with `#`: print the compiled form before the value. */
  readonly debug: boolean;
  /** Reverse Polish statements; opaque to callers. */
  readonly statements: readonly (readonly Token[])[];
}

/** The separator the debug form prints between the compiled form and a value. */
export const DEBUG_ARROW = ' -> ';

function printStatements(statements: readonly (readonly Token[])[]): string {
  return `EVAL=[${statements.map((s) => `[${s.map(printToken).join(' ')}]`).join(', ')}]`;
}

/**
 * Parses `.eval` text once (a leading `#` asks for the debug form). On failure returns the bare
 * message (the engine adds the `Error parsing expression: "<expr>": ` prefix); `errors` holds every
 * message the reference reports, one error each, and `debugText` the compiled form it still
 * prints when the text started with `#`.
 */
export function parseExpression(
  text: string,
  options: ExpressionOptions,
): { expression: Expression } | { error: string; errors: string[]; source: string; debugText?: string } {
  const debug = text.startsWith('#');
  const source = debug ? text.slice(1) : text;
  const tokenized = tokenize(source, options.maxTokens);
  const parsed =
    tokenized.errors.length > 0
      ? { statements: [], errors: tokenized.errors }
      : parseTokens(tokenized.tokens);
  if (parsed.errors.length === 0) return { expression: { source, debug, statements: parsed.statements } };
  const failure = { error: parsed.errors[0], errors: parsed.errors, source };
  return debug ? { ...failure, debugText: printStatements(parsed.statements) } : failure;
}

/**
 * The debug text printed before the result when the source starts with `#`, e.g.
 * `EVAL=[[1 2 <add>]] -> `. The reference prints the arrow only when the evaluation produced a
 * value without error, so pass `withArrow = false` otherwise.
 */
export function debugText(expression: Expression, withArrow = true): string {
  const compiled = printStatements(expression.statements);
  return withArrow ? compiled + DEBUG_ARROW : compiled;
}

/**
 * Evaluates `expression`. `resolve` looks a reference up per JSONT §5.2 (segments such as
 * `['@x']` or `['a', 'b', 0]`) and returns the raw JSON value, or undefined when missing.
 * Assignments (`@name = expr`) are returned in order, not applied; later statements already see
 * them. On failure returns the bare reduce message (the engine adds
 * `Error reducing expression: <expr>: `); `errors` holds every one the reference reports.
 */
export function evaluateExpression(
  expression: Expression,
  resolve: (path: (string | number)[]) => unknown,
  options: ExpressionOptions,
):
  | { ok: true; hasValue: boolean; value: ExpressionValue; assignments: [string, ExpressionValue][] }
  | { ok: false; error: string; errors: string[] } {
  const { value, assignments, errors } = reduceStatements(
    expression.statements,
    resolve,
    options.maxStringLength,
  );
  if (errors.length > 0) return { ok: false, error: errors[0], errors };
  return { ok: true, hasValue: value !== undefined, value: value === undefined ? null : value, assignments };
}
