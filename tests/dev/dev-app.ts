// The site with live reload, as createApp mounts it in development, on a theme folder of its own (a copy of the built-in theme).
import express, { type Express } from 'express';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppDeps } from '../../server/app-deps.js';
import { testConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import type { DevReload } from '../../server/dev/dev-events.js';
import { closeDevReload, mountDevReload } from '../../server/dev/mount.js';
import { compressResponses } from '../../server/http/compression.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { errorHandler } from '../../server/http/error-handler.js';
import { securityHeaders } from '../../server/http/security-headers.js';
import { createLogger } from '../../server/logger.js';
import { defaultThemeDir } from '../../server/site/render/paths.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';

/** A copy of the built-in theme in a new temporary folder, to be edited by a test. */
export function copyOfBuiltInTheme(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-dev-theme-'));
  cpSync(defaultThemeDir(), dir, { recursive: true });
  return dir;
}

export interface DevSite {
  app: Express;
  dev: DevReload | undefined;
  close(): void;
}

/**
 * The site in createApp's order (compression, security headers, live reload when `development`,
 * assets, website, site router, error pages) rendering the theme in `themeDir`, or the platform
 * theme folder `config.themeDir` names.
 */
export function devSiteApp(
  db: Database,
  options: { themeDir: string; assetsDir: string; development: boolean; config?: Partial<Config> },
): DevSite {
  const { themeDir, assetsDir } = options;
  const deps: AppDeps = {
    db,
    config: testConfig({ ...options.config, development: options.development }),
    logger: createLogger('silent'),
  };
  const crumb = crumbProtection();
  const app = express();
  app.use(compressResponses());
  app.use(securityHeaders());
  const dev = options.development ? mountDevReload(app, deps, { themeDir, assetsDir }) : undefined;
  app.use(siteAssets(deps, { assetsDir, themeDir }));
  app.use(resolveWebsite(deps));
  app.use(createSiteRouter(deps, { crumb, assetsDir, themeDir }));
  app.use(siteErrorHandler(deps, { assetsDir, themeDir }));
  app.use(errorHandler(deps.logger));
  return { app, dev, close: () => closeDevReload(app) };
}
