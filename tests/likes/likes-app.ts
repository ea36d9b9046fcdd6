// The app the likes suite drives: the app's middleware in production order with the likes router and the site router, on a test database.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import { authenticate } from '../../server/accounts/authenticate.js';
import type { AppDeps } from '../../server/app-deps.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLikesRouter } from '../../server/likes/routes.js';
import { createLogger } from '../../server/logger.js';
import { createSiteRouter, resolveWebsite, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';

/**
 * cookie-parser, body limits, website resolution, authenticate, the crumb, the likes router (with
 * `likeRateLimit`, default the real one), the API's 404, the site router and the error handlers.
 */
export function likesApp(db: Database, likeRateLimit?: RequestHandler): Express {
  const deps: AppDeps = { db, config: testConfig(), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(createLikesRouter(deps, likeRateLimit === undefined ? {} : { likeRateLimit }));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}
