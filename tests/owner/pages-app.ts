// The real stack for the owner pages and menu suites: createApp's middleware order with the owner route table, the site behind it.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { expect } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createStoresRouter } from '../../server/commerce/stores/routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { securityHeaders } from '../../server/http/security-headers.js';
import { createLogger } from '../../server/logger.js';
import { createNavigationRouter } from '../../server/owner/navigation/routes.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * `createApp`'s order without rate limits and logging, with a fake runtime build: security headers,
 * assets, cookies, bodies, website, authenticate, crumb, the store and SPEC §7 menu routers, the
 * owner routers (sessions, then the route table), the cart, the API 404, the site and its error pages.
 */
export function ownerPagesApp(db: Database): Express {
  const deps: AppDeps = { db, config: testConfig(), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(securityHeaders());
  app.use(siteAssets(deps, { assetsDir }));
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(createStoresRouter(deps));
  app.use(createNavigationRouter(deps));
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit: passThrough }));
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use(createCartRouter(deps, { crumb }));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}

/** A request carrying an API key with `scopes`, made for the website. */
export async function keyedRequest(
  app: Express,
  knex: Knex,
  websiteId: string,
  scopes: string[],
): Promise<(method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string) => request.Test> {
  const { key } = await createApiKey(knex, {
    websiteId,
    name: `key ${scopes.join(' ')}`,
    scopes: scopes as never,
    createdByAccountId: null,
  });
  return (method, path) => request(app)[method](path).set('Authorization', `Bearer ${key}`);
}

/** The OWNER_CHANGES rows about one thing, oldest first. */
export function changesOf(knex: Knex, entityId: string): Promise<Record<string, unknown>[]> {
  return knex(TABLES.ownerChanges).where({ entity_id: entityId }).orderBy('created_at').select();
}

/** The main menu of a page as nested `{ href, children }`, read from the wide menu's markup. */
export function mainMenuTree(html: string): { href: string; children: string[] }[] {
  const menu = /<nav class="site-nav site-nav--wide" aria-label="Main">([\s\S]*?)<\/nav>/.exec(html);
  expect(menu, 'the page has a main menu').not.toBeNull();
  const top = /<ul class="site-nav__list">([\s\S]*)<\/ul>/.exec(menu![1])![1];
  const entries: { href: string; children: string[] }[] = [];
  let depth = 0;
  for (const token of top.matchAll(/<(\/?)ul\b|<a class="nav-link" href="([^"]*)"/g)) {
    if (token[2] !== undefined) {
      if (depth === 0) entries.push({ href: token[2], children: [] });
      else entries.at(-1)!.children.push(token[2]);
    } else depth += token[1] === '/' ? -1 : 1;
  }
  return entries;
}
