// Error pages for visitors: a themed 404 or error page (page types 100 and 101) for HTML requests, never a stack trace.
import type { ErrorRequestHandler, Request } from 'express';
import type { AppDeps } from '../app-deps.js';
import { cartOwner } from '../commerce/cart/request-cart.js';
import { crumbFor } from '../http/crumb.js';
import { describeError } from '../http/error-handler.js';
import { accessFromCookies } from './access/access-cookies.js';
import { siteCacheFor } from './cache/site-caches.js';
import { pageContext } from './context/page-context.js';
import type { PageRequest, PageView } from './context/page-view.js';
import { loadSiteData } from './context/site-data.js';
import { siteReads } from './context/site-reads.js';
import { errorPage, notFoundPage, SYSTEM_TEXTS } from './context/system-pages.js';
import { readAssetManifest } from './render/asset-manifest.js';
import { barePage } from './render/bare-page.js';
import { defaultAssetsDir, defaultThemeDir } from './render/paths.js';
import { visitorReads } from './context/guarded-reads.js';
import { websiteTheme, type WebsiteTheme } from '../theme-platform/site/website-theme.js';
import { publicBaseUrl } from './website/public-base-url.js';
import { websiteRecordOf } from './website/request-website.js';

/** Options of {@link siteErrorHandler}: the same folders as the site router's. */
export interface SiteErrorHandlerOptions {
  themeDir?: string;
  assetsDir?: string;
}

function isApiRequest(req: Request): boolean {
  return req.path === '/api' || req.path.startsWith('/api/');
}

function safeCrumb(req: Request): string {
  try {
    return crumbFor(req);
  } catch (_notIssued) {
    return '';
  }
}

/**
 * Answers errors of page requests with the website's theme's not-found page (404) or error page (4xx with
 * the error's public message, 5xx with a generic one, logged with its stack), `no-store`. Errors
 * under `/api`, of requests that do not accept HTML, or after the response started go on to the
 * JSON error handler, which must be mounted after this one. When even the themed page cannot be
 * made (no website, the database is down), a plain page says the same.
 */
export function siteErrorHandler(deps: AppDeps, options: SiteErrorHandlerOptions = {}): ErrorRequestHandler {
  const themeDir = options.themeDir ?? defaultThemeDir();
  const assetsDir = options.assetsDir ?? defaultAssetsDir();
  const reads = siteReads(deps.db.knex, siteCacheFor(deps.db.knex));
  // Made on the first error page: the runtime's manifest is read then, as before.
  let themeOf: WebsiteTheme | undefined;
  return async function handleSiteError(error, req, res, next) {
    if (res.headersSent || isApiRequest(req) || req.accepts(['json', 'html']) !== 'html') {
      next(error);
      return;
    }
    const described = describeError(error);
    if (described.status >= 500)
      deps.logger.error({ err: error, url: req.originalUrl }, 'page request failed');
    const status = described.status;
    let html: string;
    let view: PageView | undefined;
    try {
      const website = websiteRecordOf(req);
      if (website === undefined) throw new Error('no website');
      const site = await loadSiteData(reads, website);
      view =
        status === 404
          ? notFoundPage(site.map)
          : errorPage(site.map, status, status < 500 ? described.message : undefined);
      const at = new Date();
      const request: PageRequest = {
        site,
        path: req.path,
        query: {},
        baseUrl: await publicBaseUrl(deps, website),
        crumb: safeCrumb(req),
        cartOwner: cartOwner(req),
        now: at,
        access: accessFromCookies(req, at.getTime()),
        isOwner: false,
      };
      // The website's theme (uploaded, THEME_DIR or built-in): its layout around the error's body.
      themeOf ??= websiteTheme(deps, readAssetManifest(assetsDir), themeDir);
      const theme = await themeOf(website);
      html = await theme.render({
        view,
        context: pageContext(request, view, undefined),
        request,
        reads: visitorReads(reads, request),
      });
    } catch (_cannotTheme) {
      const title = status === 404 ? SYSTEM_TEXTS.notFoundTitle : SYSTEM_TEXTS.errorTitle;
      const message =
        status === 404
          ? SYSTEM_TEXTS.notFoundMessage
          : status < 500
            ? described.message
            : SYSTEM_TEXTS.errorMessage;
      html = barePage(title, message);
    }
    res.status(status).set('Cache-Control', 'no-store').type('html').send(html);
  };
}
