// The order suites' store (every product kind, shipping, a coupon, a gift card, a downloadable file) and app (the real middleware and routers).
import cookieParser from 'cookie-parser';
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticate } from '../../server/accounts/authenticate.js';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerRouter } from '../../server/accounts/owner-router.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import type { AppDeps } from '../../server/app-deps.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { createDownloadsRouter } from '../../server/commerce/downloads/download-routes.js';
import { createGiftCardRouter } from '../../server/commerce/gift-cards/gift-card-routes.js';
import { createOrdersApiRouter } from '../../server/commerce/orders/order-routes.js';
import {
  OWNER_ORDERS_PATH,
  createOwnerOrdersRouter,
} from '../../server/commerce/orders/owner-order-routes.js';
import { testConfig } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { diskStorage } from '../../server/files/storage/disk-storage.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import { bodyLimits } from '../../server/http/body-limits.js';
import { crumbProtection } from '../../server/http/crumb.js';
import { apiNotFound, errorHandler } from '../../server/http/error-handler.js';
import { createLogger } from '../../server/logger.js';
import { resolveWebsite } from '../../server/site/index.js';
import { TestBrowser } from '../security/test-browser.js';
import { createTestDatabase } from '../support/test-database.js';

export const SITE = 'site-orders';
export const OTHER_SITE = 'site-elsewhere';
export const OTHER_HOST = 'elsewhere.example';
export const SITE_USER = 'buyer-1';
export const OWNER_PASSWORD = 'correct horse battery';
/** The bytes of the e-book's stored file. */
export const EBOOK_BYTES = '%PDF-1.4 the field guide\n';
/** The gift card the store already sold: $20.00 left. */
export const GIFT_CARD_CODE = 'GIFT-AAAA-BBBB-CCCC';

/** Item ids and skus of the store. */
export const ITEMS = {
  mug: 'item-mug',
  tee: 'item-tee',
  sticker: 'item-sticker',
  ebook: 'item-ebook',
  giftCard: 'item-gift-card',
  coffee: 'item-coffee',
  candles: 'item-candles',
  lamp: 'item-lamp',
} as const;

/** A shipping address every rule accepts. */
export const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '14 Water Street',
  address2: '',
  city: 'Portland',
  region: 'ME',
  postalCode: '04101',
  country: 'US',
  phone: '',
};

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * The store of SITE (the default website): a mug (MUG $15, 5 in stock), a tee (TEE $20, unlimited),
 * a sticker (STICKER $2, 100), an e-book (digital EBOOK $9 with a stored PDF), a $25 gift card
 * (GIFT-25), a monthly coffee subscription (COFFEE $18, 10 in stock, indefinite), quarterly
 * candles (CANDLES $30, 4 cycles, 10), a lamp (LAMP $40, `lampStock`); flat shipping 'Standard'
 * $5 (free over $100); coupon SAVE10 (10 %, one use); a gift card with $20.00; a site user; a
 * $5.00 checkout minimum. OTHER_SITE (host elsewhere.example) has its own MUG-ELSEWHERE.
 */
