// The built fonts' manifest (dist/public/assets/fonts/manifest.json): the stylesheet of the theme's faces and the file to preload.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder of the runtime's assets that holds the fonts, and so their URL path under `/assets`. */
export const FONTS_FOLDER = 'fonts';

/** What pages link to for the theme's fonts. */
export interface FontLinks {
  /** The stylesheet with every `@font-face` rule. */
  css: string;
  /** The woff2 files to preload (the body text's upright latin face). */
  preload: string[];
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
  return { css, preload };
}
