// A developer-platform theme folder, loaded and compiled: layouts of regions around a page's content.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from '../../engine/index.js';
import type { RenderOptions, Template, TemplateError } from '../../engine/types.js';
import { PREDICATES } from '../../formatters/index.js';
import { THEME_FORMATTERS } from '../site/render/theme-formatters.js';
import {
  MISSING_BLOCK_FIELDS_FLAG,
  PLATFORM_FORMATTERS,
  PLATFORM_KEY,
  rewritePlatformTags,
  type PlatformNeeds,
  type QueryParams,
  type SourceMap,
} from './platform-tags.js';
import type { LessWorkerPool } from './less-workers.js';
import { compileStyles, type CompiledStyles } from './styles.js';
import { hasErrors, type ThemeError } from './theme-errors.js';
import { stylesheetTweaks, tweakBodyClasses } from './tweaks.js';
import {
  listThemeFiles,
  readThemeFolder,
  themeSignature,
  type ThemeFile,
  type ThemeFolder,
} from './theme-folder.js';

/** One item of a navigation as themes read it (the platform's names). */
export interface NavigationItem {
  active?: boolean;
  folderActive?: boolean;
  /** The page or collection it leads to: `fullUrl`, `navigationTitle`, `typeName`, … */
  collection?: Record<string, unknown>;
  /** A link to elsewhere: `url`, `newWindow`. */
  externalLink?: { url: string; newWindow?: boolean };
  /** A folder's own items. */
  items?: NavigationItem[];
  [key: string]: unknown;
}

/** A query's answer: the items found and the collection they are from. */
export interface QueryResult {
  items: unknown[];
  collection?: unknown;
}

/**
 * What the platform tags read, supplied by the site: the named navigations, the collections'
 * items for `<squarespace:query>` and the HTML of each block field. May answer with promises.
 */
export interface PlatformData {
  navigation(name: string): NavigationItem[] | Promise<NavigationItem[]>;
  query(params: QueryParams): QueryResult | Promise<QueryResult>;
  blockField(id: string): string | Promise<string>;
}

/** The values {@link PLATFORM_KEY} holds in a page's context. */
export interface PlatformValues {
  navigations: Record<string, { items: NavigationItem[] }>;
  queries: Record<string, QueryResult>;
  blockFields: Record<string, string>;
  /** `<squarespace:category collection="C">`: C's categories, each `{ name, count, fullUrl }`. */
  categories?: Record<string, { categories: CategoryLink[] }>;
  /** `<squarespace:folder-navigation>`: the links of the folder the page is in (none outside a folder). */
  folderNavigation?: { items: NavigationItem[]; folder?: NavigationItem };
}

/** One category of a collection as `<squarespace:category>` lists it. */
export interface CategoryLink {
  name: string;
  count: number;
  fullUrl: string;
}

/** The compiled stylesheet, served as one file. */
export interface PlatformStylesheet {
  /** `/site.css?v=HASH`: the hash changes with the sources and the tweaks. */
  url: string;
  type: string;
}

export interface RenderedPlatformPage {
  html: string;
  errors: ThemeError[];
}

/**
 * The page's own content (`{squarespace.main-content}`): a collection's `.list` or `.item`, a
 * static `.page`, or HTML the site rendered (a page of blocks). The template names are those
 * {@link PlatformTheme.renderPage} takes: `collections/blog.list`, `collections/blog.item`,
 * `pages/about.page`, or `content` (the HTML in `context.squarespace['main-content']`).
 */
export type MainTemplate = string;

