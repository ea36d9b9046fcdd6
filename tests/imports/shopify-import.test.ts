// Importing Shopify's product CSV (a file in the layout of Shopify's own template, fixtures/imports/shopify-products.csv): 3 products with 12, 3 and 1 variants, prices, compare-at prices, stock, status and image alt texts as in the file; run again, nothing doubles; images fetched when reachable.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../domain/imports/import-report.js';
import type { Database } from '../../server/db/database.js';
import { TABLES } from '../../server/db/tables.js';
import type { FileStorage } from '../../server/files/storage/file-storage.js';
import type { ImportContext } from '../../server/imports/import-context.js';
import { importShopifyCsv, previewShopifyCsv } from '../../server/imports/shopify/shopify-import.js';
import { setUpOwnerSuite } from '../owner/owner-app.js';
import { testDatabaseKind } from '../support/test-database.js';

const CSV = readFileSync(new URL('../../fixtures/imports/shopify-products.csv', import.meta.url), 'utf8');

let db: Database;
let files: FileStorage;
let websiteId: string;

setUpOwnerSuite((suite) => {
  ({ db, files } = suite);
  websiteId = suite.fixture.websiteId;
});

function context(allowPrivateNetworks = false): ImportContext {
  return {
    db: db.knex,
    files,
    website: { id: websiteId, title: 'Harbor & Pine', timeZone: 'UTC', currency: 'USD' },
    actor: { accountId: null, apiKeyId: null, label: 'import test' },
    allowPrivateNetworks,
  };
}

interface VariantRow {
  sku: string;
  attributes: Record<string, string>;
  price_cents: number;
  sale_price_cents: number;
  on_sale: boolean;
  qty_in_stock: number;
  unlimited: boolean;
}

async function productByTitle(title: string) {
  const item = await db
    .knex(TABLES.contentItems)
    .where({ website_id: websiteId, title })
    .first('id', 'status', 'url_id', 'tags', 'categories');
  const variants = (await db
    .knex(TABLES.productVariants)
    .where({ website_id: websiteId, product_id: item.id })
    .orderBy('position')
    .select(
      'sku',
      'attributes',
      'price_cents',
      'sale_price_cents',
      'on_sale',
      'qty_in_stock',
      'unlimited',
    )) as VariantRow[];
  return { item, variants };
}

