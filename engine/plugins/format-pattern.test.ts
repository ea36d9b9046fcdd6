// Tests the `{0}`-slot filling behind the `format` formatter.
import { describe, expect, it } from 'vitest';
import { fillPattern } from './format-pattern.js';

describe('fillPattern', () => {
  it('fills numbered slots, in any order and more than once', () => {
    expect(fillPattern('{1} and {0}, {1}!', ['A', 'B'])).toBe('B and A, B!');
    expect(fillPattern('{10}{01}', ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'])).toBe('kb');
  });

  it('treats {} as {0} and prints nothing for slots out of range', () => {
    expect(fillPattern('[{}][{5}]', ['x'])).toBe('[x][]');
    expect(fillPattern('{0}', [])).toBe('');
  });

  it('drops malformed and unterminated slots', () => {
    expect(fillPattern('a{x}b{ 0}c{0', ['Z'])).toBe('abc');
    expect(fillPattern('{1{0}}', ['A', 'B'])).toBe('}');
  });

  it('starts a new slot at a { met while skipping a malformed one', () => {
    expect(fillPattern('{a{0}-', ['A'])).toBe('A-');
  });

  it('keeps text without slots and a stray closing brace', () => {
    expect(fillPattern('no slots }', ['x'])).toBe('no slots }');
    expect(fillPattern('', ['x'])).toBe('');
  });
});