/** A loaded theme: a designer's folder or the built-in `templates/`, rendered the same way. */
export interface PlatformTheme {
  /**
   * Renders the main template, then the chosen layout's regions around it. The context must
   * already hold {@link PLATFORM_KEY} (see {@link platformValues}) for the tags to show anything.
   */
  renderPage(
    template: MainTemplate,
    context: Record<string, unknown>,
    options?: RenderOptions,
  ): RenderedPlatformPage;
  /**
   * Renders `template` alone, without the layout: a main template (`collections/blog.list`,
   * `system/cart.page`) or a block (`blocks/page-islands.block`). Unknown templates give ''.
   */
  renderMain(
    template: MainTemplate,
    context: Record<string, unknown>,
    options?: RenderOptions,
  ): RenderedPlatformPage;
  /** Whether `template` prints the site's HTML of the page (`mainContent`, `squarespace.main-content`). */
  readsMainContent(template: MainTemplate): boolean;
  /** The blocks compiled, by the name they are applied with (`page-block.block`). */
  partials(): Readonly<Record<string, Template>>;
  /** Changes whenever a file of the folder changes (in development, seen at most once per `recheckMs`). */
  signature(): string;
  /** Gathers the platform values, then renders: what the site calls. */
  render(
    template: MainTemplate,
    context: Record<string, unknown>,
    data: PlatformData,
    options?: RenderOptions,
  ): Promise<RenderedPlatformPage>;
  /**
   * Asks `data` for what the tags need: those of `template`, its layout's regions and the blocks
   * (any of which a page may apply), or of every template when no template is given. Every
   * navigation of template.conf is always there.
   */
  platformValues(
    data: PlatformData,
    template?: MainTemplate,
    context?: Record<string, unknown>,
  ): Promise<PlatformValues>;
  /** The layout key a page is shown in. */
  layoutFor(template: MainTemplate, context?: Record<string, unknown>): string;
  stylesheets(): readonly PlatformStylesheet[];
  /** The compiled CSS of the theme with the tweaks given at load. */
  styles(): Promise<CompiledStyles>;
  /** Every problem of the folder and the templates (not the LESS: see {@link check}), positioned. */
  compileErrors(): readonly ThemeError[];
  /** Every problem of the folder, the templates and the LESS. */
  check(): Promise<ThemeError[]>;
  /** The folder as read (undefined when template.conf could not be read). */
  folder(): ThemeFolder | undefined;
  /**
   * The block fields (`<squarespace:block-field>` with a fixed id) the theme's templates declare,
   * by id: the `columns` the first declaring file gives (null when none gives it) and the files.
   */
  blockFields(): PlatformBlockField[];
  /** With `development`, looks at the files now (not after `recheckMs`) and recompiles when one changed: a file watcher calls it. */
  refresh(): void;
}

/** One block field a theme declares (see {@link PlatformTheme.blockFields}). */
export interface PlatformBlockField {
  id: string;
  columns: number | null;
  /** The theme files declaring it (`site.region`), sorted. */
  files: string[];
}

export interface PlatformThemeOptions {
  dir: string;
  /** Recompile when a file changes (looked at most once per `recheckMs`); off in production. */
  development?: boolean;
  recheckMs?: number;
  /** Tweak values by variable name (without `@`). */
  tweaks?: Readonly<Record<string, string>>;
  /** Told about compile problems each time the theme is compiled. */
  onCompileErrors?: (errors: readonly ThemeError[]) => void;
  /** The threads its LESS compiles in (default: the process's, see less-workers.ts). */
  lessWorkers?: LessWorkerPool;
}

interface CompiledTemplate {
  file: string;
  template: Template;
  map: SourceMap;
  needs: PlatformNeeds;
  /** Prints the site's HTML of the page (`{mainContent}` or `{squarespace.main-content}`). */
  readsMainContent: boolean;
}

interface Compiled {
  signature: string;
  folder?: ThemeFolder;
  templates: Map<string, CompiledTemplate>;
  /** Partials by the name themes apply them with (`navigation.block`). */
  partials: Record<string, Template>;
  /** Template file by compiled template name, to place errors from partials. */
  byName: Map<string, CompiledTemplate>;
  errors: ThemeError[];
  styles: () => Promise<CompiledStyles>;
  stylesHash: string;
  /** The dropdown and checkbox tweaks' `<body>` classes with the site's values, in `squarespace.page-classes`. */
  tweakClasses: string;
}

const CSS_TYPE = 'text/css; charset=utf-8';
const RECHECK_MS = 1000;
/** The main template that prints HTML the site rendered. */
export const CONTENT_TEMPLATE = 'content';

