// Which files of a theme folder make pages run script: its scripts/, script files among its assets, and <script> in its templates.
import type { ThemeFile, ThemeFolder } from './theme-folder.js';

/** Asset files a page can run as script (`<script src>`, a worker). */
const SCRIPT_ASSET = /\.(?:m?js|cjs)$/i;
/** `<script` or `<squarespace:script` in a template. */
const SCRIPT_TAG = /<(?:squarespace:)?script\b/i;

/**
 * The theme's files that put script on the site's pages: every file under `scripts/`, every `.js`
 * (`.mjs`, `.cjs`) under `assets/`, and every template with a `<script>` or `<squarespace:script>`
 * tag, in that order; none for a theme of markup and styles only. Such a script runs on the site's
 * origin, the editor's too, so only an admin may put it live (owner/themes/theme-service.ts).
 */
export function themeScriptFiles(folder: ThemeFolder): string[] {
  const templates: ThemeFile[] = [
    ...folder.regions.values(),
    ...folder.blocks.values(),
    ...[...folder.pages.values()].map((page) => page.page),
    ...[...folder.collections.values()].flatMap((collection) =>
      [collection.list, collection.item].filter((file) => file !== undefined),
    ),
    ...folder.systemPages.values(),
  ];
  return [
    ...folder.scripts.map((path) => `scripts/${path}`),
    ...folder.assets.filter((path) => SCRIPT_ASSET.test(path)).map((path) => `assets/${path}`),
    ...templates.filter((file) => SCRIPT_TAG.test(file.source)).map((file) => file.path),
  ];
}
