// The theme's stylesheets compiled in order with `less` (in a worker thread, within limits) into one CSS, with tweak variables overridable.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { LessFailure } from './less-render.js';
import { lessWorkers, type LessRun, type LessWorkerPool } from './less-workers.js';
import type { StyleLimits } from './style-limits.js';
import { positionOf, themeError, type ThemeError } from './theme-errors.js';
import { fontVariables, stylesheetTweaks, tweakLess, tweakValueProblem, type Tweak } from './tweaks.js';
import { PLATFORM_PRELUDE } from './platform-less.js';

export { findTweaks, stylesheetTweaks, tweakValueProblem, type Tweak } from './tweaks.js';

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

/** Where a theme's stylesheets `@import` NAME: the first such line under styles/, else template.conf. */
function importPosition(root: string, name: string): ThemeError {
  const message = `LESS: @import '${name}' is neither a file of the theme nor a file of the platform's library; it is left out`;
  const files = readdirSync(join(root, 'styles'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(less|css)$/.test(file),
  );
  for (const file of files.sort()) {
    let source: string;
    try {
      source = readFileSync(join(root, 'styles', file), 'utf8');
    } catch {
      continue;
    }
    const match = new RegExp(`@import[^;\\n]*['"]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]`).exec(
      source,
    );
    if (match === null) continue;
    const path = `styles/${file.split(sep).join('/')}`;
    return themeError(path, message, positionOf(source, match.index), { source, severity: 'warning' });
  }
  return themeError('template.conf', message, undefined, { severity: 'warning' });
}

/** How many undefined variables and mixins are given a fallback before a compile is taken as failed. */
const MAX_UNDEFINED_NAMES = 30;

/** The definition standing in for an undefined variable or mixin `less` complained of, and the warning. */
function undefinedFallback(message: string): { less: string; message: string } | undefined {
  const text = message.replace(/^Error evaluating function `\w+`: /, '');
  const variable = /^variable @([\w-]+) is undefined$/.exec(text)?.[1];
  if (variable !== undefined) {
    const value = /colou?r/i.test(variable) ? 'transparent' : '0';
    return {
      less: `@${variable}: ${value};`,
      message: `LESS: variable @${variable} is not defined by the theme; read as ${value}`,
    };
  }
  const mixin = /^\.([\w-]+) is undefined$/.exec(text)?.[1];
  if (mixin !== undefined) {
    return {
      less: `.${mixin}(@rest...) {}`,
      message: `LESS: mixin .${mixin} is not defined by the theme nor the platform; it adds nothing`,
    };
  }
  return undefined;
}

/** A CSS comment naming what was left out of the stylesheet (never closing itself early). */
const cssComment = (text: string) => `/* Tessera: ${text.replace(/\*\//g, '* /')} */\n`;

/**
 * The stylesheets as they are when every one is `.css` and none declares a tweak: what `less`
 * would make of them (`@import (inline)` copies a CSS file unchanged), without starting it.
 * Undefined when LESS must run, or a file cannot be read (LESS reports it).
 */
function plainCss(
  root: string,
  stylesheets: readonly string[],
  tweaks: readonly Tweak[],
  values: readonly string[],
): string | undefined {
  if (tweaks.length > 0 || values.length > 0 || !stylesheets.every((sheet) => sheet.endsWith('.css'))) {
    return undefined;
  }
  try {
    return stylesheets
      .map((sheet) => readFileSync(join(root, 'styles', sheet.replace(/^styles\//, '')), 'utf8'))
      .join('\n');
  } catch {
    return undefined;
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
  const imports = stylesheets.map((sheet) => {
    const name = JSON.stringify(sheet.replace(/^styles\//, ''));
    return sheet.endsWith('.css') ? `@import (inline) ${name};` : `@import (less) ${name};`;
  });
  // A font tweak's variables with the stylesheet's values; an override below redefines them.
  const values: string[] = tweaks
    .filter((tweak) => tweak.kind === 'rule' && tweak.type === 'font' && overrides[tweak.name] === undefined)
    .flatMap((tweak) => fontVariables(tweak, undefined));
  // The checked values go in the stylesheets' order whatever order they came in (a preview's,
  // the saved ones'), so the same values always give the same CSS; problems in the order given.
  const order = (name: string) => tweaks.findIndex((tweak) => tweak.name === name);
  const checked: { at: number; less: string }[] = [];
  for (const [name, value] of Object.entries(overrides)) {
    const tweak = byName.get(name);
    if (tweak === undefined) {
      errors.push(themeError('template.conf', `Tweak @${name} is not declared in the theme's stylesheets`));
      continue;
    }
    const problem = tweakValueProblem(tweak, value);
    if (problem !== undefined) errors.push(themeError(tweak.file, problem, { line: tweak.line, column: 1 }));
    else {
      const less = tweakLess(tweak, value);
      if (less !== '') checked.push({ at: order(name), less });
    }
  }
  values.push(...checked.sort((a, b) => a.at - b.at).map((entry) => entry.less));
  if (stylesheets.length === 0) {
    const none =
      errors.length > 0 || tweaks.length > 0 ? 'no stylesheet the theme lists is in its folder' : '';
    return { css: none === '' ? '' : cssComment(none), tweaks, errors };
  }
  const plain = plainCss(root, stylesheets, tweaks, values);
  if (plain !== undefined) return { css: plain, tweaks, errors };
  const entry = join(root, 'styles', '.site.less');
  // A variable or mixin the theme uses but never defines (the platform defined some for its
  // blocks): a variable is read as 0, or transparent when it names a colour; a mixin adds
  // nothing; each a warning, and the theme's own definition wins wherever it has one.
  const undefinedNames: string[] = [];
  const compile = (sheets: readonly string[]) =>
    workers.run({
      root,
      entrySource: [PLATFORM_PRELUDE, ...undefinedNames, ...sheets, ...values].join('\n'),
      entryFile: entry,
    });
  let run = await compile(imports);
  for (let tries = 0; tries < MAX_UNDEFINED_NAMES && 'error' in run; tries++) {
    const fallback = undefinedFallback(run.error.message);
    if (fallback === undefined || undefinedNames.includes(fallback.less)) break;
    undefinedNames.push(fallback.less);
    errors.push({ ...lessError(run.error, root, entry), severity: 'warning', message: fallback.message });
    run = await compile(imports);
  }
  const done = (css: string, missing: readonly string[] = []) => {
    for (const name of missing) errors.push(importPosition(root, name));
    return { css, tweaks, errors };
  };
  if ('css' in run) return done(run.css, run.missingImports);
  if (!('error' in run)) {
    const message = unfinishedMessage(run, workers.limits);
    errors.push(stylesheetsError(root, message));
    const retry = 'busy' in run || 'failed' in run;
    return { css: cssComment(message), tweaks, errors, ...(retry ? { retry: true as const } : {}) };
  }
  // One file's LESS error leaves the others compiled: each stylesheet is added in order and kept
  // when the whole still compiles; a file that breaks it is left out, named in a CSS comment.
  errors.push(lessError(run.error, root, entry));
  const kept: string[] = [];
  const notes: string[] = [];
  let last: { css: string; missingImports?: string[] } = { css: '' };
  for (const [index, line] of imports.entries()) {
    const attempt = await compile([...kept, line]);
    if ('css' in attempt) {
      kept.push(line);
      last = attempt;
    } else {
      const why = 'error' in attempt ? lessError(attempt.error, root, entry) : undefined;
      const where = why === undefined ? '' : ` (${why.file}:${why.line}:${why.column}: ${why.message})`;
      notes.push(`${stylesheets[index]} was left out: its LESS does not compile${where}`);
      if (!('error' in attempt)) break;
    }
  }
  return done(notes.map(cssComment).join('') + last.css, last.missingImports);
}
