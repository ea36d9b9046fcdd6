// The app the site suites drive: the site's exports mounted the way the real app mounts them, on a test database.
import express, { type Express } from 'express';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { testConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import type { SiteRouterOptions } from '../../server/site/routes.js';

/** The fake runtime build's files, as pages link them. */
export const TEST_ASSETS = { boot: '/assets/boot-TESTHASH.js', css: '/assets/islands-TESTHASH.css' };

/** A folder holding a runtime build's manifest and its two files. */
export function fakeAssetsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-site-assets-'));
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({ ...TEST_ASSETS, files: Object.values(TEST_ASSETS) }),
  );
  writeFileSync(join(dir, 'boot-TESTHASH.js'), 'export {};\n');
  writeFileSync(join(dir, 'islands-TESTHASH.css'), '.tessera-cart-pill{}\n');
  return dir;
}

/** Options of {@link siteApp}. */
export interface SiteAppOptions {
  config?: Partial<Config>;
  now?: () => Date;
  /** Routes mounted before the site router (e.g. one that throws). */
  extraRoutes?: (app: Express) => void;
  /** More options of the site router (a small sitemap limit…). */
  router?: Partial<SiteRouterOptions>;
}

/**
 * The site mounted in the documented order: assets, website resolution, the cart router, the site
 * router, then the site's error pages and the JSON error handler.
 */
export function siteApp(db: Database, options: SiteAppOptions = {}): Express {
  const config = testConfig(options.config);
  const deps: AppDeps = { db, config, logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(siteAssets(deps, { assetsDir }));
  app.use(resolveWebsite(deps));
  app.use(createCartRouter(deps, { crumb }));
  options.extraRoutes?.(app);
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir, now: options.now, ...options.router }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}
