// Token and operator vocabulary of the `.eval` language (JSONT §8), and how the debug form prints it.

/** A literal an expression computes with: what a token, a variable or a result can be. */
export type ExpressionValue = number | string | boolean | null;

export type OperatorName =
  | 'plus'
  | 'minus'
  | 'lnot'
  | 'bnot'
  | 'pow'
  | 'mul'
  | 'div'
  | 'mod'
  | 'add'
  | 'sub'
  | 'shl'
  | 'shr'
  | 'lt'
  | 'gt'
  | 'lteq'
  | 'gteq'
  | 'eq'
  | 'neq'
  | 'seq'
  | 'sneq'
  | 'band'
  | 'bxor'
  | 'bor'
  | 'land'
  | 'lor'
  | 'assign'
  | 'semi'
  | 'comma'
  | 'lparen'
  | 'rparen';

export interface Operator {
  readonly name: OperatorName;
  /** Higher binds tighter. */
  readonly prec: number;
  readonly rightAssoc: boolean;
  /** The name used in error messages and the debug form (`<add>`). */
  readonly desc: string;
}

export type FunctionName = 'max' | 'min' | 'abs' | 'num' | 'str' | 'bool';

export interface ValueToken {
  readonly kind: 'value';
  readonly value: ExpressionValue;
}
export interface RefToken {
  readonly kind: 'ref';
  /** Handed to the engine's resolver as is; never mutated. */
  readonly path: (string | number)[];
}
export interface OperatorToken {
  readonly kind: 'op';
  readonly op: Operator;
}
export interface CallToken {
  readonly kind: 'call';
  readonly name: FunctionName;
}
/** Marks where a call's arguments start on the evaluation stack. */
export interface ArgsToken {
  readonly kind: 'args';
}

/**
 * A name the reference engine finds in its constant table by inheritance (`toString`,
 * `constructor`…): it takes a token's place but evaluation skips it.
 */
export interface InertToken {
  readonly kind: 'inert';
}

export type Token = ValueToken | RefToken | OperatorToken | CallToken | ArgsToken | InertToken;

function operator(name: OperatorName, prec: number, rightAssoc: boolean, desc: string): OperatorToken {
  return { kind: 'op', op: { name, prec, rightAssoc, desc } };
}

/** One shared token per operator; the table is the reference engine's, separators included. */
export const OPERATORS: Readonly<Record<OperatorName, OperatorToken>> = {
  plus: operator('plus', 17, true, 'unary plus'),
  minus: operator('minus', 17, true, 'unary minus'),
  lnot: operator('lnot', 17, true, 'logical not'),
  bnot: operator('bnot', 17, true, 'bitwise not'),
  pow: operator('pow', 16, true, 'exponent'),
  mul: operator('mul', 15, false, 'multiply'),
  div: operator('div', 15, false, 'divide'),
  mod: operator('mod', 15, false, 'modulus'),
  add: operator('add', 14, false, 'add'),
  sub: operator('sub', 14, false, 'subtract'),
  shl: operator('shl', 13, false, 'left shift'),
  shr: operator('shr', 13, false, 'right shift'),
  lt: operator('lt', 12, false, 'less than'),
  gt: operator('gt', 12, false, 'greater than'),
  lteq: operator('lteq', 12, false, 'less than or equal'),
  gteq: operator('gteq', 12, false, 'greater than or equal'),
  eq: operator('eq', 11, false, 'equality'),
  neq: operator('neq', 11, false, 'inequality'),
  seq: operator('seq', 11, false, 'strict equality'),
  sneq: operator('sneq', 11, false, 'strict inequality'),
  band: operator('band', 10, false, 'bitwise and'),
  bxor: operator('bxor', 9, false, 'bitwise xor'),
  bor: operator('bor', 8, false, 'bitwise or'),
  land: operator('land', 7, false, 'logical and'),
  lor: operator('lor', 6, false, 'logical or'),
  assign: operator('assign', 3, true, 'assign'),
  semi: operator('semi', 1, false, 'semicolon'),
  comma: operator('comma', 1, true, 'comma'),
  lparen: operator('lparen', 1, false, 'left paren'),
  rparen: operator('rparen', 1, false, 'right paren'),
};

export const ARGS: ArgsToken = { kind: 'args' };
export const INERT: InertToken = { kind: 'inert' };

/** True when `token` is the operator token named `name`. */
export function isOperator(token: Token | undefined, name: OperatorName): boolean {
  return token !== undefined && token.kind === 'op' && token.op.name === name;
}

/** Prints a literal the way the debug form shows it: strings JSON-quoted, numbers as JS prints them. */
export function printLiteral(value: ExpressionValue): string {
  return typeof value === 'string' ? JSON.stringify(value) : String(value);
}

/** Prints one token of the compiled form, e.g. `<add>`, `max()`, `a.b`, `"x"`. */
export function printToken(token: Token): string {
  switch (token.kind) {
    case 'value':
      return printLiteral(token.value);
    case 'ref':
      return token.path.join('.');
    case 'op':
      return `<${token.op.desc}>`;
    case 'call':
      return `${token.name}()`;
    case 'args':
      return '<args>';
    case 'inert':
      return '<unk>';
  }
}
