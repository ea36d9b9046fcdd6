// The stack the content and tag suites drive: the owner commerce app's middleware plus the editor's owner route table, a signed-in owner, and the fixture's collections.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/**
 * `createApp`'s order without rate limits, logging or the commerce routers, on a fake runtime
 * build: assets, cookies, bodies, website, authenticate, crumb, the owner routers (sessions and
 * the editor's route table), the cart, the API 404, the site and its error pages.
 */
export function contentApp(db: Database): Express {
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
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit: passThrough }));
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use(createCartRouter(deps, { crumb }));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}

/** The id of the fixture's collection with this URL id (`journal`, `studio`, `markets`, `shop-items`). */
export async function collectionId(knex: Knex, websiteId: string, urlId: string): Promise<string> {
  const row = await knex(TABLES.collections).where({ website_id: websiteId, url_id: urlId }).first('id');
  return row.id as string;
}

/** Ids of the website's stored images, oldest first. */
export async function imageIds(knex: Knex, websiteId: string): Promise<string[]> {
  const rows: { id: string }[] = await knex(TABLES.images)
    .where('website_id', websiteId)
    .orderBy('created_at')
    .select('id');
  return rows.map((row) => row.id);
}

/** An image of another website, which no item or collection of this one may point at. */
export async function foreignImageId(knex: Knex, websiteId: string): Promise<string> {
  const path = `files/${websiteId}/foreign-${Math.random().toString(36).slice(2)}/z.jpg`;
  const [file] = await knex(TABLES.files)
    .insert({ website_id: websiteId, path, filename: 'z.jpg', size_bytes: 1, mime_type: 'image/jpeg' })
    .returning('id');
  const [image] = await knex(TABLES.images)
    .insert({ website_id: websiteId, file_id: file.id, original_width: 10, original_height: 10 })
    .returning('id');
  return image.id as string;
}
