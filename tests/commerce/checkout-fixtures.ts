// A store to check out from (products, shipping, tax, a coupon, a minimum subtotal) and the app the checkout suites drive.
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import { authenticate } from '../../server/accounts/authenticate.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCheckoutRouter } from '../../server/commerce/checkout/routes.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createOrdersApiRouter } from '../../server/commerce/orders/order-routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { createSiteRouter, resolveWebsite, siteAssets, siteErrorHandler } from '../../server/site/index.js';
import { fakeAssetsDir } from '../site/site-app.js';
import { createTestDatabase } from '../support/test-database.js';

/** The test cards of the built-in test-mode provider. */
export const CARDS = { succeeds: '4242 4242 4242 4242', declined: '4000 0000 0000 0002' } as const;

/** What the suites look things up by. */
export interface CheckoutStore {
  websiteId: string;
  products: { mug: string; sticker: string; ebook: string; giftCard: string; coffee: string };
  shipping: { standard: string; express: string; canada: string };
}

/**
 * Seeds the default website (USD, minimum order subtotal $5.00) with a store at /shop: a mug
 * ($15, 5 in stock), a sticker ($2, 100 in stock), an e-book (digital, $9, with its file), a $25
 * gift card, a monthly coffee subscription ($18, 50 in stock); shipping: Standard
 * ($8) and Express ($24) to the US, Canada ($18) to Canada; Maine tax 5.5 %; coupon WELCOME10
 * (10 % off).
 */
export async function seedCheckoutStore(db: Knex): Promise<CheckoutStore> {
  const [website] = await db(TABLES.websites)
    .insert({ site_title: 'Harbor & Pine', time_zone: 'UTC', currency: 'USD', is_default: true })
    .returning('id');
  const websiteId = website.id as string;
  await db(TABLES.websiteSettings).insert({
    website_id: websiteId,
    store_settings: JSON.stringify({ checkout: { minimumOrderSubtotalCents: 500 } }),
  });
  const [shop] = await db(TABLES.collections)
    .insert({ website_id: websiteId, type: 13, title: 'Shop', url_id: 'shop-items' })
    .returning('id');
  await db(TABLES.pages).insert([
    { website_id: websiteId, url_id: 'home', page_type: 2, title: 'Home' },
    { website_id: websiteId, url_id: 'shop', page_type: 1, title: 'Shop', collection_id: shop.id },
  ]);
  const [file] = await db(TABLES.files)
    .insert({
      website_id: websiteId,
      path: `files/${websiteId}/tide-tables.pdf`,
      filename: 'tide-tables.pdf',
      size_bytes: 1000,
      mime_type: 'application/pdf',
    })
    .returning('id');
  const product = async (
    title: string,
    urlId: string,
    type: number,
    sku: string,
    price: number,
    stock: number,
    extra: Record<string, unknown> = {},
  ) => {
    const [item] = await db(TABLES.contentItems)
      .insert({ website_id: websiteId, collection_id: shop.id, record_type: 11, url_id: urlId, title })
      .returning('id');
    await db(TABLES.products).insert({ website_id: websiteId, id: item.id, product_type: type, ...extra });
    await db(TABLES.productVariants).insert({
      website_id: websiteId,
      product_id: item.id,
      sku,
      attributes: JSON.stringify({}),
      price_cents: price,
      qty_in_stock: stock,
    });
    return item.id as string;
  };
  const mug = await product('Harbor Mug', 'harbor-mug', 1, 'MUG', 1500, 5);
  const sticker = await product('Pine Sticker', 'pine-sticker', 1, 'STICKER', 200, 100);
  const ebook = await product('Tide Tables (e-book)', 'tide-tables', 2, 'EBOOK', 900, 0, {
    digital_file_id: file.id,
  });
  const giftCard = await product('Gift Card', 'gift-card', 4, 'GIFT-25', 2500, 0);
  const coffee = await product('Coffee of the Month', 'coffee-club', 1, 'COFFEE', 1800, 50, {
    is_subscribable: true,
    subscription_plan: JSON.stringify({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }),
  });
  const option = async (name: string, rate: number, countries: string[], position: number) =>
    (
      await db(TABLES.shippingOptions)
        .insert({
          website_id: websiteId,
          name,
          kind: 'flat',
          rate_cents: rate,
          currency: 'USD',
          rules: JSON.stringify({ countries, deliveryEstimate: `${position + 2} days` }),
          position,
        })
        .returning('id')
    )[0].id as string;
  const shipping = {
    standard: await option('Standard shipping', 800, ['US'], 0),
    express: await option('Express shipping', 2400, ['US'], 1),
    canada: await option('Canada', 1800, ['CA'], 2),
  };
  await db(TABLES.taxRules).insert({
    website_id: websiteId,
    name: 'Maine',
    country: 'US',
    region: 'ME',
    rate: '0.055',
  });
  await db(TABLES.coupons).insert({
    website_id: websiteId,
    code: 'WELCOME10',
    kind: 'percent',
    percent_off: 10,
    currency: 'USD',
    min_subtotal_cents: 0,
    applies_to: JSON.stringify({}),
  });
  return { websiteId, products: { mug, sticker, ebook, giftCard, coffee }, shipping };
}

