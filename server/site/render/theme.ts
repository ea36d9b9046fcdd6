// The built-in theme: a developer-platform theme folder read by theme-folder.ts, its JSON-T templates compiled once (again when a file changes, in development) and its stylesheets.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { compile } from '../../../engine/index.js';
import type { RenderOptions, Template, TemplateError } from '../../../engine/types.js';
import { FORMATTERS, PREDICATES } from '../../../formatters/index.js';
import { formatThemeError } from '../../theme-platform/theme-errors.js';
import {
  readThemeFolder,
  themeSignature,
  type ThemeFile,
  type ThemeFolder,
} from '../../theme-platform/theme-folder.js';
import { PAGE_TEMPLATES } from '../context/page-view.js';
import { ISLAND_FORMATTERS } from '../island-formatter.js';

/** Every formatter a theme may use: the JSON-T ones and the server's `island`. */
export const THEME_FORMATTERS = Object.freeze({ ...FORMATTERS, ...ISLAND_FORMATTERS });

/** The layout every page is rendered inside: the `site.region` file. */
export const LAYOUT_TEMPLATE = 'site.region';
/** How errors name the theme's files: `templates/collections/products.list`. */
export const THEME_LABEL = 'templates';
/** The URL path the theme's stylesheets are served under. */
export const THEME_ASSETS_PATH = '/theme';

/**
 * The page views' template names (server/site/context/page-view.ts) of each collection's files:
 * `collections/products.list` is `collections/products`, `collections/products.item` is
 * `items/product`, `collections/page.list` (the platform's page collection) is `pages/page`.
 */
const COLLECTION_TEMPLATES: Readonly<Record<string, { list: string; item?: string }>> = {
  page: { list: PAGE_TEMPLATES.page },
  blog: { list: PAGE_TEMPLATES.blog, item: PAGE_TEMPLATES.post },
  products: { list: PAGE_TEMPLATES.products, item: PAGE_TEMPLATES.product },
  events: { list: PAGE_TEMPLATES.events, item: PAGE_TEMPLATES.event },
  gallery: { list: PAGE_TEMPLATES.gallery, item: PAGE_TEMPLATES.image },
};

/** A template of the theme: the name pages render it by, its file, and its partial name for a block. */
export interface ThemeTemplate {
  name: string;
  file: ThemeFile;
  /** `product-card.block` for `blocks/product-card.block`: applied as `{@|apply product-card.block}`. */
  partial?: string;
}

/**
 * Every template of the folder under the name page views use, blocks first: `site.region`,
 * `blocks/NAME` (`blocks/NAME.block`), `system/NAME` (`system/NAME.page`), the collections' files
 * by {@link COLLECTION_TEMPLATES}; any other file by its path (`collections/recipes.list`,
 * `pages/about.page`). The one place file names become template names.
 */
export function themeTemplates(folder: ThemeFolder): ThemeTemplate[] {
  const templates: ThemeTemplate[] = [];
  for (const [partial, file] of folder.blocks) {
    templates.push({ name: `blocks/${partial.replace(/\.block$/, '')}`, file, partial });
  }
  for (const [region, file] of folder.regions) templates.push({ name: `${region}.region`, file });
  for (const collection of folder.collections.values()) {
    const names = COLLECTION_TEMPLATES[collection.name];
    if (collection.list !== undefined) {
      templates.push({ name: names?.list ?? collection.list.path, file: collection.list });
    }
    if (collection.item !== undefined) {
      templates.push({ name: names?.item ?? collection.item.path, file: collection.item });
    }
  }
  for (const page of folder.pages.values()) templates.push({ name: page.page.path, file: page.page });
  for (const [name, file] of folder.systemPages) templates.push({ name: `system/${name}`, file });
  return templates;
}

/**
 * The file of the template pages render as `name`, as errors name it
 * (`templates/collections/products.item` for `items/product`): the inverse of {@link themeTemplates}.
 */
