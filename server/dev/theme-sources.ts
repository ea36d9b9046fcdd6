// A theme (the built-in one or a designer's: both are platform themes) as the development event stream sees it, and its errors as `tessera check` prints them.
import { join } from 'node:path';
import type { TemplateError } from '../../engine/types.js';
import type { PlatformTheme } from '../theme-platform/platform-theme.js';
import { formatThemeError, type ThemeError } from '../theme-platform/theme-errors.js';
import type { DevThemeSource } from './dev-events.js';

const onlyErrors = <T extends TemplateError>(errors: readonly T[]): T[] =>
  errors.filter((error) => error.severity === 'error');

/**
 * Errors of a developer-platform theme, warnings left out, as `tessera check THEME_DIR` prints
 * them: each file named under `label` (the folder as the designer typed it).
 */
export function platformErrorTexts(errors: readonly ThemeError[], label: string): string[] {
  return onlyErrors(errors).map((error) => formatThemeError({ ...error, file: join(label, error.file) }));
}

/**
 * A developer-platform theme folder (loaded with `development: true`): its problems are those of
 * `check()`, the LESS included, so a stylesheet that does not compile shows in the overlay too.
 */
export function platformThemeSource(theme: PlatformTheme, dir: string, label: string = dir): DevThemeSource {
  return {
    dir,
    refresh: () => theme.refresh(),
    problems: async () => platformErrorTexts(await theme.check(), label),
    stylesheets: () => theme.stylesheets().map((sheet) => sheet.url),
  };
}
