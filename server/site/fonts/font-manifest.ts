// The built fonts' manifest (dist/public/assets/fonts/manifest.json): the stylesheet of the theme's faces and the file to preload.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the runtime's assets that holds the fonts, and so their URL path under `/assets`. */
export const FONTS_FOLDER = 'fonts';

/** One family's own stylesheet, what to preload of it, and its `font-family` list. */
export interface FamilyLinks {
  /** The stylesheet with this family's `@font-face` rules and its fallback faces. */
  css: string;
  /** Its upright latin woff2 file, worth preloading when it sets the body text. */
  preload: string;
  /** The family then its fallback faces, quoted: the start of a `font-family` list. */
  fontFamily: string;
}

/** What pages link to for the theme's fonts. */
export interface FontLinks {
  /** The stylesheet with every `@font-face` rule of the theme's default families. */
  css: string;
  /** The woff2 files to preload (the body text's upright latin face). */
  preload: string[];
  /** Each built family's own links by Fontsource id (a site links only the families it uses). */
  families?: Record<string, FamilyLinks>;
}

/** What the build writes: the links, and every file it wrote (for the next build to remove stale ones). */
export interface FontManifest extends FontLinks {
  files: string[];
}

/**
 * The font links built into `<assetsDir>/fonts`, or undefined when no fonts were built there (the
 * theme's CSS then falls back to the system fonts). Throws on a manifest that is there but unreadable.
 */
export function readFontLinks(assetsDir: string): FontLinks | undefined {
  const file = join(assetsDir, FONTS_FOLDER, 'manifest.json');
  if (!existsSync(file)) return undefined;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<FontManifest>;
  const { css, preload } = parsed;
  if (
    typeof css !== 'string' ||
    !Array.isArray(preload) ||
    !preload.every((href) => typeof href === 'string')
  ) {
    throw new Error(`${file} names no font stylesheet or preloads. Run \`npm run build\` again.`);
  }
  const families = familiesOf(parsed.families);
  return { css, preload, ...(families && { families }) };
}

function familiesOf(value: unknown): Record<string, FamilyLinks> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const families: Record<string, FamilyLinks> = {};
  for (const [id, links] of Object.entries(value as Record<string, Partial<FamilyLinks>>)) {
    if (
      typeof links?.css === 'string' &&
      typeof links.preload === 'string' &&
      typeof links.fontFamily === 'string'
    ) {
      families[id] = { css: links.css, preload: links.preload, fontFamily: links.fontFamily };
    }
  }
  return families;
}
