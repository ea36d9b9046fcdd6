// `tessera check THEME_DIR`: every problem of a developer-platform theme folder, without rendering.
import { loadPlatformTheme } from './platform-theme.js';
import type { ThemeError } from './theme-errors.js';

export interface ThemeCheck {
  /** The files looked at: template.conf, every template, every .conf and stylesheet. */
  files: number;
  errors: ThemeError[];
}

/**
 * Reads and compiles the theme in `dir` (folder, .conf files, platform tags, templates) and its
 * LESS, and gives back every error and warning, positioned in the theme's files.
 */
export async function checkThemeFolder(dir: string): Promise<ThemeCheck> {
  const theme = loadPlatformTheme({ dir });
  const errors = await theme.check();
  const folder = theme.folder();
  let files = 1;
  if (folder !== undefined) {
    files +=
      folder.regions.size +
      folder.blocks.size +
      folder.pages.size * 2 +
      folder.systemPages.size +
      folder.stylesheets.length +
      [...folder.collections.values()].reduce(
        (sum, collection) =>
          sum + 1 + (collection.list === undefined ? 0 : 1) + (collection.item === undefined ? 0 : 1),
        0,
      );
  }
  return { files, errors };
}
