// `tessera check`: compiles templates and reports every error and warning without rendering.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CliError, EXIT, guard, usageErrors } from './cli-error.js';
import { compileTemplate } from './compile-template.js';
import { join } from 'node:path';
import { formatThemeError } from '../server/theme-platform/theme-errors.js';
import { isThemeFolder } from '../server/theme-platform/theme-folder.js';
import { formatError } from './error-format.js';
import type { Io } from './io.js';
import { readFailure } from './read-input.js';

export const CHECK_USAGE = 'tessera check FILE…|THEME_DIR…';

const OPTIONS = { help: { type: 'boolean', short: 'h' } } as const;

const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * Compiles each FILE and prints its errors and warnings as `file:line:column: severity: message`
 * with excerpts, then `N files checked, E errors, W warnings`. Exits 1 when any file has an error,
 * 2 when a file cannot be read (the others are still checked). A folder with a `template.conf` is
 * checked as a developer-platform theme: its .conf files, templates, platform tags and LESS.
 */
export function runCheck(argv: string[], io: Io): Promise<number> {
  return guard(io, async () => {
    const { values, positionals } = usageErrors(() =>
      parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true }),
    );
    if (values.help === true) {
      io.out(`usage: ${CHECK_USAGE}\n`);
      return EXIT.ok;
    }
    if (positionals.length === 0) throw new CliError(`check needs at least one file\nusage: ${CHECK_USAGE}`);
    let checked = 0;
    let errors = 0;
    let warnings = 0;
    let unreadable = false;
    for (const file of positionals) {
      if (isThemeFolder(file)) {
        // A developer-platform theme folder: its .conf files, templates and LESS, each error
        // positioned in the file it is in (`THEME_DIR/styles/site.less:3:5`).
        // Loaded only for a theme: it brings the site's formatters (islands, React) with it.
        const { checkThemeFolder } = await import('../server/theme-platform/check-theme.js');
        const theme = await checkThemeFolder(file);
        checked += theme.files;
        for (const error of theme.errors) {
          if (error.severity === 'error') errors++;
          else warnings++;
          io.out(`${formatThemeError({ ...error, file: join(file, error.file) })}\n`);
        }
        continue;
      }
      let source: string;
      try {
        source = readFileSync(file, 'utf8');
      } catch (error) {
        io.err(`tessera: cannot read template ${file}: ${readFailure(error)}\n`);
        unreadable = true;
        continue;
      }
      checked++;
      for (const error of compileTemplate(source, file).errors) {
        if (error.severity === 'error') errors++;
        else warnings++;
        io.out(`${formatError(error, file, { severity: true })}\n`);
      }
    }
    io.out(`${count(checked, 'file')} checked, ${count(errors, 'error')}, ${count(warnings, 'warning')}\n`);
    if (unreadable) return EXIT.usage;
    return errors > 0 ? EXIT.failed : EXIT.ok;
  });
}
