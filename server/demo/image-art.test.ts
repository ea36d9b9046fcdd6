// The demo's picture recipes: the same spec gives the same SVG, every motif draws, text is escaped.
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { artSvg, escapeXml, MOTIF_NAMES, type ArtSpec } from './image-art.js';
import { mix, paletteFor } from './image-palette.js';

const spec = (overrides: Partial<ArtSpec> = {}): ArtSpec => ({
  key: 'wool-camp-blanket-navy',
  motif: 'blanket',
  label: 'Wool Camp Blanket',
  sublabel: 'Harbor & Pine Supply Co.',
  width: 300,
  height: 300,
  ...overrides,
});

describe('artSvg', () => {
  test('is deterministic per key and differs between keys', () => {
    expect(artSvg(spec())).toBe(artSvg(spec()));
    expect(artSvg(spec({ motif: 'pines' }))).not.toBe(artSvg(spec({ motif: 'pines', key: 'other' })));
  });

  test('draws every motif into an image of the asked size', async () => {
    for (const motif of MOTIF_NAMES) {
      const png = await sharp(Buffer.from(artSvg(spec({ motif, key: motif }))))
        .png()
        .toBuffer();
      const metadata = await sharp(png).metadata();
      expect([motif, metadata.width, metadata.height]).toEqual([motif, 300, 300]);
    }
  });

  test('escapes the label and leaves the band out when there is no label', () => {
    const svg = artSvg(spec({ label: 'Salt & <Pepper> "Mill"' }));
    expect(svg).toContain('Salt &#38; &#60;Pepper&#62; &#34;Mill&#34;');
    expect(artSvg(spec({ label: '' }))).not.toContain('<text');
    expect(escapeXml(`'`)).toBe('&#39;');
  });

  test('splits a long label over two lines', () => {
    const svg = artSvg(spec({ label: 'Field Guide to Twelve Useful Knots (PDF)' }));
    expect(svg.match(/font-family="'DejaVu Serif'[^>]*>[^<]+<\/text>/g)).toHaveLength(2);
  });
});

describe('palettes', () => {
  test('use the given colours, else one chosen by the key', () => {
    expect(paletteFor('x', ['#000000', '#111111', '#222222', '#333333'])).toMatchObject({
      from: '#000000',
      ink: '#333333',
    });
    expect(paletteFor('same')).toEqual(paletteFor('same'));
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
  });
});
