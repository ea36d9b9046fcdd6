// The theme's stylesheets compiled in order with `less` into one CSS, with tweak variables overridable.
import { readFileSync, realpathSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import less, { type FileManager, type LessError, type LoadedFile } from 'less';
import { themeError, type ThemeError } from './theme-errors.js';

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

/** Reads imports for `less`, refusing anything outside the theme folder (and every URL). */
function themeFileManager(root: string): FileManager {
  const manager = new less.FileManager();
  const realRoot = realpathSync(root);
  const load = (filename: string, currentDirectory: string, options: unknown): LoadedFile => {
    // `@plugin` loads a JavaScript file and runs it: never for a theme, which may be uploaded.
    const mime = (options as { mime?: unknown } | null)?.mime;
    if (mime === 'application/javascript' || /\.(c|m)?js$/i.test(filename)) {
      throw { type: 'File', message: "@plugin is not allowed: a theme's LESS cannot run JavaScript" };
    }
    if (/^[a-z][\w+.-]*:/i.test(filename)) {
      throw {
        type: 'File',
        message: `'${filename}' is outside the theme: only files of the theme folder can be imported`,
      };
    }
    const withExtension = extname(filename) === '' ? `${filename}.less` : filename;
    const full = resolve(currentDirectory === '' ? join(root, 'styles') : currentDirectory, withExtension);
    if (!full.startsWith(root + sep)) {
      throw {
        type: 'File',
        message: `'${filename}' is outside the theme: only files of the theme folder can be imported`,
      };
    }
    try {
      // A symbolic link may lead out of the folder: where it really is must be inside too.
      if (!realpathSync(full).startsWith(realRoot + sep)) {
        throw {
          type: 'File',
          message: `'${filename}' is outside the theme: only files of the theme folder can be imported`,
        };
      }
      return { contents: readFileSync(full, 'utf8'), filename: full };
    } catch (error) {
      if ((error as { type?: unknown }).type === 'File') throw error;
      throw {
        type: 'File',
        message: `'${relative(root, full).split(sep).join('/')}' was not found in the theme`,
      };
    }
  };
  manager.supports = () => true;
  manager.supportsSync = () => true;
  manager.loadFile = (filename, currentDirectory, options) => {
    try {
      return Promise.resolve(load(filename, currentDirectory, options));
    } catch (error) {
      return Promise.reject(error);
    }
  };
  manager.loadFileSync = (filename, currentDirectory, options) => {
    try {
      return load(filename, currentDirectory, options);
    } catch (error) {
      return { error };
    }
  };
  return manager;
}

/** A `less` failure as a positioned theme error (`styles/site.less:12:5`). */
function lessError(error: LessError, root: string, entry: string): ThemeError {
  const fromFile = error.filename !== undefined && error.filename !== entry && error.filename !== 'input';
  const file = fromFile
    ? relative(root, error.filename as string)
        .split(sep)
        .join('/')
    : 'template.conf';
  const line = typeof error.line === 'number' ? error.line : 1;
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

/**
 * Compiles `stylesheets` (paths relative to the theme folder `dir`, in order) as one LESS source:
 * `.less` files are imported as LESS, `.css` files inlined as they are. The tweak variables
 * declared in them keep their defaults unless `overrides` (by name, without `@`) gives a value;
 * an override of an unknown tweak, or an unsafe value, is an error and is left out.
 */
export async function compileStyles(
  dir: string,
  stylesheets: readonly string[],
  overrides: Readonly<Record<string, string>> = {},
): Promise<CompiledStyles> {
  try {
    return await compileOrThrow(dir, stylesheets, overrides);
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
  try {
    const output = await less.render(lines.join('\n'), {
      filename: entry,
      javascriptEnabled: false,
      plugins: [{ install: (_less, pluginManager) => pluginManager.addFileManager(themeFileManager(root)) }],
    });
    return { css: output.css, tweaks, errors };
  } catch (error) {
    errors.push(lessError(error as LessError, root, entry));
    return { css: '', tweaks, errors };
  }
}