export async function seedOrderStore(
  knex: Knex,
  dataDir: string,
  { lampStock = 10, files = diskStorage(dataDir) }: { lampStock?: number; files?: FileStorage } = {},
): Promise<void> {
  await knex(TABLES.websites).insert([
    { id: SITE, site_title: 'Harbor Shop', currency: 'USD', is_default: true },
    { id: OTHER_SITE, site_title: 'Elsewhere', currency: 'USD' },
  ]);
  await knex(TABLES.websiteDomains).insert({ website_id: OTHER_SITE, host: OTHER_HOST, is_primary: true });
  await knex(TABLES.websiteSettings).insert({
    website_id: SITE,
    store_settings: JSON.stringify({ checkout: { minimumOrderSubtotalCents: 500 } }),
  });
  await knex(TABLES.siteUsers).insert({ website_id: SITE, id: SITE_USER, email: 'ada@example.com' });
  await knex(TABLES.collections).insert([
    { website_id: SITE, id: 'shop', type: 13, url_id: 'shop', title: 'Shop' },
    { website_id: OTHER_SITE, id: 'shop', type: 13, url_id: 'shop', title: 'Shop' },
  ]);
  const filePath = `files/${SITE}/file-ebook/field-guide.pdf`;
  await files.put(filePath, Buffer.from(EBOOK_BYTES), { contentType: 'application/pdf' });
  await knex(TABLES.files).insert({
    website_id: SITE,
    id: 'file-ebook',
    path: filePath,
    filename: 'field-guide.pdf',
    size_bytes: EBOOK_BYTES.length,
    mime_type: 'application/pdf',
  });
  const item = (website_id: string, id: string, title: string) => ({
    website_id,
    id,
    collection_id: 'shop',
    record_type: 11,
    url_id: id.replace('item-', ''),
    title,
  });
  await knex(TABLES.contentItems).insert([
    item(SITE, ITEMS.mug, 'Mug'),
    item(SITE, ITEMS.tee, 'Tee'),
    item(SITE, ITEMS.sticker, 'Sticker'),
    item(SITE, ITEMS.ebook, 'Field Guide'),
    item(SITE, ITEMS.giftCard, 'Gift Card'),
    item(SITE, ITEMS.coffee, 'Coffee Club'),
    item(SITE, ITEMS.candles, 'Candle Seasons'),
    item(SITE, ITEMS.lamp, 'Lamp'),
    item(OTHER_SITE, ITEMS.mug, 'Other mug'),
  ]);
  const plan = (value: number, unit: string, cycles: number) =>
    JSON.stringify({ billingPeriod: { value, unit }, numBillingCycles: cycles });
  await knex(TABLES.products).insert([
    { website_id: SITE, id: ITEMS.mug, product_type: 1 },
    { website_id: SITE, id: ITEMS.tee, product_type: 1, variant_option_ordering: ['Size'] },
    { website_id: SITE, id: ITEMS.sticker, product_type: 1 },
    { website_id: SITE, id: ITEMS.ebook, product_type: 2, digital_file_id: 'file-ebook' },
    { website_id: SITE, id: ITEMS.giftCard, product_type: 4 },
    {
      website_id: SITE,
      id: ITEMS.coffee,
      product_type: 1,
      is_subscribable: true,
      subscription_plan: plan(1, 'MONTH', 0),
    },
    {
      website_id: SITE,
      id: ITEMS.candles,
      product_type: 1,
      is_subscribable: true,
      subscription_plan: plan(3, 'MONTH', 4),
    },
    { website_id: SITE, id: ITEMS.lamp, product_type: 1 },
    { website_id: OTHER_SITE, id: ITEMS.mug, product_type: 1 },
  ]);
  const variant = (website_id: string, product_id: string, sku: string, extra: Record<string, unknown>) => ({
    website_id,
    id: `v-${sku}`,
    product_id,
    sku,
    ...extra,
    attributes: JSON.stringify(extra.attributes ?? {}),
    shipping: JSON.stringify({ weightOz: 8 }),
  });
  await knex(TABLES.productVariants).insert([
    variant(SITE, ITEMS.mug, 'MUG', { price_cents: 1500, qty_in_stock: 5 }),
    variant(SITE, ITEMS.tee, 'TEE-M', { price_cents: 2000, unlimited: true, attributes: { Size: 'M' } }),
    variant(SITE, ITEMS.sticker, 'STICKER', { price_cents: 200, qty_in_stock: 100 }),
    variant(SITE, ITEMS.ebook, 'EBOOK', { price_cents: 900, qty_in_stock: 0 }),
    variant(SITE, ITEMS.giftCard, 'GIFT-25', { price_cents: 2500, qty_in_stock: 0 }),
    variant(SITE, ITEMS.coffee, 'COFFEE', { price_cents: 1800, qty_in_stock: 10 }),
    variant(SITE, ITEMS.candles, 'CANDLES', { price_cents: 3000, qty_in_stock: 10 }),
    variant(SITE, ITEMS.lamp, 'LAMP', { price_cents: 4000, qty_in_stock: lampStock }),
    variant(OTHER_SITE, ITEMS.mug, 'MUG-ELSEWHERE', { price_cents: 1500, qty_in_stock: 5 }),
  ]);
  await knex(TABLES.shippingOptions).insert({
    website_id: SITE,
    id: 'ship-standard',
    name: 'Standard',
    kind: 'flat',
    rate_cents: 500,
    free_over_cents: 10000,
  });
  await knex(TABLES.coupons).insert({
    website_id: SITE,
    code: 'SAVE10',
    kind: 'percent',
    percent_off: 10,
    max_uses: 1,
  });
  await knex(TABLES.giftCards).insert({
    website_id: SITE,
    id: 'gift-existing',
    code: GIFT_CARD_CODE,
    initial_value_cents: 2000,
    balance_cents: 2000,
  });
}

const passThrough: RequestHandler = (_req, _res, next) => next();

/** A data directory of its own, for the stored downloadable file. */
export function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'tessera-orders-'));
}

