// Inside a LESS worker thread: one theme's stylesheets rendered by `less`, imports read from the theme folder only (never JavaScript, never a file outside it).
import { readFileSync, realpathSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import less, { type FileManager, type LessError, type LoadedFile } from 'less';
import { platformLessName, platformLessSource, PLATFORM_LESS } from './platform-less.js';

/** What the main thread sends a worker: everything a compile needs, as plain data. */
export interface LessJob {
  /** The theme folder (absolute): imports are read from it and nowhere else. */
  root: string;
  /** The LESS to render: the `@import`s of the theme's stylesheets and the tweak values. */
  entrySource: string;
  /** The name `entrySource` is compiled under (imports resolve from its folder). */
  entryFile: string;
  /** The most CSS (UTF-8 bytes) the render may give back. */
  maxCssBytes: number;
}

/** A `less` error as plain data (it crosses to the main thread); `column` counts from 0. */
export interface LessFailure {
  message: string;
  filename?: string;
  line?: number;
  column?: number;
}

/**
 * The CSS (and the imports found neither in the theme nor in the platform's library, which
 * compiled as empty files), the error `less` gave, or the size of CSS too large to send back.
 */
export type LessOutcome =
  { css: string; missingImports?: string[] } | { error: LessFailure } | { tooLarge: number };

const outside = (filename: string) => ({
  type: 'File',
  message: `'${filename}' is outside the theme: only files of the theme folder can be imported`,
});

/**
 * Reads imports for `less`, refusing anything outside the theme folder (and every URL). An import
 * the folder lacks is the platform library's file of that name (platform-less.ts), else an empty
 * file noted in `missing` (the platform served the rest of the stylesheet).
 */
function themeFileManager(root: string, missing: Set<string>): FileManager {
  const manager = new less.FileManager();
  const realRoot = realpathSync(root);
  const load = (filename: string, currentDirectory: string, options: unknown): LoadedFile => {
    // `@plugin` loads a JavaScript file and runs it: never for a theme, which may be uploaded.
    const mime = (options as { mime?: unknown } | null)?.mime;
    if (mime === 'application/javascript' || /\.(c|m)?js$/i.test(filename)) {
      throw { type: 'File', message: "@plugin is not allowed: a theme's LESS cannot run JavaScript" };
    }
    if (/^[a-z][\w+.-]*:/i.test(filename)) throw outside(filename);
    const withExtension = extname(filename) === '' ? `${filename}.less` : filename;
    const full = resolve(currentDirectory === '' ? join(root, 'styles') : currentDirectory, withExtension);
    if (!full.startsWith(root + sep)) throw outside(filename);
    try {
      // A symbolic link may lead out of the folder: where it really is must be inside too.
      if (!realpathSync(full).startsWith(realRoot + sep)) throw outside(filename);
      const contents = readFileSync(full, 'utf8');
      return { contents: /\.less$/i.test(full) ? platformLessSource(contents) : contents, filename: full };
    } catch (error) {
      if ((error as { type?: unknown }).type === 'File') throw error;
      const library = platformLessName(filename);
      if (library !== undefined) return { contents: PLATFORM_LESS[library], filename: full };
      missing.add(filename);
      return { contents: '', filename: full };
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

/** Renders `job` with `less`; never rejects (a failure is an outcome). */
export async function renderLess(job: LessJob): Promise<LessOutcome> {
  const missing = new Set<string>();
  try {
    const output = await less.render(job.entrySource, {
      filename: job.entryFile,
      javascriptEnabled: false,
      // Squarespace's compiler did arithmetic wherever it is written (LESS 1's rule): themes
      // write `round(@gap / 2)`, which LESS 4 leaves as a slash by default.
      math: 'always',
      plugins: [
        {
          install: (_less, pluginManager) =>
            pluginManager.addFileManager(themeFileManager(job.root, missing)),
        },
      ],
    });
    const bytes = Buffer.byteLength(output.css);
    if (bytes > job.maxCssBytes) return { tooLarge: bytes };
    return missing.size === 0 ? { css: output.css } : { css: output.css, missingImports: [...missing] };
  } catch (caught) {
    const error = caught as LessError;
    return {
      error: {
        message: String(error?.message ?? caught),
        ...(typeof error?.filename === 'string' ? { filename: error.filename } : {}),
        ...(typeof error?.line === 'number' ? { line: error.line } : {}),
        ...(typeof error?.column === 'number' ? { column: error.column } : {}),
      },
    };
  }
}
