// One compiled theme per folder for the whole process: the router, the error pages and the asset server share it.
import type { Logger } from 'pino';
import { loadTheme, type Theme } from './theme.js';

const themes = new Map<string, Theme>();

/**
 * The theme in `dir`, compiled on first ask (compile problems logged as warnings with their
 * positions) and shared after that. In development it recompiles when a file changes.
 */
export function sharedTheme(dir: string, development: boolean, logger: Logger): Theme {
  const key = `${development ? 'dev' : 'prod'}:${dir}`;
  let theme = themes.get(key);
  if (theme === undefined) {
    theme = loadTheme({
      dir,
      development,
      onCompileErrors: (errors) =>
        logger.warn(
          {
            errors: errors.map(
              (error) => `${error.partial ?? ''} ${error.line}:${error.column} ${error.message}`,
            ),
          },
          `the theme in ${dir} has ${errors.length} template problem(s)`,
        ),
    });
    themes.set(key, theme);
  }
  return theme;
}