export function themeTemplateFile(name: string): string {
  const collection = Object.entries(COLLECTION_TEMPLATES).find(
    ([, names]) => names.list === name || names.item === name,
  );
  let path = name;
  if (collection !== undefined) {
    path = `collections/${collection[0]}.${collection[1].list === name ? 'list' : 'item'}`;
  } else if (name.startsWith('blocks/')) path = `${name}.block`;
  else if (name.startsWith('system/')) path = `${name}.page`;
  return `${THEME_LABEL}/${path}`;
}

/** A theme stylesheet: its content-hashed URL and where the file is. */
export interface ThemeStylesheet {
  url: string;
  file: string;
  /** Content type it is served with. */
  type: string;
}

/** The theme's templates compiled: by name, the blocks also by partial name, and every problem. */
export interface CompiledTemplates {
  folder?: ThemeFolder;
  templates: Map<string, Template>;
  partials: Record<string, Template>;
  /** Problems of the folder and its templates, each naming its file (`templates/site.region`). */
  errors: TemplateError[];
}

/** A compiled theme at one moment. */
interface Compiled extends CompiledTemplates {
  signature: string;
  stylesheets: ThemeStylesheet[];
}

/** What rendering a page produced. */
export interface RenderedPage {
  html: string;
  errors: TemplateError[];
}

/** A theme loaded from a folder. */
export interface Theme {
  /** Renders `template` with `context`, then the layout around it (`mainContent` is the page's HTML). */
  renderPage(template: string, context: Record<string, unknown>, options: RenderOptions): RenderedPage;
  /** The theme's stylesheets, with the URLs pages link to. */
  stylesheets(): readonly ThemeStylesheet[];
  /** Every compile error and warning of the templates, positioned. */
  compileErrors(): readonly TemplateError[];
  /** In development, looks at the files now (not a second later) and recompiles when one changed: a file watcher calls it. */
  refresh(): void;
}

/** Options of {@link loadTheme}. */
export interface ThemeOptions {
  dir: string;
  /** Recompile when a file changes (checked at most once a second); off in production. */
  development: boolean;
  /** Told about compile problems each time the theme is compiled. */
  onCompileErrors?: (errors: readonly TemplateError[]) => void;
  /** In development, how often the files are looked at; default a second. */
  recheckMs?: number;
}

const RECHECK_MS = 1000;
const CSS_TYPE = 'text/css; charset=utf-8';

/**
 * Reads the theme folder in `dir` (readThemeFolder: template.conf, regions, collections, blocks,
 * pages, system pages) and compiles every template, blocks first so the others compile against
 * them. Each problem names its file under {@link THEME_LABEL}.
 */
export function compileThemeTemplates(dir: string): CompiledTemplates {
  const read = readThemeFolder(dir);
  const errors: TemplateError[] = read.errors.map(({ file, ...error }) => ({
    ...error,
    partial: `${THEME_LABEL}/${file}`,
  }));
  const templates = new Map<string, Template>();
  const partials: Record<string, Template> = {};
  if (read.folder === undefined) return { templates, partials, errors };
  for (const { name, file, partial } of themeTemplates(read.folder)) {
    const label = `${THEME_LABEL}/${file.path}`;
    const result = compile(file.source, {
      formatters: THEME_FORMATTERS,
      predicates: PREDICATES,
      partials,
      name: label,
    });
    // Named by their file, as `tessera check templates` names them (the engine leaves the main template's unnamed).
    errors.push(...result.errors.map((error) => ({ ...error, partial: error.partial ?? label })));
    templates.set(name, result.template);
    if (partial !== undefined) partials[partial] = result.template;
  }
  return { folder: read.folder, templates, partials, errors };
}

/** The `.css` stylesheets template.conf lists, at content-hashed URLs (`/theme/site-HASH.css`). */
function stylesheetsOf(
  dir: string,
  folder: ThemeFolder | undefined,
  errors: TemplateError[],
): ThemeStylesheet[] {
  const stylesheets: ThemeStylesheet[] = [];
  for (const path of folder?.stylesheets ?? []) {
    if (!path.endsWith('.css')) {
      errors.push({
        kind: 'malformed-instruction',
        stage: 'parser',
        severity: 'error',
        message: `template.conf: ${path} is LESS; the built-in theme serves .css stylesheets as they are`,
        line: 1,
        column: 1,
        partial: `${THEME_LABEL}/template.conf`,
      });
      continue;
    }
    const file = join(dir, path);
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
    stylesheets.push({
      url: `${THEME_ASSETS_PATH}/${basename(path, '.css')}-${hash}.css`,
      file,
      type: CSS_TYPE,
    });
  }
  return stylesheets;
}

