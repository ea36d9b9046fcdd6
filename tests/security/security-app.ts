// A small app with the security middleware in production order, for the security suites.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { AppDeps } from '../../server/app-deps.js';
import { testConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import { createSiteUserRouter } from '../../server/accounts/site-users/routes.js';
import { createInventoryRouter } from '../../server/commerce/inventory/routes.js';
import {
  COMMERCE_SETTINGS_PATH,
  createCommerceSettingsRouter,
} from '../../server/commerce/settings/routes.js';
import {
  OWNER_ORDERS_PATH,
  createOwnerOrdersRouter,
} from '../../server/commerce/orders/owner-order-routes.js';
import { createPreferencesRouter } from '../../server/commerce/preferences/routes.js';
import { createStoresRouter } from '../../server/commerce/stores/routes.js';
import { createOwnerFormsRouter } from '../../server/forms/owner-routes.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { requireOwner } from '../../server/http/auth.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbFor, crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { securityHeaders } from '../../server/http/security-headers.js';
import { createLogger } from '../../server/logger.js';
import { createHeaderFooterRouter } from '../../server/header-footer/routes.js';
import { createMultilingualRouter } from '../../server/multilingual/routes.js';

/** Stored a website row and returns it as `req.website` shows it. */
export async function createWebsite(db: Database, title: string): Promise<RequestWebsite> {
  const [row] = await db.knex(TABLES.websites).insert({ site_title: title }).returning(['id']);
  return { id: row.id, title, timeZone: 'America/New_York', currency: 'USD' };
}

/** Options of {@link createSecurityApp}. */
export interface SecurityAppOptions {
  config?: Partial<Config>;
  /** The login limiter; default none, so suites can sign in as often as they like. */
  loginRateLimit?: RequestHandler;
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * cookie-parser, bodyLimits, securityHeaders, a website stand-in (`X-Test-Website` picks one of
 * `websites` by title, default the first), authenticate, crumbProtection, the owner and site-user
 * routers, and two stand-in routes: `GET /page` (a rendered page: `{ crumb }`) and
 * `POST /api/owner/test-write` (needs a member role or the `products:write` scope), and the editor's
 * owner route table (server/owner/owner-router.ts).
 */
export function createSecurityApp(
  db: Database,
  websites: readonly RequestWebsite[],
  { config = {}, loginRateLimit = passThrough }: SecurityAppOptions = {},
): { app: Express; deps: AppDeps } {
  const logger = createLogger('silent');
  const deps: AppDeps = { db, config: testConfig(config), logger };
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(securityHeaders({ production: deps.config.production }));
  app.use((req, _res, next) => {
    const wanted = req.get('X-Test-Website');
    req.website = wanted === undefined ? websites[0] : websites.find((site) => site.title === wanted);
    next();
  });
  app.use(authenticate(deps));
  app.use(crumbProtection({ production: deps.config.production }));
  app.get('/page', (req, res) => void res.json({ crumb: crumbFor(req) }));
  app.post('/api/owner/test-write', requireOwner({ scope: 'products:write' }), (_req, res) => {
    res.json({ written: true });
  });
  app.use(createStoresRouter(deps));
  app.use(createInventoryRouter(deps));
  app.use(createPreferencesRouter(deps));
  app.use(COMMERCE_SETTINGS_PATH, createCommerceSettingsRouter(deps));
  app.use(createHeaderFooterRouter(deps));
  app.use(createMultilingualRouter(deps));
  app.use(OWNER_ORDERS_PATH, createOwnerOrdersRouter(deps));
  app.use('/api/owner', createOwnerFormsRouter(deps));
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit }));
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use('/api/site-users', createSiteUserRouter(deps, { loginRateLimit, signUpRateLimit: passThrough }));
  app.use('/api', apiNotFound());
  app.use(errorHandler(logger));
  return { app, deps };
}
