// The storefront's page context as visitors get it: the installment badge, express checkout and 'Customers also bought'.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { seedSite, type SiteFixture } from './site-fixture.js';

/** The JSON props of the island `name` in a page. */
function islandProps(html: string, name: string): Record<string, unknown> | undefined {
  const match = new RegExp(`<tessera-island name="${name}" props="([^"]*)"`).exec(html);
  if (match === null) return undefined;
  const json = match[1]
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as Record<string, unknown>;
}

describe(`storefront page context (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
    await db.knex(TABLES.websites).where({ id: fixture.websiteId }).update({ language: 'en-US' });
    invalidateSiteData(fixture.websiteId);
  }, 60_000);
  afterAll(() => db?.close());

  const page = (path: string, cookie?: string) => {
    const req = request(app).get(path).set('Accept', 'text/html');
    return cookie === undefined ? req : req.set('Cookie', [cookie]);
  };

  it('badges a physical product with 4 interest-free payments with Afterpay (en-US, USD)', async () => {
    const res = await page('/shop/p/walnut-basket');
    expect(res.status).toBe(200);
    const props = islandProps(res.text, 'installment-badge');
    expect(props).toMatchObject({
      provider: 'Afterpay',
      currency: 'USD',
      priceCents: 4500,
      itemId: fixture.products.basket,
    });
    expect(res.text).toContain('or 4 interest-free payments of $11.25 with Afterpay');
  });

  it('leaves the badge off when the owner switches installments off, and goes express when asked', async () => {
    await db
      .knex(TABLES.websiteSettings)
      .where({ website_id: fixture.websiteId })
      .update({
        store_settings: JSON.stringify({ installments: { enabled: false }, expressCheckout: true }),
      });
    invalidateSiteData(fixture.websiteId);
    try {
      const res = await page('/shop/p/walnut-basket');
      expect(islandProps(res.text, 'installment-badge')).toBeUndefined();
      expect(res.text).toMatch(/<form class="product-form"[^>]* data-express-checkout/);
    } finally {
      await db
        .knex(TABLES.websiteSettings)
        .where({ website_id: fixture.websiteId })
        .update({ store_settings: JSON.stringify({}) });
      invalidateSiteData(fixture.websiteId);
    }
  });

  it('leaves the badge off a sold-out product and a subscription (issue 31)', async () => {
    const basket = fixture.products.basket;
    const variants = () => db.knex(TABLES.productVariants).where({ product_id: basket });
    const stock = (await variants().select('id', 'qty_in_stock', 'unlimited')) as {
      id: string;
      qty_in_stock: number;
      unlimited: boolean;
    }[];
    try {
      await variants().update({ qty_in_stock: 0, unlimited: false });
      invalidateSiteData(fixture.websiteId);
      expect(islandProps((await page('/shop/p/walnut-basket')).text, 'installment-badge')).toBeUndefined();
      for (const row of stock)
        await db
          .knex(TABLES.productVariants)
          .where({ id: row.id })
          .update({ qty_in_stock: row.qty_in_stock, unlimited: row.unlimited });
      await db.knex(TABLES.products).where({ id: basket }).update({ is_subscribable: true });
      invalidateSiteData(fixture.websiteId);
      const res = await page('/shop/p/walnut-basket');
      expect(islandProps(res.text, 'installment-badge')).toBeUndefined();
      expect(res.text).not.toContain('interest-free payments');
    } finally {
      for (const row of stock)
        await db
          .knex(TABLES.productVariants)
          .where({ id: row.id })
          .update({ qty_in_stock: row.qty_in_stock, unlimited: row.unlimited });
      await db.knex(TABLES.products).where({ id: basket }).update({ is_subscribable: false });
      invalidateSiteData(fixture.websiteId);
    }
  });

  it('offers other products of the store in the drawer of a product page', async () => {
    const res = await page('/shop/p/walnut-basket');
    const drawer = islandProps(res.text, 'cart-drawer') as { alsoBought: { id: string }[] };
    const ids = drawer.alsoBought.map((card) => card.id);
    expect(ids).not.toContain(fixture.products.basket);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('lists on /cart first what was bought in the same orders as the cart’s products', async () => {
    const variant = (sku: string) =>
      db.knex(TABLES.productVariants).where({ sku }).first('id', 'product_id', 'sku');
    const basket = await variant('BASKET-1');
    const apron = await variant('APRON-S');
    const [order] = await db
      .knex(TABLES.orders)
      .insert({
        website_id: fixture.websiteId,
        order_number: 1,
        idempotency_key: 'k1',
        customer_email: 'a@example.com',
        currency: 'USD',
      })
      .returning('id');
    const item = (v: { product_id: string; id: string; sku: string }, position: number) => ({
      website_id: fixture.websiteId,
      order_id: order.id,
      product_id: v.product_id,
      variant_id: v.id,
      sku: v.sku,
      product_name: v.sku,
      product_type: 1,
      quantity: 1,
      unit_price_cents: 100,
      position,
    });
    await db.knex(TABLES.orderItems).insert([item(basket, 0), item(apron, 1)]);
    const [cart] = await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId }).returning('id');
    await db.knex(TABLES.cartEntries).insert({
      website_id: fixture.websiteId,
      cart_id: cart.id,
      product_id: basket.product_id,
      variant_id: basket.id,
      quantity: 1,
    });
    const res = await page('/cart', `tessera_cart=${cart.id as string}`);
    const props = islandProps(res.text, 'cart-page') as { alsoBought: { id: string; title: string }[] };
    expect(props.alsoBought[0].id).toBe(apron.product_id);
    expect(props.alsoBought.map((card) => card.id)).not.toContain(basket.product_id);
    expect(res.text).toContain('Customers also bought');
  });
});
