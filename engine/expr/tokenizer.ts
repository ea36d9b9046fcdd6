// Splits `.eval` source into tokens (JSONT §8), spotting unary signs and function calls on the way.

import { splitPath } from '../values.js';
import { DECIMAL_ERRORS, scanDecimal, scanHex } from './numbers.js';
import { isFunctionName } from './functions.js';
import { INERT, OPERATORS, type Token, type ValueToken } from './tokens.js';

export interface TokenizeResult {
  tokens: Token[];
  /** Empty on success. Several are possible: a limit or bad call does not stop the scan. */
  errors: string[];
}

/** Same shape as a template variable reference: `a.b.0`, `@x`, `$y`, `@`. */
const REFERENCE = /(?:\d+|[@$]?[a-zA-Z][a-zA-Z0-9_-]*|@)(?:\.(?:\d+|[@$]?[a-zA-Z][a-zA-Z0-9_-]*|@))*/y;

const CONSTANTS = new Map<string, ValueToken>(
  (
    [
      ['null', null],
      ['true', true],
      ['false', false],
      ['PI', Math.PI],
      ['E', Math.E],
      ['Infinity', Infinity],
      ['NaN', NaN],
    ] as const
  ).map(([name, value]) => [name, { kind: 'value', value }]),
);

/** What a plain JS object inherits: the reference's constant lookup finds these too. */
const INERT_NAMES = new Set([
  'constructor',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
]);

const CHARACTER_NAMES: Readonly<Record<string, string>> = {
  '\b': 'backspace',
  '\f': 'form feed',
  '\n': 'line feed',
  '\r': 'carriage return',
  '\t': 'tab',
};

function characterName(c: string): string {
  return CHARACTER_NAMES[c] ?? (c <= '\u001f' ? 'control character' : 'character');
}

/** Code points the reference refuses to produce from an escape; they become a space. */
function isBannedCode(code: number): boolean {
  return code <= 0x08 || (code >= 0x0e && code < 0x20) || code > 0x10ffff;
}

