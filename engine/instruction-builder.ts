/**
 * Turns the CST of one tag into an instruction, applying the reference's exact whitespace rules
 * (JSONT §2.4–§2.5), or says why the tag is malformed so it is printed as literal text.
 */

import type { CstElement, CstNode, IToken } from '#chevrotain';
import type { FormatterCall, Node, OrNode } from './ast.js';
import { errors } from './errors.js';
import type { FormatterTable, Path, Position, PredicateTable, TemplateError } from './types.js';

/** A structural instruction the assembler consumes; it never appears in the final tree. */
export type Structural =
  | { type: 'end'; line: number; column: number }
  | { type: 'alternates'; line: number; column: number }
  | { type: 'eof'; line: number; column: number };

export type Instruction = Node | OrNode | Structural;

export interface BuildContext {
  /** The tag's inside; offsets and positions are relative to it (line 1, column 1 = its first character). */
  source: string;
  formatters: FormatterTable;
  predicates: PredicateTable;
  errors: TemplateError[];
}

/** Why a tag is not an instruction. */
class Malformed {
  constructor(readonly problem: string) {}
}

/** The problem text of a tag whose error has been reported already. */
export const ALREADY_REPORTED = '';

type Children = Record<string, CstElement[] | undefined>;

function kids(node: CstNode): Children {
  return node.children as Children;
}
function node(children: Children, name: string, index = 0): CstNode {
  return children[name]![index] as CstNode;
}
function nodes(children: Children, name: string): CstNode[] {
  return (children[name] ?? []) as CstNode[];
}
function token(children: Children, name: string, index = 0): IToken {
  return children[name]![index] as IToken;
}
function tokens(children: Children, name: string): IToken[] {
  return (children[name] ?? []) as IToken[];
}
function at(t: IToken): Position {
  return { line: t.startLine ?? 1, column: t.startColumn ?? 1 };
}

/** Splits an argument string on its delimiter, dropping empty pieces as the Java engine does. */
export function splitArgs(raw: string): string[] {
  if (raw.length < 2) return [];
  const delimiter = raw[0];
  return raw
    .slice(1)
    .split(delimiter)
    .filter((arg) => arg !== '');
}

function spaceOnly(t: IToken | undefined): boolean {
  return t === undefined || /^ +$/.test(t.image);
}

function requireSingleSpace(t: IToken, after: string): void {
  if (t.image !== ' ') throw new Malformed(`exactly one space is expected after '${after}'`);
}

function segmentValue(segment: CstNode): string | number {
  const c = kids(segment);
  if (c.Digits) {
    const image = token(c, 'Digits').image;
    const n = Number(image);
    return n <= 2147483647 ? n : image;
  }
  if (c.At) return c.Word ? '@' + token(c, 'Word').image : '@';
  if (c.Dollar) return '$' + token(c, 'Word').image;
  return token(c, 'Word').image;
}

function varRef(ref: CstNode): Path {
  return nodes(kids(ref), 'segment').map(segmentValue);
}

function varList(list: CstNode): Path[] {
  const c = kids(list);
  if (!tokens(c, 'Ws').every((ws) => spaceOnly(ws))) {
    throw new Malformed('only spaces may stand around the commas of a variable list');
  }
  return nodes(c, 'varRef').map(varRef);
}

export class InstructionBuilder {
  constructor(private readonly ctx: BuildContext) {}

  /** Text between two offsets of the source. */
  private slice(from: number, to: number): string {
    return this.ctx.source.slice(from, to);
  }

  /** The raw text after `t` up to `end` (exclusive). */
  private after(t: IToken, end: number): string {
    return this.slice(t.endOffset! + 1, end);
  }

