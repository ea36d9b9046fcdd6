// The Express app factory: tests drive it without a port, `tessera serve` listens with it.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { authenticate } from './accounts/authenticate.js';
import { createOwnerRouter } from './accounts/owner-router.js';
import { createSiteUserRouter } from './accounts/site-users/routes.js';
import type { AppDeps } from './app-deps.js';
import { createCartRouter } from './commerce/cart/routes.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { FILES_MOUNT_PATH } from './files/file-ref.js';
import { createFilesRouter } from './files/routes.js';
import { bodyLimits } from './http/body-limits.js';
import { crumbProtection } from './http/crumb.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { RATE_LIMIT_PRESETS, rateLimits } from './http/rate-limit.js';
import { securityHeaders } from './http/security-headers.js';
import { createLogger } from './logger.js';
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
  if (config.logLevel !== 'silent') app.use(pinoHttp({ logger }));
  app.use(securityHeaders({ production: config.production }));

  app.get('/healthz', async (_req, res, next) => {
    try {
      await db.knex.raw('select 1');
      res.json({ status: 'ok', database: db.kind });
    } catch (error) {
      next(error);
    }
  });
  app.use(siteAssets(deps));
  app.use(FILES_MOUNT_PATH, createFilesRouter({ dataDir: config.dataDir }));

  const crumb = crumbProtection({ production: config.production });
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use('/api', rateLimits(deps, { ...RATE_LIMIT_PRESETS.api, prefix: 'api' }));
  app.use('/api/owner', createOwnerRouter(deps));
  app.use('/api/site-users', createSiteUserRouter(deps));
  app.use(createCartRouter(deps, { crumb }));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb }));

  app.use(siteErrorHandler(deps));
  app.use(errorHandler(logger));
  return app;
}

export type { Config };
