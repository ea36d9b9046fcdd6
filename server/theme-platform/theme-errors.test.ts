// Placing a theme problem: the line and column of an offset, whichever file was asked about before.
import { describe, expect, it } from 'vitest';
import { positionOf } from './theme-errors.js';

/** The position by counting from the start, as it was placed before the lines were indexed. */
function counted(source: string, offset: number) {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < source.length; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, column: offset - start + 1 };
}

describe('positionOf', () => {
  it('gives the line and column of every offset, past the end too', () => {
    const source = 'ab\n\ncd\r\nef\n';
    for (let offset = 0; offset <= source.length + 2; offset++) {
      expect(positionOf(source, offset), `offset ${offset}`).toEqual(counted(source, offset));
    }
    expect(positionOf(source, 4)).toEqual({ line: 3, column: 1 });
  });

  it('answers for each file when files alternate', () => {
    const one = 'one\ntwo\nthree';
    const other = 'x\n'.repeat(50);
    expect([positionOf(one, 9), positionOf(other, 9), positionOf(one, 5)]).toEqual([
      { line: 3, column: 2 },
      { line: 5, column: 2 },
      { line: 2, column: 2 },
    ]);
  });
});
