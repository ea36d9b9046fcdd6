// The real stack every owner API suite drives (the owner routers and the editor's route table, the site behind them), and how a suite reaches it: its set-up with a signed-in owner, a visitor's GET, an API key.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApiKey } from '../../server/accounts/api-keys/service.js';
import { authenticate } from '../../server/accounts/authenticate.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createInventoryRouter } from '../../server/commerce/inventory/routes.js';
import { createPreferencesRouter } from '../../server/commerce/preferences/routes.js';
import { createHeaderFooterRouter } from '../../server/header-footer/routes.js';
import { createMultilingualRouter } from '../../server/multilingual/routes.js';
import { createStoresRouter } from '../../server/commerce/stores/routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { FILES_MOUNT_PATH } from '../../server/files/file-ref.js';
import { digitalProductFiles } from '../../server/files/private-files.js';
import { createFilesRouter } from '../../server/files/routes.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { securityHeaders } from '../../server/http/security-headers.js';
import { createLogger } from '../../server/logger.js';
import { createNavigationRouter } from '../../server/owner/navigation/routes.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import { TestBrowser } from '../security/test-browser.js';
import { seedSite, type SiteFixture } from '../site/site-fixture.js';
import { fakeAssetsDir } from '../site/site-app.js';
import { createTestDatabase } from '../support/test-database.js';
import { createSiteUserRouter } from '../../server/accounts/site-users/routes.js';
import { createRestockRouter } from '../../server/restock/routes.js';
import { createCaptchaRouter } from '../../server/captcha/routes.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

const temporaryDataDir = () => mkdtempSync(join(tmpdir(), 'tessera-owner-'));

/** Options of {@link ownerApp}. */
export interface OwnerAppOptions {
  /** The data folder (default: a new temporary folder). */
  dataDir?: string;
  /** Where uploaded files are kept and `/files` serves them from (default: the disk under `dataDir`). */
  files?: FileStorage;
}

/**
 * `createApp`'s order without its rate limits and logging, on a fake runtime build: security
 * headers, assets, `/files`, cookies, bodies, website, authenticate, crumb, the store, menu,
 * inventory and preferences routers, the owner routers (sessions and password reset, then the
 * editor's route table), the cart, restock sign-ups, the captcha settings, the API 404, the site and its error pages.
 */
export function ownerApp(
  db: Database,
  { dataDir = temporaryDataDir(), files = diskStorage(dataDir) }: OwnerAppOptions = {},
): Express {
  const deps: AppDeps = { db, config: testConfig({ dataDir }), logger: createLogger('silent'), files };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(securityHeaders());
  app.use(siteAssets(deps, { assetsDir }));
  app.use(FILES_MOUNT_PATH, createFilesRouter({ storage: files, isPrivate: digitalProductFiles(db.knex) }));
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(createStoresRouter(deps));
  app.use(createNavigationRouter(deps));
  app.use(createInventoryRouter(deps));
  app.use(createPreferencesRouter(deps));
  app.use(createHeaderFooterRouter(deps));
  app.use(createMultilingualRouter(deps));
  app.use(
    '/api/owner',
    createOwnerRouter(deps, { loginRateLimit: passThrough, passwordResetRateLimit: passThrough }),
  );
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use(
    '/api/site-users',
    createSiteUserRouter(deps, { loginRateLimit: passThrough, signUpRateLimit: passThrough }),
  );
  app.use(createCartRouter(deps, { crumb }));
  app.use(createRestockRouter(deps, { signUpRateLimit: passThrough }));
  app.use(createCaptchaRouter(deps));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}

/** What {@link setUpOwnerSuite} gives a suite. */
export interface OwnerSuite {
  db: Database;
  fixture: SiteFixture;
  app: Express;
  /** A browser signed in as an admin of the fixture's website. */
  owner: TestBrowser;
  /** The app's data folder (uploaded files, when they are kept on the disk). */
  dataDir: string;
  /** Where the app keeps uploaded files. */
  files: FileStorage;
}

/**
 * Registers a suite's hooks: before all its tests, a fresh test database seeded with the small
 * site (tests/site/site-fixture.ts), the owner app over it (its files in `files()` when given, which
 * a hook registered before this one may open; else on the disk) and an admin signed in, handed to
 * `ready` (which keeps what it uses and may set up more); after all, the database closed.
 */
export function setUpOwnerSuite(
  ready: (suite: OwnerSuite) => void | Promise<void>,
  { files }: { files?: () => FileStorage } = {},
): void {
  let db: Database | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    const fixture = await seedSite(db.knex);
    const dataDir = temporaryDataDir();
    const storage = files?.() ?? diskStorage(dataDir);
    const app = ownerApp(db, { dataDir, files: storage });
    const owner = await signedInOwner(app, db.knex, fixture.websiteId);
    await ready({ db, fixture, app, owner, dataDir, files: storage });
  }, 60_000);
  afterAll(() => db?.close());
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

/** Publishes page `id`'s draft (`POST /api/owner/pages/{id}/publish`) as `browser`, so visitors see it; expects 200 and answers the published page. */
export async function publishPage(browser: TestBrowser, id: string): Promise<Record<string, unknown>> {
  const res = await browser.send('POST', `/api/owner/pages/${id}/publish`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.page;
}
