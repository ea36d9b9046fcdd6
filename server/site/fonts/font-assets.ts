// The build's font step: the theme's woff2 files copied under content-hashed names, their @font-face stylesheet and the manifest.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fontFaces } from './font-faces.js';
import { loadFontFamily } from './font-family.js';
import type { FamilyLinks, FontManifest } from './font-manifest.js';

/**
 * The default theme's families, by Fontsource id: a sans-serif for body text and controls, a serif
 * for headings and product names. templates/styles/site.css names them in `--sans` and `--serif`.
 */
export const THEME_FONTS = { body: 'instrument-sans', headings: 'fraunces' } as const;

/** Options of {@link writeFontAssets}. */
export interface FontAssetsOptions {
  /** Where the files go: dist/public/assets/fonts. */
  outDir: string;
  /** Their URL path, ending in a slash: /assets/fonts/. */
  publicPath: string;
  /** Fontsource ids in the combined stylesheet; default the theme's. */
  families?: readonly string[];
  /** Fontsource ids that get a stylesheet of their own (the fonts owners may choose); default `families`. */
  choices?: readonly string[];
  /** The family whose upright latin face is preloaded; default the body's. */
  preloaded?: string;
}

/** The first 10 hex digits of the SHA-256 of `bytes`. */
function contentHash(bytes: Buffer | string): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 10);
}

/**
 * Writes each family's woff2 files (latin and latin-ext, upright and italic) into `outDir` as
 * `<name>-<hash>.woff2`, one stylesheet of all their faces and fallbacks as `fonts-<hash>.css`, and
 * `manifest.json` naming the stylesheet, the file to preload and every file written; removes what
 * an earlier build wrote there that this one did not. Answers the manifest.
 */
export function writeFontAssets(options: FontAssetsOptions): FontManifest {
  const families = options.families ?? [THEME_FONTS.body, THEME_FONTS.headings];
  const preloaded = options.preloaded ?? THEME_FONTS.body;
  mkdirSync(options.outDir, { recursive: true });
  const written = new Set<string>(['manifest.json']);
  const sheets: string[] = [];
  const preload: string[] = [];
  const own: Record<string, FamilyLinks> = {};
  for (const id of [...new Set([...families, ...(options.choices ?? families)])]) {
    const family = loadFontFamily(id);
    const urls = new Map<string, string>();
    for (const file of family.files) {
      const bytes = readFileSync(file.path);
      const name = `${basename(file.fileName, '.woff2')}-${contentHash(bytes)}.woff2`;
      writeFileSync(join(options.outDir, name), bytes);
      written.add(name);
      urls.set(file.fileName, `${options.publicPath}${name}`);
    }
    const faces = fontFaces(family, (file) => urls.get(file.fileName) ?? file.fileName);
    const ownCss = `/* ${family.family} (built by scripts/build-fonts.mjs from server/site/fonts). */\n\n${faces.css}`;
    const ownName = `${id}-${contentHash(ownCss)}.css`;
    writeFileSync(join(options.outDir, ownName), ownCss);
    written.add(ownName);
    own[id] = {
      css: `${options.publicPath}${ownName}`,
      preload: faces.preloadHref,
      fontFamily: faces.fontFamily,
    };
    if (!families.includes(id)) continue;
    sheets.push(faces.css);
    if (id === preloaded) preload.push(faces.preloadHref);
  }
  const css = `/* The theme's fonts (built by scripts/build-fonts.mjs from server/site/fonts). */\n\n${sheets.join('\n')}`;
  const cssName = `fonts-${contentHash(css)}.css`;
  writeFileSync(join(options.outDir, cssName), css);
  written.add(cssName);
  for (const name of readdirSync(options.outDir)) {
    if (!written.has(name.replace(/\.(br|gz)$/, ''))) rmSync(join(options.outDir, name), { force: true });
  }
  const files = [...written]
    .filter((name) => name !== 'manifest.json')
    .map((name) => `${options.publicPath}${name}`);
  const manifest: FontManifest = { css: `${options.publicPath}${cssName}`, preload, families: own, files };
  writeFileSync(join(options.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
