// Tests the `.eval` tokenizer: numbers, strings, names, operators, and every lexing error.

import { describe, expect, it } from 'vitest';
import { tokenize } from './tokenizer.js';
import { printToken } from './tokens.js';

/** The tokens as the debug form prints them, space-separated. */
function tokens(source: string, maxTokens = Infinity): string {
  const result = tokenize(source, maxTokens);
  expect(result.errors).toEqual([]);
  return result.tokens.map(printToken).join(' ');
}

function errors(source: string, maxTokens = Infinity): string[] {
  return tokenize(source, maxTokens).errors;
}

describe('numbers', () => {
  it('reads decimals, a trailing point, exponents and hex', () => {
    expect(tokens('123 1.5 1. 1e20 2E-3 1e+2 0x1F 0X1f 007')).toBe(
      '123 1.5 1 100000000000000000000 0.002 100 31 31 7',
    );
  });

  it('ends a number at the first character that cannot continue it', () => {
    expect(tokens('1x')).toBe('1 x');
    expect(tokens('0x1g')).toBe('1 g');
    expect(tokens('2e5e3')).toBe('200000 e3');
    expect(tokens('1e5+2')).toBe('100000 <add> 2');
  });

  it('keeps huge hex numbers as doubles', () => {
    expect(tokens('0x111111111111111111111')).toBe('1.2895208742556044e+24');
  });

  it('reports malformed numbers', () => {
    expect(errors('1e')).toEqual(['Expected a digit after exponent in decimal number']);
    expect(errors('1e+')).toEqual(['Expected a digit after exponent in decimal number']);
    expect(errors('1e+-2')).toEqual(['Expected a digit after exponent in decimal number']);
    expect(errors('1.5.3')).toEqual(['Duplicate decimal point in number']);
    expect(errors('1e5.3')).toEqual(['Unexpected decimal point in exponent']);
    expect(errors('0x')).toEqual(['Expected digits after start of hex number']);
    expect(errors('0xg')).toEqual(['Expected digits after start of hex number']);
  });

  it('does not accept a leading decimal point', () => {
    expect(errors('.5')).toEqual(['Unexpected character at 0: "."']);
  });
});

describe('strings', () => {
  it('accepts both quote kinds and the simple escapes', () => {
    expect(tokens(`'a' "b" 'it\\'s' "\\n\\t\\f\\r"`)).toBe('"a" "b" "it\'s" "\\n\\t\\f\\r"');
  });

  it('keeps any other escaped character as itself', () => {
    expect(tokens(String.raw`'\q\\\"\b\v\0'`)).toBe(String.raw`"q\\\"bv0"`);
  });

  it('decodes hex and unicode escapes, astral code points as surrogate pairs', () => {
    expect(tokens(String.raw`'\x41\u0042\u2018'`)).toBe('"AB‘"');
    expect(tokens(String.raw`'\U0001F600'`)).toBe('"😀"');
  });

  it('turns C0 controls other than tab..CR, and code points past U+10FFFF, into spaces', () => {
    expect(tokens(String.raw`'\x00\x08\x09\x0d\x0e\x1f\x7f'`)).toBe('"  \\t\\r  \u007f"');
    expect(tokens(String.raw`'\u0000\U00110000'`)).toBe('"  "');
  });

  it('accepts an escaped raw line break but not a bare one', () => {
    expect(tokens("'a\\\nb'")).toBe('"a\\nb"');
    expect(errors("'a\nb'")).toEqual(['Illegal bare line feed character in string literal']);
    expect(errors("'a\rb'")).toEqual(['Illegal bare carriage return character in string literal']);
  });

  it('reports bad escapes and unterminated strings', () => {
    expect(errors("'a\\x4'")).toEqual(['Invalid 2-char hex escape found']);
    // The reference wants a character after the two hex digits.
    expect(errors("'a\\x41")).toEqual(['Invalid 2-char hex escape found']);
    expect(errors("'\\u004'")).toEqual(['Invalid unicode escape found']);
    expect(errors("'\\U0001F60'")).toEqual(['Invalid unicode escape found']);
    expect(errors("'\\u0041")).toEqual(['Unterminated string']);
    expect(errors("'abc")).toEqual(['Unterminated string']);
    expect(errors('"abc\\')).toEqual(['Unterminated string']);
  });
});

