// A page view rendered through a developer-platform theme: which of the theme's templates shows it, and Tessera's context under the platform's names.
import { withDevScript } from '../../dev/dev-pages.js';
import { platformErrorTexts } from '../../dev/theme-sources.js';
import type { Logger } from 'pino';
import type { RenderOptions } from '../../../engine/types.js';
import type { PageRequest, PageView } from '../../site/context/page-view.js';

export { mainTemplateFor };
import type { SiteReads } from '../../site/context/site-reads.js';
import type { AssetManifest } from '../../site/render/asset-manifest.js';
import { escapeHtml } from '../../site/render/escape.js';
import type { DesignSettings } from '../../../domain/owner-api/design-rules.js';
import { designLinks } from '../../site/design/design-stylesheet.js';
import { loadPlatformTheme, type PlatformTheme } from '../platform-theme.js';
import { bodiesOf, builtInBodies, type BuiltInBodies } from './built-in-bodies.js';
import { mainTemplateFor } from './main-template.js';
import { siteSettingsHeaders } from './platform-head.js';
import { sitePlatformData } from './platform-site-data.js';

/** The signed-in owner as the platform's `authenticatedAccount`. */
export interface PlatformAccount {
  id: string;
  displayName?: string;
  email?: string;
}

/** What rendering one page needs. */
export interface PlatformPageInput {
  view: PageView;
  /** The page's context as the built-in theme gets it (pageContext's). */
  context: Record<string, unknown>;
  request: PageRequest;
  reads: SiteReads;
  account?: PlatformAccount;
}

/** A site's platform theme, ready to render page views. */
export interface PlatformSite {
  theme: PlatformTheme;
  /**
   * Names this theme folder with its tweaks and the state of its files among the shared pages'
   * keys: its pages are rendered once and shared by visitors, and a saved file (in development)
   * changes the key, so the next view shows it.
   */
  readonly sharedKey: string;
  /** The theme template that shows `view` (see {@link mainTemplateFor}). */
  templateFor(view: PageView, context: Record<string, unknown>, request: PageRequest): string;
  /** The page's context in the platform's names, without the platform tags' values. */
  context(input: PlatformPageInput): Record<string, unknown>;
  /** The page's HTML; render errors are logged (with their file:line:column) and the rest is served. */
  render(input: PlatformPageInput): Promise<string>;
}

const LOGGED_ERRORS = 5;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function renderOptionsOf(context: Record<string, unknown>, now: Date): RenderOptions {
  const website = (context.website ?? {}) as Record<string, unknown>;
  return {
    locale: text(website.language, 'en-US'),
    timeZone: text(website.timeZone, 'America/New_York'),
    now: now.getTime(),
    flags: (context.featureFlags ?? {}) as Record<string, unknown>,
  };
}

/** Whether the layout's regions print a `<title>` of their own (else the headers carry one). */
function layoutHasTitle(theme: PlatformTheme, template: string, context: Record<string, unknown>): boolean {
  const folder = theme.folder();
  if (folder === undefined) return false;
  const layout = folder.conf.layouts[theme.layoutFor(template, context)];
  return (layout?.regions ?? []).some((region) =>
    /<title[\s>]/i.test(folder.regions.get(region)?.source ?? ''),
  );
}

/**
 * `{squarespace-headers}`: the title (when the layout has none), the description, canonical and
 * Open Graph tags, the site settings' tags (robots, feeds, sharing picture, icons, JSON-LD: see
 * platform-head.ts), the islands' stylesheet and the runtime's boot script the built-in layout links
 * (the theme's `/site.css` link is added after these by the theme).
 */
