// Tests of the build's font step: hashed copies, one stylesheet naming only them, the manifest, and site.css using the same families.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../render/paths.js';
import { THEME_FONTS, writeFontAssets } from './font-assets.js';
import { fontFacesFor } from './font-faces.js';
import { FONTS_FOLDER, readFontLinks } from './font-manifest.js';

const PUBLIC_PATH = '/assets/fonts/';

/** The folders the tests made, removed at the end. */
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'tessera-fonts-'));
  folders.push(folder);
  return folder;
}

function build() {
  const assetsDir = tempFolder();
  const outDir = join(assetsDir, FONTS_FOLDER);
  return { assetsDir, outDir, manifest: writeFontAssets({ outDir, publicPath: PUBLIC_PATH }) };
}

describe('writeFontAssets', () => {
  it('copies each woff2 file under a content-hashed name, byte for byte', () => {
    const { outDir, manifest } = build();
    const fonts = manifest.files.filter((url) => url.endsWith('.woff2'));
    expect(fonts).toHaveLength(8);
    for (const url of fonts)
      expect(url).toMatch(/^\/assets\/fonts\/[a-z-]+-wght-(normal|italic)-[0-9a-f]{10}\.woff2$/);
    const body = fonts.find((url) => url.includes('instrument-sans-latin-wght-normal'));
    const original = readFileSync(
      join(
        projectRoot(),
        'node_modules/@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
      ),
    );
    expect(readFileSync(join(outDir, body!.slice(PUBLIC_PATH.length))).equals(original)).toBe(true);
  });

  it('writes one stylesheet whose sources are the copied files, and preloads the body’s latin face', () => {
    const { outDir, manifest } = build();
    const css = readFileSync(join(outDir, manifest.css.slice(PUBLIC_PATH.length)), 'utf8');
    const sources = [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]);
    expect(sources.sort()).toEqual(manifest.files.filter((url) => url.endsWith('.woff2')).sort());
    expect(css).toContain('font-family: "Instrument Sans Fallback";');
    expect(css).toContain('font-family: "Fraunces Fallback";');
    expect(manifest.preload).toEqual([
      expect.stringMatching(/^\/assets\/fonts\/instrument-sans-latin-wght-normal-[0-9a-f]{10}\.woff2$/),
    ]);
  });

  it('removes what an earlier build wrote and this one did not, and pages read the links back', () => {
    const { assetsDir, outDir } = build();
    writeFileSync(join(outDir, 'fonts-0123456789.css'), '');
    writeFileSync(join(outDir, 'fonts-0123456789.css.br'), '');
    const manifest = writeFontAssets({ outDir, publicPath: PUBLIC_PATH });
    expect(existsSync(join(outDir, 'fonts-0123456789.css'))).toBe(false);
    expect(existsSync(join(outDir, 'fonts-0123456789.css.br'))).toBe(false);
    expect(readdirSync(outDir).sort()).toEqual(
      [...manifest.files.map((url) => url.slice(PUBLIC_PATH.length)), 'manifest.json'].sort(),
    );
    expect(readFontLinks(assetsDir)).toEqual({
      css: manifest.css,
      preload: manifest.preload,
      families: manifest.families,
    });
    // Each family also gets a stylesheet of its own, for sites (and previews) that use only some.
    expect(Object.keys(manifest.families ?? {}).sort()).toEqual(['fraunces', 'instrument-sans']);
    expect(manifest.families?.fraunces).toEqual({
      css: expect.stringMatching(/^\/assets\/fonts\/fraunces-[0-9a-f]{10}\.css$/),
      preload: expect.stringMatching(/^\/assets\/fonts\/fraunces-latin-wght-normal-[0-9a-f]{10}\.woff2$/),
      fontFamily: '"Fraunces", "Fraunces Fallback", "Fraunces Fallback Noto Serif"',
    });
  });

  it('reads no links where no fonts were built', () => {
    expect(readFontLinks(tempFolder())).toBeUndefined();
  });
});

describe('the theme’s stylesheet', () => {
  it('sets text in the built families first, then their fallbacks', () => {
    const siteCss = readFileSync(join(projectRoot(), 'templates/styles/site.css'), 'utf8');
    const variable = (name: string) =>
      new RegExp(`--${name}:\\s*([^;]+);`).exec(siteCss)?.[1].replace(/\s+/g, ' ').replace(/'/g, '"');
    const leading = (id: string) => `${fontFacesFor(id, () => '').fontFamily}, `;
    expect(variable('sans')?.slice(0, leading(THEME_FONTS.body).length)).toBe(leading(THEME_FONTS.body));
    expect(variable('serif')?.slice(0, leading(THEME_FONTS.headings).length)).toBe(
      leading(THEME_FONTS.headings),
    );
  });
});
