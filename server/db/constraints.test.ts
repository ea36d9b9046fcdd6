// Tests of the rules the schema itself enforces: stock and balances never negative, keys per website.
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from './database.js';
import { TABLES } from './tables.js';
import { openThrowawayDatabase } from './throwaway-database.js';

let db: Database;
let knex: Knex;

beforeAll(async () => {
  db = await openThrowawayDatabase({ url: process.env.DATABASE_URL || undefined });
  knex = db.knex;
}, 60_000);
afterAll(() => db?.close());

/** A website with a store collection, one product and one variant with 3 in stock. */
async function store(name: string) {
  const [{ id: websiteId }] = await knex(TABLES.websites).insert({ site_title: name }).returning('id');
  const [{ id: collectionId }] = await knex(TABLES.collections)
    .insert({ website_id: websiteId, type: 13, url_id: 'shop' })
    .returning('id');
  const [{ id: productId }] = await knex(TABLES.contentItems)
    .insert({ website_id: websiteId, collection_id: collectionId, record_type: 11, url_id: 'mug' })
    .returning('id');
  await knex(TABLES.products).insert({ website_id: websiteId, id: productId, product_type: 1 });
  const [{ id: variantId }] = await knex(TABLES.productVariants)
    .insert({
      website_id: websiteId,
      product_id: productId,
      sku: 'MUG-1',
      price_cents: 1500,
      qty_in_stock: 3,
    })
    .returning('id');
  return { websiteId, collectionId, productId, variantId };
}

/** The PostgreSQL error a statement fails with: its code and constraint. */
async function failure(statement: PromiseLike<unknown>): Promise<{ code: string; constraint: string }> {
  try {
    await statement;
  } catch (error) {
    const { code, constraint } = error as { code: string; constraint: string };
    return { code, constraint };
  }
  throw new Error('The statement succeeded');
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

describe('stock', () => {
  test('cannot go below zero, and a conditional update takes none when there is too little', async () => {
    const { websiteId, variantId } = await store('Stock');
    const variant = () => knex(TABLES.productVariants).where({ website_id: websiteId, id: variantId });

    expect(await failure(variant().decrement('qty_in_stock', 4))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'qty_in_stock_not_negative',
    });
    expect(await variant().where('qty_in_stock', '>=', 4).decrement('qty_in_stock', 4)).toBe(0);
    expect(await variant().where('qty_in_stock', '>=', 3).decrement('qty_in_stock', 3)).toBe(1);
    expect(await variant().first('qty_in_stock')).toEqual({ qty_in_stock: 0 });
  });
});

describe('gift cards', () => {
  test('cannot be spent below a zero balance', async () => {
    const { websiteId } = await store('Gift cards');
    await knex(TABLES.giftCards).insert({
      website_id: websiteId,
      code: 'GIFT-1',
      initial_value_cents: 5000,
      balance_cents: 5000,
    });
    const card = () => knex(TABLES.giftCards).where({ website_id: websiteId, code: 'GIFT-1' });

    expect(await failure(card().decrement('balance_cents', 5001))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'balance_cents_not_negative',
    });
    await card().decrement('balance_cents', 5000);
    expect(await card().first('balance_cents')).toEqual({ balance_cents: 0 });
  });
});

describe('keys per website', () => {
  test('a SKU is unique in its website, and free in another', async () => {
    const first = await store('First');
    const second = await store('Second');
    expect(
      await failure(
        knex(TABLES.productVariants).insert({
          website_id: first.websiteId,
          product_id: first.productId,
          sku: 'MUG-1',
        }),
      ),
    ).toMatchObject({ code: UNIQUE_VIOLATION });
    expect(second.variantId).not.toBe(first.variantId);
  });

  test('a row cannot point at a row of another website', async () => {
    const mine = await store('Mine');
    const theirs = await store('Theirs');
    const [{ id: cartId }] = await knex(TABLES.carts).insert({ website_id: mine.websiteId }).returning('id');
    const entry = (variant: { productId: string; variantId: string }) =>
      knex(TABLES.cartEntries).insert({
        website_id: mine.websiteId,
        cart_id: cartId,
        product_id: variant.productId,
        variant_id: variant.variantId,
        quantity: 1,
      });

    expect(await failure(entry(theirs))).toMatchObject({ code: FOREIGN_KEY_VIOLATION });
    await entry(mine);
  });

  test('one restock sign-up per website, variant and email', async () => {
    const { websiteId, productId, variantId } = await store('Restock');
    const signUp = {
      website_id: websiteId,
      product_id: productId,
      variant_id: variantId,
      email: 'a@example.com',
    };
    await knex(TABLES.restockSignups).insert(signUp);
    expect(await failure(knex(TABLES.restockSignups).insert(signUp))).toMatchObject({
      code: UNIQUE_VIOLATION,
    });
    expect(await failure(knex(TABLES.restockSignups).insert({ ...signUp, email: 'B@example.com' }))).toEqual({
      code: CHECK_VIOLATION,
      constraint: 'email_normalized',
    });
  });

  test('deleting a form clears only the reference to it, and deleting a website deletes its rows', async () => {
    const { websiteId, productId } = await store('Forms');
    const [{ id: formId }] = await knex(TABLES.forms).insert({ website_id: websiteId }).returning('id');
    const product = () => knex(TABLES.products).where({ website_id: websiteId, id: productId });
    await product().update({ additional_fields_form_id: formId });

    await knex(TABLES.forms).where({ website_id: websiteId, id: formId }).delete();
    expect(await product().first('website_id', 'additional_fields_form_id')).toEqual({
      website_id: websiteId,
      additional_fields_form_id: null,
    });
    await knex(TABLES.websites).where({ id: websiteId }).delete();
    expect(await knex(TABLES.productVariants).where({ website_id: websiteId })).toEqual([]);
  });

  test('an order is idempotent on its key within a website', async () => {
    const { websiteId } = await store('Orders');
    const order = { website_id: websiteId, idempotency_key: 'k-1', customer_email: 'c@example.com' };
    await knex(TABLES.orders).insert({ ...order, order_number: 1 });
    expect(await failure(knex(TABLES.orders).insert({ ...order, order_number: 2 }))).toMatchObject({
      code: UNIQUE_VIOLATION,
    });
  });
});

describe('defaults', () => {
  test('a website is in America/New_York and sells in USD; settings allow multiple service quantities', async () => {
    const [website] = await knex(TABLES.websites).insert({}).returning(['id', 'time_zone', 'currency']);
    expect(website).toMatchObject({ time_zone: 'America/New_York', currency: 'USD' });
    const [settings] = await knex(TABLES.websiteSettings).insert({ website_id: website.id }).returning('*');
    expect(settings).toMatchObject({
      multiple_quantity_allowed_for_services: true,
      comments_enabled: false,
      feature_flags: {},
    });
  });
});
