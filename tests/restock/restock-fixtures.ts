// A small store with sold-out variants for the restock suites, and an app mounting the restock, captcha and account routers as app.ts does.
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import { authenticate } from '../../server/accounts/authenticate.js';
import { createSiteUserRouter } from '../../server/accounts/site-users/routes.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCaptchaRouter } from '../../server/captcha/routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbFor, crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import type { RequestWebsite } from '../../server/http/request-context.js';
import { createLogger } from '../../server/logger.js';
import { createRestockRouter } from '../../server/restock/routes.js';

export const SITE = 'site-restock';
export const OTHER_SITE = 'site-restock-other';
export const LIST = 'list-news';
export const SUCCESS_TEXT = "Thanks! We'll email you the moment it's back.";

/** Products and variants of the store. */
export const P = {
  mug: { product: 'item-mug', variant: 'v-mug' },
  teeS: { product: 'item-tee', variant: 'v-tee-s' },
  teeM: { product: 'item-tee', variant: 'v-tee-m' },
  lamp: { product: 'item-lamp', variant: 'v-lamp' },
  ebook: { product: 'item-ebook', variant: 'v-ebook' },
  poster: { product: 'item-poster', variant: 'v-poster' },
  otherMug: { product: 'item-mug', variant: 'v-other-mug' },
} as const;

export const WEBSITE: RequestWebsite = {
  id: SITE,
  title: 'Restock shop',
  timeZone: 'America/New_York',
  currency: 'USD',
};

const RESTOCK_ON = {
  restockNotifications: true,
  mailingListSignUpEnabled: true,
  mailingListId: LIST,
};

/**
 * Seeds: a mug (one variant, sold out, sign-ups on, mailing list offered), a tee (S sold out, M 4
 * in stock), a lamp (sold out, sign-ups off), an e-book (digital: never sold out), a draft poster
 * (sold out), the mailing list, the site's restock text; another website with its own sold-out mug.
 */
export async function seedRestockStore(knex: Knex): Promise<void> {
  await knex(TABLES.websites).insert([
    { id: SITE, site_title: 'Restock shop' },
    { id: OTHER_SITE, site_title: 'Other shop' },
  ]);
  await knex(TABLES.collections).insert([
    { website_id: SITE, id: 'shop', type: 13, url_id: 'shop', title: 'Shop' },
    { website_id: OTHER_SITE, id: 'shop', type: 13, url_id: 'shop', title: 'Shop' },
  ]);
  const item = (website_id: string, id: string, title: string, extra: Record<string, unknown> = {}) => ({
    website_id,
    id,
    collection_id: 'shop',
    record_type: 11,
    url_id: id.replace('item-', ''),
    title,
    ...extra,
  });
  await knex(TABLES.contentItems).insert([
    item(SITE, P.mug.product, 'Stoneware Mug'),
    item(SITE, P.teeS.product, 'Harbor Tee'),
    item(SITE, P.lamp.product, 'Lamp'),
    item(SITE, P.ebook.product, 'E-book'),
    item(SITE, P.poster.product, 'Poster', { status: 'draft' }),
    item(OTHER_SITE, P.otherMug.product, 'Other mug'),
  ]);
  const merchandising = (value: Record<string, unknown>) => JSON.stringify(value);
  await knex(TABLES.products).insert([
    { website_id: SITE, id: P.mug.product, product_type: 1, merchandising: merchandising(RESTOCK_ON) },
    { website_id: SITE, id: P.teeS.product, product_type: 1, merchandising: merchandising(RESTOCK_ON) },
    { website_id: SITE, id: P.lamp.product, product_type: 1, merchandising: merchandising({}) },
    { website_id: SITE, id: P.ebook.product, product_type: 2, merchandising: merchandising(RESTOCK_ON) },
    { website_id: SITE, id: P.poster.product, product_type: 1, merchandising: merchandising(RESTOCK_ON) },
    {
      website_id: OTHER_SITE,
      id: P.otherMug.product,
      product_type: 1,
      merchandising: merchandising(RESTOCK_ON),
    },
  ]);
  const variant = (website_id: string, id: string, product_id: string, sku: string, extra = {}) => ({
    website_id,
    id,
    product_id,
    sku,
    price_cents: 1000,
    qty_in_stock: 0,
    attributes: JSON.stringify({}),
    ...extra,
  });
  await knex(TABLES.productVariants).insert([
    variant(SITE, P.mug.variant, P.mug.product, 'MUG'),
    variant(SITE, P.teeS.variant, P.teeS.product, 'TEE-S', { attributes: JSON.stringify({ Size: 'S' }) }),
    variant(SITE, P.teeM.variant, P.teeM.product, 'TEE-M', {
      attributes: JSON.stringify({ Size: 'M' }),
      qty_in_stock: 4,
    }),
    variant(SITE, P.lamp.variant, P.lamp.product, 'LAMP'),
    variant(SITE, P.ebook.variant, P.ebook.product, 'EBOOK'),
    variant(SITE, P.poster.variant, P.poster.product, 'POSTER'),
    variant(OTHER_SITE, P.otherMug.variant, P.otherMug.product, 'OTHER-MUG'),
  ]);
  await knex(TABLES.mailingLists).insert({ website_id: SITE, id: LIST, name: 'News' });
  await knex(TABLES.commercePreferences).insert({
    website_id: SITE,
    namespace: 'restock-notifications',
    settings: JSON.stringify({ enabled: true, successText: SUCCESS_TEXT }),
  });
}

/** Sets the website's captcha settings (WEBSITE_SETTINGS.captcha_settings). */
export async function setCaptchaSettings(knex: Knex, websiteId: string, settings: object): Promise<void> {
  await knex(TABLES.websiteSettings)
    .insert({ website_id: websiteId, captcha_settings: JSON.stringify(settings) })
    .onConflict('website_id')
    .merge();
}

export const passThrough: RequestHandler = (_req, _res, next) => next();

/** Options of {@link restockTestApp}. */
export interface RestockAppOptions {
  /** The sign-up limiter (default: none, so suites can sign up as often as they like). */
  signUpRateLimit?: RequestHandler;
  /** The work of a captcha challenge (default small, so tests solve fast). */
  captchaWork?: number;
}

/**
 * cookie-parser, bodyLimits, a website stand-in (`X-Test-Website: other` picks the other site),
 * authenticate, crumbProtection, `GET /page` (`{ crumb }`), then the owner, restock, site-user and
 * captcha routers and the JSON error handler, in app.ts's order.
 */
export function restockTestApp(
  db: Database,
  options: RestockAppOptions = {},
): { app: Express; deps: AppDeps } {
  const logger = createLogger('silent');
  const deps: AppDeps = { db, config: testConfig({ captchaWork: options.captchaWork ?? 200 }), logger };
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use((req, _res, next) => {
    req.website =
      req.get('X-Test-Website') === 'other' ? { ...WEBSITE, id: OTHER_SITE, title: 'Other shop' } : WEBSITE;
    next();
  });
  app.use(authenticate(deps));
  app.use(crumbProtection());
  app.get('/page', (req, res) => void res.json({ crumb: crumbFor(req) }));
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit: passThrough }));
  app.use(createRestockRouter(deps, { signUpRateLimit: options.signUpRateLimit ?? passThrough }));
  app.use(
    '/api/site-users',
    createSiteUserRouter(deps, { loginRateLimit: passThrough, signUpRateLimit: passThrough }),
  );
  app.use(createCaptchaRouter(deps));
  app.use('/api', apiNotFound());
  app.use(errorHandler(logger));
  return { app, deps };
}
