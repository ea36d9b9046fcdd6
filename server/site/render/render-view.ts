// Renders a page view: the theme's template inside the layout, with the asset links, in the website's locale and zone.
import type { Logger } from 'pino';
import { withDevScript } from '../../dev/dev-pages.js';
import { builtInErrorTexts } from '../../dev/theme-sources.js';
import type { DesignSettings } from '../../../domain/owner-api/design-rules.js';
import type { PageView } from '../context/page-view.js';
import { designLinks } from '../design/design-stylesheet.js';
import type { AssetManifest } from './asset-manifest.js';
import { themeTemplateFile, type Theme } from './theme.js';

/** Renders page views to HTML. */
export type ViewRenderer = (view: PageView, context: Record<string, unknown>, now: Date) => string;

/** How many of a render's template errors are logged. */
const LOGGED_ERRORS = 5;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/**
 * A renderer for `theme`. Each page gets `assets` in its context: `stylesheets` (the theme's),
 * `islandsCss` and `boot` (from the runtime's manifest; every page has the pill island, and the
 * add-to-cart forms' behaviour comes from the same script), `fonts` (`sheets`, `preload`: only the
 * families the site's published design uses, when the fonts were built) and `design` (the URL of its
 * theme variables' stylesheet). Template errors never break a page: they are logged with their position
 * and the rest of the page is served.
 */
export function createViewRenderer(theme: Theme, manifest: AssetManifest, logger: Logger): ViewRenderer {
  return function renderView(view, context, now) {
    const website = (context.website ?? {}) as Record<string, unknown>;
    const flags = (context.featureFlags ?? {}) as Record<string, unknown>;
    const design = designLinks(context.siteDesign as DesignSettings | undefined, manifest.fonts);
    const assets = {
      stylesheets: theme.stylesheets().map((sheet) => sheet.url),
      islandsCss: manifest.css,
      boot: manifest.boot,
      fonts: { sheets: design.fontSheets, preload: design.preload },
      design: design.stylesheet,
    };
    const { html, errors } = theme.renderPage(
      view.template,
      { ...context, assets },
      {
        locale: text(website.language, 'en-US'),
        timeZone: text(website.timeZone, 'America/New_York'),
        now: now.getTime(),
        flags,
      },
    );
    if (errors.length > 0) {
      logger.warn(
        {
          template: view.template,
          errors: errors
            .slice(0, LOGGED_ERRORS)
            .map((error) => `${error.partial ?? ''}:${error.line}:${error.column} ${error.message}`),
          count: errors.length,
        },
        'template errors while rendering a page',
      );
    }
    // In development (`tessera dev`) the page links the live-reload script, its errors for the overlay.
    return withDevScript(html, () => builtInErrorTexts(errors, themeTemplateFile(view.template)));
  };
}