export function platformHeaders(
  context: Record<string, unknown>,
  manifest: AssetManifest,
  withTitle: boolean,
): string {
  const website = (context.website ?? {}) as Record<string, unknown>;
  const siteTitle = text(website.siteTitle, '');
  const pageTitle = text(context.pageTitle, '');
  const title = text(context.seoTitle, pageTitle === '' ? siteTitle : `${pageTitle} · ${siteTitle}`);
  const lines: string[] = [];
  if (withTitle) lines.push(`<title>${escapeHtml(title)}</title>`);
  const description = text(context.pageDescription, '');
  if (description !== '') lines.push(`<meta name="description" content="${escapeHtml(description)}">`);
  const canonical = text(context.canonicalUrl, '');
  if (canonical !== '') {
    lines.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    lines.push(`<meta property="og:url" content="${escapeHtml(canonical)}">`);
  }
  lines.push(`<meta property="og:site_name" content="${escapeHtml(siteTitle)}">`);
  lines.push(`<meta property="og:title" content="${escapeHtml(title)}">`);
  lines.push(...siteSettingsHeaders(context));
  lines.push(`<link rel="stylesheet" href="${escapeHtml(manifest.css)}">`);
  lines.push(`<script type="module" src="${escapeHtml(manifest.boot)}"></script>`);
  return lines.join('\n');
}

/**
 * Tessera's page context under the platform's names. Most already match (SPEC §3 follows the
 * platform: `website`, `websiteSettings`, `collection`, `items`, `item`, `pagination`); added:
 * `authenticatedAccount` (the signed-in owner, or null), `showCart` (Tessera's `showPillCart`),
 * `squarespace-headers`, `squarespace-footers`, `mainContent` for `collections/page.list`, and
 * `squarespace` {`main-content`, `page-id`, `page-classes`} (the ids and classes are completed by
 * the theme from the item or collection).
 */
export function platformContext(
  context: Record<string, unknown>,
  parts: {
    headers: string;
    footers: string;
    mainContent?: string;
    account?: PlatformAccount;
    pageId?: string;
  },
): Record<string, unknown> {
  const squarespace: Record<string, unknown> = {};
  if (parts.mainContent !== undefined) squarespace['main-content'] = parts.mainContent;
  if (parts.pageId !== undefined) squarespace['page-id'] = parts.pageId;
  return {
    ...context,
    authenticatedAccount:
      parts.account === undefined
        ? null
        : {
            id: parts.account.id,
            displayName: parts.account.displayName ?? '',
            ...(parts.account.email === undefined ? {} : { email: parts.account.email }),
          },
    showCart: context.showPillCart === true,
    'squarespace-headers': parts.headers,
    'squarespace-footers': parts.footers,
    ...(parts.mainContent === undefined ? {} : { mainContent: parts.mainContent }),
    squarespace,
  };
}

export interface PlatformSiteOptions {
  dir: string;
  development: boolean;
  manifest: AssetManifest;
  logger: Logger;
  /** The bodies shown for views the theme has no template for; default the built-in theme's. */
  bodies?: BuiltInBodies;
  /** The theme's own bodies are the fallback (the built-in theme itself): one compile, edits seen. */
  ownBodies?: boolean;
  /** How errors name the folder in the development overlay (`templates`, the THEME_DIR typed); default `dir`. */
  label?: string;
  /** The website's tweak values by LESS variable name (without `@`); the stylesheet's defaults otherwise. */
  tweaks?: Readonly<Record<string, string>>;
}

