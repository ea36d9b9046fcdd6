import { describe, expect, it } from 'vitest';
import { BAD_CURSOR_MESSAGE, decodeCursor, encodeCursor } from './cursor.js';

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

describe('decodeCursor', () => {
  it('gives back the key a cursor was made from, and nothing for the first page', () => {
    expect(decodeCursor(encodeCursor(['2026-11-01', 'id-1']), 2)).toEqual(['2026-11-01', 'id-1']);
    expect(decodeCursor(undefined, 2)).toBeUndefined();
    expect(decodeCursor('', 2)).toBeUndefined();
  });

  it('refuses a cursor this server did not make, a NUL or a lone surrogate hidden in it included', () => {
    for (const cursor of ['nope', cursorOf(['a']), cursorOf(['a\u0000', 'b']), cursorOf(['\ud800', 'b'])]) {
      expect(() => decodeCursor(cursor, 2)).toThrow(
        expect.objectContaining({ status: 400, fields: { cursor: BAD_CURSOR_MESSAGE } }),
      );
    }
  });
});
