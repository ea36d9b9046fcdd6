import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.js';
import { MAX_INPUT_DEPTH, inputProblem, refuseHostileInput } from './hostile-input.js';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}

describe('inputProblem', () => {
  it('passes ordinary input, emoji and every other control character included', () => {
    expect(inputProblem({ name: 'Ada 😀', tags: ['a', 'b'], n: 1, ok: true, none: null })).toBeUndefined();
    expect(inputProblem('tab\there\u0001\u007f')).toBeUndefined();
    expect(inputProblem(undefined)).toBeUndefined();
  });

  it('refuses a NUL or a lone surrogate in any string or key, however deep', () => {
    expect(inputProblem({ a: [{ b: 'x\u0000' }] })).toBe('characters');
    expect(inputProblem({ a: ['\ud800'] })).toBe('characters');
    expect(inputProblem({ a: 'x\udc00y' })).toBe('characters');
    expect(inputProblem({ '\u0000': 1 })).toBe('characters');
    expect(inputProblem({ 'k\ud83d': 1 })).toBe('characters');
  });

  it(`takes ${MAX_INPUT_DEPTH} levels of nesting and refuses more, without recursing`, () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH))).toBeUndefined();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('depth');
    expect(inputProblem(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`))).toBe('depth');
  });
});

describe('refuseHostileInput', () => {
  it('throws the 400 of a problem, and nothing for ordinary input', () => {
    expect(() => refuseHostileInput({ a: 'ok' })).not.toThrow();
    expect(() => refuseHostileInput({ a: 'x\u0000' })).toThrow(HttpError);
    expect(() => refuseHostileInput(JSON.parse('{"a":"\\u0000"}'))).toThrow(
      expect.objectContaining({ status: 400, code: 'invalid-characters' }),
    );
  });
});
