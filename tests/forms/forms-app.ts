// The app the forms suites drive: the app's middleware in production order with the forms, newsletter and site routers, on a test database.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import { authenticate } from '../../server/accounts/authenticate.js';
import type { AppDeps } from '../../server/app-deps.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { createOwnerFormsRouter } from '../../server/forms/owner-routes.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { createFormsRouter } from '../../server/forms/routes.js';
import type { CaptchaCheck } from '../../server/forms/captcha-check.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createNewsletterRouter } from '../../server/newsletter/routes.js';
import { createPlacesRouter } from '../../server/places/routes.js';
import type { PlacesProvider } from '../../server/places/provider.js';
import { createSiteRouter, resolveWebsite, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** Options of {@link formsApp}. */
export interface FormsAppOptions {
  /** The submission limit; default none, so suites may submit as often as they like. */
  submissionLimit?: RequestHandler;
  captcha?: CaptchaCheck;
  places?: PlacesProvider | null;
  /** Mount the editor's route table too (the form builder), after the submissions routes. */
  editorApi?: boolean;
}

/**
 * cookie-parser, body limits, website resolution, authenticate, the crumb, the owner forms
 * routes, the forms, newsletter and places routers, the API's 404, the site router and the error
 * handlers: the order `server/app.ts` mounts them in.
 */
export function formsApp(db: Database, options: FormsAppOptions = {}): Express {
  const deps: AppDeps = { db, config: testConfig(), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use('/api/owner', createOwnerFormsRouter(deps));
  if (options.editorApi === true) app.use('/api/owner', createEditorApiRouter(deps));
  app.use(
    createFormsRouter(deps, {
      crumb,
      assetsDir,
      submissionLimit: options.submissionLimit ?? passThrough,
      ...(options.captcha === undefined ? {} : { captcha: options.captcha }),
    }),
  );
  app.use(createNewsletterRouter(deps, { crumb, submissionLimit: passThrough }));
  app.use(createPlacesRouter(deps, options.places === undefined ? {} : { provider: options.places }));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}
