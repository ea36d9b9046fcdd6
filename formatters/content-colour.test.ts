// Tests the colour formatters: color-weight, website-color and image-color.
import { describe, expect, it } from 'vitest';
import { compile } from '../engine/index.js';
import { CONTENT_FORMATTERS } from './content.js';

function render(source: string, data: unknown): string {
  return compile(source, { formatters: CONTENT_FORMATTERS }).template.render(data).html;
}

describe('color-weight', () => {
  it('says light or dark', () => {
    expect(
      render('{a|color-weight} {b|color-weight} {c|color-weight}', { a: '#fff', b: '222222', c: '#888' }),
    ).toBe('light dark light');
  });

  it('prints nothing for an invalid colour or a missing value', () => {
    expect(render('[{a|color-weight}][{b|color-weight}][{c|color-weight}]', { a: '#ffff', b: 'white' })).toBe(
      '[][][]',
    );
  });
});

describe('website-color', () => {
  it('prints CSS hsl() and hsla()', () => {
    expect(render('{c|website-color}', { c: { hue: 200, saturation: 0.3, lightness: 0.5 } })).toBe(
      'hsl(200, 30%, 50%)',
    );
    expect(
      render('{c|website-color}', { c: { hue: '200', saturation: 0.3, lightness: 0.5, alpha: 0.9 } }),
    ).toBe('hsla(200, 30%, 50%, 0.9)');
  });

  it('prints SPEC’s messages for a missing or out-of-bounds value', () => {
    expect(render('{c|website-color}', { c: { saturation: 0.9, lightness: 1 } })).toBe(
      'Missing an H/S/L value.',
    );
    expect(render('{c|website-color}', { c: { hue: null, saturation: 0.9, lightness: 1 } })).toBe(
      'Missing an H/S/L value.',
    );
    expect(render('{c|website-color}', {})).toBe('Missing an H/S/L value.');
    expect(render('{c|website-color}', { c: { hue: 400, saturation: 2, lightness: 0.5, alpha: 3 } })).toBe(
      'Hue out of bounds. Saturation out of bounds. Alpha out of bounds.',
    );
    expect(render('{c|website-color}', { c: { hue: 10, saturation: 0.5, lightness: -1 } })).toBe(
      'Lightness out of bounds. ',
    );
  });
});

describe('image-color', () => {
  const image = {
    colorData: {
      topLeftAverage: '111111',
      topRightAverage: '222222',
      bottomLeftAverage: '333333',
      bottomRightAverage: '444444',
      centerAverage: '555555',
    },
  };

  it('prints one spot, optionally as a CSS declaration', () => {
    expect(render('{@|image-color center}', image)).toBe('#555555');
    expect(render('{@|image-color topLeft background-color}', image)).toBe('background-color: #111111');
  });

  it('prints data attributes for every spot without arguments', () => {
    expect(render('{@|image-color}', image)).toBe(
      'data-color-topLeft="#111111" data-color-topRight="#222222" data-color-bottomLeft="#333333" ' +
        'data-color-bottomRight="#444444" data-color-center="#555555" ',
    );
  });

  it('says when a spot is not stored, and prints nothing without colour data', () => {
    expect(render('{@|image-color topLeft}', { colorData: {} })).toBe('"topLeft" not found.');
    expect(render('[{@|image-color topLeft}]', {})).toBe('[]');
  });

  it('warns about an unknown spot', () => {
    const { errors } = compile('{@|image-color middle}', { formatters: CONTENT_FORMATTERS });
    expect(errors.map((e) => e.message)).toEqual([
      'image-color spot must be one of topLeft, topRight, bottomLeft, bottomRight, center, got "middle"',
    ]);
  });
});
