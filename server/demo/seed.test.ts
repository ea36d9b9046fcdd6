// Seeding the demo website: what it contains, its pictures on disk, reseeding, and the owner's sign-in.
import { verify } from '@node-rs/argon2';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../db/database.js';
import { TABLES } from '../db/tables.js';
import { openThrowawayDatabase } from '../db/throwaway-database.js';
import { FIELD_TYPES } from './fixture-form-schema.js';
import { findDemoFixturesDir } from './load-fixtures.js';
import { DEMO_OWNER, isSeeded, seedDemo, type SeedResult } from './seed.js';

type Rows = Record<string, unknown>[];

// What tests/support's createTestDatabase does (server/ may not import tests/): in-memory PGlite,
// or a throwaway schema on the server at DATABASE_URL.
const createTestDatabase = () => openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined });
const testDatabaseKind = () => (process.env.DATABASE_URL ? 'pg' : 'pglite');

describe(`seedDemo (${testDatabaseKind()})`, () => {
  let db: Database;
  let dataDir: string;
  let first: SeedResult;
  const now = new Date();

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-demo-'));
    first = await seedDemo(db.knex, { dataDir, now });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = (table: string, where: Record<string, unknown> = {}) =>
    db.knex(table).where({ website_id: first.websiteId, ...where }) as unknown as Promise<Rows>;
  const collectionItems = async (urlId: string) => {
    const [collection] = await rows(TABLES.collections, { url_id: urlId });
    return rows(TABLES.contentItems, { collection_id: collection.id });
  };

  // How long seeding takes is measured by bench/seed.ts (npm run bench:seed), not asserted here.
  test('seeds once and makes the default website on localhost', async () => {
    expect(first.seeded).toBe(true);
    expect(await isSeeded(db.knex)).toBe(true);
    const [website] = (await db.knex(TABLES.websites).where({ id: first.websiteId })) as Rows;
    expect(website).toMatchObject({ is_default: true, time_zone: 'America/New_York', currency: 'USD' });
    expect(await rows(TABLES.websiteDomains)).toEqual([
      expect.objectContaining({ host: 'localhost', is_primary: true }),
    ]);
    const again = await seedDemo(db.knex, { dataDir, now });
    expect(again).toMatchObject({ seeded: false, websiteId: first.websiteId });
    expect(await db.knex(TABLES.websites).count({ count: '*' })).toEqual([{ count: 1 }]);
  });

  test('has a store of at least 24 products covering every kind of product', async () => {
    const products = await rows(TABLES.products);
    const variants = await rows(TABLES.productVariants);
    const items = await collectionItems('shop');
    expect(products.length).toBeGreaterThanOrEqual(24);
    expect(items).toHaveLength(products.length);
    expect(new Set(products.map((product) => product.product_type))).toEqual(new Set([1, 2, 3, 4]));
    const variantsOf = (id: unknown) => variants.filter((variant) => variant.product_id === id);
    const soldOut = products.filter(
      (product) =>
        (product.product_type === 1 || product.product_type === 3) &&
        variantsOf(product.id).every((variant) => variant.qty_in_stock === 0 && variant.unlimited === false),
    );
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
    for (const product of soldOut) {
      const merchandising = product.merchandising as { restockNotificationViews: unknown[] };
      expect(merchandising.restockNotificationViews.length).toBeGreaterThan(0);
    }
    const onSale = variants.filter((variant) => variant.on_sale);
    expect(onSale.length).toBeGreaterThan(0);
    for (const variant of onSale)
      expect(variant.sale_price_cents).toBeLessThan(variant.price_cents as number);
    expect(variants.some((variant) => variant.unlimited)).toBe(true);
    expect(
      products.filter((product) => (product.variant_option_ordering as string[]).length === 2).length,
    ).toBeGreaterThan(0);

    const subscription = products.find((product) => product.is_subscribable);
    expect(subscription?.subscription_plan).toMatchObject({
      billingPeriod: { value: expect.any(Number), unit: expect.stringMatching(/^(WEEK|MONTH|YEAR)$/) },
      numBillingCycles: expect.any(Number),
    });
    const giftCard = products.find((product) => product.product_type === 4);
    // Rows come back in no set order: compare the denominations, smallest first.
    expect(
      variantsOf(giftCard?.id)
        .map((variant) => Number(variant.price_cents))
        .sort((a, b) => a - b),
    ).toEqual([2500, 5000, 10000, 20000]);
    const digital = products.filter((product) => product.product_type === 2);
    for (const product of digital) expect(product.digital_file_id).toEqual(expect.any(String));

    const withForm = products.find((product) => product.additional_fields_form_id !== null);
    const [form] = await rows(TABLES.forms, { id: withForm?.additional_fields_form_id });
    expect(form.name).toBe('Engraving details');
    const scarce = products.filter(
      (product) => (product.merchandising as { scarcityEnabled: boolean }).scarcityEnabled,
    );
    expect(scarce.length).toBeGreaterThanOrEqual(2);
    for (const item of items) {
      expect(item).toMatchObject({
        record_type: 11,
        status: 'published',
        excerpt: expect.stringContaining('<p>'),
      });
      expect((item.media as unknown[]).length).toBeGreaterThanOrEqual(1);
      expect((item.media as unknown[]).length).toBeLessThanOrEqual(3);
      expect(item.main_image_id).toEqual(expect.any(String));
      expect((item.categories as string[]).length).toBeGreaterThan(0);
    }
  });

  test('has a blog, a gallery and events', async () => {
    const posts = (await collectionItems('blog')).filter((post) => post.status === 'published');
    expect(posts.length).toBeGreaterThanOrEqual(6);
    for (const post of posts) {
      expect(post).toMatchObject({ record_type: 1, author_account_id: expect.any(String) });
      expect(post.published_at).toBeInstanceOf(Date);
      expect((post.tags as string[]).length).toBeGreaterThan(0);
    }
    expect((await collectionItems('gallery')).length).toBeGreaterThanOrEqual(8);
    const events = await collectionItems('events');
    expect(events.length).toBeGreaterThanOrEqual(4);
    expect(events.some((event) => (event.end_date as Date) < now)).toBe(true);
    expect(events.some((event) => (event.start_date as Date) > now)).toBe(true);
    for (const event of events)
      expect(event.location).toMatchObject({ addressLine1: expect.any(String), mapLat: expect.any(Number) });
  });

  test('has home, about and contact pages, a contact form, a page with every field type in the footer, and three menus', async () => {
    const pages = await rows(TABLES.pages);
    expect(pages.map((page) => page.url_id)).toEqual(
      expect.arrayContaining(['home', 'about', 'contact', 'form-examples', 'shop', 'blog']),
    );
    const formOn = async (urlId: string) => {
      const page = pages.find((row) => row.url_id === urlId);
      const blocks = (page?.content as { blocks: { type: string; formId?: string }[] }).blocks;
      const formId = blocks.find((block) => block.type === 'form')?.formId;
      const [form] = await rows(TABLES.forms, { id: formId });
      return form;
    };
    const contact = await formOn('contact');
    expect(contact.name).toBe('Contact Us');
    expect(contact.fields).toEqual([
      expect.objectContaining({ id: 'name', type: 'name', required: true }),
      expect.objectContaining({ id: 'email', type: 'email', required: true }),
      expect.objectContaining({ id: 'subject', type: 'text', required: true }),
      expect.objectContaining({ id: 'message', type: 'textarea', required: true, maxLength: 1500 }),
    ]);
    expect(contact).toMatchObject({
      captcha_enabled: false,
      submission_message: expect.stringContaining('Thank you'),
    });
    const examples = await formOn('form-examples');
    const fields = examples.fields as { type: string; required: boolean; maxLength?: number }[];
    expect(new Set(fields.map((field) => field.type))).toEqual(new Set(FIELD_TYPES));
    expect(fields.find((field) => field.type === 'textarea')).toMatchObject({
      required: true,
      maxLength: 1500,
    });
    const menus = await rows(TABLES.navigations);
    expect(menus.map((menu) => menu.name).sort()).toEqual(['footer', 'header', 'main']);
    const menuText = (name: string) => JSON.stringify(menus.find((menu) => menu.name === name)?.items);
    const examplesPageId = `"pageId":"${String(pages.find((page) => page.url_id === 'form-examples')?.id)}"`;
    expect(menuText('footer')).toContain(examplesPageId);
    expect(menuText('main')).not.toContain(examplesPageId);
    const [settings] = await rows(TABLES.websiteSettings);
    const home = pages.find((page) => page.url_id === 'home');
    expect(settings).toMatchObject({
      multiple_quantity_allowed_for_services: true,
      comments_enabled: true,
      simple_liking_enabled: true,
      site_settings: expect.objectContaining({ homePageId: home?.id }),
    });
    expect(await rows(TABLES.mailingLists)).toHaveLength(1);
  });

  test('stores every picture on disk with its size in IMAGES', async () => {
    const images = await rows(TABLES.images);
    const files = new Map((await rows(TABLES.files)).map((file) => [file.id, file]));
    expect(images.length).toBeGreaterThanOrEqual(60);
    for (const image of images) {
      const file = files.get(image.file_id);
      const path = join(dataDir, file?.path as string);
      expect(existsSync(path)).toBe(true);
      const metadata = await sharp(readFileSync(path)).metadata();
      expect(`${metadata.width}x${metadata.height}`).toBe(`${image.original_width}x${image.original_height}`);
      expect(image.color_data).toMatchObject({ centerAverage: expect.stringMatching(/^[0-9a-f]{6}$/) });
    }
    const pdf = [...files.values()].find((file) => file.mime_type === 'application/pdf');
    expect(readFileSync(join(dataDir, pdf?.path as string), 'latin1')).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  test('lets the owner sign in with the demo password, as the website admin', async () => {
    const [owner] = (await db.knex(TABLES.ownerAccounts).where({ email: DEMO_OWNER.email })) as Rows;
    expect(owner.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verify(owner.password_hash as string, DEMO_OWNER.password)).toBe(true);
    expect(await rows(TABLES.memberships)).toEqual([
      expect.objectContaining({ account_id: owner.id, role: 1 }),
    ]);
    const fixture = JSON.parse(
      readFileSync(join(findDemoFixturesDir(), 'owner.json'), 'utf8'),
    ) as typeof DEMO_OWNER;
    expect({ email: fixture.email, password: fixture.password }).toEqual(DEMO_OWNER);
  });

  test('refuses a broken fixture with a clear error, before touching the database or the disk', async () => {
    const fixturesDir = mkdtempSync(join(tmpdir(), 'tessera-fixtures-'));
    try {
      cpSync(findDemoFixturesDir(), fixturesDir, { recursive: true });
      const path = join(fixturesDir, 'products.json');
      const products = JSON.parse(readFileSync(path, 'utf8')) as { products: { type: string }[] };
      products.products[3].type = 'subscription';
      writeFileSync(path, JSON.stringify(products));
      const folders = readdirSync(join(dataDir, 'files'));
      await expect(seedDemo(db.knex, { dataDir, fixturesDir, reset: true })).rejects.toThrow(
        /^Demo fixture products\.json, products\[3\]\.type \(in cedar-and-sea-salt-candle\): Invalid option/,
      );
      expect(await db.knex(TABLES.websites).pluck('id')).toEqual([first.websiteId]);
      expect(readdirSync(join(dataDir, 'files'))).toEqual(folders);
    } finally {
      rmSync(fixturesDir, { recursive: true, force: true });
    }
  });

  test('reseeds with reset: the same counts, a new website, the old files gone', async () => {
    const second = await seedDemo(db.knex, { dataDir, now, reset: true });
    expect(second.seeded).toBe(true);
    expect(second.websiteId).not.toBe(first.websiteId);
    expect(second.counts).toEqual(first.counts);
    expect(await db.knex(TABLES.websites).pluck('id')).toEqual([second.websiteId]);
    expect(await db.knex(TABLES.ownerAccounts).count({ count: '*' })).toEqual([{ count: 1 }]);
    for (const table of [TABLES.products, TABLES.contentItems, TABLES.images, TABLES.files]) {
      const [{ count }] = await db.knex(table).count({ count: '*' });
      expect(count).toBe(second.counts[table]);
    }
    expect(existsSync(join(dataDir, 'files', first.websiteId))).toBe(false);
    expect(existsSync(join(dataDir, 'files', second.websiteId))).toBe(true);
    first = second;
  }, 60_000);
});
