// The whole app (createApp) over the cart suites' store, with weights, a gift card, a subscription, a category and owners.
import type { Express } from 'express';
import { addMembership } from '../../server/accounts/memberships/service.js';
import { createOwnerAccount } from '../../server/accounts/owners/service.js';
import { ROLE } from '../../server/accounts/roles.js';
import { createApp } from '../../server/app.js';
import { testConfig, type Config } from '../../server/config.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { TestBrowser } from '../security/test-browser.js';
import { ITEMS, SITE, seedStore } from './cart-fixtures.js';

export { ITEMS, SITE } from './cart-fixtures.js';

/** Items added to the cart suites' store. */
export const MORE_ITEMS = { giftCard: 'item-gift', coffee: 'item-coffee' } as const;
/** The owners' password. */
export const OWNER_PASSWORD = 'correct horse battery';
/** Owners by role, by email. */
export const OWNERS = {
  admin: 'admin@example.com',
  storeManager: 'store@example.com',
  websiteManager: 'manager@example.com',
  editor: 'editor@example.com',
} as const;

/**
 * The cart store (tests/commerce/cart-fixtures.ts) as the default website, plus: the mug weighs
 * 12 oz and the tee variants 6 oz; a gift card (GIFT-25, GIFT-50); a subscribable coffee (COFFEE,
 * $12, 4 in stock, monthly); the mug in the Kitchen category (cat-kitchen); and owners: an admin,
 * a store manager, a website manager and an editor.
 */
export async function seedCheckoutStore(db: Database): Promise<void> {
  const knex = db.knex;
  await seedStore(knex);
  await knex(TABLES.websites).where({ id: SITE }).update({ is_default: true });
  await knex(TABLES.productVariants)
    .where({ website_id: SITE, product_id: ITEMS.mug })
    .update({ shipping: JSON.stringify({ weightOz: 12 }) });
  await knex(TABLES.productVariants)
    .where({ website_id: SITE, product_id: ITEMS.tee })
    .update({ shipping: JSON.stringify({ weightOz: 6 }) });
  await knex(TABLES.contentItems).insert([
    {
      website_id: SITE,
      id: MORE_ITEMS.giftCard,
      collection_id: 'shop',
      record_type: 11,
      url_id: 'gift',
      title: 'Gift card',
    },
    {
      website_id: SITE,
      id: MORE_ITEMS.coffee,
      collection_id: 'shop',
      record_type: 11,
      url_id: 'coffee',
      title: 'Coffee',
    },
  ]);
  await knex(TABLES.products).insert([
    { website_id: SITE, id: MORE_ITEMS.giftCard, product_type: 4, variant_option_ordering: ['Amount'] },
    {
      website_id: SITE,
      id: MORE_ITEMS.coffee,
      product_type: 1,
      is_subscribable: true,
      subscription_plan: JSON.stringify({ billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 }),
    },
  ]);
  const variant = (productId: string, sku: string, extra: Record<string, unknown>) => ({
    website_id: SITE,
    id: `v-${sku}`,
    product_id: productId,
    sku,
    attributes: JSON.stringify(extra.attributes ?? {}),
    price_cents: extra.price_cents,
    qty_in_stock: extra.qty_in_stock ?? 0,
    position: extra.position ?? 0,
  });
  await knex(TABLES.productVariants).insert([
    variant(MORE_ITEMS.giftCard, 'GIFT-25', { attributes: { Amount: '$25' }, price_cents: 2500 }),
    variant(MORE_ITEMS.giftCard, 'GIFT-50', {
      attributes: { Amount: '$50' },
      price_cents: 5000,
      position: 1,
    }),
    variant(MORE_ITEMS.coffee, 'COFFEE', { price_cents: 1200, qty_in_stock: 4 }),
  ]);
  await knex(TABLES.productCategories).insert({
    website_id: SITE,
    id: 'cat-kitchen',
    collection_id: 'shop',
    display_name: 'Kitchen',
  });
  await knex(TABLES.productCategoryProducts).insert({
    website_id: SITE,
    category_id: 'cat-kitchen',
    product_id: ITEMS.mug,
  });
  const roles: [string, number][] = [
    [OWNERS.admin, ROLE.admin],
    [OWNERS.storeManager, ROLE.storeManager],
    [OWNERS.websiteManager, ROLE.websiteManager],
    [OWNERS.editor, ROLE.editor],
  ];
  for (const [email, role] of roles) {
    const { id } = await createOwnerAccount(knex, { email, password: OWNER_PASSWORD });
    await addMembership(knex, { websiteId: SITE, accountId: id, role });
  }
}

/** The real app on `db`; the API limit is high unless a suite sets its own. */
export function realApp(db: Database, config: Partial<Config> = {}): Express {
  return createApp({ db, config: testConfig({ apiRateLimit: 100_000, ...config }) });
}

/** The cart API's paths. */
export const PATHS = {
  cart: '/api/commerce/shopping-cart',
  entries: '/api/commerce/shopping-cart/entries',
  coupons: '/api/commerce/shopping-cart/coupons',
  checkoutDetails: '/api/commerce/shopping-cart/checkout-details',
  subscription: '/api/3/commerce/cart/subscription',
  stock: '/api/commerce/inventory/stock/',
  settings: '/api/owner/commerce',
} as const;

/** A visitor's browser that has loaded the cart once, so it holds the crumb cookie. */
export async function visitor(app: Express): Promise<TestBrowser> {
  const browser = new TestBrowser(app);
  await browser.visit(PATHS.cart);
  return browser;
}

/** An owner's browser, signed in. */
export async function owner(app: Express, email: string): Promise<TestBrowser> {
  const browser = await visitor(app);
  const res = await browser.send('POST', '/api/owner/session', { body: { email, password: OWNER_PASSWORD } });
  if (res.status !== 200) throw new Error(`Owner sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return browser;
}

/** Adds `sku` of `itemId` to the browser's cart, expecting success; answers the cart. */
export async function addToCart(
  browser: TestBrowser,
  itemId: string,
  sku: string,
  quantity = 1,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await browser.send('POST', PATHS.entries, { body: { itemId, sku, quantity }, headers });
  if (res.status !== 200) throw new Error(`Adding ${sku} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.shoppingCart as Record<string, unknown>;
}
