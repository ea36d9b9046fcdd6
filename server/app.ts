// The Express app factory: tests drive it without a port, `tessera serve` listens with it.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
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
import { createPlacesRouter } from './places/routes.js';
import { digitalProductFiles } from './files/private-files.js';
import { createFilesRouter } from './files/routes.js';
import { bodyLimits } from './http/body-limits.js';
import { compressResponses } from './http/compression.js';
import { crumbProtection } from './http/crumb.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { RATE_LIMIT_PRESETS, rateLimits } from './http/rate-limit.js';
import { securityHeaders } from './http/security-headers.js';
import { createLogger, requestLogger } from './logger.js';
import { createRestockRouter } from './restock/routes.js';
import { createCensusRouter } from './tracking/census-routes.js';
import { createErrorsRouter } from './tracking/errors-routes.js';
import { recordServerErrors } from './tracking/errors-server.js';
import { PERFORMANCE_PATH, createPerformanceRouter } from './tracking/performance-routes.js';
import { UNSUBSCRIBE_PATH } from './mailing-lists/campaign-mail.js';
import { createUnsubscribeRouter } from './mailing-lists/unsubscribe-routes.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from './site/index.js';

export interface AppOptions {
  db: Database;
  config: Config;
  logger?: Logger;
}

/**
 * Builds the whole application around a database handle. The order matters: static files need no
 * website; everything after `resolveWebsite` knows it; `authenticate` and the crumb guard every
 * API and form below them; the site router answers every remaining GET, and its error handler
 * renders themed error pages before the JSON one answers the rest.
 */
export function createApp({ db, config, logger = createLogger(config.logLevel) }: AppOptions): Express {
  const deps: AppDeps = { db, config, logger };
  const app = express();
  app.disable('x-powered-by');
  if (config.logLevel !== 'silent') app.use(requestLogger(logger));
  app.use(compressResponses());
  app.use(securityHeaders({ production: config.production, extraSources: CAPTCHA_CSP_SOURCES }));

  app.get('/healthz', async (_req, res, next) => {
    try {
      await db.knex.raw('select 1');
      res.json({ status: 'ok', database: db.kind });
    } catch (error) {
      next(error);
    }
  });
  // `tessera dev`: live reload and the error overlay (server/dev/); never in production.
  if (config.development === true && !config.production) mountDevReload(app, deps);
  app.use(siteAssets(deps));
  app.use(createEditorAssetsRouter());
  app.use(
    FILES_MOUNT_PATH,
    createFilesRouter({ dataDir: config.dataDir, isPrivate: digitalProductFiles(db.knex) }),
  );

  const crumb = crumbProtection({
    production: config.production,
    exemptPosts: [UNSUBSCRIBE_PATH, PERFORMANCE_PATH],
  });
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(createEditorPageRouter());
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
  app.use('/api/site-users', createSiteUserRouter(deps));
  app.use(createOrdersApiRouter(deps));
  app.use(createGiftCardRouter(deps));
  app.use(createDownloadsRouter(deps));
  app.use(createFormsRouter(deps, { crumb }));
  app.use(createNewsletterRouter(deps, { crumb }));
  app.use(createPlacesRouter(deps));
  app.use(createCaptchaRouter(deps));
  app.use(createCensusRouter(deps));
  // The browser's errors and Core Web Vitals (server/tracking/).
  app.use(createErrorsRouter(deps));
  app.use(createPerformanceRouter(deps));
  app.use('/api', apiNotFound());
  app.use(createCheckoutRouter(deps, { crumb }));
  app.use(createUnsubscribeRouter(deps, { crumb }));
  app.use(createSiteRouter(deps, { crumb }));

  // 5xx errors, of pages and API alike, are counted into JS_ERROR_GROUPS before they are answered.
  app.use(recordServerErrors(deps));
  app.use(siteErrorHandler(deps));
  app.use(errorHandler(logger));
  return app;
}

export type { Config };