function compileAll(
  dir: string,
  tweaks: Readonly<Record<string, string>>,
  workers: LessWorkerPool | undefined,
): Compiled {
  const signature = themeSignature(dir);
  const read = readThemeFolder(dir);
  const errors: ThemeError[] = [...read.errors];
  const templates = new Map<string, CompiledTemplate>();
  const byName = new Map<string, CompiledTemplate>();
  const partials: Record<string, Template> = {};
  const folder = read.folder;
  if (folder === undefined) {
    const styles = () => Promise.resolve({ css: '', tweaks: [], errors: [] });
    return { signature, templates, partials, byName, errors, styles, stylesHash: '', tweakClasses: '' };
  }
  let queryCount = 0;
  const knowledge = {
    navigations: folder.conf.navigations.map((navigation) => navigation.name),
    blocks: [...folder.blocks.keys()],
    scripts: folder.scripts,
    queryId: () => `q${++queryCount}`,
  };
  const add = (key: string, file: ThemeFile) => {
    const rewritten = rewritePlatformTags(file.source, file.path, knowledge);
    // One push each: a template may hold more problems than a call can take arguments.
    for (const error of rewritten.errors) errors.push(error);
    const result = compile(rewritten.source, {
      formatters: { ...THEME_FORMATTERS, ...PLATFORM_FORMATTERS },
      predicates: PREDICATES,
      name: file.path,
    });
    for (const error of result.errors) errors.push(rewritten.map.mapError(error, file.path));
    const compiled = {
      file: file.path,
      template: result.template,
      map: rewritten.map,
      needs: rewritten.needs,
      readsMainContent: /mainContent|main-content/.test(file.source),
    };
    templates.set(key, compiled);
    byName.set(file.path, compiled);
    return compiled;
  };
  for (const [name, file] of folder.blocks) partials[name] = add(`blocks/${name}`, file).template;
  for (const [name, file] of folder.regions) add(`${name}.region`, file);
  for (const collection of folder.collections.values()) {
    if (collection.list !== undefined) add(collection.list.path, collection.list);
    if (collection.item !== undefined) add(collection.item.path, collection.item);
  }
  for (const page of folder.pages.values()) add(page.page.path, page.page);
  for (const file of folder.systemPages.values()) add(file.path, file);
  // By content, so every server (and every checkout) of the same theme links the same URL.
  const stylesHash = createHash('sha256');
  for (const file of listThemeFiles(dir)
    .filter((path) => path.startsWith('styles/'))
    .sort()) {
    stylesHash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  }
  stylesHash.update(JSON.stringify(folder.stylesheets)).update(JSON.stringify(tweaks));
  const styles = retryingStyles(() => compileStyles(dir, folder.stylesheets, tweaks, workers));
  let tweakClasses = '';
  try {
    // The tweaks' problems are the styles' to report (compileStyles reads them again).
    tweakClasses = tweakBodyClasses(stylesheetTweaks(dir, folder.stylesheets), tweaks).join(' ');
  } catch {
    tweakClasses = '';
  }
  return {
    signature,
    folder,
    templates,
    partials,
    byName,
    errors,
    styles,
    stylesHash: stylesHash.digest('hex').slice(0, 12),
    tweakClasses,
  };
}

/**
 * The styles, compiled now; compiled again on a later call when they could not be for a reason of
 * the server's (see {@link CompiledStyles.retry}): a site must not keep that until the theme changes.
 */
function retryingStyles(compile: () => Promise<CompiledStyles>): () => Promise<CompiledStyles> {
  let styles = compile();
  let retry = false;
  const watch = () =>
    void styles.then((result) => {
      retry = result.retry === true;
    });
  watch();
  return () => {
    if (retry) {
      retry = false;
      styles = compile();
      watch();
    }
    return styles;
  };
}

/** The platform's `squarespace.page-id`: the item's or the collection's id. */
function pageIdOf(context: Record<string, unknown>, template: MainTemplate): string {
  const page = /^pages\/([^/]+)\.page$/.exec(template);
  if (page !== null) return `page-${page[1]}`;
  const item = context.item as { id?: unknown } | undefined;
  const collection = context.collection as { id?: unknown } | undefined;
  if (item?.id !== undefined) return `item-${String(item.id)}`;
  if (collection?.id !== undefined) return `collection-${String(collection.id)}`;
  return 'page';
}

