// The built runtime's manifest (dist/public/assets/manifest.json): the boot script and island styles, read once, with the theme's fonts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFontLinks, type FontLinks } from '../fonts/font-manifest.js';

/** What pages link to: the islands' stylesheet and the boot script, and the fonts when they were built. */
export interface AssetManifest {
  boot: string;
  css: string;
  fonts?: FontLinks;
}

const manifests = new Map<string, AssetManifest>();

/**
 * The manifest in `assetsDir`, read on first ask and remembered. Throws an error that says how to
 * fix it when the runtime has not been built, so the server stops at start-up instead of serving
 * pages whose scripts are missing.
 */
export function readAssetManifest(assetsDir: string): AssetManifest {
  const known = manifests.get(assetsDir);
  if (known !== undefined) return known;
  const file = join(assetsDir, 'manifest.json');
  let parsed: Partial<AssetManifest>;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<AssetManifest>;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'cannot be read';
    throw new Error(
      `The browser assets are not built: ${file} ${reason}. Run \`npm run build\` (or \`node scripts/build-runtime.mjs\`) first.`,
    );
  }
  if (typeof parsed.boot !== 'string' || typeof parsed.css !== 'string') {
    throw new Error(`${file} names no boot script or stylesheet. Run \`npm run build\` again.`);
  }
  const fonts = readFontLinks(assetsDir);
  const manifest: AssetManifest = { boot: parsed.boot, css: parsed.css, ...(fonts && { fonts }) };
  manifests.set(assetsDir, manifest);
  return manifest;
}
