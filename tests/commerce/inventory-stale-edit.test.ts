// The owner's inventory edits made from a count that changed since: refused with the stock now, never written over a newer one.
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { TestBrowser } from '../security/test-browser.js';
import type { SiteFixture } from '../site/site-fixture.js';
import { testDatabaseKind } from '../support/test-database.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';

const INVENTORY = '/api/owner/inventory';

let db: Database;
let fixture: SiteFixture;
let owner: TestBrowser;
const variants = new Map<string, string>();

setUpOwnerSuite(async (suite) => {
  ({ db, fixture, owner } = suite);
  const rows = await db
    .knex(TABLES.productVariants)
    .where({ website_id: fixture.websiteId })
    .select('id', 'sku');
  for (const row of rows) variants.set(row.sku, row.id);
});

const stockOf = async (sku: string) =>
  db
    .knex(TABLES.productVariants)
    .where({ website_id: fixture.websiteId, id: variants.get(sku) })
    .first('qty_in_stock', 'unlimited');
const put = (sku: string, body: Record<string, unknown>) =>
  owner.send('PUT', `${INVENTORY}/${variants.get(sku)}`, { body });

describe(`stale stock edits (${testDatabaseKind()})`, () => {
  it('sets the count when it is still the one the edit was made from', async () => {
    const res = await put('BASKET-1', { qtyInStock: 9, expected: { qtyInStock: 12, unlimited: false } });
    expect(res.status).toBe(200);
    expect(res.body.variant).toMatchObject({ qtyInStock: 9, unlimited: false });
  });

  it('refuses an edit made from an older count, says what it is now, and changes nothing', async () => {
    const res = await put('BASKET-1', { qtyInStock: 30, expected: { qtyInStock: 12, unlimited: false } });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'stock-changed',
      message: 'Someone else changed this stock first: it is now 9. Your change was not saved.',
      qtyInStock: 9,
      unlimited: false,
    });
    expect(await stockOf('BASKET-1')).toEqual({ qty_in_stock: 9, unlimited: false });
  });

  it('refuses making stock unlimited or limited from a stale view', async () => {
    const unlimited = await put('BASKET-1', {
      unlimited: true,
      expected: { qtyInStock: 12, unlimited: false },
    });
    expect(unlimited.status).toBe(409);
    expect(await stockOf('BASKET-1')).toEqual({ qty_in_stock: 9, unlimited: false });
    const limited = await put('APRON-L', {
      unlimited: false,
      qtyInStock: 2,
      expected: { qtyInStock: 0, unlimited: false },
    });
    expect(limited.status).toBe(409);
    expect(limited.body.message).toBe(
      'Someone else changed this stock first: it is now unlimited. Your change was not saved.',
    );
    expect((await stockOf('APRON-L'))?.unlimited).toBe(true);
  });

  it('of two edits made from the same count at once, writes one and refuses the other', async () => {
    const from = { qtyInStock: 9, unlimited: false };
    const results = await Promise.all([
      put('BASKET-1', { qtyInStock: 5, expected: from }),
      put('BASKET-1', { qtyInStock: 6, expected: from }),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const written = results.find((res) => res.status === 200)!.body.variant.qtyInStock as number;
    const refused = results.find((res) => res.status === 409)!;
    expect(refused.body.qtyInStock).toBe(written);
    expect(await stockOf('BASKET-1')).toEqual({ qty_in_stock: written, unlimited: false });
  });

  it('checks the expected stock like any count', async () => {
    const res = await put('BASKET-1', { qtyInStock: 1, expected: { qtyInStock: -1 } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      'expected.qtyInStock': 'Enter a whole number from 0 to 2147483647.',
      'expected.unlimited': 'Choose whether the stock was unlimited.',
    });
  });
});