function compileTheme(dir: string): Compiled {
  const signature = themeSignature(dir);
  const compiled = compileThemeTemplates(dir);
  const stylesheets = stylesheetsOf(dir, compiled.folder, compiled.errors);
  return { ...compiled, signature, stylesheets };
}

/** Why the compiled theme cannot render pages (no template.conf, no layout), or undefined. */
function unusable(dir: string, compiled: Compiled): string | undefined {
  if (compiled.folder === undefined) {
    const first = compiled.errors[0];
    const why =
      first === undefined ? 'it cannot be read' : formatThemeError({ ...first, file: first.partial ?? '' });
    return `The theme in ${dir} is not a theme folder: ${why}`;
  }
  if (!compiled.templates.has(LAYOUT_TEMPLATE)) {
    return `The theme in ${dir} has no layout template ${LAYOUT_TEMPLATE}`;
  }
  return undefined;
}

/**
 * Loads and compiles the theme folder in `dir` (the developer-platform layout: `template.conf`,
 * `site.region`, `collections/`, `blocks/`, `system/`, `styles/`), each template under the name
 * pages render it by ({@link themeTemplates}), blocks also as partials (`product-card.block`), and
 * the `.css` stylesheets template.conf lists with content-hashed URLs. Throws when the folder has
 * no readable template.conf or no `site.region`; in development, a later change that breaks
 * either keeps the last good templates and shows the new problems in {@link Theme.compileErrors}.
 */
export function loadTheme(options: ThemeOptions): Theme {
  let compiled = compileTheme(options.dir);
  const why = unusable(options.dir, compiled);
  if (why !== undefined) throw new Error(why);
  if (compiled.errors.length > 0) options.onCompileErrors?.(compiled.errors);
  let checkedAt = Date.now();

  const current = (now = false): Compiled => {
    if (!options.development) return compiled;
    if (!now && Date.now() - checkedAt < (options.recheckMs ?? RECHECK_MS)) return compiled;
    checkedAt = Date.now();
    if (themeSignature(options.dir) !== compiled.signature) {
      const next = compileTheme(options.dir);
      const broken = unusable(options.dir, next);
      compiled =
        broken === undefined
          ? next
          : {
              ...compiled,
              signature: next.signature,
              errors: next.errors.length > 0 ? next.errors : [layoutMissing()],
            };
      if (compiled.errors.length > 0) options.onCompileErrors?.(compiled.errors);
    }
    return compiled;
  };

  return {
    renderPage(template, context, renderOptions) {
      const theme = current();
      const page = theme.templates.get(template);
      const layout = theme.templates.get(LAYOUT_TEMPLATE) as Template;
      if (page === undefined) throw new Error(`The theme has no template ${themeTemplateFile(template)}`);
      const withPartials = { ...renderOptions, partials: theme.partials };
      const body = page.render(context, withPartials);
      const whole = layout.render({ ...context, mainContent: body.html }, withPartials);
      // Errors of the page's own template and of the layout carry no template name: give them theirs.
      const named = (errors: readonly TemplateError[], name: string) =>
        errors.map((error) =>
          error.partial === undefined ? { ...error, partial: themeTemplateFile(name) } : error,
        );
      return {
        html: whole.html,
        errors: [...named(body.errors, template), ...named(whole.errors, LAYOUT_TEMPLATE)],
      };
    },
    stylesheets: () => current().stylesheets,
    compileErrors: () => current().errors,
    refresh: () => void current(true),
  };
}

/** The error a folder without its layout gets, named as its file. */
function layoutMissing(): TemplateError {
  return {
    kind: 'malformed-instruction',
    stage: 'parser',
    severity: 'error',
    message: `${LAYOUT_TEMPLATE}: missing; every page is rendered inside it`,
    line: 1,
    column: 1,
    partial: `${THEME_LABEL}/${LAYOUT_TEMPLATE}`,
  };
}
