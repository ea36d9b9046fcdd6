// The stack the file-manager and account suites drive: files router, sessions, crumb, the owner router, the file routes, the site.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request, { type Response } from 'supertest';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import type { AppDeps } from '../../server/app-deps.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { FILES_MOUNT_PATH } from '../../server/files/file-ref.js';
import { digitalProductFiles } from '../../server/files/private-files.js';
import { createFilesRouter } from '../../server/files/routes.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { OwnerApi } from '../../server/owner/api/owner-api.js';
import { registerFileRoutes, type FileRouteOptions } from '../../server/owner/files/routes.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import type { TestBrowser } from '../security/test-browser.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** Options of {@link filesApp}. */
export interface FilesAppOptions extends FileRouteOptions {
  /** The password-reset limiter (default none). */
  passwordResetRateLimit?: RequestHandler;
}

/**
 * `createApp`'s order without logging and the API rate limit, with a data directory of its own:
 * `/files`, cookies, bodies, website, authenticate, crumb, the owner router (sessions, password
 * reset), the file routes of the owner route table alone (so other areas' routes do not matter
 * here), the API 404, the site and its error pages.
 */
export function filesApp(
  db: Database,
  options: FilesAppOptions = {},
): { app: Express; deps: AppDeps; dataDir: string } {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-files-'));
  const deps: AppDeps = { db, config: testConfig({ dataDir }), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const api = new OwnerApi();
  registerFileRoutes(api, options);
  const app = express();
  app.use(siteAssets(deps, { assetsDir }));
  app.use(FILES_MOUNT_PATH, createFilesRouter({ dataDir, isPrivate: digitalProductFiles(db.knex) }));
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(
    '/api/owner',
    createOwnerRouter(deps, {
      loginRateLimit: passThrough,
      passwordResetRateLimit: options.passwordResetRateLimit ?? passThrough,
    }),
  );
  app.use('/api/owner', api.router(deps));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return { app, deps, dataDir };
}

/** One file to upload: its bytes, the name the browser gives, and the type it claims. */
export interface Upload {
  data: Buffer;
  filename: string;
  contentType?: string;
}

/** Uploads as the editor does (multipart field `file`, the browser's cookies and crumb). */
export function uploadAs(
  app: Express,
  browser: TestBrowser,
  upload: Upload,
  field = 'file',
): Promise<Response> {
  const cookie = [...browser.cookies]
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return request(app)
    .post('/api/owner/files')
    .set('Accept', 'application/json')
    .set('Cookie', cookie)
    .set('X-Csrf-Token', browser.cookies.get('crumb') ?? '')
    .attach(field, upload.data, {
      filename: upload.filename,
      contentType: upload.contentType ?? 'application/octet-stream',
    });
}