/**
 * The app the checkout suites drive, mounted in the real app's order: website, session, crumb,
 * the cart router (its `/cart/add` form), the orders API, the checkout router, the site router and
 * the error pages, on a fake runtime build unless `assetsDir` names a real one.
 */
export function checkoutApp(db: Database, assetsDir = fakeAssetsDir()): Express {
  const deps: AppDeps = {
    db,
    config: testConfig(),
    logger: createLogger(process.env.CHECKOUT_LOG ?? 'silent'),
  };
  const crumb = crumbProtection();
  const app = express();
  app.use(siteAssets(deps, { assetsDir }));
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(createCartRouter(deps, { crumb }));
  app.use(createOrdersApiRouter(deps));
  app.use('/api', apiNotFound());
  app.use(createCheckoutRouter(deps, { crumb, assetsDir }));
  app.use(createSiteRouter(deps, { crumb, assetsDir }));
  app.use(siteErrorHandler(deps, { assetsDir }));
  app.use(errorHandler(deps.logger));
  return app;
}

/** A fresh test database seeded with the checkout store, and the app over it (each suite's beforeAll). */
export async function startCheckoutStore(): Promise<{ db: Database; app: Express; store: CheckoutStore }> {
  const db = await createTestDatabase();
  const store = await seedCheckoutStore(db.knex);
  return { db, app: checkoutApp(db), store };
}

/** A browser: it keeps cookies, and reads the crumb from the pages it is shown. */
export type Visitor = ReturnType<typeof request.agent>;

/** The hidden field `name`'s value in a page, or undefined. */
export function hiddenField(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
}

/** Decodes the HTML entities React and JSON-T write in text. */
export function decodeHtml(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** A page's text without tags (to look for what a person reads). */
export function pageText(html: string): string {
  return decodeHtml(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' '),
  );
}

/** A browser with the crumb it was given on its first page (forms post it back). */
export interface Shopper {
  agent: Visitor;
  crumb: string;
}

/** A new visitor: opens the home page, keeps its cookies, and remembers its crumb. */
export async function newShopper(app: Express): Promise<Shopper> {
  const agent = request.agent(app);
  const page = await agent.get('/').set('Accept', 'text/html');
  const cookies = (page.headers['set-cookie'] ?? []) as unknown as string[];
  const crumb = cookies.map((cookie) => /^crumb=([^;]+)/.exec(cookie)?.[1]).find(Boolean);
  if (crumb === undefined) throw new Error('No crumb was issued.');
  return { agent, crumb };
}

/** Adds `quantity` of an item with the JavaScript-off product form, as a browser posts it. */
export async function addToCart(shopper: Shopper, itemId: string, quantity = 1): Promise<void> {
  await shopper.agent
    .post('/cart/add')
    .type('form')
    .send({ crumb: shopper.crumb, itemId, quantity: String(quantity) })
    .expect(303);
}

/** A complete US address in Maine as the form posts it. */
export const MAINE_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '14 Water Street',
  address2: '',
  city: 'Portland',
  country: 'US',
  region: 'ME',
  postalCode: '04101',
  phone: '',
} as const;

/** The checkout page's form, as a browser would post it back with `fields` changed. */
export async function checkoutForm(
  shopper: Shopper,
): Promise<{ html: string; fields: Record<string, string> }> {
  const page = await shopper.agent.get('/checkout').set('Accept', 'text/html').expect(200);
  const fields: Record<string, string> = {};
  for (const name of ['crumb', 'idempotencyKey', 'expectedTotalCents', 'cartToken']) {
    const value = hiddenField(page.text, name);
    if (value !== undefined) fields[name] = decodeHtml(value);
  }
  return { html: page.text, fields };
}
