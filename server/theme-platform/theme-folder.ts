// Reads a theme folder in the Squarespace developer-platform layout and validates its .conf files.
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { suggest } from '../../engine/errors.js';
import { positionOf, themeError, type ThemeError } from './theme-errors.js';

/** Names a theme gives navigations, block fields and layouts: safe in a JSON-T path and a URL. */
export const PLATFORM_NAME = /^[A-Za-z0-9_-]+$/;

const nameField = (what: string) =>
  z
    .string({ error: `must be the ${what}, as text` })
    .regex(PLATFORM_NAME, { error: `must use only letters, digits, - and _` });

/** `template.conf`. Unknown keys are kept: themes carry settings this platform does not read. */
export const templateConfSchema = z.looseObject({
  name: z.string({ error: 'must be the theme name, as text' }).min(1, { error: 'must not be empty' }),
  author: z.string({ error: 'must be text' }).optional(),
  layouts: z
    .record(
      nameField('layout key'),
      z.looseObject({
        name: z.string({ error: 'must be the layout name, as text' }),
        regions: z
          .array(z.string({ error: 'must list region names' }), { error: 'must list region names' })
          .min(1, { error: 'must list region names' }),
      }),
      { error: 'must map layout keys to { name, regions }' },
    )
    .refine((layouts) => Object.keys(layouts).length > 0, { error: 'must name at least one layout' }),
  navigations: z
    .array(
      z.looseObject({
        title: z.string({ error: 'must be the navigation title, as text' }),
        name: nameField('navigation name'),
      }),
      { error: 'must list navigations as { title, name }' },
    )
    .default([]),
  stylesheets: z
    .array(z.string({ error: 'must list file names under styles/' }), {
      error: 'must list file names under styles/',
    })
    .default([]),
  systemCollections: z.array(z.string({ error: 'must list collection types' })).optional(),
});
export type TemplateConf = z.infer<typeof templateConfSchema>;

/** `collections/NAME.conf`. `layout` (a layout key) is this platform's addition. */
export const collectionConfSchema = z.looseObject({
  title: z.string({ error: 'must be the collection title, as text' }),
  ordering: z
    .enum(['chronological', 'user-orderable', 'calendar'], {
      error: 'must be chronological, user-orderable or calendar',
    })
    .optional(),
  acceptTypes: z.array(z.string({ error: 'must list item types' })).optional(),
  folder: z.boolean({ error: 'must be true or false' }).optional(),
  addText: z.string({ error: 'must be text' }).optional(),
  layout: nameField('layout key').optional(),
});
export type CollectionConf = z.infer<typeof collectionConfSchema>;

/** `pages/NAME.page.conf`. */
export const pageConfSchema = z.looseObject({
  title: z.string({ error: 'must be the page title, as text' }),
  layout: nameField('layout key').optional(),
});
export type PageConf = z.infer<typeof pageConfSchema>;

/** A template file of the theme: its path relative to the folder and its source. */
export interface ThemeFile {
  path: string;
  source: string;
}

export interface ThemeCollection {
  name: string;
  conf: CollectionConf;
  list?: ThemeFile;
  item?: ThemeFile;
}

export interface ThemePage {
  name: string;
  conf: PageConf;
  page: ThemeFile;
}

/** A theme folder as read from disk. Paths are relative and use `/`. */
export interface ThemeFolder {
  dir: string;
  conf: TemplateConf;
  /** By region name (`site` for `site.region`). */
  regions: Map<string, ThemeFile>;
  collections: Map<string, ThemeCollection>;
  /** By partial name as themes apply it (`navigation.block`). */
  blocks: Map<string, ThemeFile>;
  pages: Map<string, ThemePage>;
  /**
   * Tessera's addition: `system/NAME.page`, the body of a system page (`cart`, `checkout`,
   * `search`, `not-found`, …) by NAME. The built-in theme (`templates/`) has one for each.
   */
  systemPages: Map<string, ThemeFile>;
  /** `styles/…` paths in the order of `stylesheets`. */
  stylesheets: string[];
  /** Paths under `scripts/` and `assets/`, relative to those folders. */
  scripts: string[];
  assets: string[];
}

