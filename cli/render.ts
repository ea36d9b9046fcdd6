// `tessera render`: renders one template with JSON data and prints the HTML.
import { parseArgs } from 'node:util';
import type { TemplateError } from '../engine/types.js';
import { CliError, EXIT, guard, usageErrors } from './cli-error.js';
import { compileTemplate } from './compile-template.js';
import { formatError } from './error-format.js';
import type { Io } from './io.js';
import { readJson, readPartials, readText } from './read-input.js';

export const RENDER_USAGE = 'tessera render TEMPLATE [--json FILE] [--partials FILE] [--locale L] [--now MS]';

const OPTIONS = {
  json: { type: 'string' },
  partials: { type: 'string' },
  locale: { type: 'string' },
  now: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseNow(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const now = Number(text);
  if (text.trim() === '' || !Number.isInteger(now)) {
    throw new CliError(`--now takes epoch milliseconds, an integer; got '${text}'`);
  }
  return now;
}

/**
 * Renders TEMPLATE with the data in `--json` (an empty object without it) and writes the HTML to
 * stdout. Compile and render errors go to stderr as `file:line:column: message`; warnings are
 * printed too but only errors make the exit code 1. Unreadable input exits 2.
 */
export function runRender(argv: string[], io: Io): Promise<number> {
  return guard(io, () => {
    const { values, positionals } = usageErrors(() =>
      parseArgs({ args: argv, options: OPTIONS, strict: true, allowPositionals: true }),
    );
    if (values.help === true) {
      io.out(`usage: ${RENDER_USAGE}\n`);
      return EXIT.ok;
    }
    if (positionals.length !== 1) throw new CliError(`render takes one template\nusage: ${RENDER_USAGE}`);
    const [file] = positionals;
    const now = parseNow(values.now);
    const source = readText(file, 'template');
    const data = values.json === undefined ? {} : readJson(values.json, 'data file');
    const partials = values.partials === undefined ? {} : readPartials(values.partials);

    const compiled = compileTemplate(source, file);
    const rendered = compiled.template.render(data, { partials, locale: values.locale, now });
    io.out(rendered.html);
    const errors: TemplateError[] = [...compiled.errors, ...rendered.errors];
    for (const error of errors) {
      io.err(`${formatError(error, file, { severity: error.severity === 'warning' })}\n`);
    }
    return errors.some((error) => error.severity === 'error') ? EXIT.failed : EXIT.ok;
  });
}