  /**
   * Builds the instruction for a tag whose body ends before offset `end`. Returns a message when
   * the tag is malformed (print it as text, with a warning; `ALREADY_REPORTED` when an error was
   * recorded), or `null` when the grammar does not match at all.
   */
  build(cst: CstNode | undefined, open: Position, end: number): Instruction | string | null {
    if (cst === undefined) return null;
    try {
      const c = kids(cst);
      if (c.comment) {
        const hash = token(kids(node(c, 'comment')), 'Hash');
        return { type: 'comment', text: this.after(hash, end), multiline: false, ...open };
      }
      if (c.instruction) return this.instruction(node(c, 'instruction'), open, end);
      return this.variableTag(node(c, 'variableTag'), open, end);
    } catch (e) {
      if (e instanceof Malformed) return e.problem;
      throw e;
    }
  }

  private formatters(chain: CstNode | undefined, end: number): FormatterCall[] {
    if (chain === undefined) return [];
    const calls: FormatterCall[] = [];
    const pipes = tokens(kids(chain), 'Pipe');
    const list = nodes(kids(chain), 'formatter');
    for (let i = 0; i < list.length; i++) {
      const c = kids(list[i]);
      const name = token(c, 'Word');
      const stop = i + 1 < pipes.length ? pipes[i + 1].startOffset : end;
      const args = splitArgs(this.slice(name.endOffset! + 1, stop));
      const formatter = this.ctx.formatters[name.image];
      if (formatter === undefined) {
        this.ctx.errors.push(errors.formatterUnknown(name.image, Object.keys(this.ctx.formatters), at(name)));
        throw new Malformed(ALREADY_REPORTED);
      }
      const problem = formatter.validateArgs?.(args);
      if (problem !== undefined) this.ctx.errors.push(errors.formatterArgs(problem, at(name)));
      calls.push({ name: name.image, args, ...at(name) });
    }
    return calls;
  }

  private variableTag(tag: CstNode, open: Position, end: number): Instruction {
    const c = kids(tag);
    const refs = varList(node(c, 'varList'));
    const chain = c.chain ? node(c, 'chain') : undefined;
    return { type: 'variable', refs, formatters: this.formatters(chain, end), ...open };
  }

  /** `name? args`: the predicate name and its arguments; an unknown name is reported, not fatal. */
  private predicateCall(call: CstNode, end: number): { name: string; args: string[] } {
    const c = kids(call);
    const word = token(c, 'Word');
    const question = token(c, 'Question');
    const name = word.image + '?';
    const args = splitArgs(this.after(question, end));
    const predicate = this.ctx.predicates[name];
    if (predicate === undefined) {
      this.ctx.errors.push(errors.predicateUnknown(name, Object.keys(this.ctx.predicates), at(word)));
    } else {
      const problem = predicate.validateArgs?.(args);
      if (problem !== undefined) this.ctx.errors.push(errors.formatterArgs(problem, at(word)));
    }
    return { name, args };
  }

