// The site router: every page of a website (GET), and the password forms of the lock screen and protected pages.
import cookieParser from 'cookie-parser';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, verifyPassword } from '../accounts/passwords.js';
import type { AppDeps } from '../app-deps.js';
import { cartOwner } from '../commerce/cart/request-cart.js';
import type { ShoppingCart } from '../commerce/cart/shopping-cart.js';
import { localPath } from '../commerce/cart/return-path.js';
import { sendAsIs } from '../http/compression.js';
import { crumbFor, crumbIssued } from '../http/crumb.js';
import { rateLimits } from '../http/rate-limit.js';
import { accessFromCookies, grantAccess } from './access/access-cookies.js';
import { siteCacheFor } from './cache/site-caches.js';
import { DEFAULT_DESIGN } from '../../domain/owner-api/design-rules.js';
import { pathLanguage } from '../../domain/site-languages.js';
import { DESIGN_STYLESHEET_PREFIX } from './design/design-stylesheet.js';
import { designStylesheetRoute } from './design/design-stylesheet-route.js';
import { loadVisitorCart } from './context/cart-context.js';
import { pageContext } from './context/page-context.js';
import type { PageRequest, PageView } from './context/page-view.js';
import { loadSiteData, type SiteData } from './context/site-data.js';
import { visitorReads } from './context/guarded-reads.js';
import { type SiteReads, type UnguardedReads } from './context/site-reads.js';
import { ownerReads } from './context/owner-reads.js';
import { previewRequestOf } from '../../domain/preview-links.js';
import { lockScreenPage, passwordPage, SYSTEM_TEXTS, UNLOCK_PATH } from './context/system-pages.js';
import { readAssetManifest } from './render/asset-manifest.js';
import { setPageCacheHeaders } from './render/cache-headers.js';
import { defaultAssetsDir, defaultThemeDir } from './render/paths.js';
import {
  carriesCrumb,
  sharedPageResponse,
  type SharedOutcome,
  type SharedPage,
} from './render/shared-page.js';
import { anonymousRequest } from './fast-path/anonymous-request.js';
import { FastPages, recordHeaders, variantKey } from './fast-path/fast-pages.js';
import { activeLockPage, guardPage, isSharedPage, pageOutcome } from './service.js';
import { createSharedPages, type SharedLook } from './shared-pages.js';
import { replicaOf, replicaSiteReads } from './replica/replica-site-reads.js';
import { publicBaseUrl } from './website/public-base-url.js';
import { jsonFormatOf } from '../theme-platform/site/site-platform.js';
import { websiteTheme } from '../theme-platform/site/website-theme.js';
import type { PlatformSite } from '../theme-platform/site/platform-page.js';
import { websiteRecordOf } from './website/request-website.js';
import { siteUserOf } from '../members/request-member.js';
import { filesOf } from '../files/storage/configured-storage.js';
import { memberPageOf } from '../members/member-guard.js';
import { pageCacheFor } from './cache/site-caches.js';
import { collectionKind } from './context/site-map.js';
import { blogFeed } from './feeds/blog-feed.js';
import { FEED_FORMATS, feedFormatOf, type FeedFormat } from './feeds/feed-links.js';
import { siteIconRoutes } from './icons/icon-routes.js';
import { resolveRoute } from './routing/resolve-route.js';
import { markNoIndex, siteHiddenFromSearch } from './search-engines/indexing.js';
import { searchEngineRoutes } from './search-engines/routes.js';
import { urlRedirects } from './url-mappings/url-redirects.js';

/** Options of {@link createSiteRouter}. */
export interface SiteRouterOptions {
  /** The crumb middleware (`crumbProtection()`); run for pages when the app has not run it yet. */
  crumb: RequestHandler;
  /** The theme folder; default `templates/`. */
  themeDir?: string;
  /** The built runtime; default `dist/public/assets` (its manifest.json must exist). */
  assetsDir?: string;
  /** The clock; default the system's. */
  now?: () => Date;
  /** Addresses per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests give fewer). */
  sitemapUrlLimit?: number;
  /** Where shared pages sent to anonymous visitors are recorded for the fast path (fast-path/). */
  fastPages?: FastPages;
}

const unlockForm = z.object({
  password: z.string().max(MAX_PASSWORD_LENGTH).default(''),
  target: z.string().min(1).max(100),
  returnTo: z.string().optional(),
});

