/**
 * Source → instruction tree: lex the text, parse each tag's inside (remembering bodies already seen
 * with the same plugin tables), fall back to literal text, and assemble blocks.
 */

import type { FormatterCall } from './ast.js';
import { Assembler } from './assembler.js';
import { errors, suggest } from './errors.js';
import { ALREADY_REPORTED, InstructionBuilder, type Instruction } from './instruction-builder.js';
import { MultiLineComment, Tag, templateLexer } from './lexer.js';
import { parseTag } from './parser.js';
import type { FormatterTable, Position, PredicateTable, TemplateError } from './types.js';
import type { RootNode } from './ast.js';

const KEYWORDS = [
  'section',
  'repeated section',
  'alternates with',
  'or',
  'if',
  'var',
  'ctx',
  'eval',
  'include',
  'inject',
  'macro',
  'end',
  'eof',
  'newline',
  'space',
  'tab',
  'meta-left',
  'meta-right',
];

/** A parsed tag body with positions relative to it: the `{` is line 1, column 0. */
export interface ParsedTag {
  /** The instruction, or null when the tag prints as literal text. */
  instruction: Instruction | null;
  errors: TemplateError[];
}

/** Parsed bodies by text, per set of plugin tables: an editor recompiling on each keystroke reuses them. */
export type TagMemo = Map<string, ParsedTag>;

const MAX_MEMO = 50_000;
const OPEN: Position = { line: 1, column: 0 };

/** The warning for a `{.word …}` tag that is not a valid instruction (the reference prints it silently). */
function instructionWarning(body: string, problem: string | null): TemplateError | undefined {
  const match = /^\.([a-zA-Z][a-zA-Z0-9_-]*)/.exec(body);
  if (match === null) return undefined;
  const tag = `{${body}}`;
  if (problem !== null) return errors.malformed(tag, problem, OPEN);
  const word = match[1];
  const known = KEYWORDS.find((k) => k === word || k.split(' ')[0] === word);
  if (known !== undefined) return errors.malformed(tag, `Malformed .${known} instruction`, OPEN);
  const guess = suggest(word, KEYWORDS);
  const hint = guess === undefined ? '' : ` (did you mean '.${guess}'?)`;
  return errors.malformed(tag, `Unknown instruction '.${word}'${hint}`, OPEN);
}

export interface ParseOptions {
  formatters: FormatterTable;
  predicates: PredicateTable;
  maxNesting: number;
  memo: TagMemo;
}

function parseBody(body: string, options: ParseOptions): ParsedTag {
  const tagErrors: TemplateError[] = [];
  const builder = new InstructionBuilder({
    source: body,
    formatters: options.formatters,
    predicates: options.predicates,
    errors: tagErrors,
  });
  const lexed = templateLexer.tokenize(body, 'tag');
  const result = builder.build(parseTag(lexed.tokens), OPEN, body.length);
  if (result !== null && typeof result !== 'string') return { instruction: result, errors: tagErrors };
  if (result !== ALREADY_REPORTED) {
    const warning = instructionWarning(body, result);
    if (warning !== undefined) tagErrors.push(warning);
  }
  return { instruction: null, errors: tagErrors };
}

/** Maps a position relative to a tag body onto the template, the tag's `{` being at `at`. */
function place(p: Position, at: Position): Position {
  return p.line === 1
    ? { line: at.line, column: at.column + p.column }
    : { line: at.line + p.line - 1, column: p.column };
}

function placeAll(calls: FormatterCall[], at: Position): FormatterCall[] {
  if (calls.length === 0) return calls;
  return calls.map((f) => {
    const p = place(f, at);
    return { name: f.name, args: f.args, line: p.line, column: p.column };
  });
}

/**
 * A fresh copy of a remembered instruction, placed at `at`: the assembler fills in its blocks.
 * Each shape is written out so copies stay cheap and monomorphic.
 */
function relocate(inst: Instruction, at: Position): Instruction {
  const { line, column } = at;
  switch (inst.type) {
    case 'variable':
      return { type: 'variable', refs: inst.refs, formatters: placeAll(inst.formatters, at), line, column };
    case 'bindvar':
      return {
        type: 'bindvar',
        name: inst.name,
        refs: inst.refs,
        formatters: placeAll(inst.formatters, at),
        line,
        column,
      };
    case 'section':
      return { type: 'section', ref: inst.ref, block: [], alt: null, line, column };
    case 'repeated':
      return { type: 'repeated', ref: inst.ref, block: [], alternates: null, alt: null, line, column };
    case 'predicate':
      return { type: 'predicate', name: inst.name, args: inst.args, block: [], alt: null, line, column };
    case 'or':
      return { type: 'or', name: inst.name, args: inst.args, block: [], alt: null, line, column };
    case 'if':
      return { type: 'if', ops: inst.ops, refs: inst.refs, block: [], alt: null, line, column };
    case 'macro':
      return { type: 'macro', name: inst.name, block: [], line, column };
    default:
      return { ...inst, line, column };
  }
}

/** Parses a whole template. Errors are appended to `errorList`; the tree is always returned. */
export function parseTemplate(source: string, options: ParseOptions, errorList: TemplateError[]): RootNode {
  const assembler = new Assembler(errorList, options.maxNesting);
  const memo = options.memo;
  const tokens = templateLexer.tokenize(source, 'text').tokens;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const at: Position = { line: t.startLine ?? 1, column: t.startColumn ?? 1 };
    if (t.tokenType === Tag) {
      const body = t.image.slice(1, -1);
      let parsed = memo.get(body);
      if (parsed === undefined) {
        parsed = parseBody(body, options);
        if (memo.size >= MAX_MEMO) memo.clear();
        memo.set(body, parsed);
      }
      for (const e of parsed.errors) errorList.push({ ...e, ...place(e, at) });
      if (parsed.instruction === null) assembler.accept({ type: 'text', text: t.image, ...at });
      else assembler.accept(relocate(parsed.instruction, at));
    } else if (t.tokenType === MultiLineComment) {
      const closed = t.image.endsWith('##}') && t.image.length >= 6;
      if (!closed) errorList.push(errors.eofInComment(at));
      assembler.accept({
        type: 'comment',
        text: t.image.slice(3, closed ? -3 : undefined),
        multiline: true,
        ...at,
      });
    } else {
      assembler.accept({ type: 'text', text: t.image, ...at });
    }
  }
  return assembler.result();
}
