// The Design screen's curated fonts: each one installed, with a weight axis, latin (and latin-ext where it has it) and metrics for its fallback.
import { describe, expect, it } from 'vitest';
import { CURATED_FONTS, FONT_CATEGORIES } from '../../../domain/owner-api/design-rules.js';
import { fontFacesFor } from './font-faces.js';
import { loadFontFamily } from './font-family.js';

describe('the curated fonts', () => {
  it('offers at least 30 families, each id once, in every category', () => {
    expect(CURATED_FONTS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CURATED_FONTS.map((font) => font.id)).size).toBe(CURATED_FONTS.length);
    for (const category of FONT_CATEGORIES) {
      expect(
        CURATED_FONTS.some((font) => font.category === category),
        category,
      ).toBe(true);
    }
  });

  it.each(CURATED_FONTS)('$family loads from its package under its own name, with fallbacks', (font) => {
    const family = loadFontFamily(font.id);
    expect(family.family).toBe(font.family);
    expect(family.files.every((file) => ['latin', 'latin-ext'].includes(file.subset))).toBe(true);
    const faces = fontFacesFor(font.id, (file) => `/assets/fonts/${file.fileName}`);
    expect(faces.fontFamily).toMatch(new RegExp(`^"${font.family}", "${font.family} Fallback"`));
    expect(faces.css).toContain('size-adjust:');
  });
});
