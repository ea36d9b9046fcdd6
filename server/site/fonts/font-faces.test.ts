// Tests of a family's @font-face CSS: a face per woff2 file, metric-matched fallback faces and the preloaded file.
import { describe, expect, it } from 'vitest';
import { fontFacesFor } from './font-faces.js';
import { loadFontFamily } from './font-family.js';

const URL_PREFIX = '/assets/fonts/';
const urlOf = (file: { fileName: string }) => `${URL_PREFIX}${file.fileName}`;

/** The `@font-face` blocks of `css` as descriptor → value maps. */
function faces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face \{([^}]*)\}/g)].map(
    (match) =>
      Object.fromEntries(
        match[1]
          .split(';')
          .map((line) => line.trim())
          .filter((line) => line !== '')
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
      ) as Record<string, string>,
  );
}

describe('fontFacesFor', () => {
  it('declares the sans-serif family’s four files, swapped in when loaded', () => {
    const result = fontFacesFor('instrument-sans', urlOf);
    const web = faces(result.css).filter((face) => face['font-family'] === '"Instrument Sans"');
    expect(web.map((face) => face.src)).toEqual([
      'url("/assets/fonts/instrument-sans-latin-wght-normal.woff2") format("woff2")',
      'url("/assets/fonts/instrument-sans-latin-wght-italic.woff2") format("woff2")',
      'url("/assets/fonts/instrument-sans-latin-ext-wght-normal.woff2") format("woff2")',
      'url("/assets/fonts/instrument-sans-latin-ext-wght-italic.woff2") format("woff2")',
    ]);
    for (const face of web) {
      expect(face['font-display']).toBe('swap');
      expect(face['font-weight']).toBe('400 700');
    }
    // Each file downloads only for text in its range.
    expect(web[0]['unicode-range']).toMatch(/^U\+0000-00FF,/);
    expect(web[2]['unicode-range']).toMatch(/^U\+0100-02BA,/);
    expect(result.preloadHref).toBe('/assets/fonts/instrument-sans-latin-wght-normal.woff2');
  });

  it('adds fallback faces on local fonts with overrides in a sane range', () => {
    for (const id of ['instrument-sans', 'fraunces']) {
      const result = fontFacesFor(id, urlOf);
      const fallbacks = faces(result.css).filter((face) => face['font-family'].includes(' Fallback'));
      expect(fallbacks.map((face) => JSON.parse(face['font-family']))).toEqual(result.fallbackFamilies);
      expect(result.fallbackFamilies[0]).toBe(`${result.family} Fallback`);
      for (const face of fallbacks) {
        expect(face.src).toMatch(/^local\("[^"]+"\)(, local\("[^"]+"\))*$/);
        const percent = (name: string) => Number(/^([\d.]+)%$/.exec(face[name])?.[1]);
        expect(percent('size-adjust')).toBeGreaterThan(80);
        expect(percent('size-adjust')).toBeLessThan(130);
        expect(percent('ascent-override')).toBeGreaterThan(70);
        expect(percent('ascent-override')).toBeLessThan(120);
        expect(percent('descent-override')).toBeGreaterThan(10);
        expect(percent('descent-override')).toBeLessThan(40);
        expect(percent('line-gap-override')).toBeGreaterThanOrEqual(0);
        expect(percent('line-gap-override')).toBeLessThan(10);
      }
    }
  });

  it('falls a serif back on Times New Roman (or its clones) and a sans-serif on Arial (or its clones)', () => {
    const serif = fontFacesFor('fraunces', urlOf);
    expect(serif.fontFamily).toBe('"Fraunces", "Fraunces Fallback", "Fraunces Fallback Noto Serif"');
    expect(serif.css).toMatch(
      /font-family: "Fraunces Fallback";\n {2}src: local\("Times New Roman"\),.*local\("Liberation Serif"\)/,
    );
    const sans = fontFacesFor('instrument-sans', urlOf);
    expect(sans.css).toMatch(
      /font-family: "Instrument Sans Fallback";\n {2}src: local\("Arial"\),.*local\("Liberation Sans"\)/,
    );
  });
});

describe('loadFontFamily', () => {
  it('reads the family’s name, category and weight range from its package', () => {
    const family = loadFontFamily('fraunces');
    expect(family).toMatchObject({
      id: 'fraunces',
      family: 'Fraunces',
      category: 'serif',
      weights: [100, 900],
    });
    expect(family.files.map((file) => `${file.subset} ${file.style}`)).toEqual([
      'latin normal',
      'latin italic',
      'latin-ext normal',
      'latin-ext italic',
    ]);
  });

  it('refuses ids that are not Fontsource ids, and families that are not installed', () => {
    expect(() => loadFontFamily('../fraunces')).toThrow('"../fraunces" is not a Fontsource font id');
    expect(() => loadFontFamily('no-such-font')).toThrow(
      'The font "no-such-font" is not installed: npm install @fontsource-variable/no-such-font',
    );
  });
});
