// averageColours: SPEC §3 colorData of colour, greyscale and transparent pictures, and a refusal for bytes that do not decode.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { averageColours } from './colour-data.js';

const solid = (channels: 3 | 4, background: string | object) =>
  sharp({ create: { width: 30, height: 20, channels, background } });

describe('averageColours', () => {
  it('gives the colour of each corner and the centre as rrggbb', async () => {
    const data = await solid(3, '#1f3a5f').png().toBuffer();
    expect(await averageColours(data)).toEqual({
      topLeftAverage: '1f3a5f',
      topRightAverage: '1f3a5f',
      bottomLeftAverage: '1f3a5f',
      bottomRightAverage: '1f3a5f',
      centerAverage: '1f3a5f',
    });
  });

  it('reads a greyscale picture as three equal channels', async () => {
    const data = await solid(3, '#808080').toColourspace('b-w').png().toBuffer();
    expect((await sharp(data).metadata()).channels).toBe(1);
    expect((await averageColours(data)).centerAverage).toMatch(/^([0-9a-f]{2})\1\1$/);
  });

  it('puts transparency on white', async () => {
    const data = await solid(4, { r: 0, g: 0, b: 0, alpha: 0 }).png().toBuffer();
    expect((await averageColours(data)).centerAverage).toBe('ffffff');
  });

  it('rejects bytes whose header reads but whose pixels do not', async () => {
    const data = await solid(3, '#1f3a5f').png().toBuffer();
    await expect(averageColours(data.subarray(0, 60))).rejects.toThrow();
  });
});
