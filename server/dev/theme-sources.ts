// The two kinds of theme as the development event stream sees them, and their errors as `tessera check` prints them.
import { join } from 'node:path';
import type { TemplateError } from '../../engine/types.js';
import type { Theme } from '../site/render/theme.js';
import type { PlatformTheme } from '../theme-platform/platform-theme.js';
import { formatThemeError, type ThemeError } from '../theme-platform/theme-errors.js';
import type { DevThemeSource } from './dev-events.js';

const onlyErrors = <T extends TemplateError>(errors: readonly T[]): T[] =>
  errors.filter((error) => error.severity === 'error');

/**
 * Errors of the built-in theme (compile or render), warnings left out, each as `tessera check
 * templates` prints it. The engine names each error's template (`templates/blocks/card.block`);
 * `file` is the one to name when it does not.
 */
export function builtInErrorTexts(errors: readonly TemplateError[], file: string): string[] {
  return onlyErrors(errors).map((error) => formatThemeError({ ...error, file: error.partial ?? file }));
}

/** The built-in theme (server/site/render/theme.ts) loaded from `dir` in development. */
export function builtInThemeSource(theme: Theme, dir: string): DevThemeSource {
  return {
    dir,
    refresh: () => theme.refresh(),
    problems: async () => builtInErrorTexts(theme.compileErrors(), dir),
    stylesheets: () => theme.stylesheets().map((sheet) => sheet.url),
  };
}

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