describe(`importing Shopify's product CSV (${testDatabaseKind()})`, () => {
  let first: ImportReport;

  it('previews 3 products and 16 variants with the rows that need a word, writing nothing', async () => {
    const before = await db.knex(TABLES.products).where({ website_id: websiteId }).count({ n: '*' });
    const preview = previewShopifyCsv(CSV, 'USD');
    expect([preview.products, preview.variants]).toEqual([3, 16]);
    expect(preview.catalogue.problems.map((problem) => problem.message)).toEqual([
      'Row 14: the compare-at price 64.95 is not above the price 95.00, so the variant is not on sale.',
      'Row 15: the compare-at price 64.95 is not above the price 95.00, so the variant is not on sale.',
      'Row 16: the compare-at price 64.95 is not above the price 95.00, so the variant is not on sale.',
    ]);
    expect(await db.knex(TABLES.products).where({ website_id: websiteId }).count({ n: '*' })).toEqual(before);
  });

  it('imports 3 products with 12, 3 and 1 variants as the file says', async () => {
    first = await importShopifyCsv(context(), CSV);
    expect(first.counts.product).toEqual({ found: 3, imported: 3, updated: 0, skipped: 0, failed: 0 });

    const tee = await productByTitle('Harbour Tee');
    expect(tee.item.status).toBe('published');
    expect(tee.item.url_id).toBe('harbour-tee');
    expect(tee.variants).toHaveLength(12);
    expect(tee.variants[0]).toMatchObject({
      sku: 'TEE-11',
      attributes: { Colour: 'Moss', Size: 'S' },
      price_cents: 2800,
      on_sale: false,
      unlimited: true,
    });
    expect(tee.variants.map((variant) => `${variant.attributes.Colour}/${variant.attributes.Size}`)).toEqual(
      ['Moss', 'Harbour Blue', 'Slate', 'Heather'].flatMap((colour) =>
        ['S', 'M', 'L'].map((size) => `${colour}/${size}`),
      ),
    );

    const trousers = await productByTitle('Field Trousers');
    expect(trousers.item.status).toBe('draft');
    expect(
      trousers.variants.map((variant) => [
        variant.sku,
        variant.price_cents,
        variant.on_sale,
        variant.qty_in_stock,
      ]),
    ).toEqual([
      ['TRS-28', 9500, false, 20],
      ['TRS-30', 9500, false, 15],
      ['TRS-34', 9500, false, 10],
    ]);

    // Compare-at 22.99 above the price 17.99: a sale from 22.99 to 17.99. Archived: hidden.
    const beanie = await productByTitle('Wool Beanie');
    expect(beanie.item.status).toBe('draft');
    expect(beanie.variants).toEqual([
      {
        sku: 'BEANIE-GRY',
        attributes: {},
        price_cents: 2299,
        sale_price_cents: 1799,
        on_sale: true,
        qty_in_stock: 50,
        unlimited: false,
      },
    ]);
    expect(first.entries.find((entry) => entry.source === 'wool-beanie')?.reason).toBe(
      'archived: hidden from the site',
    );
  });

  it('lists every image it could not fetch with its alt text', () => {
    expect(first.files.every((file) => file.outcome === 'missing')).toBe(true);
    const alts = Object.fromEntries(first.files.map((file) => [file.url.split('/').at(-1), file.alt]));
    expect(alts).toMatchObject({
      'tee-rack.jpg': 'Tees hanging on a rail',
      'tee-swatches.jpg': 'Four tee colours side by side',
      'tee-moss.jpg': 'Moss tee, folded',
      'trousers-rack.jpg': 'Work trousers on a hanger',
      'trousers-pocket.jpg': 'Hand in the trouser pocket',
      'beanie.jpg': 'Grey ribbed beanie',
    });
    expect(first.files).toHaveLength(11);
    expect(first.files[0]?.reason).toBe('the host images.shop.invalid was not found');
  });

  it('updates instead of doubling when run again', async () => {
    const count = async () =>
      Number(
        (await db.knex(TABLES.productVariants).where({ website_id: websiteId }).count({ n: '*' }))[0]!.n,
      );
    const variantsBefore = await count();
    const again = await importShopifyCsv(context(), CSV);
    expect(again.counts.product).toEqual({ found: 3, imported: 0, updated: 3, skipped: 0, failed: 0 });
    expect(await count()).toBe(variantsBefore);
    const tees = await db
      .knex(TABLES.contentItems)
      .where({ website_id: websiteId, title: 'Harbour Tee' })
      .count({ n: '*' });
    expect(Number(tees[0]!.n)).toBe(1);
  });
});

describe('images reachable from the import', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#446688' } })
      .png()
      .toBuffer();
    server = createServer((req, res) => {
      if (req.url === '/hat.png') res.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('stores a reachable image with its alt text, and refuses private addresses unless allowed', async () => {
    const csv = [
      'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Image Src,Image Position,Image Alt Text,Status',
      `felt-hat,Felt Hat,Title,Default Title,HAT-1,40,${base}/hat.png,1,A felt hat on a peg,active`,
    ].join('\n');
    const guarded = await importShopifyCsv(context(false), csv);
    expect(guarded.files).toEqual([
      {
        url: `${base}/hat.png`,
        alt: 'A felt hat on a peg',
        outcome: 'missing',
        reason: 'it is on a private network',
      },
    ]);
    const allowed = await importShopifyCsv(context(true), csv);
    expect(allowed.files).toEqual([
      { url: `${base}/hat.png`, alt: 'A felt hat on a peg', outcome: 'fetched' },
    ]);
    const item = await db
      .knex(TABLES.contentItems)
      .where({ website_id: websiteId, title: 'Felt Hat' })
      .first('main_image_id');
    const image = await db
      .knex(TABLES.images)
      .where({ website_id: websiteId, id: item.main_image_id })
      .first('alt_text');
    expect(image.alt_text).toBe('A felt hat on a peg');
    // Run again: the stored image is reused, not fetched twice.
    expect((await importShopifyCsv(context(true), csv)).files[0]?.outcome).toBe('kept');
  });
});
