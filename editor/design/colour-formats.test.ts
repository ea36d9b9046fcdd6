// The colour picker's formats: hex, RGB and HSL converted both ways, and what each refuses.
import { describe, expect, it } from 'vitest';
import {
  hexOf,
  hslOf,
  parseAlphaPercent,
  parseHex,
  parseHsl,
  parseRgb,
  rgbOf,
  rgbOfHsl,
} from './colour-formats.js';

describe('colour formats', () => {
  it('converts hex, RGB and HSL into one another', () => {
    expect(rgbOf('#2f5d50')).toEqual({ red: 47, green: 93, blue: 80 });
    expect(hexOf({ red: 47, green: 93, blue: 80 })).toBe('#2f5d50');
    expect(hslOf({ red: 255, green: 0, blue: 0 })).toEqual({ hue: 0, saturation: 100, lightness: 50 });
    expect(hslOf({ red: 47, green: 93, blue: 80 })).toEqual({ hue: 163, saturation: 33, lightness: 27 });
    expect(rgbOfHsl({ hue: 120, saturation: 100, lightness: 25 })).toEqual({ red: 0, green: 128, blue: 0 });
  });

  it('reads what the owner typed, or says what is wrong', () => {
    expect(parseHex(' #ABC ')).toEqual({ hex: '#aabbcc' });
    expect(parseHex('#12345')).toEqual({ problem: 'A hex colour must be 3 or 6 hex digits.' });
    expect(parseRgb(['18', '0', '86'])).toEqual({ hex: '#120056' });
    expect(parseRgb(['18', '256', '86'])).toEqual({ problem: 'Red, green and blue are each 0 to 255.' });
    expect(parseHsl(['0', '100', '50'])).toEqual({ hex: '#ff0000' });
    expect(parseHsl(['361', '100', '101'])).toEqual({
      problem: 'Hue out of bounds. Lightness out of bounds.',
    });
    expect(parseAlphaPercent('50')).toEqual({ alpha: 0.5 });
    expect(parseAlphaPercent('101')).toEqual({ problem: 'Alpha out of bounds.' });
  });
});
