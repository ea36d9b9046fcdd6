// Tests of the ICO writer: a header and entries that say where each PNG is, which sharp then reads at its size.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { icoFromPngs, readIco } from './ico.js';

function square(size: number): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 4, background: '#1f3a5f' } })
    .png()
    .toBuffer();
}

describe('icoFromPngs', () => {
  it('writes the ICONDIR header and one entry per picture, smallest first, 256 as 0', async () => {
    const images = await Promise.all(
      [48, 16, 256, 32].map(async (size) => ({ size, png: await square(size) })),
    );
    const ico = icoFromPngs(images);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 4, 0]);
    expect(ico.readUInt8(6)).toBe(16);
    expect(ico.readUInt8(6 + 16 * 3)).toBe(0);
    expect(ico.readUInt16LE(6 + 4)).toBe(1);
    expect(ico.readUInt16LE(6 + 6)).toBe(32);
    // The first picture starts right after the directory.
    expect(ico.readUInt32LE(6 + 12)).toBe(6 + 16 * 4);
    const entries = readIco(ico);
    expect(entries.map((entry) => entry.size)).toEqual([16, 32, 48, 256]);
    for (const entry of entries) {
      const meta = await sharp(entry.png).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', entry.size, entry.size]);
    }
    expect(ico.length).toBe(6 + 16 * 4 + images.reduce((sum, image) => sum + image.png.length, 0));
  });

  it('refuses sizes an icon cannot hold, or the same size twice', async () => {
    const png = await square(16);
    expect(() => icoFromPngs([{ size: 300, png }])).toThrow(RangeError);
    expect(() =>
      icoFromPngs([
        { size: 16, png },
        { size: 16, png },
      ]),
    ).toThrow(RangeError);
  });
});