/** The platform's `squarespace.page-classes`: the collection's type and id, list or item view. */
function pageClassesOf(context: Record<string, unknown>, template: MainTemplate): string {
  const collection = context.collection as { id?: unknown; typeName?: unknown } | undefined;
  const classes: string[] = [];
  if (typeof collection?.typeName === 'string') classes.push(`collection-type-${collection.typeName}`);
  if (collection?.id !== undefined) classes.push(`collection-${String(collection.id)}`);
  if (template.startsWith('pages/')) classes.push('view-page');
  if (template.endsWith('.item')) classes.push('view-item');
  else if (template.endsWith('.list')) classes.push('view-list');
  if (context.collection !== undefined && (collection as { homepage?: unknown }).homepage === true) {
    classes.push('homepage');
  }
  return classes.join(' ');
}

/** A query whose collection is a reference to the page's context, resolved first; nothing when it names none. */
async function queryFromContext(
  data: PlatformData,
  params: QueryParams,
  context: Record<string, unknown> = {},
): Promise<QueryResult> {
  if (params.collectionFrom === undefined) return data.query(params);
  let value: unknown = context;
  for (const key of params.collectionFrom.split('.')) {
    value = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]+$/.test(value)) return { items: [] };
  const { collectionFrom: _from, ...rest } = params;
  return data.query({ ...rest, collection: value });
}

