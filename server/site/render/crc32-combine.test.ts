// The combined CRC-32 equals zlib's CRC-32 of the joined bytes, for empty, short and long pieces.
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Combine, crc32Shift } from './crc32-combine.js';

describe('crc32Combine', () => {
  it('gives the CRC-32 of the joined bytes', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 32],
      [5, 0],
      [1, 1],
      [100, 32],
      [70_000, 12_345],
      [3, 1_000_003],
    ]) {
      const [left, right] = [randomBytes(a), randomBytes(b)];
      const joined = crc32(Buffer.concat([left, right]));
      expect(crc32Combine(crc32(left), crc32(right), crc32Shift(b)), `${a} + ${b}`).toBe(joined);
    }
  });
});
