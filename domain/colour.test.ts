// Tests the colour rules of SPEC §3, §5 and §9: hex colours, both weight helpers and the HSL messages.
import { describe, expect, it } from 'vitest';
import { HSL_MESSAGES, hexColourWeight, hexToRgb, hslCss, lumaWeight, parseHexColour } from './colour.js';

describe('parseHexColour', () => {
  it('reads 3 or 6 hex digits, with or without #, in either case', () => {
    expect(parseHexColour('#ffffff')).toBe(0xffffff);
    expect(parseHexColour('00FF00')).toBe(0x00ff00);
    expect(parseHexColour('#abc')).toBe(0xaabbcc);
    expect(parseHexColour('f0a')).toBe(0xff00aa);
  });

  it('rejects every other length and non-hex characters (SPEC §5: 3 or 6 digits)', () => {
    for (const text of ['', '#', '#ab', '#abcd', '#abcde', '#abcdefa', '#ggg', 'red', '##fff', ' #fff']) {
      expect(parseHexColour(text)).toBeUndefined();
    }
  });

  it('gives the channels of a colour', () => {
    expect(hexToRgb('#102030')).toEqual({ red: 16, green: 32, blue: 48 });
    expect(hexToRgb('nope')).toBeUndefined();
  });
});

describe('hexColourWeight', () => {
  it('is light above half of 0xFFFFFF and dark at or below it', () => {
    expect(hexColourWeight('#fff')).toBe('light');
    expect(hexColourWeight('#888')).toBe('light');
    expect(hexColourWeight('#800000')).toBe('light');
    expect(hexColourWeight('#7fffff')).toBe('dark');
    expect(hexColourWeight('#444')).toBe('dark');
    expect(hexColourWeight('#000000')).toBe('dark');
  });

  it('has no weight for text that is not a hex colour', () => {
    expect(hexColourWeight('#12345')).toBeUndefined();
    expect(hexColourWeight('blue')).toBeUndefined();
  });
});

describe('lumaWeight', () => {
  it('is dark when the 299/587/114 luma is below 0.65 of 256', () => {
    // Pure green: luma 149.7, below 166.4.
    expect(lumaWeight({ red: 0, green: 255, blue: 0 })).toBe('dark');
    expect(lumaWeight({ red: 255, green: 255, blue: 0 })).toBe('light');
    expect(lumaWeight({ red: 0, green: 0, blue: 0 })).toBe('dark');
    expect(lumaWeight({ red: 255, green: 255, blue: 255 })).toBe('light');
  });

  it('draws the line at 166.4', () => {
    expect(lumaWeight({ red: 166, green: 166, blue: 166 })).toBe('dark');
    expect(lumaWeight({ red: 167, green: 167, blue: 167 })).toBe('light');
  });
});

describe('hslCss', () => {
  it('prints hsl() or hsla() with saturation and lightness as percentages, two decimals at most', () => {
    expect(hslCss({ hue: 200, saturation: 0.3, lightness: 0.5 })).toBe('hsl(200, 30%, 50%)');
    expect(hslCss({ hue: 200, saturation: 0.3, lightness: 0.5, alpha: 0.9 })).toBe(
      'hsla(200, 30%, 50%, 0.9)',
    );
    expect(hslCss({ hue: 0.956, saturation: 0.9554, lightness: 0.9567, alpha: 0.555 })).toBe(
      'hsla(0.96, 95.54%, 95.67%, 0.56)',
    );
  });

  it('accepts the bounds themselves', () => {
    expect(hslCss({ hue: 0, saturation: 0, lightness: 0, alpha: 0 })).toBe('hsla(0, 0%, 0%, 0)');
    expect(hslCss({ hue: 360, saturation: 1, lightness: 1, alpha: 1 })).toBe('hsla(360, 100%, 100%, 1)');
  });

  it('reports each value out of bounds with SPEC’s messages, in order', () => {
    expect(hslCss({ hue: 361, saturation: 0.5, lightness: 0.5 })).toBe('Hue out of bounds. ');
    expect(hslCss({ hue: -1, saturation: 2, lightness: -0.1, alpha: 1.5 })).toBe(
      'Hue out of bounds. Saturation out of bounds. Lightness out of bounds. Alpha out of bounds.',
    );
    expect(hslCss({ hue: 10, saturation: 0.5, lightness: 0.5, alpha: -0.5 })).toBe('Alpha out of bounds.');
  });

  it('treats a value that is not a number as out of bounds', () => {
    expect(hslCss({ hue: NaN, saturation: NaN, lightness: 0.5, alpha: NaN })).toBe(
      'Hue out of bounds. Saturation out of bounds. Alpha out of bounds.',
    );
  });

  it('has the missing-value message word for word', () => {
    expect(HSL_MESSAGES.missing).toBe('Missing an H/S/L value.');
  });
});