/** A collection's categories from its items (each item's `categories`), in first-seen order, counted. */
function categoriesOf(result: QueryResult): { categories: CategoryLink[] } {
  const counts = new Map<string, number>();
  for (const item of result.items) {
    const names = (item as { categories?: unknown }).categories;
    if (!Array.isArray(names)) continue;
    for (const name of names) if (typeof name === 'string') counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const base = String((result.collection as { fullUrl?: unknown } | undefined)?.fullUrl ?? '');
  return {
    categories: [...counts].map(([name, count]) => ({
      name,
      count,
      fullUrl: `${base}?category=${encodeURIComponent(name)}`,
    })),
  };
}

/** The folder the page is in (an item `folderActive`, or holding the active link), from the first navigation that has one. */
function folderOf(navigations: PlatformValues['navigations']): {
  items: NavigationItem[];
  folder?: NavigationItem;
} {
  for (const { items } of Object.values(navigations)) {
    const folder = items.find(
      (item) => item.folderActive === true || (item.items ?? []).some((child) => child.active === true),
    );
    if (folder !== undefined) return { items: folder.items ?? [], folder };
  }
  return { items: [] };
}

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * Loads the developer-platform theme in `dir`: reads the folder, rewrites the platform tags and
 * compiles every region, block, collection template and page, and compiles the LESS in the
 * background. With `development`, a change to any file recompiles everything on the next call.
 * Problems never throw: they are in {@link PlatformTheme.compileErrors} and {@link PlatformTheme.check}.
 */
export function loadPlatformTheme(options: PlatformThemeOptions): PlatformTheme {
  const tweaks = options.tweaks ?? {};
  let compiled = compileAll(options.dir, tweaks, options.lessWorkers);
  let checkedAt = Date.now();
  const report = () => {
    if (compiled.errors.length > 0) options.onCompileErrors?.(compiled.errors);
  };
  report();
  const current = (now = false): Compiled => {
    if (options.development !== true) return compiled;
    if (!now && Date.now() - checkedAt < (options.recheckMs ?? RECHECK_MS)) return compiled;
    checkedAt = Date.now();
    if (themeSignature(options.dir) !== compiled.signature) {
      compiled = compileAll(options.dir, tweaks, options.lessWorkers);
      report();
    }
    return compiled;
  };

  /**
   * Render errors placed in the file they come from (a partial's own file when it is one). A block
   * applied but not in the folder is left out: it was a warning when compiled, and prints nothing,
   * as in the platform's safe mode.
   */
  const placeErrors = (
    theme: Compiled,
    owner: CompiledTemplate,
    errors: readonly TemplateError[],
  ): ThemeError[] =>
    errors
      .filter((error) => error.kind !== 'partial-missing')
      .map((error) => {
        const from =
          error.partial === undefined
            ? owner
            : (theme.byName.get(error.partial) ?? theme.templates.get(`blocks/${error.partial}`) ?? owner);
        return { ...from.map.mapError({ ...error, partial: undefined }, from.file) };
      });

  const layoutFor = (template: MainTemplate, context: Record<string, unknown> = {}): string => {
    const folder = current().folder;
    if (folder === undefined) return 'default';
    const layouts = folder.conf.layouts;
    const known = (key: unknown): key is string => typeof key === 'string' && layouts[key] !== undefined;
    const collection = /^collections\/([^/]+)\.(list|item)$/.exec(template);
    const page = /^pages\/([^/]+)\.page$/.exec(template);
    const chosen =
      (collection !== null ? folder.collections.get(collection[1])?.conf.layout : undefined) ??
      (page !== null ? folder.pages.get(page[1])?.conf.layout : undefined) ??
      (context.collection as { regionName?: unknown } | undefined)?.regionName;
    if (known(chosen)) return chosen;
    return layouts.default !== undefined ? 'default' : Object.keys(layouts)[0];
  };

  const theme: PlatformTheme = {
    renderPage(template, context, renderOptions = {}) {
      const compiledNow = current();
      const folder = compiledNow.folder;
      if (folder === undefined) return { html: '', errors: compiledNow.errors };
      const withPartials = { ...renderOptions, partials: compiledNow.partials };
      const errors: ThemeError[] = [];
      const squarespace = { ...((context.squarespace as Record<string, unknown> | undefined) ?? {}) };
      const platform = context[PLATFORM_KEY] ?? { navigations: {}, queries: {}, blockFields: {} };
      const base = { ...context, [PLATFORM_KEY]: platform };
      let mainContent: string;
      if (template === CONTENT_TEMPLATE) {
        mainContent = String(squarespace['main-content'] ?? context.mainContent ?? '');
      } else {
        const main = compiledNow.templates.get(template);
        if (main === undefined) throw new Error(`The theme ${folder.conf.name} has no template ${template}`);
        const body = main.template.render(base, withPartials);
        errors.push(...placeErrors(compiledNow, main, body.errors));
        mainContent = body.html;
      }
      const stylesheet = `<link rel="stylesheet" type="text/css" href="${escapeAttr(theme.stylesheets()[0].url)}">`;
      const given = String(context['squarespace-headers'] ?? '');
      const headers = given === '' ? stylesheet : `${given}\n${stylesheet}`;
      const whole = {
        ...base,
        'squarespace-headers': headers,
        'squarespace-footers': String(context['squarespace-footers'] ?? ''),
        squarespace: {
          ...squarespace,
          'main-content': mainContent,
          'page-id': squarespace['page-id'] ?? pageIdOf(context, template),
          'page-classes': [
            String(squarespace['page-classes'] ?? pageClassesOf(context, template)),
            compiledNow.tweakClasses,
          ]
            .filter((classes) => classes !== '')
            .join(' '),
        },
      };
      let html = '';
      for (const region of folder.conf.layouts[layoutFor(template, context)].regions) {
        const compiledRegion = compiledNow.templates.get(`${region}.region`);
        if (compiledRegion === undefined) continue;
        const result = compiledRegion.template.render(whole, withPartials);
        errors.push(...placeErrors(compiledNow, compiledRegion, result.errors));
        html += result.html;
      }
      return { html, errors };
    },
    renderMain(template, context, renderOptions = {}) {
      const compiledNow = current();
      const main = compiledNow.templates.get(template);
      if (main === undefined) return { html: '', errors: [] };
      const platform = context[PLATFORM_KEY] ?? { navigations: {}, queries: {}, blockFields: {} };
      const body = main.template.render(
        { ...context, [PLATFORM_KEY]: platform },
        { ...renderOptions, partials: compiledNow.partials },
      );
      return { html: body.html, errors: placeErrors(compiledNow, main, body.errors) };
    },
    readsMainContent: (template) =>
      template === CONTENT_TEMPLATE || current().templates.get(template)?.readsMainContent === true,
    partials: () => current().partials,
    signature: () => current().signature,
    async render(template, context, data, renderOptions) {
      const values = await theme.platformValues(data, template, context);
      const missing = new Set<string>();
      const flags = { ...renderOptions?.flags, [MISSING_BLOCK_FIELDS_FLAG]: missing };
      const page = theme.renderPage(
        template,
        { ...context, [PLATFORM_KEY]: values },
        { ...renderOptions, flags },
      );
      if (missing.size === 0) return page;
      // Block fields whose ids came from the context (`{id}_intro`): fetch them, render once more.
      await Promise.all(
        [...missing].map(async (id) => {
          values.blockFields[id] = await data.blockField(id);
        }),
      );
      return theme.renderPage(template, { ...context, [PLATFORM_KEY]: values }, renderOptions);
    },
    async platformValues(data, template, context) {
      const compiledNow = current();
      const layout =
        template === undefined ? undefined : compiledNow.folder?.conf.layouts[layoutFor(template, context)];
      const used = (key: string): boolean =>
        template === undefined ||
        key === template ||
        key.startsWith('blocks/') ||
        (layout?.regions.some((region) => key === `${region}.region`) ?? false);
      const values: PlatformValues = { navigations: {}, queries: {}, blockFields: {}, categories: {} };
      const navigations = new Set(compiledNow.folder?.conf.navigations.map((navigation) => navigation.name));
      const fields = new Set<string>();
      const queries = new Map<string, QueryParams>();
      const categories = new Set<string>();
      let folderNavigation = false;
      for (const [key, compiledTemplate] of compiledNow.templates) {
        if (!used(key)) continue;
        for (const name of compiledTemplate.needs.categories) categories.add(name);
        folderNavigation ||= compiledTemplate.needs.folderNavigation;
        for (const name of compiledTemplate.needs.navigations) navigations.add(name);
        for (const id of compiledTemplate.needs.blockFields) fields.add(id);
        for (const query of compiledTemplate.needs.queries) queries.set(query.id, query.params);
      }
      await Promise.all([
        ...[...navigations].map(async (name) => {
          values.navigations[name] = { items: await data.navigation(name) };
        }),
        ...[...fields].map(async (id) => {
          values.blockFields[id] = await data.blockField(id);
        }),
        ...[...queries].map(async ([id, params]) => {
          values.queries[id] = await queryFromContext(data, params, context);
        }),
        ...[...categories].map(async (collection) => {
          (values.categories ??= {})[collection] = categoriesOf(await data.query({ collection }));
        }),
      ]);
      if (folderNavigation) values.folderNavigation = folderOf(values.navigations);
      return values;
    },
    layoutFor,
    stylesheets: () => [{ url: `/site.css?v=${current().stylesHash}`, type: CSS_TYPE }],
    styles: () => current().styles(),
    compileErrors: () => current().errors,
    async check() {
      const compiledNow = current();
      const styles = await compiledNow.styles();
      return [...compiledNow.errors, ...styles.errors];
    },
    blockFields() {
      const fields = new Map<string, PlatformBlockField>();
      for (const compiledTemplate of current().templates.values()) {
        const { blockFields, blockFieldColumns } = compiledTemplate.needs;
        for (const id of blockFields) {
          const field = fields.get(id) ?? { id, columns: null, files: [] };
          field.columns ??= blockFieldColumns.get(id) ?? null;
          if (!field.files.includes(compiledTemplate.file)) field.files.push(compiledTemplate.file);
          fields.set(id, field);
        }
      }
      return [...fields.values()]
        .map((field) => ({ ...field, files: field.files.sort() }))
        .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    },
    folder: () => current().folder,
    refresh: () => void current(true),
  };
  return theme;
}

export { hasErrors, PLATFORM_KEY };
