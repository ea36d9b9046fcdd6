// Rendering the checkout and order pages through the site's theme, as the site router renders its own pages.
import type { Request, Response } from 'express';
import type { AppDeps } from '../../app-deps.js';
import { crumbFor } from '../../http/crumb.js';
import { accessFromCookies } from '../../site/access/access-cookies.js';
import { siteCacheFor } from '../../site/cache/site-caches.js';
import { loadVisitorCart } from '../../site/context/cart-context.js';
import { pageContext } from '../../site/context/page-context.js';
import type { PageRequest, PageView } from '../../site/context/page-view.js';
import { loadSiteData } from '../../site/context/site-data.js';
import { siteReads } from '../../site/context/site-reads.js';
import { lockScreenPage, notFoundPage } from '../../site/context/system-pages.js';
import { readAssetManifest } from '../../site/render/asset-manifest.js';
import { setPageCacheHeaders } from '../../site/render/cache-headers.js';
import { defaultAssetsDir, defaultThemeDir } from '../../site/render/paths.js';
import { visitorReads } from '../../site/context/guarded-reads.js';
import { websiteTheme } from '../../theme-platform/site/website-theme.js';
import { activeLockPage } from '../../site/service.js';
import { publicBaseUrl } from '../../site/website/public-base-url.js';
import { websiteRecordOf } from '../../site/website/request-website.js';
import { cartOwner } from '../cart/request-cart.js';
import { siteUserOf } from '../../members/request-member.js';

/** Where the theme and the runtime build are (the site router's options). */
export interface PageRendererOptions {
  themeDir?: string;
  assetsDir?: string;
  now?: () => Date;
}

/** What a page route answers: a page, or a redirect (303) after a form post. */
export type PageOutcome = PageView | { redirect: string };

/** Builds the outcome for a request that may see the page; it runs only then. */
export type ViewBuilder = (request: PageRequest) => Promise<PageOutcome>;

/** Renders pages of the commerce routes inside the layout of the website's theme. */
export interface PageRenderer {
  /**
   * Sends the page `build` makes (or its redirect), or the lock screen while the site is locked
   * for this visitor, without running `build`. The page carries the visitor's pill cart and crumb;
   * it is never stored by a cache.
   */
  send(req: Request, res: Response, build: ViewBuilder): Promise<void>;
  /** Sends the site's not-found page (404). */
  sendNotFound(req: Request, res: Response): Promise<void>;
}

function returnPath(req: Request): string {
  return req.originalUrl.startsWith('/') ? req.originalUrl : '/';
}

/**
 * A renderer through the website's theme: THEME_DIR, else its uploaded theme, else the built-in
 * theme in `themeDir` (default `templates/`), with the runtime's manifest from
 * `assetsDir` (default `dist/public/assets`), read once here. Site data comes through the site
 * cache, the visitor's cart is read afresh for the pill.
 */
export function createPageRenderer(deps: AppDeps, options: PageRendererOptions = {}): PageRenderer {
  // The website's theme (uploaded, THEME_DIR or built-in), as the site router's pages have it.
  const themeOf = websiteTheme(
    deps,
    readAssetManifest(options.assetsDir ?? defaultAssetsDir()),
    options.themeDir ?? defaultThemeDir(),
  );
  const reads = siteReads(deps.db.knex, siteCacheFor(deps.db.knex));
  const now = options.now ?? (() => new Date());

  async function pageRequest(req: Request): Promise<PageRequest> {
    const website = websiteRecordOf(req);
    if (website === undefined)
      throw new Error('The commerce pages need resolveWebsite() mounted before them.');
    const at = now();
    return {
      site: await loadSiteData(reads, website),
      path: req.path,
      query: (req.query ?? {}) as Record<string, unknown>,
      baseUrl: await publicBaseUrl(deps, website),
      crumb: crumbFor(req),
      cartOwner: cartOwner(req),
      now: at,
      access: accessFromCookies(req, at.getTime()),
      isOwner: req.account?.role !== undefined,
      ...(await siteUserOf(deps.db.knex, req, website.id)),
    };
  }

  async function sendView(res: Response, request: PageRequest, view: PageView): Promise<void> {
    const cart = await loadVisitorCart(deps.db.knex, request.cartOwner);
    const theme = await themeOf(request.site.website);
    const html = await theme.render({
      view,
      context: pageContext(request, view, cart),
      request,
      reads: visitorReads(reads, request),
    });
    setPageCacheHeaders(res, 'no-store', true);
    res.status(view.status).type('html').send(html);
  }

  return {
    async send(req, res, build) {
      const request = await pageRequest(req);
      const lockPage = activeLockPage(request.site.map);
      if (lockPage !== undefined && !request.isOwner && !request.access.siteUnlocked(lockPage)) {
        await sendView(
          res,
          request,
          lockScreenPage(lockPage, request.site.website.site_title, returnPath(req)),
        );
        return;
      }
      const outcome = await build(request);
      if ('redirect' in outcome) res.redirect(303, outcome.redirect);
      else await sendView(res, request, outcome);
    },
    async sendNotFound(req, res) {
      const request = await pageRequest(req);
      await sendView(res, request, notFoundPage(request.site.map));
    },
  };
}