  private instruction(inst: CstNode, open: Position, end: number): Instruction {
    const c = kids(inst);
    const [kind] = Object.keys(c).filter((key) => key !== 'Dot');
    const body = node(c, kind);
    const b = kids(body);
    switch (kind) {
      case 'predicateCall':
        return { type: 'predicate', ...this.predicateCall(body, end), block: [], alt: null, ...open };
      case 'sectionInst':
        return { type: 'section', ref: varRef(node(b, 'varRef')), block: [], alt: null, ...open };
      case 'repeatedInst':
        requireSingleSpace(token(b, 'Ws'), '.repeated');
        return {
          type: 'repeated',
          ref: varRef(node(b, 'varRef')),
          block: [],
          alternates: null,
          alt: null,
          ...open,
        };
      case 'alternatesInst':
        requireSingleSpace(token(b, 'Ws'), '.alternates');
        return { type: 'alternates', ...open };
      case 'orInst':
        if (b.Ws) {
          requireSingleSpace(token(b, 'Ws'), '.or');
          const call = this.predicateCall(node(b, 'predicateCall'), end);
          return { type: 'or', name: call.name, args: call.args, block: [], alt: null, ...open };
        }
        return { type: 'or', name: null, args: [], block: [], alt: null, ...open };
      case 'ifInst':
        return this.ifInstruction(b, open, end);
      case 'varInst': {
        requireSingleSpace(token(b, 'Ws', 0), '.var');
        requireSingleSpace(token(b, 'Ws', 1), '.var @name');
        const name = this.definition(node(b, 'varDef'));
        const refs = varList(node(b, 'varList'));
        const chain = b.chain ? node(b, 'chain') : undefined;
        return { type: 'bindvar', name, refs, formatters: this.formatters(chain, end), ...open };
      }
      case 'ctxInst': {
        requireSingleSpace(token(b, 'Ws', 0), '.ctx');
        requireSingleSpace(token(b, 'Ws', 1), '.ctx @name');
        const bindings = nodes(b, 'binding').map((binding): [string, Path] => {
          const bc = kids(binding);
          return [token(bc, 'Word').image, varRef(node(bc, 'varRef'))];
        });
        return { type: 'ctxvar', name: this.definition(node(b, 'varDef')), bindings, ...open };
      }
      case 'evalInst':
        return { type: 'eval', source: this.after(token(b, 'Ws'), end), ...open };
      case 'includeInst': {
        const ws = token(b, 'Ws');
        if (ws.image[0] !== ' ') throw new Malformed("a space is expected after '.include'");
        const args = splitArgs(this.slice(ws.startOffset, end));
        if (args.length === 0) throw new Malformed("'.include' needs the name of a partial or macro");
        return { type: 'include', name: args[0], flags: args.slice(1), ...open };
      }
      case 'injectInst': {
        requireSingleSpace(token(b, 'Ws', 0), '.inject');
        requireSingleSpace(token(b, 'Ws', 1), '.inject @name');
        const path = node(b, 'filePath');
        const pathEnd = this.lastOffset(path);
        return {
          type: 'inject',
          name: this.definition(node(b, 'varDef')),
          path: this.slice(this.firstOffset(path), pathEnd + 1),
          args: splitArgs(this.slice(pathEnd + 1, end)),
          ...open,
        };
      }
      case 'macroInst': {
        requireSingleSpace(token(b, 'Ws'), '.macro');
        const path = node(b, 'filePath');
        return {
          type: 'macro',
          name: this.slice(this.firstOffset(path), this.lastOffset(path) + 1),
          block: [],
          ...open,
        };
      }
      default:
        return this.bare(b, open);
    }
  }

  private ifInstruction(b: Children, open: Position, end: number): Instruction {
    if (b.predicateCall) {
      const call = this.predicateCall(node(b, 'predicateCall'), end);
      return { type: 'predicate', ...call, block: [], alt: null, ...open };
    }
    const expression = kids(node(b, 'ifExpression'));
    const ops = [...tokens(expression, 'AndAnd'), ...tokens(expression, 'OrOr')]
      .sort((x, y) => x.startOffset - y.startOffset)
      .map((t) => (t.image === '&&' ? '&&' : '||'));
    const refs = nodes(expression, 'varRef').map(varRef);
    return { type: 'if', ops, refs, block: [], alt: null, ...open };
  }

  private bare(b: Children, open: Position): Instruction {
    if (b.KwEnd) return { type: 'end', ...open };
    if (b.KwEof) return { type: 'eof', ...open };
    if (b.KwNewline) return { type: 'literal', name: 'newline', text: '\n', ...open };
    if (b.KwSpace) return { type: 'literal', name: 'space', text: ' ', ...open };
    if (b.KwTab) return { type: 'literal', name: 'tab', text: '\t', ...open };
    if (b.KwMetaLeft) return { type: 'literal', name: 'meta-left', text: '{', ...open };
    return { type: 'literal', name: 'meta-right', text: '}', ...open };
  }

  private definition(def: CstNode): string {
    return '@' + token(kids(def), 'Word').image;
  }

  private firstOffset(path: CstNode): number {
    return Math.min(...this.pathTokens(path).map((t) => t.startOffset));
  }

  private lastOffset(path: CstNode): number {
    return Math.max(...this.pathTokens(path).map((t) => t.endOffset!));
  }

  private pathTokens(path: CstNode): IToken[] {
    return Object.values(kids(path)).flatMap((list) => (list ?? []) as IToken[]);
  }
}