describe('names', () => {
  it('reads variable references with the template pattern', () => {
    expect(tokens('a.b.0 @x @index $y @ @.PI a-b a_b')).toBe('a.b.0 @x @index $y @ @.PI a-b a_b');
  });

  it('reads single-segment constants as literals', () => {
    expect(tokens('null true false PI E Infinity NaN')).toBe(
      'null true false 3.141592653589793 2.718281828459045 Infinity NaN',
    );
    expect(tokens('PI.x pi')).toBe('PI.x pi');
  });

  it('swallows names every JS object inherits, as the reference does', () => {
    expect(tokens('toString constructor')).toBe('<unk> <unk>');
  });

  it('turns a known function name before "(" into a call', () => {
    expect(tokens('max(1) min (2) abs(3) num(4) str(5) bool(6)')).toBe(
      'max() <left paren> 1 <right paren> min() <left paren> 2 <right paren> abs() <left paren> 3 ' +
        '<right paren> num() <left paren> 4 <right paren> str() <left paren> 5 <right paren> bool() ' +
        '<left paren> 6 <right paren>',
    );
    expect(tokens('a.b(1)')).toBe('a.b <left paren> 1 <right paren>');
  });

  it('rejects other names before "("', () => {
    expect(errors('foo(1)')).toEqual(['Invalid function foo']);
    expect(errors('@x (1)')).toEqual(['Invalid function @x']);
    expect(errors('@(1)')).toEqual(['Invalid function @']);
  });

  it('reports characters that start no token, naming control characters', () => {
    expect(errors('1 # 2')).toEqual(['Unexpected character at 2: "#"']);
    expect(errors('$')).toEqual(['Unexpected character at 0: "$"']);
    expect(errors('a..b')).toEqual(['Unexpected character at 1: "."']);
    expect(errors('1\f')).toEqual(['Unexpected form feed at 1: "\\f"']);
    expect(errors('\b')).toEqual(['Unexpected backspace at 0: "\\b"']);
    expect(errors('\u000b')).toEqual(['Unexpected control character at 0: "\\u000b"']);
    expect(errors('é')).toEqual(['Unexpected character at 0: "é"']);
  });
});

describe('operators', () => {
  it('reads every operator and separator, longest match first', () => {
    expect(tokens('1 ** 2 * 3 / 4 % 5')).toBe('1 <exponent> 2 <multiply> 3 <divide> 4 <modulus> 5');
    expect(tokens('1 << 2 >> 3 < 4 > 5 <= 6 >= 7')).toBe(
      '1 <left shift> 2 <right shift> 3 <less than> 4 <greater than> 5 <less than or equal> 6 ' +
        '<greater than or equal> 7',
    );
    expect(tokens('1 == 2 != 3 === 4 !== 5')).toBe(
      '1 <equality> 2 <inequality> 3 <strict equality> 4 <strict inequality> 5',
    );
    expect(tokens('1 & 2 ^ 3 | 4 && 5 || 6')).toBe(
      '1 <bitwise and> 2 <bitwise xor> 3 <bitwise or> 4 <logical and> 5 <logical or> 6',
    );
    expect(tokens('@x = !~1, 2; (3)')).toBe(
      '@x <assign> <logical not> <bitwise not> 1 <comma> 2 <semicolon> <left paren> 3 <right paren>',
    );
  });

  it('reads + and - as unary at the start and after any operator but ")"', () => {
    expect(tokens('-1 - -2')).toBe('<unary minus> 1 <subtract> <unary minus> 2');
    expect(tokens('(+1) + 2')).toBe('<left paren> <unary plus> 1 <right paren> <add> 2');
    expect(tokens('max(-1, +2)')).toBe(
      'max() <left paren> <unary minus> 1 <comma> <unary plus> 2 <right paren>',
    );
    expect(tokens('1; -2')).toBe('1 <semicolon> <unary minus> 2');
    expect(tokens('a-1 a - 1')).toBe('a-1 a <subtract> 1');
  });

  it('skips space, tab, line breaks and no-break space', () => {
    expect(tokens(' 1\t+\n2\r\u00a0')).toBe('1 <add> 2');
  });
});

describe('token limit', () => {
  it('allows exactly the limit and reports one token more', () => {
    expect(tokens('1 + 2', 3)).toBe('1 <add> 2');
    expect(errors('1 + 2', 2)).toEqual(['Expression exceeds the maximum number of allowed tokens: 2']);
  });

  it('treats 0 as unlimited, like the reference', () => {
    expect(tokens('1 + 2', 0)).toBe('1 <add> 2');
  });

  it('keeps scanning after a limit or call error, so a later lexing error is reported too', () => {
    expect(errors('1 + "abc', 1)).toEqual([
      'Expression exceeds the maximum number of allowed tokens: 1',
      'Unterminated string',
    ]);
    expect(errors('foo(1) .5')).toEqual(['Invalid function foo', 'Unexpected character at 7: "."']);
  });
});
