// Tests the shunting-yard ordering of `.eval` tokens: precedence, associativity, calls, statements.

import { describe, expect, it } from 'vitest';
import { parseTokens } from './parser.js';
import { tokenize } from './tokenizer.js';
import { printToken } from './tokens.js';

/** Each statement's reverse Polish form, as the debug form prints it. */
function rpn(source: string): string[] {
  const parsed = parseTokens(tokenize(source, Infinity).tokens);
  expect(parsed.errors).toEqual([]);
  return parsed.statements.map((statement) => statement.map(printToken).join(' '));
}

function parse(source: string): { statements: string[]; errors: string[] } {
  const parsed = parseTokens(tokenize(source, Infinity).tokens);
  return {
    statements: parsed.statements.map((statement) => statement.map(printToken).join(' ')),
    errors: parsed.errors,
  };
}

describe('precedence and associativity', () => {
  it('binds * tighter than +, and parentheses override', () => {
    expect(rpn('1 + 2 * 3')).toEqual(['1 2 3 <multiply> <add>']);
    expect(rpn('(1 + 2) * 3')).toEqual(['1 2 <add> 3 <multiply>']);
  });

  it('follows the table from unary operators down to ||', () => {
    expect(rpn('-a ** 2')).toEqual(['a <unary minus> 2 <exponent>']);
    expect(rpn('1 + 2 << 3 < 4 == 5 & 6 ^ 7 | 8 && 9 || 10')).toEqual([
      '1 2 <add> 3 <left shift> 4 <less than> 5 <equality> 6 <bitwise and> 7 <bitwise xor> 8 ' +
        '<bitwise or> 9 <logical and> 10 <logical or>',
    ]);
  });

  it('groups left-associative operators from the left', () => {
    expect(rpn('8 - 4 - 2')).toEqual(['8 4 <subtract> 2 <subtract>']);
    expect(rpn('8 / 4 * 2')).toEqual(['8 4 <divide> 2 <multiply>']);
  });

  it('groups **, unary operators and = from the right', () => {
    expect(rpn('2 ** 3 ** 2')).toEqual(['2 3 2 <exponent> <exponent>']);
    expect(rpn('!-1')).toEqual(['1 <unary minus> <logical not>']);
    expect(rpn('@a = @b = 1')).toEqual(['@a @b 1 <assign> <assign>']);
  });

  it('gives = the lowest precedence of the real operators', () => {
    expect(rpn('@x = 1 || 2')).toEqual(['@x 1 2 <logical or> <assign>']);
  });
});

describe('calls, commas and statements', () => {
  it('marks where arguments start and emits the call after them', () => {
    expect(rpn('max(1, 2 + 3) * 2')).toEqual(['<args> 1 2 3 <add> max() 2 <multiply>']);
    expect(rpn('abs(min(1, 2))')).toEqual(['<args> <args> 1 2 min() abs()']);
  });

  it('treats a top-level comma as flushing the pending operators', () => {
    expect(rpn('3, 2, 1')).toEqual(['3 2 1']);
    expect(rpn('1 + 2, 3 * 4')).toEqual(['1 2 <add> 3 4 <multiply>']);
  });

  it('splits statements at semicolons and drops empty ones', () => {
    expect(rpn('1; 2 + 3;; 4;')).toEqual(['1', '2 3 <add>', '4']);
    expect(rpn(';')).toEqual([]);
    expect(rpn('')).toEqual([]);
  });
});

describe('mismatched parentheses', () => {
  it('reports an unclosed left paren', () => {
    expect(parse('(1')).toEqual({ statements: [], errors: ['Mismatched operator found: left paren'] });
    expect(parse('max(1')).toEqual({ statements: [], errors: ['Mismatched operator found: left paren'] });
  });

  it('reports a stray right paren and stops there', () => {
    expect(parse('1) + 2')).toEqual({ statements: [], errors: ['Mismatched operator found: right paren'] });
  });

  it('keeps earlier statements and goes on after a statement with an open paren', () => {
    expect(parse('1; (2')).toEqual({ statements: ['1'], errors: ['Mismatched operator found: left paren'] });
    expect(parse('(1; 2)')).toEqual({
      statements: [],
      errors: ['Mismatched operator found: left paren', 'Mismatched operator found: right paren'],
    });
    expect(parse('(1; 2; 3')).toEqual({
      statements: ['2', '3'],
      errors: ['Mismatched operator found: left paren'],
    });
    expect(parse('((1; 2; 3')).toEqual({
      statements: ['3'],
      errors: ['Mismatched operator found: left paren', 'Mismatched operator found: left paren'],
    });
  });
});
