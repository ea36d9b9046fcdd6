// The Express app factory: tests drive it without a port, `tessera serve` listens with it.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import { authenticate } from './accounts/authenticate.js';
import { createOwnerRouter } from './accounts/owner-router.js';
import { createSiteUserRouter } from './accounts/site-users/routes.js';
import type { AppDeps } from './app-deps.js';
import { CAPTCHA_CSP_SOURCES } from './captcha/csp.js';
import { createCaptchaRouter } from './captcha/routes.js';
import { createCartRouter } from './commerce/cart/routes.js';
import { createCheckoutRouter } from './commerce/checkout/routes.js';
import { COMMERCE_SETTINGS_PATH, createCommerceSettingsRouter } from './commerce/settings/routes.js';
import { createDownloadsRouter } from './commerce/downloads/download-routes.js';
import { createGiftCardRouter } from './commerce/gift-cards/gift-card-routes.js';
import { createOrdersApiRouter } from './commerce/orders/order-routes.js';
import { OWNER_ORDERS_PATH, createOwnerOrdersRouter } from './commerce/orders/owner-order-routes.js';
import { createInventoryRouter } from './commerce/inventory/routes.js';
import { createPreferencesRouter } from './commerce/preferences/routes.js';
import { createHeaderFooterRouter } from './header-footer/routes.js';
import { createMultilingualRouter } from './multilingual/routes.js';
import { createStoresRouter } from './commerce/stores/routes.js';
import { createNavigationRouter } from './owner/navigation/routes.js';
import { createEditorApiRouter } from './owner/owner-router.js';
import { createEditorAssetsRouter, createEditorPageRouter } from './owner/editor-app/routes.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { FILES_MOUNT_PATH } from './files/file-ref.js';
import { mountDevReload } from './dev/mount.js';
import { createOwnerFormsRouter } from './forms/owner-routes.js';
import { createFormsRouter } from './forms/routes.js';
import { createNewsletterRouter } from './newsletter/routes.js';
import { createCommentsRouter } from './comments/routes.js';
import { createPlacesRouter } from './places/routes.js';
import { digitalProductFiles } from './files/private-files.js';
import { createFilesRouter } from './files/routes.js';
import { closeConnectionsWhileDraining, isDraining } from './cluster/draining.js';
import { createHealthRouter } from './cluster/health-routes.js';
import { fileStorageFor } from './files/storage/configured-storage.js';
import type { FileStorage } from './files/storage/file-storage.js';
import { bodyLimits } from './http/body-limits.js';
import { compressResponses } from './http/compression.js';
import { crumbProtection } from './http/crumb.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { RATE_LIMIT_PRESETS, rateLimits } from './http/rate-limit.js';
import { securityHeaders } from './http/security-headers.js';
import { batchedRequestLines, createLogger, requestLogger } from './logger.js';
import { createRestockRouter } from './restock/routes.js';
import { createMemberRouter } from './members/routes.js';
import { createSsoRouter } from './sso/routes.js';
import { createLikesRouter } from './likes/routes.js';
import { createReviewsRouter } from './reviews/routes.js';
import { createDonationsRouter } from './donations/routes.js';
import { createPromoPopupRouter } from './promo-popup/routes.js';
import { createCensusRouter } from './tracking/census-routes.js';
import { createErrorsRouter } from './tracking/errors-routes.js';
import { recordServerErrors } from './tracking/errors-server.js';
import { PERFORMANCE_PATH, createPerformanceRouter } from './tracking/performance-routes.js';
import { UNSUBSCRIBE_PATH } from './mailing-lists/campaign-mail.js';
import { createUnsubscribeRouter } from './mailing-lists/unsubscribe-routes.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from './site/index.js';
import { setupGate } from './setup/setup-gate.js';
import { pageCacheFor } from './site/cache/site-caches.js';
import { FastPages } from './site/fast-path/fast-pages.js';
import { answerFromFastPathFirst } from './site/fast-path/fast-path.js';

export interface AppOptions {
  db: Database;
  config: Config;
  logger?: Logger;
  /** Where stored files are; default the store `config` names (server/files/storage/). */
  files?: FileStorage;
  /** A read replica's pool for visitors' cached site reads (AppDeps.readDb); default `db`. */
  readDb?: Knex;
  /** The built editor (default `dist/public/editor`; tests give one of their own). */
  editorDir?: string;
  /** The fast path's index of cached pages (server/site/fast-path/); default a new one, none under `tessera dev`. */
  fastPages?: FastPages;
}

/**
 * Builds the whole application around a database handle. The order matters: static files need no
 * website; everything after `resolveWebsite` knows it; `authenticate` and the crumb guard every
 * API and form below them; the site router answers every remaining GET, and its error handler
 * renders themed error pages before the JSON one answers the rest.
 */
