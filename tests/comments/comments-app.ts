// The app the comment suites drive: the production order of app.ts with the captcha, comments, owner and site routers, on a test database seeded with the small site.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCaptchaRouter } from '../../server/captcha/routes.js';
import { createCommentsRouter } from '../../server/comments/routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createEditorApiRouter } from '../../server/owner/owner-router.js';
import { createSiteRouter, resolveWebsite, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';

const passThrough: RequestHandler = (_req, _res, next) => next();

/** The post that takes comments, and the one that does not. */
export const OPEN_POST = '/blog/spring-at-the-workshop';
export const CLOSED_POST = '/blog/how-we-choose-our-wood';

/** Options of {@link commentsApp}. */
export interface CommentsAppOptions {
  /** The comment limit; default none, so suites may post as often as they like. */
  rateLimit?: RequestHandler;
}

/**
 * cookie-parser, body limits, website resolution, authenticate, the crumb, the owner session and
 * editor routers, the captcha and comments routers, the API's 404, the site and the error handlers.
 */
export function commentsApp(db: Database, options: CommentsAppOptions = {}): Express {
  const deps: AppDeps = { db, config: testConfig({ captchaWork: 2000 }), logger: createLogger('silent') };
  const assetsDir = fakeAssetsDir();
  const crumb = crumbProtection();
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(
    '/api/owner',
    createOwnerRouter(deps, { loginRateLimit: passThrough, passwordResetRateLimit: passThrough }),
  );
  app.use('/api/owner', createEditorApiRouter(deps));
  app.use(createCommentsRouter(deps, { rateLimit: options.rateLimit ?? passThrough }));
  app.use(createCaptchaRouter(deps));
  app.use('/api', apiNotFound());
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}

/**
 * Switches comments on for the site (`commentsEnabled`) and opens them on the open post; the bot
 * check on comments as `captcha` says. Returns the open post's item id.
 */
export async function openComments(knex: Knex, websiteId: string, captcha: boolean): Promise<string> {
  await knex(TABLES.websiteSettings)
    .where({ website_id: websiteId })
    .update({ comments_enabled: true, captcha_settings: JSON.stringify({ comments: captcha }) });
  const [item] = (await knex(TABLES.contentItems)
    .where({ website_id: websiteId, url_id: 'spring-at-the-workshop' })
    .update({ comment_state: 1 })
    .returning('id')) as { id: string }[];
  return item.id;
}

/** The item id of a post by its URL id. */
export async function postId(knex: Knex, websiteId: string, urlId: string): Promise<string> {
  const row = await knex(TABLES.contentItems).where({ website_id: websiteId, url_id: urlId }).first('id');
  return row.id as string;
}