/** Runs the crumb middleware unless it already ran for this request. */
function ensureCrumb(crumb: RequestHandler): RequestHandler {
  return function ensureCrumbMiddleware(req, res, next) {
    try {
      crumbFor(req);
      next();
    } catch (_notYet) {
      crumb(req, res, next);
    }
  };
}

function requestWebsite(req: Request) {
  const website = websiteRecordOf(req);
  if (website === undefined) throw new Error('The site router needs resolveWebsite() mounted before it.');
  return website;
}

/** A signed-in member of the website: passes the lock screen and page passwords, and sees its writes at once. */
function isOwner(req: Request): boolean {
  return req.account?.role !== undefined;
}

function queryOf(req: Request): Record<string, unknown> {
  return (req.query ?? {}) as Record<string, unknown>;
}

/**
 * The site router, mounted last among the app's routers (it answers every GET path):
 * `app.use(createSiteRouter(deps, { crumb: crumbProtection() }))`, after `resolveWebsite(deps)`,
 * the session middleware (so owners pass the lock screen) and the cart router. GET and HEAD of any
 * path render the page its route names (see routing/resolve-route.ts); `POST /unlock` checks a
 * lock-screen or page password (rate-limited: 10 wrong tries per 15 minutes per address).
 * Reads the theme and the runtime's manifest when created: a missing build throws here.
 * Visitors' pages read site data through the site cache (see cache/site-caches.ts), and a page
 * that is the same for every visitor without a cart is rendered once per address (shared-pages.ts)
 * and sent with the visitor's own crumb. The website's owners and members read the database
 * directly, so they see their own changes even when a write path forgot to invalidate. The
 * visitor's cart is always read afresh.
 */