/** Loads the theme in `dir` (problems logged) and renders the site's page views through it. */
export function createPlatformSite(options: PlatformSiteOptions): PlatformSite {
  const { logger, manifest } = options;
  const theme = loadPlatformTheme({
    dir: options.dir,
    development: options.development,
    tweaks: options.tweaks,
    onCompileErrors: (errors) =>
      logger.warn(
        {
          errors: errors
            .slice(0, LOGGED_ERRORS)
            .map((error) => `${error.file}:${error.line}:${error.column} ${error.message}`),
        },
        `the theme in ${options.dir} has ${errors.length} problem(s)`,
      ),
  });
  const bodies = options.bodies ?? (options.ownBodies === true ? bodiesOf(theme) : builtInBodies());

  const pageUrlIdOf = (context: Record<string, unknown>, request: PageRequest): string | undefined => {
    const id = (context.page as { id?: unknown } | undefined)?.id;
    return typeof id === 'string' ? request.site.map.pageById(id)?.url_id : undefined;
  };

  const prepare = (input: PlatformPageInput) => {
    const { view, request } = input;
    const template = mainTemplateFor(theme, view, input.context, pageUrlIdOf(input.context, request));
    const renderOptions = renderOptionsOf(input.context, request.now);
    // The page's links: the theme's stylesheets, the runtime's, the fonts and the design's variables.
    const design = designLinks(input.context.siteDesign as DesignSettings | undefined, manifest.fonts);
    const builtInContext = {
      ...input.context,
      assets: {
        stylesheets: theme.stylesheets().map((sheet) => sheet.url),
        islandsCss: manifest.css,
        boot: manifest.boot,
        fonts: { sheets: design.fontSheets, preload: design.preload },
        design: design.stylesheet,
      },
    };
    const mainContent = theme.readsMainContent(template)
      ? bodies.render(view, builtInContext, renderOptions)
      : undefined;
    const headers = platformHeaders(input.context, manifest, !layoutHasTitle(theme, template, input.context));
    // A page of blocks is `page-URLID` (`page-home`), as a static page's template is.
    const pageUrlId = pageUrlIdOf(input.context, request);
    // `{squarespace-footers}`: the islands the built-in layout ends every page with (the pill cart…).
    const footers = bodies.block('page-islands.block', builtInContext, renderOptions);
    const context = platformContext(builtInContext, {
      headers,
      footers,
      mainContent,
      account: input.account,
      ...(pageUrlId === undefined ? {} : { pageId: `page-${pageUrlId}` }),
    });
    return { template, renderOptions, context, builtInContext };
  };

  return {
    theme,
    get sharedKey() {
      return `${options.dir}:${JSON.stringify(options.tweaks ?? {})}:${theme.signature()}`;
    },
    templateFor: (view, context, request) =>
      mainTemplateFor(theme, view, context, pageUrlIdOf(context, request)),
    context(input) {
      // As the page gets them: the theme's stylesheet follows the headers.
      const context = prepare(input).context;
      const sheet = theme.stylesheets()[0]?.url;
      const headers = String(context['squarespace-headers']);
      return sheet === undefined
        ? context
        : {
            ...context,
            'squarespace-headers': `${headers}\n<link rel="stylesheet" type="text/css" href="${escapeHtml(sheet)}">`,
          };
    },
    async render(input) {
      const { template, renderOptions, context, builtInContext } = prepare(input);
      const folder = theme.folder();
      const data = sitePlatformData({
        reads: input.reads,
        request: input.request,
        context: builtInContext,
        themeNavigations: folder?.conf.navigations.map((navigation) => navigation.name) ?? [],
        bodies,
        renderOptions,
      });
      const { html, errors } = await theme.render(template, context, data, renderOptions);
      if (errors.length > 0) {
        logger.warn(
          {
            template,
            errors: errors
              .slice(0, LOGGED_ERRORS)
              .map((error) => `${error.file}:${error.line}:${error.column} ${error.message}`),
            count: errors.length,
          },
          'theme errors while rendering a page',
        );
      }
      // In development (`tessera dev`) the page links the live-reload script, its errors for the overlay.
      return withDevScript(html, () => platformErrorTexts(errors, options.label ?? options.dir));
    },
  };
}

const sites = new Map<string, PlatformSite>();

/** One platform site per theme folder, mode and tweaks for the whole process (the router and the asset server share it). */
export function sharedPlatformSite(options: PlatformSiteOptions): PlatformSite {
  const key = JSON.stringify([
    options.development ? 'dev' : 'prod',
    options.dir,
    options.tweaks ?? {},
    options.label ?? '',
    options.ownBodies === true,
    options.manifest.boot,
  ]);
  let site = sites.get(key);
  if (site === undefined) {
    site = createPlatformSite(options);
    sites.set(key, site);
  }
  return site;
}
