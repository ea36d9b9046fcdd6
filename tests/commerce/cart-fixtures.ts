// A small store for the cart suites (products, variants, images, a site user) and an app mounting only the cart router.
import express, { type Express, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { TABLES } from '../../server/db/tables.js';
import { createCartRouter } from '../../server/commerce/cart/routes.js';
import { errorHandler } from '../../server/http/error-handler.js';
import { HttpError } from '../../server/http/http-error.js';
import { createLogger } from '../../server/logger.js';
import type { Database } from '../../server/db/database.js';

export const SITE = 'site-cart';
export const OTHER_SITE = 'site-other';
export const SITE_USER = 'user-1';
/** What the crumb stand-in accepts, as the `crumb` form field or the X-Csrf-Token header. */
export const CRUMB = 'test-crumb';
/** The header a test sends to be treated as signed in as that site user. */
export const SITE_USER_HEADER = 'x-test-site-user';

/** Item ids of the store. */
export const ITEMS = {
  mug: 'item-mug',
  tee: 'item-tee',
  ebook: 'item-ebook',
  poster: 'item-poster',
  print: 'item-print',
} as const;

/**
 * Seeds a website with: a mug (one variant MUG, $15.00, 5 in stock, with a product image), a tee
 * (TEE-S-RED $20 ×3; TEE-M-RED $20 on sale $18 ×10 with its own image; TEE-M-BLUE $20 unlimited),
 * an e-book (digital, EBOOK $9, no stock), a poster that is a draft (POSTER), a print priced in
 * EUR (PRINT), and a site user. The other website has its own mug (OTHER-MUG).
 */
export async function seedStore(knex: Knex): Promise<void> {
  await knex(TABLES.websites).insert([
    { id: SITE, site_title: 'Cart shop', currency: 'USD' },
    { id: OTHER_SITE, site_title: 'Other shop', currency: 'USD' },
  ]);
  await knex(TABLES.siteUsers).insert({ website_id: SITE, id: SITE_USER, email: 'ada@example.com' });
  await knex(TABLES.collections).insert([
    { website_id: SITE, id: 'shop', type: 13, url_id: 'shop', title: 'Shop' },
    { website_id: OTHER_SITE, id: 'shop', type: 13, url_id: 'shop', title: 'Shop' },
  ]);
  await knex(TABLES.files).insert([
    {
      website_id: SITE,
      id: 'file-mug',
      path: 'files/mug.jpg',
      filename: 'mug.jpg',
      size_bytes: 10,
      mime_type: 'image/jpeg',
    },
    {
      website_id: SITE,
      id: 'file-tee',
      path: 'files/tee.jpg',
      filename: 'tee-red.jpg',
      size_bytes: 10,
      mime_type: 'image/jpeg',
    },
  ]);
  await knex(TABLES.images).insert([
    {
      website_id: SITE,
      id: 'img-mug',
      file_id: 'file-mug',
      original_width: 800,
      original_height: 600,
      alt_text: 'A white mug',
    },
    { website_id: SITE, id: 'img-tee', file_id: 'file-tee', original_width: 1000, original_height: 1200 },
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
    item(SITE, ITEMS.mug, 'Mug', { main_image_id: 'img-mug' }),
    item(SITE, ITEMS.tee, 'Tee'),
    item(SITE, ITEMS.ebook, 'E-book'),
    item(SITE, ITEMS.poster, 'Poster', { status: 'draft' }),
    item(SITE, ITEMS.print, 'Print'),
    item(OTHER_SITE, ITEMS.mug, 'Other mug'),
  ]);
  await knex(TABLES.products).insert([
    { website_id: SITE, id: ITEMS.mug, product_type: 1 },
    { website_id: SITE, id: ITEMS.tee, product_type: 1, variant_option_ordering: ['Size', 'Color'] },
    { website_id: SITE, id: ITEMS.ebook, product_type: 2 },
    { website_id: SITE, id: ITEMS.poster, product_type: 1 },
    { website_id: SITE, id: ITEMS.print, product_type: 1 },
    { website_id: OTHER_SITE, id: ITEMS.mug, product_type: 1 },
  ]);
  const variant = (product_id: string, sku: string, extra: Record<string, unknown>) => ({
    website_id: SITE,
    id: `v-${sku}`,
    product_id,
    sku,
    ...extra,
    attributes: JSON.stringify(extra.attributes ?? {}),
  });
  await knex(TABLES.productVariants).insert([
    variant(ITEMS.mug, 'MUG', { price_cents: 1500, qty_in_stock: 5 }),
    variant(ITEMS.tee, 'TEE-S-RED', {
      attributes: { Size: 'S', Color: 'Red' },
      price_cents: 2000,
      qty_in_stock: 3,
      position: 0,
    }),
    variant(ITEMS.tee, 'TEE-M-RED', {
      attributes: { Size: 'M', Color: 'Red' },
      price_cents: 2000,
      sale_price_cents: 1800,
      on_sale: true,
      qty_in_stock: 10,
      main_image_id: 'img-tee',
      position: 1,
    }),
    variant(ITEMS.tee, 'TEE-M-BLUE', {
      attributes: { Size: 'M', Color: 'Blue' },
      price_cents: 2000,
      unlimited: true,
      position: 2,
    }),
    variant(ITEMS.ebook, 'EBOOK', { price_cents: 900, qty_in_stock: 0 }),
    variant(ITEMS.poster, 'POSTER', { price_cents: 3000, qty_in_stock: 9 }),
    variant(ITEMS.print, 'PRINT', { price_cents: 4000, qty_in_stock: 9, currency: 'EUR' }),
    { ...variant(ITEMS.mug, 'OTHER-MUG', { price_cents: 100, qty_in_stock: 9 }), website_id: OTHER_SITE },
  ]);
}

/** Stands in for crumbProtection(): writes need `crumb` in the form or X-Csrf-Token, as the real one. */
const crumbStandIn: RequestHandler = function crumbStandIn(req, _res, next) {
  const body = req.body as Record<string, unknown> | undefined;
  if (req.method === 'GET' || req.get('X-Csrf-Token') === CRUMB || body?.crumb === CRUMB) next();
  else
    next(
      new HttpError(403, 'invalid-crumb', 'Your session has expired. Please reload the page and try again.'),
    );
};

/**
 * The cart router in a bare app: `req.website` is `websiteId`'s (as the site resolver would set it),
 * `req.siteUser` is set from the `x-test-site-user` header, the crumb is the stand-in above.
 */
export function cartTestApp(db: Database, websiteId = SITE): Express {
  const app = express();
  app.use((req, _res, next) => {
    req.website = { id: websiteId, title: 'Cart shop', timeZone: 'America/New_York', currency: 'USD' };
    const siteUser = req.get(SITE_USER_HEADER);
    if (siteUser !== undefined) req.siteUser = { id: siteUser, email: 'ada@example.com' };
    next();
  });
  app.use(createCartRouter({ db }, { crumb: crumbStandIn }));
  app.use(errorHandler(createLogger('silent')));
  return app;
}