export function createSiteRouter(deps: AppDeps, options: SiteRouterOptions): Router {
  const manifest = readAssetManifest(options.assetsDir ?? defaultAssetsDir());
  const now = options.now ?? (() => new Date());
  const { db } = deps;
  // Visitors' cached reads may come from a read replica (DATABASE_READ_URL, see replica/); the cache stays the primary's.
  const replica = replicaOf(deps);
  const cachedReads = replicaSiteReads({ primary: db.knex, cache: siteCacheFor(db.knex), ...replica });
  const memberReads = ownerReads(db.knex, undefined);
  // An owner's preview of a draft or revision (`?draft=1`, `?revision=ID`): visitors' are ignored.
  const dataFor = (req: Request): UnguardedReads => {
    if (!isOwner(req)) return cachedReads;
    const preview = previewRequestOf(queryOf(req));
    return preview === undefined ? memberReads : ownerReads(db.knex, preview);
  };
  // Every page's item reads go through the visitor's guard (context/guarded-reads.ts).
  const readsFor = (req: Request, request: PageRequest): SiteReads => visitorReads(dataFor(req), request);
  const sharedPages = createSharedPages(db.knex, replica);
  // THEME_DIR, else the website's uploaded theme, else the built-in theme: every page renders through one platform site.
  // The built-in theme is a developer-platform theme folder rendered as any other (theme-platform/site/).
  const platformFor = websiteTheme(deps, manifest, options.themeDir ?? defaultThemeDir());

  async function pageRequest(req: Request, site: SiteData, at: Date): Promise<PageRequest> {
    // `/fr/about` is the About page in French when French is one of the site's languages.
    const { language, path } = pathLanguage(req.path, site.languages ?? []);
    return {
      site,
      path,
      ...(language === undefined ? {} : { language }),
      query: queryOf(req),
      baseUrl: await publicBaseUrl(deps, site.website),
      crumb: crumbFor(req),
      cartOwner: cartOwner(req),
      now: at,
      access: accessFromCookies(req, at.getTime()),
      isOwner: isOwner(req),
      ...(await siteUserOf(db.knex, req, site.website.id)),
    };
  }

  /** A page's cache policy: an owner's preview of a draft or revision is kept by no cache at all. */
  const cachePolicy = (request: PageRequest, view: PageView) =>
    request.isOwner && previewRequestOf(request.query) !== undefined ? 'no-store' : view.cache;

  /** The page through the website's theme: rendered per request (its tags read the site's data). */
  async function sendPage(
    platform: PlatformSite,
    req: Request,
    res: Response,
    request: PageRequest,
    view: PageView,
    cart?: ShoppingCart,
  ) {
    const context = pageContext(request, view, cart);
    const html = await platform.render({
      view,
      context,
      request,
      reads: readsFor(req, request),
      account: isOwner(req) ? req.account : undefined,
    });
    markNoIndex(res, context.noIndex === true);
    // The theme may print the signed-in owner (authenticatedAccount): their pages are never shared.
    setPageCacheHeaders(
      res,
      cachePolicy(request, view),
      cart !== undefined || isOwner(req) || html.includes(request.crumb),
    );
    res.status(view.status).type('html').send(html);
  }

  /** The theme's pages as shared pages, told apart by its key (see PlatformSite.sharedKey). */
  function sharedLook(platform: PlatformSite): SharedLook {
    return {
      key: platform.sharedKey,
      render: (view, context, request, reads) => platform.render({ view, context, request, reads }),
    };
  }

  /** `?format=json|json-pretty`: the page's context in the platform's names, as the theme gets it. */
  function sendContext(
    platform: PlatformSite,
    req: Request,
    res: Response,
    request: PageRequest,
    view: PageView,
    pretty: boolean,
    cart?: ShoppingCart,
  ) {
    const context = pageContext(request, view, cart);
    const answer = platform.context({
      view,
      context,
      request,
      reads: readsFor(req, request),
      account: isOwner(req) ? req.account : undefined,
    });
    res.set('Cache-Control', 'no-store');
    res
      .status(view.status)
      .type('json')
      .send(pretty ? JSON.stringify(answer, null, 2) : JSON.stringify(answer));
  }

  /** Where `held` (the page cache's promise of the page) came from, for the fast path. */
  interface SharedSource {
    cacheKey: string;
    held: Promise<SharedOutcome>;
  }

  function sendShared(
    req: Request,
    res: Response,
    request: PageRequest,
    page: SharedPage,
    source: SharedSource,
  ) {
    markNoIndex(res, page.noIndex);
    setPageCacheHeaders(res, page.cache, carriesCrumb(page));
    // Made once when the page was cached (render/page-encodings.ts): nothing is compressed or hashed here.
    const sent = sharedPageResponse(page, request.crumb, req.headers['accept-encoding']);
    res.set('ETag', sent.etag);
    res.status(page.status).type('html');
    res.vary('Accept-Encoding');
    sendAsIs(res);
    if (sent.encoding !== undefined) res.set('Content-Encoding', sent.encoding);
    recordForFastPath(req, res, request, page, source, sent);
    res.send(sent.body);
  }

  /**
   * Records the headers of a shared page answered to an anonymous visitor, once it is sent, so the
   * fast path (fast-path/) can answer the next such request for this host and address alike.
   */
  function recordForFastPath(
    req: Request,
    res: Response,
    request: PageRequest,
    page: SharedPage,
    source: SharedSource,
    sent: { encoding: string | undefined; etag: string },
  ) {
    const fastPages = options.fastPages;
    const anonymous = fastPages === undefined ? undefined : anonymousRequest(req);
    if (fastPages === undefined || anonymous === undefined || req.originalUrl !== req.url) return;
    const issued = crumbIssued(req);
    if (issued !== (anonymous.crumb === undefined)) return;
    const key = FastPages.keyOf(req.headers.host, req.originalUrl);
    const websiteId = request.site.website.id;
    res.once('finish', () => {
      const notModified = res.statusCode === 304;
      if (!notModified && res.statusCode !== page.status) return;
      const headers = recordHeaders(res, request.crumb, sent.etag);
      if (headers === undefined) return;
      const encoding = sent.encoding === 'br' || sent.encoding === 'gzip' ? sent.encoding : undefined;
      fastPages.remember(
        key,
        { websiteId, page, ...source },
        variantKey(issued, encoding, notModified),
        headers,
      );
    });
  }

  /**
   * A blog's feed (`BLOG_URL?format=rss|atom`), built once per website, address and format like a
   * shared page; undefined when the address is no blog visitors may read (then the page answers:
   * the lock screen, a password form, a members-only page).
   */
  async function feedOf(
    request: PageRequest,
    reads: SiteReads,
    format: FeedFormat,
  ): Promise<string | undefined> {
    const { map, website } = request.site;
    if (request.language !== undefined || activeLockPage(map) !== undefined) return undefined;
    const route = resolveRoute(request.path, map);
    if (route.kind !== 'collection' || route.categorySlug !== undefined) return undefined;
    if (collectionKind(route.collection) !== 'blog') return undefined;
    if (guardPage(route, map) !== undefined || memberPageOf(route, map) !== undefined) return undefined;
    const built = await pageCacheFor(db.knex).read(
      website.id,
      JSON.stringify(['feed', request.baseUrl, route.collection.id, format]),
      async () => {
        const xml = await blogFeed(db.knex, reads, request, route.collection, format);
        return { xml, bytes: xml.length };
      },
    );
    return built.xml;
  }

  const router = Router();
  router.use(cookieParser());
  // The owner's URL mappings come before anything the site answers (Settings > URL mappings).
  router.use(urlRedirects(db.knex));
  // /favicon.ico and the icons made from the favicon, /robots.txt and the sitemap: before the pages.
  router.use(siteIconRoutes({ storage: filesOf(deps), reads: dataFor }));
  router.use(searchEngineRoutes({ deps, reads: dataFor, urlLimit: options.sitemapUrlLimit }));

  router.post(
    UNLOCK_PATH,
    express.urlencoded({ extended: false, limit: '8kb' }),
    options.crumb,
    rateLimits(deps, {
      windowMs: 15 * 60_000,
      limit: 10,
      prefix: 'page-password',
      skipSuccessfulRequests: true,
    }),
    async (req, res) => {
      const at = now();
      const site = await loadSiteData(dataFor(req), requestWebsite(req));
      const form = unlockForm.safeParse(req.body ?? {});
      const returnTo = (form.success ? localPath(form.data.returnTo) : undefined) ?? '/';
      const target = form.success ? form.data.target : '';
      const page = target === 'site' ? activeLockPage(site.map) : site.map.pageById(target);
      if (page === undefined || !page.password_protected || page.password_hash === null) {
        res.redirect(303, returnTo);
        return;
      }
      if (form.success && (await verifyPassword(page.password_hash, form.data.password))) {
        grantAccess(req, res, target, page, at.getTime());
        res.redirect(303, returnTo);
        return;
      }
      const request = await pageRequest(req, site, at);
      const platform = await platformFor(site.website);
      const view =
        target === 'site'
          ? lockScreenPage(page, site.website.site_title, returnTo, SYSTEM_TEXTS.wrongPassword)
          : passwordPage(page, returnTo, SYSTEM_TEXTS.wrongPassword);
      await sendPage(platform, req, res, request, view);
    },
  );

  router.get(
    `${DESIGN_STYLESHEET_PREFIX}:file`,
    designStylesheetRoute(
      async (req) => (await dataFor(req).siteParts(requestWebsite(req).id)).design ?? DEFAULT_DESIGN,
      manifest.fonts,
    ),
  );

  router.get('/{*path}', ensureCrumb(options.crumb), async (req, res) => {
    const at = now();
    const site = await loadSiteData(dataFor(req), requestWebsite(req));
    const request = await pageRequest(req, site, at);
    const reads = readsFor(req, request);
    const feed = feedFormatOf(request.query);
    const feedXml = feed === undefined ? undefined : await feedOf(request, reads, feed);
    if (feed !== undefined && feedXml !== undefined) {
      // Feed readers are not search engines: a hidden site still has its feeds, marked noindex.
      markNoIndex(res, siteHiddenFromSearch(site.settings));
      setPageCacheHeaders(res, 'public', false);
      res.type(FEED_FORMATS[feed].type).send(feedXml);
      return;
    }
    const cart = await loadVisitorCart(db.knex, request.cartOwner);
    const format = jsonFormatOf(request.query, isOwner(req) || deps.config.development === true);
    const platform = await platformFor(site.website);
    const look = sharedLook(platform);
    const shared = format === undefined && isSharedPage(request, cart);
    const cacheKey = sharedPages.keyOf(req.originalUrl, request, look);
    const held = shared ? sharedPages.outcome(req.originalUrl, request, look) : undefined;
    const outcome = held !== undefined ? await held : await pageOutcome(db.knex, reads, request, cart);
    if ('redirect' in outcome) {
      const query = req.originalUrl.indexOf('?');
      res.redirect(301, query < 0 ? outcome.redirect : `${outcome.redirect}${req.originalUrl.slice(query)}`);
      return;
    }
    // Only shared pages come as a page (so `held` is there).
    if ('page' in outcome)
      sendShared(req, res, request, outcome.page, { cacheKey, held: held ?? Promise.resolve(outcome) });
    else if (format !== undefined)
      sendContext(platform, req, res, request, outcome.view, format === 'json-pretty', cart);
    else await sendPage(platform, req, res, request, outcome.view, cart);
  });
  return router;
}
