/** Every error the engine reports, made here: one factory per kind, each positioned. */

import type { ErrorKind, ErrorStage, Position, TemplateError } from './types.js';

function make(
  kind: ErrorKind,
  stage: ErrorStage,
  message: string,
  at: Position,
  severity: 'error' | 'warning' = 'error',
): TemplateError {
  return { kind, stage, severity, message, line: at.line, column: at.column };
}

/** Levenshtein distance, for "did you mean" suggestions. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The closest known name, if it is close enough to be a likely typo. */
export function suggest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = name.toLowerCase();
  for (const candidate of known) {
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const allowed = Math.max(2, Math.floor(name.length / 3));
  return best !== undefined && bestDistance <= allowed ? best : undefined;
}

function didYouMean(name: string, known: Iterable<string>): string {
  const guess = suggest(name, known);
  return guess === undefined ? '' : ` Did you mean '${guess}'?`;
}

export const errors = {
  formatterUnknown: (name: string, known: Iterable<string>, at: Position) =>
    make('formatter-unknown', 'parser', `Formatter '${name}' is unknown.${didYouMean(name, known)}`, at),

  predicateUnknown: (name: string, known: Iterable<string>, at: Position) =>
    make('predicate-unknown', 'parser', `Predicate '${name}' is unknown.${didYouMean(name, known)}`, at),

  /** A plugin's own argument check; its message names the plugin. */
  formatterArgs: (problem: string, at: Position) => make('formatter-args', 'parser', problem, at, 'warning'),

  /** A tag that looks like an instruction but does not parse; it is printed as text. */
  malformed: (tag: string, problem: string, at: Position) =>
    make('malformed-instruction', 'parser', `${problem} in '${tag}'; it is printed as text`, at, 'warning'),

  deadCode: (at: Position) =>
    make('dead-code', 'assembler', 'This OR_PREDICATE block will never execute.', at),

  eofInBlock: (opcode: string, at: Position) =>
    make('eof-in-block', 'assembler', `Reached EOF in the middle of ${opcode}`, at),

  eofInComment: (at: Position) =>
    make('eof-in-comment', 'parser', 'Reached EOF in the middle of a multi-line comment', at, 'warning'),

  notAllowedInBlock: (opcode: string, block: string, at: Position) =>
    make(
      'not-allowed-in-block',
      'assembler',
      `${opcode} instruction is not allowed inside ${block} block.`,
      at,
    ),

  notAllowedAtRoot: (opcode: string, at: Position) =>
    make('not-allowed-at-root', 'assembler', `Instruction ${opcode} not allowed at root`, at),

  afterEof: (opcode: string, at: Position) =>
    make('after-eof', 'assembler', `${opcode} Attempt to transition from the EOF state.`, at),

  partialMissing: (name: string, at: Position) =>
    make('partial-missing', 'engine', `Attempt to apply partial '${name}' which could not be found.`, at),

  partialSyntax: (name: string, message: string, at: Position) =>
    make('partial-syntax', 'engine', `Parse of partial "${name}" failed: ${message}`, at),

  partialRecursion: (name: string, depth: number, at: Position) =>
    make(
      'partial-recursion',
      'engine',
      `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${depth}`,
      at,
    ),

  expressionParse: (source: string, message: string, at: Position) =>
    make('expression-parse', 'engine', `Error parsing expression: ${JSON.stringify(source)}: ${message}`, at),

  expressionReduce: (source: string, message: string, at: Position) =>
    make('expression-reduce', 'engine', `Error reducing expression: ${source}: ${message}`, at),

  formatterFailed: (errorName: string, opcode: string, message: string, at: Position) =>
    make(
      'formatter-failed',
      'engine',
      `Unexpected ${errorName} error when executing ${opcode}: ${message}`,
      at,
    ),

  notImplemented: (name: string, at: Position) =>
    make('not-implemented', 'engine', `"${name}" formatter is not yet implemented`, at),

  /** Any engine message a plugin reports through `ctx.error`. */
  plugin: (kind: ErrorKind, message: string, at: Position) => make(kind, 'engine', message, at),

  limit: (what: string, limit: number, at: Position) =>
    make('limit', 'limit', `${what} limit of ${limit} reached; rendering stopped`, at),

  /** Not a stop: the render goes on, only the reporting does not. */
  tooManyErrors: (limit: number, at: Position) =>
    make('limit', 'engine', `More than ${limit} errors in one render; later errors are not reported`, at),

  stackOverflow: (at: Position) =>
    make(
      'limit',
      'limit',
      'The template nests too deeply to render (the call stack ran out); rendering stopped',
      at,
    ),

  templateTooLarge: (size: number, limit: number) =>
    make('limit', 'limit', `Template is ${size} characters, more than the limit of ${limit}`, {
      line: 1,
      column: 1,
    }),

  nestingTooDeep: (limit: number, at: Position) =>
    make('limit', 'limit', `Blocks nest deeper than the limit of ${limit}`, at),
};

/** Line start offsets of the last sources seen: excerpts for many errors stay linear. */
const lineStartsCache = new Map<string, number[]>();

/** Where each line starts; `\r\n`, `\r` and `\n` each end a line, as in the lexer and in editors. */
function lineStarts(source: string): number[] {
  let starts = lineStartsCache.get(source);
  if (starts === undefined) {
    starts = [0];
    for (let i = 0; i < source.length; i++) {
      const c = source.charCodeAt(i);
      if (c === 10 || (c === 13 && source.charCodeAt(i + 1) !== 10)) starts.push(i + 1);
    }
    if (lineStartsCache.size >= 8) lineStartsCache.clear();
    lineStartsCache.set(source, starts);
  }
  return starts;
}

/** Adds the source line and a caret under the column, so a designer sees where the problem is. */
export function withExcerpt(error: TemplateError, source: string): TemplateError {
  if (error.excerpt !== undefined) return error;
  const starts = lineStarts(source);
  if (error.line < 1 || error.line > starts.length) return error;
  const start = starts[error.line - 1];
  let end = error.line < starts.length ? starts[error.line] - 1 : source.length;
  if (end > start && source.charCodeAt(end - 1) === 13) end--;
  let text = source.slice(start, end);
  let caret = Math.max(0, error.column - 1);
  if (text.length > 120) {
    const from = Math.max(0, caret - 60);
    text = (from > 0 ? '…' : '') + text.slice(from, from + 120) + (from + 120 < text.length ? '…' : '');
    caret = caret - from + (from > 0 ? 1 : 0);
  }
  const gutter = `${error.line} | `;
  return { ...error, excerpt: `${gutter}${text}\n${' '.repeat(gutter.length + caret)}^` };
}
