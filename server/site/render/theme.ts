// The theme: its JSON-T templates compiled once (again when a file changes, in development) and its stylesheets.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { compile } from '../../../engine/index.js';
import type { RenderOptions, Template, TemplateError } from '../../../engine/types.js';
import { FORMATTERS, PREDICATES } from '../../../formatters/index.js';
import { ISLAND_FORMATTERS } from '../island-formatter.js';

/** Every formatter a theme may use: the JSON-T ones and the server's `island`. */
export const THEME_FORMATTERS = Object.freeze({ ...FORMATTERS, ...ISLAND_FORMATTERS });

/** The layout template every page is rendered inside (`templates/site.region.jsont`). */
export const LAYOUT_TEMPLATE = 'site.region';
/** Templates in this folder are partials, applied by file name: `{@|apply product-card}`. */
export const PARTIALS_FOLDER = 'blocks';
/** Where the theme's stylesheets are, and the URL path they are served under. */
export const THEME_ASSETS_FOLDER = 'assets';
export const THEME_ASSETS_PATH = '/theme';

/** A theme stylesheet: its content-hashed URL and where the file is. */
export interface ThemeStylesheet {
  url: string;
  file: string;
  /** Content type it is served with. */
  type: string;
}

/** A compiled theme at one moment. */
interface Compiled {
  signature: string;
  templates: Map<string, Template>;
  partials: Record<string, Template>;
  stylesheets: ThemeStylesheet[];
  errors: TemplateError[];
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

function listFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(path));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

/** The theme's files' names, sizes and modification times: it changes when any file does. */
function signatureOf(files: readonly string[]): string {
  return files
    .map((file) => {
      const stat = statSync(file);
      return `${file}:${stat.size}:${stat.mtimeMs}`;
    })
    .join('|');
}

function compileTheme(dir: string): Compiled {
  const files = listFiles(dir);
  const templates = new Map<string, Template>();
  const partials: Record<string, Template> = {};
  const stylesheets: ThemeStylesheet[] = [];
  const errors: TemplateError[] = [];
  const sources = files.filter((file) => file.endsWith('.jsont'));
  // Partials first, so the pages that apply them compile against the full set.
  const ordered = [
    ...sources.filter((file) => relative(dir, file).split(sep)[0] === PARTIALS_FOLDER),
    ...sources.filter((file) => relative(dir, file).split(sep)[0] !== PARTIALS_FOLDER),
  ];
  for (const file of ordered) {
    const name = relative(dir, file)
      .split(sep)
      .join('/')
      .replace(/\.jsont$/, '');
    const result = compile(readFileSync(file, 'utf8'), {
      formatters: THEME_FORMATTERS,
      predicates: PREDICATES,
      partials,
      name: `templates/${name}.jsont`,
    });
    // Named by their file, as `tessera check templates/…` names them (the engine leaves the main template's unnamed).
    errors.push(
      ...result.errors.map((error) => ({ ...error, partial: error.partial ?? `templates/${name}.jsont` })),
    );
    templates.set(name, result.template);
    if (name.startsWith(`${PARTIALS_FOLDER}/`)) partials[basename(name)] = result.template;
  }
  for (const file of files.filter((path) => relative(dir, path).startsWith(`${THEME_ASSETS_FOLDER}${sep}`))) {
    if (!file.endsWith('.css')) continue;
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 12);
    const name = basename(file, '.css');
    stylesheets.push({ url: `${THEME_ASSETS_PATH}/${name}-${hash}.css`, file, type: CSS_TYPE });
  }
  return { signature: signatureOf(files), templates, partials, stylesheets, errors };
}

/**
 * Loads and compiles the theme in `dir`: every `.jsont` file by its path (`collections/products`),
 * those under `blocks/` also as partials by file name, and the CSS under `assets/` with
 * content-hashed URLs. Throws when the layout template is missing.
 */
export function loadTheme(options: ThemeOptions): Theme {
  let compiled = compileTheme(options.dir);
  let checkedAt = Date.now();
  const report = () => {
    if (!compiled.templates.has(LAYOUT_TEMPLATE)) {
      throw new Error(`The theme in ${options.dir} has no layout template ${LAYOUT_TEMPLATE}.jsont`);
    }
    if (compiled.errors.length > 0) options.onCompileErrors?.(compiled.errors);
  };
  report();

  const current = (now = false): Compiled => {
    if (!options.development) return compiled;
    if (!now && Date.now() - checkedAt < (options.recheckMs ?? RECHECK_MS)) return compiled;
    checkedAt = Date.now();
    if (signatureOf(listFiles(options.dir)) !== compiled.signature) {
      compiled = compileTheme(options.dir);
      report();
    }
    return compiled;
  };

  return {
    renderPage(template, context, renderOptions) {
      const theme = current();
      const page = theme.templates.get(template);
      const layout = theme.templates.get(LAYOUT_TEMPLATE) as Template;
      if (page === undefined) throw new Error(`The theme has no template ${template}.jsont`);
      const withPartials = { ...renderOptions, partials: theme.partials };
      const body = page.render(context, withPartials);
      const whole = layout.render({ ...context, mainContent: body.html }, withPartials);
      // Errors of the page's own template and of the layout carry no template name: give them theirs.
      const named = (errors: readonly TemplateError[], name: string) =>
        errors.map((error) =>
          error.partial === undefined ? { ...error, partial: `templates/${name}.jsont` } : error,
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
