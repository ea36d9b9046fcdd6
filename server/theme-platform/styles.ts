// The theme's stylesheets compiled in order with `less` (in a worker thread, within limits) into one CSS, with tweak variables overridable.
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { LessFailure } from './less-render.js';
import { lessWorkers, type LessRun, type LessWorkerPool } from './less-workers.js';
import type { StyleLimits } from './style-limits.js';
import { positionOf, themeError, type ThemeError } from './theme-errors.js';

/** A tweak variable: a LESS variable preceded by a `// tweak: { "type": …, "title": … }` comment. */
export interface Tweak {
  /** The variable's name without `@`. */
  name: string;
  /** `color`, `value`, `font`, `checkbox`, … as the comment says; `value` when it says none. */
  type: string;
  title: string;
  /** The value written in the stylesheet. */
  default: string;
  /** Where it is declared, `styles/site.less:12:1`. */
  file: string;
  line: number;
  /** The rest of the comment's JSON (min, max, step, …). */
  options: Record<string, unknown>;
}

export interface CompiledStyles {
  css: string;
  tweaks: Tweak[];
  errors: ThemeError[];
  /**
   * Not compiled for a reason of the server's, not the theme's (every LESS worker busy and the queue
   * full, or a worker that could not start): compile again later.
   */
  retry?: true;
}