/** What reading a folder gave: the folder when it could be read at all, and every problem found. */
export interface ThemeFolderResult {
  folder?: ThemeFolder;
  errors: ThemeError[];
}

const toPosix = (path: string): string => path.split(sep).join('/');

/**
 * Every file under `dir`, relative, sorted; none when it is missing. Symbolic links are left out
 * (a theme may be uploaded: nothing outside its folder is ever read).
 */
export function listThemeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) files.push(toPosix(relative(dir, path)));
    }
  };
  walk(dir);
  return files.sort();
}

/** True when `path` is a folder holding a `template.conf`. */
export function isThemeFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory() && existsSync(join(path, 'template.conf'));
  } catch {
    return false;
  }
}

/** Names, sizes and modification times of every file: changes whenever any file does. */
export function themeSignature(dir: string): string {
  return listThemeFiles(dir)
    .map((file) => {
      const stat = statSync(join(dir, file));
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

/** Where the zod issue's last key is written in the JSON text, else the start of the file. */
function issuePosition(source: string, path: readonly PropertyKey[]): { line: number; column: number } {
  for (let i = path.length - 1; i >= 0; i--) {
    if (typeof path[i] !== 'string') continue;
    const offset = source.indexOf(JSON.stringify(path[i]));
    if (offset >= 0) return positionOf(source, offset);
  }
  return { line: 1, column: 1 };
}

/** Parses and validates a JSON .conf file; every problem names the file. */
function readConf<T>(dir: string, file: string, schema: z.ZodType<T>, errors: ThemeError[]): T | undefined {
  const source = readFileSync(join(dir, file), 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    const message = (error as Error).message;
    const offset = /position (\d+)/.exec(message);
    const at = offset === null ? { line: 1, column: 1 } : positionOf(source, Number(offset[1]));
    errors.push(themeError(file, `${file}: is not valid JSON (${message})`, at, { source }));
    return undefined;
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const where = issue.path.map(String).join('.');
    const message = `${file}: ${where === '' ? 'the file' : where} ${issue.message}`;
    errors.push(themeError(file, message, issuePosition(source, issue.path), { source }));
  }
  return undefined;
}

const didYouMean = (name: string, known: Iterable<string>): string => {
  const guess = suggest(name, known);
  return guess === undefined ? '' : ` Did you mean '${guess}'?`;
};

/**
 * Reads the theme in `dir`: `template.conf`, the `*.region` files at the root, `collections/`,
 * `blocks/`, `pages/`, `system/` (Tessera's system pages), `styles/` (in the `stylesheets` order),
 * `scripts/` and `assets/`. Checks the
 * .conf files with zod and that every region, stylesheet and page conf the theme names exists.
 */
export function readThemeFolder(dir: string): ThemeFolderResult {
  const errors: ThemeError[] = [];
  if (!existsSync(join(dir, 'template.conf'))) {
    return { errors: [themeError('template.conf', `template.conf: missing; ${dir} is not a theme folder`)] };
  }
  // Like every file of the theme, template.conf must be a file of the folder, not a link elsewhere.
  if (!lstatSync(join(dir, 'template.conf')).isFile()) {
    return {
      errors: [themeError('template.conf', 'template.conf: must be a plain file, not a link or a folder')],
    };
  }
  const conf = readConf(dir, 'template.conf', templateConfSchema, errors);
  if (conf === undefined) return { errors };
  const files = listThemeFiles(dir);
  const read = (path: string): ThemeFile => ({ path, source: readFileSync(join(dir, path), 'utf8') });
  const confSource = readFileSync(join(dir, 'template.conf'), 'utf8');
  const confAt = (text: string) => {
    const offset = confSource.indexOf(JSON.stringify(text));
    return offset < 0 ? { line: 1, column: 1 } : positionOf(confSource, offset);
  };

  const regions = new Map<string, ThemeFile>();
  for (const file of files.filter((path) => !path.includes('/') && path.endsWith('.region'))) {
    regions.set(file.slice(0, -'.region'.length), read(file));
  }
  for (const [key, layout] of Object.entries(conf.layouts)) {
    layout.regions.forEach((region, index) => {
      if (regions.has(region)) return;
      errors.push(
        themeError(
          'template.conf',
          `template.conf: layouts.${key}.regions.${index} names ${region}.region, which is not in the theme folder.${didYouMean(region, regions.keys())}`,
          confAt(region),
          { source: confSource },
        ),
      );
    });
  }

  const blocks = new Map<string, ThemeFile>();
  for (const file of files.filter((path) => /^blocks\/[^/]+\.block$/.test(path))) {
    blocks.set(file.slice('blocks/'.length), read(file));
  }

  const collections = new Map<string, ThemeCollection>();
  const collectionNames = new Set(
    files
      .map((path) => /^collections\/([^/]+)\.(conf|list|item)$/.exec(path))
      .filter((match) => match !== null)
      .map((match) => match[1]),
  );
  for (const name of collectionNames) {
    const base = `collections/${name}`;
    if (!files.includes(`${base}.conf`)) {
      const other = files.find((path) => path.startsWith(`${base}.`)) ?? `${base}.list`;
      errors.push(themeError(other, `${base}.conf: missing; every collection needs its .conf`));
      continue;
    }
    const collectionConf = readConf(dir, `${base}.conf`, collectionConfSchema, errors);
    if (collectionConf === undefined) continue;
    collections.set(name, {
      name,
      conf: collectionConf,
      list: files.includes(`${base}.list`) ? read(`${base}.list`) : undefined,
      item: files.includes(`${base}.item`) ? read(`${base}.item`) : undefined,
    });
  }

  const pages = new Map<string, ThemePage>();
  for (const file of files.filter((path) => /^pages\/[^/]+\.page$/.test(path))) {
    const name = file.slice('pages/'.length, -'.page'.length);
    if (!files.includes(`${file}.conf`)) {
      errors.push(themeError(file, `${file}.conf: missing; every page needs its .page.conf`));
      continue;
    }
    const pageConf = readConf(dir, `${file}.conf`, pageConfSchema, errors);
    if (pageConf !== undefined) pages.set(name, { name, conf: pageConf, page: read(file) });
  }

  const systemPages = new Map<string, ThemeFile>();
  for (const file of files.filter((path) => /^system\/[^/]+\.page$/.test(path))) {
    systemPages.set(file.slice('system/'.length, -'.page'.length), read(file));
  }

  const layoutKeys = Object.keys(conf.layouts);
  const checkLayout = (file: string, layout: string | undefined) => {
    if (layout === undefined || conf.layouts[layout] !== undefined) return;
    errors.push(
      themeError(
        file,
        `${file}: layout '${layout}' is not a layout of template.conf (${layoutKeys.join(', ')}).${didYouMean(layout, layoutKeys)}`,
      ),
    );
  };
  for (const collection of collections.values()) {
    checkLayout(`collections/${collection.name}.conf`, collection.conf.layout);
  }
  for (const page of pages.values()) checkLayout(`pages/${page.name}.page.conf`, page.conf.layout);

  const styles = files
    .filter((path) => path.startsWith('styles/'))
    .map((path) => path.slice('styles/'.length));
  const stylesheets: string[] = [];
  conf.stylesheets.forEach((sheet, index) => {
    if (!/\.(less|css)$/.test(sheet) || sheet.split('/').includes('..')) {
      errors.push(
        themeError(
          'template.conf',
          `template.conf: stylesheets.${index} must be a .less or .css file under styles/`,
          confAt(sheet),
          { source: confSource },
        ),
      );
    } else if (!styles.includes(sheet)) {
      errors.push(
        themeError(
          'template.conf',
          `template.conf: stylesheets.${index} names styles/${sheet}, which is not in the theme folder.${didYouMean(sheet, styles)}`,
          confAt(sheet),
          { source: confSource },
        ),
      );
    } else stylesheets.push(`styles/${sheet}`);
  });

  const under = (folder: string) =>
    files.filter((path) => path.startsWith(`${folder}/`)).map((path) => path.slice(folder.length + 1));
  return {
    folder: {
      dir,
      conf,
      regions,
      collections,
      blocks,
      pages,
      systemPages,
      stylesheets,
      scripts: under('scripts'),
      assets: under('assets'),
    },
    errors,
  };
}
