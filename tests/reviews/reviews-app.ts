// The app the reviews suite drives: the orders store's routers, the owner route table, the reviews router and the site router, in app.ts's order.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createOrdersApiRouter } from '../../server/commerce/orders/order-routes.js';
import {
  OWNER_ORDERS_PATH,
  createOwnerOrdersRouter,
} from '../../server/commerce/orders/owner-order-routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { createReviewsRouter } from '../../server/reviews/routes.js';
import { createSiteRouter, resolveWebsite, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** The app over the order store (tests/commerce/orders-fixtures.ts); `reviewRateLimit` defaults to none. */
export function reviewsApp(
  db: Database,
  dataDir: string,
  reviewRateLimit: RequestHandler = passThrough,
): Express {
  const deps: AppDeps = { db, config: testConfig({ dataDir }), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(OWNER_ORDERS_PATH, createOwnerOrdersRouter(deps));
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit: passThrough }));
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use(createCartRouter(deps, { crumb }));
  app.use(createOrdersApiRouter(deps));
  app.use('/api', apiNotFound());
  app.use(createReviewsRouter(deps, { assetsDir, reviewRateLimit }));
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}