/**
 * The app as server/app.ts mounts it for these routes — cookies, body limits, the website from the
 * Host header, authenticate, the crumb, the owner orders and owner routers, the cart, orders, gift
 * card and download routers, the JSON errors — without the `/api` rate limiter, so the
 * concurrency suite's hundreds of requests from one address measure the orders, not the limiter
 * (which has tests of its own).
 */
export function ordersApp(db: Database, dataDir: string, files: FileStorage = diskStorage(dataDir)): Express {
  const deps: AppDeps = { db, config: testConfig({ dataDir }), logger: createLogger('silent'), files };
  const crumb = crumbProtection();
  const app = express();
  app.use(cookieParser());
  app.use(bodyLimits());
  app.use(resolveWebsite(deps));
  app.use(authenticate(deps));
  app.use(crumb);
  app.use(OWNER_ORDERS_PATH, createOwnerOrdersRouter(deps));
  app.use('/api/owner', createOwnerRouter(deps, { loginRateLimit: passThrough }));
  app.use(createCartRouter(deps, { crumb }));
  app.use(createOrdersApiRouter(deps));
  app.use(createGiftCardRouter(deps));
  app.use(createDownloadsRouter(deps));
  app.use('/api', apiNotFound());
  app.use(errorHandler(deps.logger));
  return app;
}

/** A fresh test database seeded with the order store, and the app over it, its files in `files` (default the disk); each suite's beforeAll. */
export async function startOrderStore(files?: FileStorage): Promise<{ db: Database; app: Express }> {
  const db = await createTestDatabase();
  const dataDir = tempDataDir();
  const storage = files ?? diskStorage(dataDir);
  await seedOrderStore(db.knex, dataDir, { files: storage });
  return { db, app: ordersApp(db, dataDir, storage) };
}

/** A visitor's browser that has loaded a page (so it holds a crumb). */
export async function newVisitor(app: Express): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit('/api/commerce/shopping-cart');
  return browser;
}

/** Puts `[itemId, sku, quantity]` lines in the visitor's cart through the cart API; returns the cart token. */
export async function fillCart(
  browser: TestBrowser,
  lines: readonly (readonly [itemId: string, sku: string, quantity: number])[],
): Promise<string> {
  let token = '';
  for (const [itemId, sku, quantity] of lines) {
    const res = await browser.send('POST', '/api/commerce/shopping-cart/entries', {
      body: { itemId, sku, quantity },
    });
    if (res.status !== 200) throw new Error(`adding ${sku}: ${res.status} ${JSON.stringify(res.body)}`);
    token = res.body.shoppingCart.id as string;
  }
  return token;
}

/** A checkout body for a cart, with the good card and the standard address unless overridden. */
export function checkoutBody(
  cartToken: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    cartToken,
    email: 'Ada@Example.com ',
    shippingAddress: ADDRESS,
    shippingOptionId: 'ship-standard',
    payment: { method: 'test', cardNumber: GOOD_CARD },
    ...overrides,
  };
}

/** Places an order as `browser` with an Idempotency-Key. */
export function postOrder(browser: TestBrowser, body: Record<string, unknown>, key: string | null) {
  return browser.send('POST', '/api/commerce/orders', {
    body,
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });
}

/** A new visitor buys `lines` (checkoutBody with `extra`) under Idempotency-Key `key`; returns the order JSON. */
export async function placeOrder(
  app: Express,
  lines: readonly (readonly [itemId: string, sku: string, quantity: number])[],
  key: string,
  extra: Record<string, unknown> = {},
) {
  const visitor = await newVisitor(app);
  const token = await fillCart(visitor, lines);
  const res = await postOrder(visitor, checkoutBody(token, extra), key);
  if (res.status !== 201) throw new Error(`placing order ${key}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.order;
}

/** An owner of SITE with `role`, signed in. */
export async function signedInOwner(
  app: Express,
  db: Database,
  email: string,
  role: number,
): Promise<TestBrowser> {
  const { id } = await createOwnerAccount(db.knex, { email, password: OWNER_PASSWORD });
  await addMembership(db.knex, { websiteId: SITE, accountId: id, role });
  const browser = await newVisitor(app);
  const res = await browser.send('POST', '/api/owner/session', { body: { email, password: OWNER_PASSWORD } });
  if (res.status !== 200) throw new Error(`owner sign-in: ${res.status} ${JSON.stringify(res.body)}`);
  return browser;
}

/** A variant's stock now. */
export async function stockOf(db: Database, sku: string): Promise<number> {
  const row = await db.knex(TABLES.productVariants).where({ sku }).first('qty_in_stock');
  return (row as { qty_in_stock: number }).qty_in_stock;
}
