// Reads a theme folder in the Squarespace developer-platform layout and validates its .conf files.
import { existsSync, lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { z } from 'zod';
import { suggest } from '../../engine/errors.js';
import { parseLenientJson } from './lenient-json.js';
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

/** The `ordering`s this platform sorts by; another is a warning and read as `chronological`. */
export const COLLECTION_ORDERINGS = ['chronological', 'user-orderable', 'calendar'] as const;

/**
 * `collections/NAME.conf`. `layout` (a layout key) is this platform's addition. Squarespace read
 * confs holding only `{"systemCollectionVersion": "2.0"}` (a system collection's: the title is
 * then the collection's name) and orderings it no longer documents, so both are accepted here.
 */
export const collectionConfSchema = z.looseObject({
  title: z.string({ error: 'must be the collection title, as text' }).optional(),
  ordering: z.string({ error: 'must be chronological, user-orderable or calendar' }).optional(),
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

const warning = { severity: 'warning' } as const;

/**
 * Parses and validates a JSON .conf file; every problem names the file. What the platform read
 * although JSON does not allow it (a missing comma between entries, a trailing comma, comments,
 * single quotes) is read and each is a warning at its place.
 */
function readConf<T>(dir: string, file: string, schema: z.ZodType<T>, errors: ThemeError[]): T | undefined {
  const source = readFileSync(join(dir, file), 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(source);
  } catch (error) {
    const lenient = parseLenientJson(source);
    if (!lenient.ok) {
      const message = (error as Error).message;
      const at = positionOf(source, lenient.offset);
      errors.push(themeError(file, `${file}: is not valid JSON (${message})`, at, { source }));
      return undefined;
    }
    for (const note of lenient.notes) {
      const message = `${file}: ${note.message}; read as the platform read it, but it is not valid JSON`;
      errors.push(themeError(file, message, positionOf(source, note.offset), { ...warning, source }));
    }
    json = lenient.value;
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
      const message = `${base}.conf: missing; the collection is read with the title ${name}`;
      errors.push(themeError(other, message, undefined, warning));
    }
    const collectionConf = files.includes(`${base}.conf`)
      ? readConf(dir, `${base}.conf`, collectionConfSchema, errors)
      : { title: name };
    if (collectionConf === undefined) continue;
    collectionConf.title ??= name;
    const ordering = collectionConf.ordering;
    if (ordering !== undefined && !(COLLECTION_ORDERINGS as readonly string[]).includes(ordering)) {
      const confSource = readFileSync(join(dir, `${base}.conf`), 'utf8');
      const offset = confSource.indexOf('"ordering"');
      errors.push(
        themeError(
          `${base}.conf`,
          `${base}.conf: ordering '${ordering}' is not chronological, user-orderable or calendar; the items are shown newest first`,
          offset < 0 ? undefined : positionOf(confSource, offset),
          { ...warning, source: confSource },
        ),
      );
      collectionConf.ordering = undefined;
    }
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
  /** An unknown layout: a warning, and the page is shown in the default layout. */
  const checkLayout = (file: string, holder: { layout?: string }) => {
    const layout = holder.layout;
    if (layout === undefined || conf.layouts[layout] !== undefined) return;
    const source = readFileSync(join(dir, file), 'utf8');
    const offset = source.indexOf('"layout"');
    errors.push(
      themeError(
        file,
        `${file}: layout '${layout}' is not a layout of template.conf (${layoutKeys.join(', ')}); the default layout is used.${didYouMean(layout, layoutKeys)}`,
        offset < 0 ? undefined : positionOf(source, offset),
        { ...warning, source },
      ),
    );
    holder.layout = undefined;
  };
  for (const collection of collections.values()) {
    checkLayout(`collections/${collection.name}.conf`, collection.conf);
  }
  for (const page of pages.values()) checkLayout(`pages/${page.name}.page.conf`, page.conf);

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
      // Squarespace served the others: a warning, and the stylesheet is left out.
      errors.push(
        themeError(
          'template.conf',
          `template.conf: stylesheets.${index} names styles/${sheet}, which is not in the theme folder; it is left out.${didYouMean(sheet, styles)}`,
          confAt(sheet),
          { ...warning, source: confSource },
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