export function createApp({
  db,
  config,
  logger = createLogger(config.logLevel),
  files,
  readDb,
  editorDir,
  fastPages = config.development === true ? undefined : new FastPages(pageCacheFor(db.knex)),
}: AppOptions): Express {
  const editor = editorDir === undefined ? {} : { dir: editorDir };
  const storage = files ?? fileStorageFor(config);
  const deps: AppDeps = { db, config, logger, files: storage, ...(readDb === undefined ? {} : { readDb }) };
  const app = express();
  app.disable('x-powered-by');
  // Anonymous GETs of cached pages are answered before the router (server/site/fast-path/);
  // not under `tessera dev`, whose pages change under it.
  if (fastPages !== undefined) {
    const log = config.logLevel === 'silent' ? undefined : batchedRequestLines(logger);
    const fastPath = {
      fastPages,
      draining: () => isDraining(db.knex),
      ...(log === undefined ? {} : { log }),
    };
    answerFromFastPathFirst(app, fastPath);
  }
  // Behind a load balancer (TRUST_PROXY): the visitor's address and scheme come from its headers.
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  // A draining server closes each connection after its answer (server/cluster/draining.ts).
  app.use(closeConnectionsWhileDraining(db.knex));
  if (config.logLevel !== 'silent') app.use(requestLogger(logger));
  app.use(compressResponses());
  app.use(securityHeaders({ production: config.production, extraSources: CAPTCHA_CSP_SOURCES }));

  // Load balancers' checks (server/cluster/): before the website, sessions and rate limits.
  app.use(createHealthRouter(deps));
  // `tessera dev`: live reload and the error overlay (server/dev/); never in production.
  if (config.development === true && !config.production) mountDevReload(app, deps);
  app.use(siteAssets(deps));
  app.use(createEditorAssetsRouter(editor));
  app.use(FILES_MOUNT_PATH, createFilesRouter({ storage, isPrivate: digitalProductFiles(db.knex) }));

  const crumb = crumbProtection({
    production: config.production,
    exemptPosts: [UNSUBSCRIBE_PATH, PERFORMANCE_PATH],
  });
  app.use(cookieParser());
  app.use(bodyLimits());
  // A new server without the demo: the setup address, the setup screen and "Coming soon" (server/setup/).
  const editorPage = createEditorPageRouter(editor);
  app.use(setupGate(deps, { crumb, editorPage }));
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(editorPage);
  // Visitor tracking, the browser's errors and Core Web Vitals (server/tracking/): posted by every
  // page view, so asked before the other API routers; each has its own per-address limit, so the
  // JSON API's general one is not counted for them as well.
  app.use(createCensusRouter(deps));
  app.use(createErrorsRouter(deps));
  app.use(createPerformanceRouter(deps));
  app.use('/api', rateLimits(deps, { ...RATE_LIMIT_PRESETS.api, limit: config.apiRateLimit, prefix: 'api' }));
  // The cart is what visitors call most; its paths are its own, so it is asked first.
  app.use(createCartRouter(deps, { crumb }));
  app.use(createStoresRouter(deps));
  app.use(createNavigationRouter(deps));
  app.use(createInventoryRouter(deps));
  app.use(createPreferencesRouter(deps));
  app.use(createHeaderFooterRouter(deps));
  app.use(createMultilingualRouter(deps));
  app.use(OWNER_ORDERS_PATH, createOwnerOrdersRouter(deps));
  app.use('/api/owner', createOwnerFormsRouter(deps));
  app.use(COMMERCE_SETTINGS_PATH, createCommerceSettingsRouter(deps));
  app.use('/api/owner', createOwnerRouter(deps));
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use(createRestockRouter(deps));
  app.use(createLikesRouter(deps));
  app.use('/api/site-users', createSiteUserRouter(deps));
  app.use(createOrdersApiRouter(deps));
  app.use(createGiftCardRouter(deps));
  app.use(createDownloadsRouter(deps));
  app.use(createFormsRouter(deps, { crumb }));
  app.use(createNewsletterRouter(deps, { crumb }));
  app.use(createPromoPopupRouter(deps));
  app.use(createCommentsRouter(deps));
  app.use(createPlacesRouter(deps));
  app.use(createCaptchaRouter(deps));
  app.use('/api', apiNotFound());
  app.use(createCheckoutRouter(deps, { crumb }));
  app.use(createUnsubscribeRouter(deps, { crumb }));
  app.use(createReviewsRouter(deps));
  app.use(createDonationsRouter(deps));
  app.use(createSsoRouter(deps, { crumb }));
  app.use(createMemberRouter(deps, { crumb }));
  app.use(createSiteRouter(deps, { crumb, ...(fastPages === undefined ? {} : { fastPages }) }));

  // 5xx errors, of pages and API alike, are counted into JS_ERROR_GROUPS before they are answered.
  app.use(recordServerErrors(deps));
  app.use(siteErrorHandler(deps));
  app.use(errorHandler(logger));
  return app;
}

export type { Config };