/** Tokenizes `source`. A `maxTokens` of 0 or Infinity means no limit. */
export function tokenize(source: string, maxTokens: number): TokenizeResult {
  const tokens: Token[] = [];
  const errors: string[] = [];
  const len = source.length;

  // After the first error from push() tokens are dropped, but scanning goes on and may add one more.
  const push = (token: Token): void => {
    if (errors.length > 0) return;
    let t = token;
    const top = tokens.length > 0 ? tokens[tokens.length - 1] : undefined;
    if (t.kind === 'op') {
      const name = t.op.name;
      if (name === 'add' || name === 'sub') {
        if (top === undefined || (top.kind === 'op' && top.op.name !== 'rparen')) {
          t = name === 'sub' ? OPERATORS.minus : OPERATORS.plus;
        }
      } else if (name === 'lparen' && top !== undefined && top.kind === 'ref' && top.path.length === 1) {
        const callee = top.path[0];
        if (typeof callee === 'string' && isFunctionName(callee)) {
          tokens[tokens.length - 1] = { kind: 'call', name: callee };
        } else {
          errors.push(`Invalid function ${callee}`);
          return;
        }
      }
    }
    tokens.push(t);
    if (maxTokens > 0 && tokens.length > maxTokens) {
      errors.push(`Expression exceeds the maximum number of allowed tokens: ${maxTokens}`);
    }
  };

  const number = (start: number): number => {
    const c1 = source[start + 1];
    if (source[start] === '0' && (c1 === 'x' || c1 === 'X')) {
      const end = scanHex(source, start + 2, len);
      if (end === start + 2) {
        errors.push('Expected digits after start of hex number');
        return -1;
      }
      push({ kind: 'value', value: parseInt(source.slice(start + 2, end), 16) });
      return end;
    }
    const end = scanDecimal(source, start, len);
    if (typeof end === 'string') {
      errors.push(DECIMAL_ERRORS[end]);
      return -1;
    }
    push({ kind: 'value', value: parseFloat(source.slice(start, end)) });
    return end;
  };

  const string = (start: number, quote: string): number => {
    let text = '';
    let i = start;
    while (i < len) {
      const c = source[i];
      if (c === '\\' && i + 1 < len) {
        const e = source[i + 1];
        if (e === 'x') {
          const from = i + 2;
          const to = from + 2;
          // The reference demands a character after the two digits (a quote, normally).
          if (to >= len || scanHex(source, from, to) !== to) {
            errors.push('Invalid 2-char hex escape found');
            return -1;
          }
          const code = parseInt(source.slice(from, to), 16);
          text += isBannedCode(code) ? ' ' : String.fromCharCode(code);
          i = to;
          continue;
        }
        if (e === 'u' || e === 'U') {
          const from = i + 2;
          const to = from + (e === 'u' ? 4 : 8);
          if (scanHex(source, from, Math.min(to, len)) !== to) {
            errors.push('Invalid unicode escape found');
            return -1;
          }
          const code = parseInt(source.slice(from, to), 16);
          text += isBannedCode(code) ? ' ' : String.fromCodePoint(code);
          i = to;
          continue;
        }
        text += e === 'n' ? '\n' : e === 't' ? '\t' : e === 'f' ? '\f' : e === 'r' ? '\r' : e;
        i += 2;
        continue;
      }
      if (c === quote) {
        push({ kind: 'value', value: text });
        return i + 1;
      }
      if (c === '\n' || c === '\r') {
        errors.push(`Illegal bare ${characterName(c)} character in string literal`);
        return -1;
      }
      text += c;
      i++;
    }
    errors.push('Unterminated string');
    return -1;
  };

  let i = 0;
  while (i < len) {
    const c = source[i];
    const c1 = i + 1 < len ? source[i + 1] : '';
    let next = i + 1;
    switch (c) {
      case '0':
      case '1':
      case '2':
      case '3':
      case '4':
      case '5':
      case '6':
      case '7':
      case '8':
      case '9':
        next = number(i);
        break;
      case '"':
      case "'":
        next = string(i + 1, c);
        break;
      case '*':
        if (c1 === '*') next++;
        push(c1 === '*' ? OPERATORS.pow : OPERATORS.mul);
        break;
      case '/':
        push(OPERATORS.div);
        break;
      case '%':
        push(OPERATORS.mod);
        break;
      case '+':
        push(OPERATORS.add);
        break;
      case '-':
        push(OPERATORS.sub);
        break;
      case '=':
      case '!': {
        const strictEq = c1 === '=' && source[i + 2] === '=';
        next += c1 === '=' ? (strictEq ? 2 : 1) : 0;
        if (c === '=') push(c1 !== '=' ? OPERATORS.assign : strictEq ? OPERATORS.seq : OPERATORS.eq);
        else push(c1 !== '=' ? OPERATORS.lnot : strictEq ? OPERATORS.sneq : OPERATORS.neq);
        break;
      }
      case '<':
      case '>': {
        const shift = c1 === c;
        if (shift || c1 === '=') next++;
        if (c === '<') push(shift ? OPERATORS.shl : c1 === '=' ? OPERATORS.lteq : OPERATORS.lt);
        else push(shift ? OPERATORS.shr : c1 === '=' ? OPERATORS.gteq : OPERATORS.gt);
        break;
      }
      case '~':
        push(OPERATORS.bnot);
        break;
      case '&':
        if (c1 === '&') next++;
        push(c1 === '&' ? OPERATORS.land : OPERATORS.band);
        break;
      case '|':
        if (c1 === '|') next++;
        push(c1 === '|' ? OPERATORS.lor : OPERATORS.bor);
        break;
      case '^':
        push(OPERATORS.bxor);
        break;
      case ',':
        push(OPERATORS.comma);
        break;
      case ';':
        push(OPERATORS.semi);
        break;
      case '(':
        push(OPERATORS.lparen);
        break;
      case ')':
        push(OPERATORS.rparen);
        break;
      case ' ':
      case '\n':
      case '\t':
      case '\r':
      case '\u00a0':
        break;
      default: {
        REFERENCE.lastIndex = i;
        const match = REFERENCE.exec(source);
        if (match === null) {
          errors.push(`Unexpected ${characterName(c)} at ${i}: ${JSON.stringify(c)}`);
          return { tokens, errors };
        }
        next = REFERENCE.lastIndex;
        // Constants shadow data keys; `@.PI` reaches a key named PI.
        const constant = CONSTANTS.get(match[0]) ?? (INERT_NAMES.has(match[0]) ? INERT : undefined);
        push(constant !== undefined ? constant : { kind: 'ref', path: splitPath(match[0]) });
      }
    }
    if (next < 0) break;
    i = next;
  }
  return { tokens, errors };
}
