// The real stack for the owner commerce suites (stores, inventory, preferences): middleware in app order, the site behind it.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { expect } from 'vitest';
import { authenticate } from '../../server/accounts/authenticate.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createInventoryRouter } from '../../server/commerce/inventory/routes.js';
import { createPreferencesRouter } from '../../server/commerce/preferences/routes.js';
import { createStoresRouter } from '../../server/commerce/stores/routes.js';
import { createNavigationRouter } from '../../server/owner/navigation/routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import { TestBrowser } from '../security/test-browser.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * `createApp`'s order without its rate limits and logging, with a fake runtime build: assets,
 * cookies, bodies, website, authenticate, crumb, the store/navigation/inventory/preferences routers, the
 * owner router, the cart, the API 404, the site and its error pages.
 */
export function ownerCommerceApp(db: Database): Express {
  const deps: AppDeps = { db, config: testConfig(), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(siteAssets(deps, { assetsDir }));
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(createStoresRouter(deps));
  app.use(createNavigationRouter(deps));
  app.use(createInventoryRouter(deps));
  app.use(createPreferencesRouter(deps));
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit: passThrough }));
  app.use(createCartRouter(deps, { crumb }));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}

const PASSWORD = 'correct horse battery';

/** A browser signed in as a new owner holding `role` on `websiteId` (admin by default). */
export async function signedInOwner(
  app: Express,
  knex: Knex,
  websiteId: string,
  role = 1,
): Promise<TestBrowser> {
  const email = `owner-${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const { id } = await createOwnerAccount(knex, { email, password: PASSWORD });
  await addMembership(knex, { websiteId, accountId: id, role });
  const browser = new TestBrowser(app);
  await browser.visit('/');
  const res = await browser.send('POST', '/api/owner/session', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return browser;
}

/** A visitor's page view: HTML, as a browser asks for it. */
export function visitorGet(app: Express, path: string): Promise<request.Response> {
  return request(app).get(path).set('Accept', 'text/html');
}

/** The hrefs of the main menu's links on a page (its wide version), in order. */
export function mainMenuLinks(html: string): string[] {
  const menu = /<nav class="site-nav site-nav--wide" aria-label="Main">([\s\S]*?)<\/nav>/.exec(html);
  expect(menu, 'the page has a main menu').not.toBeNull();
  return [...menu![1].matchAll(/<a class="nav-link" href="([^"]*)"/g)].map((match) => match[1]);
}
