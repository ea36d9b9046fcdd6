// A product's own related products on the storefront (issue 31): the owner's chosen products under the product page, in their order, only those visitors can buy, while the store lists related products; otherwise 'Customers also bought' as before.
import type { Express } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import { invalidateSiteData } from '../../server/site/cache/site-caches.js';
import type { TestBrowser } from '../security/test-browser.js';
import { testDatabaseKind } from '../support/test-database.js';
import { ITEMS, SITE, newVisitor } from './orders-fixtures.js';
import { openStoreApp } from './store-app.js';

let db: Database;
let app: Express;
let admin: TestBrowser;

beforeAll(async () => {
  ({ db, app, admin } = await openStoreApp('related-products'));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

/** The mug's chosen related products (as the product editor stores them). */
async function chooseForMug(ids: readonly string[]): Promise<void> {
  await db
    .knex(TABLES.products)
    .where({ website_id: SITE, id: ITEMS.mug })
    .update({ merchandising: JSON.stringify({ relatedProductIds: ids }) });
}

async function setRelatedSwitch(on: boolean): Promise<void> {
  await db
    .knex(TABLES.websiteSettings)
    .where({ website_id: SITE })
    .update({ store_settings: JSON.stringify({ productDefaults: { relatedProducts: on } }) });
}

afterEach(async () => {
  await chooseForMug([]);
  await setRelatedSwitch(true);
  await db.knex(TABLES.contentItems).where({ website_id: SITE }).update({ status: 'published' });
  await db.knex(TABLES.productVariants).where({ website_id: SITE, sku: 'LAMP' }).update({ qty_in_stock: 10 });
});

async function page(path: string): Promise<string> {
  // Rows changed directly in the database are not seen through the site's cache.
  invalidateSiteData(SITE);
  const res = await (await newVisitor(app)).send('GET', path, { headers: { Accept: 'text/html' } });
  expect(res.status).toBe(200);
  return String(res.text);
}

/** The 'Related products' section of a page, or undefined. */
function relatedSection(html: string): string | undefined {
  return /<section class="related-products"[\s\S]*?<\/section>/.exec(html)?.[0];
}

/** The shop cards' product names in a piece of HTML, in order. */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/<h2 class="product-card__title"><a href="[^"]*">([^<]*)<\/a>/g)].map(
    (match) => match[1],
  );
}

/** What these tests read of a product page's `?format=json` context. */
interface ProductPageJson {
  collection: { features?: { relatedItems?: { isEnabled?: boolean } } };
  item: { relatedItems?: Record<string, unknown>[] };
  customersAlsoBought: { id: string }[];
}

async function json(path: string): Promise<ProductPageJson> {
  invalidateSiteData(SITE);
  const res = await admin.send('GET', `${path}?format=json`);
  expect(res.status).toBe(200);
  return res.body as ProductPageJson;
}

describe(`a product's related products (${testDatabaseKind()})`, () => {
  it('shows the chosen products under the product, in the owner’s order, sold-out ones marked', async () => {
    await chooseForMug([ITEMS.lamp, ITEMS.sticker, ITEMS.tee]);
    await db
      .knex(TABLES.productVariants)
      .where({ website_id: SITE, sku: 'LAMP' })
      .update({ qty_in_stock: 0 });
    const section = relatedSection(await page('/shop/p/mug'));
    expect(section).toBeDefined();
    expect(section).toContain(
      '<h2 class="related-products__title" id="related-products-title">Related products</h2>',
    );
    expect(cardTitles(section ?? '')).toEqual(['Lamp', 'Sticker', 'Tee']);
    // Each card names its product for the related-product events (runtime/tracking.ts).
    expect(section).toContain(`data-related-item-id="${ITEMS.lamp}" data-related-item-title="Lamp"`);
    // The lamp's card is marked as on the shop page, and cannot be added.
    const lamp = /<article class="product-card is-sold-out"[\s\S]*?<\/article>/.exec(section ?? '')?.[0];
    expect(lamp).toContain('<div class="product-mark sold-out">');
    expect(lamp).toContain('>Lamp</a>');
    expect(lamp).toMatch(/<button[^>]*disabled>Sold Out<\/button>/);
  });

  it('leaves out unpublished products, the product itself and products that are gone', async () => {
    await chooseForMug([ITEMS.tee, ITEMS.mug, 'item-gone', ITEMS.sticker, ITEMS.lamp]);
    await db.knex(TABLES.contentItems).where({ website_id: SITE, id: ITEMS.tee }).update({ status: 'draft' });
    expect(cardTitles(relatedSection(await page('/shop/p/mug')) ?? '')).toEqual(['Sticker', 'Lamp']);
    // None left to show: no section at all.
    await chooseForMug([ITEMS.tee, ITEMS.mug]);
    expect(relatedSection(await page('/shop/p/mug'))).toBeUndefined();
  });

  it('shows none while the store’s related-products switch is off', async () => {
    await chooseForMug([ITEMS.lamp, ITEMS.sticker]);
    await setRelatedSwitch(false);
    const html = await page('/shop/p/mug');
    expect(relatedSection(html)).toBeUndefined();
    expect(html).not.toContain('Related products');
    const context = await json('/shop/p/mug');
    expect(context.collection.features).toEqual({ relatedItems: { isEnabled: false } });
    expect(context.item.relatedItems).toBeUndefined();
    expect(context.customersAlsoBought).toEqual([]);
  });

  it('falls back to “Customers also bought” when none are chosen', async () => {
    expect(relatedSection(await page('/shop/p/mug'))).toBeUndefined();
    const context = await json('/shop/p/mug');
    expect(context.item.relatedItems).toBeUndefined();
    expect(context.collection.features?.relatedItems?.isEnabled).toBe(true);
    const ids = context.customersAlsoBought.map((card) => card.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain(ITEMS.mug);
  });

  it('gives themes the chosen products as item.relatedItems, and puts them first in “Customers also bought”', async () => {
    await chooseForMug([ITEMS.candles, ITEMS.sticker]);
    const context = await json('/shop/p/mug');
    expect(context.collection.features).toEqual({ relatedItems: { isEnabled: true } });
    const related = context.item.relatedItems ?? [];
    expect(related.map((item) => item.id)).toEqual([ITEMS.candles, ITEMS.sticker]);
    expect(related[0]).toMatchObject({ title: 'Candle Seasons', fullUrl: '/shop/p/candles', recordType: 11 });
    const alsoBought = context.customersAlsoBought.map((card) => card.id);
    expect(alsoBought.slice(0, 2)).toEqual([ITEMS.candles, ITEMS.sticker]);
    expect(alsoBought).not.toContain(ITEMS.mug);
  });
});
