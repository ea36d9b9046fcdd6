// Queries per page view: one per concern on a cold cache (none per item), none for site data on a warm one, again after invalidation.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/index.js';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.js';
import { siteApp } from './site-app.js';
import { addProducts, seedSite, type SiteFixture } from './site-fixture.js';

/** A query's SQL with its `in (…)` lists folded, so lists of different lengths compare equal. */
function shape(sql: string): string {
  return sql.replace(/in \((\$\d+(, )?)+\)/g, 'in (…)');
}

/** The SQL a request ran, one entry per query. */
async function queriesOf(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const listener = (query: { sql: string }) => seen.push(shape(query.sql));
  db.knex.on('query', listener);
  try {
    await run();
  } finally {
    db.knex.off('query', listener);
  }
  return seen;
}

// A priced cart also reads the store's shipping options (and tax rules and coupons when it has a
// destination or codes); they are cached like the site's other reads.
const CART_TABLES = [
  TABLES.carts,
  TABLES.cartEntries,
  TABLES.shippingOptions,
  TABLES.taxRules,
  TABLES.coupons,
];

describe(`queries per page (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db, {
      extraRoutes(express) {
        // Stands in for `authenticate`: a signed-in member of the website.
        express.use((req, _res, next) => {
          if (req.get('X-Test-Member') !== undefined) req.account = { id: 'member', email: '', role: 1 };
          next();
        });
      },
    });
  }, 60_000);
  afterAll(() => db?.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    request(app).get(path).set('Accept', 'text/html').set(headers);

  const page =
    (path: string, headers: Record<string, string> = {}, status = 200) =>
    async () => {
      const res = await get(path, headers);
      expect(res.status).toBe(status);
      return res;
    };

  /** The queries of a page view after the website's data was forgotten, as after an owner's write. */
  const cold = (path: string, status = 200) => {
    invalidateSiteData(fixture.websiteId);
    return queriesOf(db, page(path, {}, status));
  };

  it('lists 24 products with the same queries as 4 on a cold cache: one per concern, none per product', async () => {
    const few = await cold('/shop');
    await addProducts(db.knex, fixture, 20, 'bulk');
    let html = '';
    invalidateSiteData(fixture.websiteId);
    const many = await queriesOf(db, async () => {
      html = (await page('/shop')()).text;
    });
    expect(html.match(/<article class="product-card/g)).toHaveLength(24);
    expect(many).toEqual(few);
    // website, settings, pages, collections, menus, design, languages, categories, items, variants, images, forms,
    // and the URL mappings (read before any page, server/site/url-mappings/).
    expect(many.length).toBeLessThanOrEqual(13);
    expect(many.filter((sql) => sql.includes('"PRODUCT_VARIANTS"'))).toHaveLength(1);
    // The settings' own pictures (logo, favicon) come with the settings row; the items' in one read.
    expect(
      many.filter((sql) => sql.includes('"IMAGES"') && !sql.includes('"WEBSITE_SETTINGS"')),
    ).toHaveLength(1);
  });

  it('keeps the home page, search and a product page to a handful of queries on a cold cache', async () => {
    // Each with the site's published design and its languages (a read each, beside settings, pages, collections and menus).
    // And the URL mappings, read before any page (server/site/url-mappings/).
    expect((await cold('/')).length).toBeLessThanOrEqual(14);
    expect((await cold('/search?q=product')).length).toBeLessThanOrEqual(13);
    // A product page also reads its approved reviews, their count and average (one query).
    expect((await cold('/shop/p/bulk-7')).length).toBeLessThanOrEqual(14);
  });

  it('reads nothing on a warm cache for a visitor without a cart, whether the page is rendered again or not', async () => {
    const pages: [string, number][] = [
      ['/', 200],
      ['/shop', 200],
      ['/shop/c/kitchen-table', 200],
      ['/shop/p/walnut-basket', 200],
      ['/blog', 200],
      ['/blog/spring-at-the-workshop', 200],
      ['/events', 200],
      ['/gallery', 200],
      ['/contact', 200],
      ['/search?q=walnut', 200],
      ['/no-such-page', 404],
    ];
    const again = { Host: 'again.localhost' };
    for (const [path, status] of pages) {
      expect((await cold(path, status)).length, path).toBeGreaterThan(0);
      // Pages are kept per origin and address: another host name renders it again, from cached data…
      expect(await queriesOf(db, page(path, again, status)), path).toEqual([]);
      // …and the same address is the page already rendered.
      expect(await queriesOf(db, page(path, again, status)), path).toEqual([]);
    }
  });

  it('reads only the cart for a visitor with one, and never shows it to the next visitor', async () => {
    const [cart] = await db.knex(TABLES.carts).insert({ website_id: fixture.websiteId }).returning('id');
    const variant = await db.knex(TABLES.productVariants).where({ sku: 'TEE-1' }).first('id', 'product_id');
    await db.knex(TABLES.cartEntries).insert({
      website_id: fixture.websiteId,
      cart_id: cart.id,
      product_id: variant.product_id,
      variant_id: variant.id,
      quantity: 7,
    });
    await cold('/shop');
    let html = '';
    const queries = await queriesOf(db, async () => {
      html = (await page('/shop', { Cookie: `tessera_cart=${cart.id}` })()).text;
    });
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((sql) => CART_TABLES.some((table) => sql.includes(`"${table}"`)))).toBe(true);
    expect(html).toContain('data-tessera-cart-count>(7)</span>');
    const next = await page('/shop')();
    expect(next.text).toContain('data-tessera-cart-count>(0)</span>');
    expect(next.text).not.toContain('&quot;totalQuantity&quot;:7');
  });

  it('reads again after invalidateSiteData, and shows the change', async () => {
    const path = '/shop/p/walnut-basket';
    await cold(path);
    await db.knex(TABLES.productVariants).where({ sku: 'BASKET-1' }).update({ qty_in_stock: 0 });
    try {
      invalidateSiteData(fixture.websiteId);
      let html = '';
      const queries = await queriesOf(db, async () => {
        html = (await page(path)()).text;
      });
      expect(queries.filter((sql) => sql.includes('"PRODUCT_VARIANTS"'))).toHaveLength(1);
      expect(html).toContain('<div class="product-mark sold-out">sold out</div>');
      expect(html).toContain('type="button" disabled>Sold Out</button>');
    } finally {
      await db.knex(TABLES.productVariants).where({ sku: 'BASKET-1' }).update({ qty_in_stock: 12 });
      invalidateSiteData(fixture.websiteId);
    }
  });

  it('lets members of the website read the database, so they see changes nobody announced', async () => {
    await cold('/about');
    await db
      .knex(TABLES.pages)
      .where({ website_id: fixture.websiteId, url_id: 'about' })
      .update({ title: 'About the studio' });
    try {
      const member = await queriesOf(db, async () => {
        const res = await page('/about', { 'X-Test-Member': '1' })();
        expect(res.text).toContain('About the studio');
      });
      expect(member.length).toBeGreaterThan(0);
    } finally {
      await db
        .knex(TABLES.pages)
        .where({ website_id: fixture.websiteId, url_id: 'about' })
        .update({ title: 'About us' });
      invalidateSiteData(fixture.websiteId);
    }
  });
});