const TWEAK_COMMENT = /^\s*\/\/\s*tweak:\s*(\{.*\})\s*$/;
const VARIABLE = /^\s*@([\w-]+)\s*:\s*([^;]+);/;
/** Text a tweak value may not hold: it would end the declaration or open a block or a comment. */
const UNSAFE_VALUE = /[;{}]|\/\*|\/\/|@import|url\s*\(/i;
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;
const NUMBER = /^-?\d*\.?\d+(px|em|rem|%|vw|vh|pt|s|ms)?$/;

/** The tweak variables declared in one stylesheet (`file` relative to the theme folder). */
export function findTweaks(source: string, file: string, errors: ThemeError[] = []): Tweak[] {
  const tweaks: Tweak[] = [];
  const lines = source.split(/\r?\n/);
  lines.forEach((text, index) => {
    const comment = TWEAK_COMMENT.exec(text);
    if (comment === null) return;
    let options: Record<string, unknown>;
    try {
      options = JSON.parse(comment[1]) as Record<string, unknown>;
    } catch {
      errors.push(
        themeError(
          file,
          'This tweak comment is not valid JSON: write // tweak: { "type": "color", "title": "…" }',
          {
            line: index + 1,
            column: text.indexOf('{') + 1,
          },
          { source },
        ),
      );
      return;
    }
    let next = index + 1;
    while (next < lines.length && lines[next].trim() === '') next++;
    const variable = VARIABLE.exec(lines[next] ?? '');
    if (variable === null) {
      errors.push(
        themeError(
          file,
          'A tweak comment must be followed by the variable it describes: @name: value;',
          {
            line: index + 1,
            column: 1,
          },
          { source },
        ),
      );
      return;
    }
    const { type, title, ...rest } = options;
    tweaks.push({
      name: variable[1],
      type: typeof type === 'string' ? type : 'value',
      title: typeof title === 'string' ? title : variable[1],
      default: variable[2].trim(),
      file,
      line: next + 1,
      options: rest,
    });
  });
  return tweaks;
}

/** The tweak variables the `.less` files of `stylesheets` (relative to the folder `dir`) declare, in order. */
export function stylesheetTweaks(
  dir: string,
  stylesheets: readonly string[],
  errors: ThemeError[] = [],
): Tweak[] {
  return stylesheets
    .filter((sheet) => sheet.endsWith('.less'))
    .flatMap((sheet) => findTweaks(readFileSync(join(dir, sheet), 'utf8'), sheet, errors));
}

/** Why `value` cannot be given to `tweak`, or undefined when it can. */
export function tweakValueProblem(tweak: Tweak, value: string): string | undefined {
  const text = value.trim();
  if (text === '' || UNSAFE_VALUE.test(text)) {
    return `Tweak @${tweak.name} cannot be "${value}": give a plain CSS value`;
  }
  if (tweak.type === 'color' && !COLOR.test(text)) {
    return `Tweak @${tweak.name} must be a colour (#336699, rgb(…), hsl(…) or a colour name), not "${value}"`;
  }
  if (tweak.type === 'value' && NUMBER.test(tweak.default) && !NUMBER.test(text)) {
    return `Tweak @${tweak.name} must be a number like ${tweak.default}, not "${value}"`;
  }
  return undefined;
}

/** A `less` failure as a positioned theme error (`styles/site.less:12:5`). */
function lessError(error: LessFailure, root: string, entry: string): ThemeError {
  const fromFile = error.filename !== undefined && error.filename !== entry && error.filename !== 'input';
  const file = fromFile
    ? relative(root, error.filename as string)
        .split(sep)
        .join('/')
    : 'template.conf';
  const line = error.line ?? 1;
  const column = (error.column ?? 0) + 1;
  let source: string | undefined;
  if (fromFile) {
    try {
      source = readFileSync(error.filename as string, 'utf8');
    } catch {
      source = undefined;
    }
  }
  return themeError(file, `LESS: ${error.message}`, { line, column }, { source });
}

const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => `${Number((bytes / MEGABYTE).toFixed(1))} MB`;
const RUNAWAY = 'look for a loop or a recursive mixin that runs too often, or variables that double a string';

/** Why a compile that reached a limit, or did not run, gave no CSS: the owner's message. */
function unfinishedMessage(
  run: Exclude<LessRun, { css: string } | { error: LessFailure }>,
  limits: StyleLimits,
) {
  if ('tooLarge' in run) {
    return (
      `The stylesheets produced more than ${megabytes(limits.maxCssBytes)} of CSS (${megabytes(run.tooLarge)}), ` +
      'the most a theme may: look for loops or mixins that repeat rules, or large files inlined with data-uri()'
    );
  }
  if ('limit' in run) {
    return run.limit === 'time'
      ? `The stylesheets took longer than ${limits.timeoutMs / 1000} s to compile, the most a theme may: ${RUNAWAY}`
      : `The stylesheets used more than ${limits.memoryMb} MB of memory to compile, the most a theme may: ${RUNAWAY}`;
  }
  if ('busy' in run) {
    return 'The stylesheets were not compiled: the server is compiling too many themes at once; try again in a moment';
  }
  return `The stylesheets could not be compiled: ${run.failed}`;
}

/** A problem of the stylesheets as a whole, placed at template.conf's "stylesheets" list. */
function stylesheetsError(root: string, message: string): ThemeError {
  let source: string;
  try {
    source = readFileSync(join(root, 'template.conf'), 'utf8');
  } catch {
    return themeError('template.conf', message);
  }
  const listed = source.indexOf('"stylesheets"');
  return themeError('template.conf', message, listed < 0 ? undefined : positionOf(source, listed), {
    source,
  });
}

/**
 * Compiles `stylesheets` (paths relative to the theme folder `dir`, in order) as one LESS source:
 * `.less` files are imported as LESS, `.css` files inlined as they are. The tweak variables
 * declared in them keep their defaults unless `overrides` (by name, without `@`) gives a value;
 * an override of an unknown tweak, or an unsafe value, is an error and is left out. `less` runs
 * in one of `workers`' threads: a theme whose LESS runs too long, takes too much memory or
 * produces too much CSS is refused with a message naming the limit (style-limits.ts).
 */
export async function compileStyles(
  dir: string,
  stylesheets: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
  workers: LessWorkerPool = lessWorkers(),
): Promise<CompiledStyles> {
  try {
    return await compileOrThrow(dir, stylesheets, overrides, workers);
  } catch (error) {
    // A stylesheet removed or unreadable while compiling: a problem to show, never a rejection
    // nobody awaits (the theme compiles its styles in the background).
    const message = `The stylesheets could not be read: ${(error as Error).message}`;
    return { css: '', tweaks: [], errors: [themeError('template.conf', message)] };
  }
}

async function compileOrThrow(
  dir: string,
  stylesheets: readonly string[],
  overrides: Readonly<Record<string, string>>,
  workers: LessWorkerPool,
): Promise<CompiledStyles> {
  const root = resolve(dir);
  const errors: ThemeError[] = [];
  const tweaks = stylesheetTweaks(root, stylesheets, errors);
  const byName = new Map(tweaks.map((tweak) => [tweak.name, tweak]));
  const lines = stylesheets.map((sheet) => {
    const name = JSON.stringify(sheet.replace(/^styles\//, ''));
    return sheet.endsWith('.css') ? `@import (inline) ${name};` : `@import (less) ${name};`;
  });
  for (const [name, value] of Object.entries(overrides)) {
    const tweak = byName.get(name);
    if (tweak === undefined) {
      errors.push(themeError('template.conf', `Tweak @${name} is not declared in the theme's stylesheets`));
      continue;
    }
    const problem = tweakValueProblem(tweak, value);
    if (problem !== undefined) errors.push(themeError(tweak.file, problem, { line: tweak.line, column: 1 }));
    else lines.push(`@${name}: ${value.trim()};`);
  }
  if (stylesheets.length === 0) return { css: '', tweaks, errors };
  const entry = join(root, 'styles', '.site.less');
  const run = await workers.run({ root, entrySource: lines.join('\n'), entryFile: entry });
  if ('css' in run) return { css: run.css, tweaks, errors };
  if ('error' in run) errors.push(lessError(run.error, root, entry));
  else errors.push(stylesheetsError(root, unfinishedMessage(run, workers.limits)));
  const retry = 'busy' in run || 'failed' in run;
  return { css: '', tweaks, errors, ...(retry ? { retry: true as const } : {}) };
}
