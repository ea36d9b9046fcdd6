// No query per item: a list page reads the same number of rows-sets for 4 products as for 24 (knex `query` events).
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
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

describe(`queries per page (${testDatabaseKind()})`, () => {
  let db: Database;
  let fixture: SiteFixture;
  let app: ReturnType<typeof siteApp>;

  beforeAll(async () => {
    db = await createTestDatabase();
    fixture = await seedSite(db.knex);
    app = siteApp(db);
  }, 60_000);
  afterAll(() => db?.close());

  const page = (path: string) => async () => {
    const res = await request(app).get(path).set('Accept', 'text/html');
    expect(res.status).toBe(200);
    return res;
  };

  it('lists 24 products with the same queries as 4: one per concern, none per product', async () => {
    const few = await queriesOf(db, page('/shop'));
    await addProducts(db.knex, fixture, 20, 'bulk');
    let html = '';
    const many = await queriesOf(db, async () => {
      html = (await page('/shop')()).text;
    });
    expect(html.match(/<article class="product-card/g)).toHaveLength(24);
    expect(many).toEqual(few);
    // website, settings, pages, collections, menus, categories, items, variants, images, forms.
    expect(many.length).toBeLessThanOrEqual(10);
    expect(many.filter((sql) => sql.includes('"PRODUCT_VARIANTS"'))).toHaveLength(1);
    expect(many.filter((sql) => sql.includes('"IMAGES"'))).toHaveLength(1);
  });

  it('keeps the home page, search and a product page to a handful of queries', async () => {
    expect((await queriesOf(db, page('/'))).length).toBeLessThanOrEqual(11);
    expect((await queriesOf(db, page('/search?q=product'))).length).toBeLessThanOrEqual(10);
    expect((await queriesOf(db, page('/shop/p/bulk-7'))).length).toBeLessThanOrEqual(10);
  });
});
