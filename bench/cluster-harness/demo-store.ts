// What the cluster suite and bench buy in the demo store: a physical product with a chosen stock, the standard shipping, a checkout body, a product page's path.
import type { Knex } from 'knex';
import { TABLES } from '../../server/db/tables.js';

/** A product variant a visitor adds with `{ itemId, sku, quantity }`. */
export interface DemoProduct {
  itemId: string;
  sku: string;
  variantId: string;
}

/** The SPEC's answer to an order for more than is left (409). */
export const NOT_ENOUGH_STOCK = {
  error: 'not-enough-stock',
  message: 'Sorry, we do not have enough of that item available.',
} as const;

/** Which products {@link demoProducts} takes, and the stock it gives them. */
export interface DemoProductsOptions {
  count: number;
  /** Products to pass over first (another test's). */
  offset?: number;
  /** Units in stock; `'unlimited'`: never run out. */
  stock: number | 'unlimited';
}

/**
 * Published physical products that need no extra form, in title order, one variant each, given
 * their stock: orders then compete for exactly that stock.
 */
export async function demoProducts(
  knex: Knex,
  { count, offset = 0, stock }: DemoProductsOptions,
): Promise<DemoProduct[]> {
  const rows: { product_id: string; sku: string; variant_id: string }[] = await knex(
    `${TABLES.productVariants} as v`,
  )
    .join(`${TABLES.products} as p`, function joinProduct() {
      this.on('p.website_id', 'v.website_id').andOn('p.id', 'v.product_id');
    })
    .join(`${TABLES.contentItems} as i`, function joinItem() {
      this.on('i.website_id', 'v.website_id').andOn('i.id', 'v.product_id');
    })
    .where({ 'p.product_type': 1, 'i.status': 'published' })
    .whereNull('p.additional_fields_form_id')
    .orderBy(['i.title', 'v.position'])
    .select('v.product_id', 'v.sku', 'v.id as variant_id');
  const onePerProduct = [...new Map(rows.map((row) => [row.product_id, row])).values()].slice(
    offset,
    offset + count,
  );
  if (onePerProduct.length < count) throw new Error('The demo store has too few physical products.');
  await knex(TABLES.productVariants)
    .whereIn(
      'id',
      onePerProduct.map((row) => row.variant_id),
    )
    .update(stock === 'unlimited' ? { unlimited: true } : { unlimited: false, qty_in_stock: stock });
  return onePerProduct.map((row) => ({ itemId: row.product_id, sku: row.sku, variantId: row.variant_id }));
}

/** A variant's stock now. */
export async function stockOf(knex: Knex, variantId: string): Promise<number> {
  const row = (await knex(TABLES.productVariants).where({ id: variantId }).first('qty_in_stock')) as {
    qty_in_stock: number;
  };
  return row.qty_in_stock;
}

/** The demo's first flat-rate shipping option ("Standard shipping"). */
export async function standardShipping(knex: Knex): Promise<string> {
  const row = (await knex(TABLES.shippingOptions).where({ kind: 'flat' }).orderBy('position').first('id')) as
    { id: string } | undefined;
  if (row === undefined) throw new Error('The demo store has no flat-rate shipping.');
  return row.id;
}

/** An order of the cart `cartToken` for `email`, shipped to Maine, paid with the test card. */
export function checkoutBody(
  cartToken: string,
  email: string,
  shippingOptionId: string,
): Record<string, unknown> {
  return {
    cartToken,
    email,
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '14 Water Street',
      address2: '',
      city: 'Portland',
      region: 'ME',
      postalCode: '04101',
      country: 'US',
      phone: '',
    },
    shippingOptionId,
    payment: { method: 'test', cardNumber: '4242 4242 4242 4242' },
  };
}

/** The path of one product page of the demo store, found by following the shop page. */
export async function productPagePath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/shop`)).text();
  const match = /href="(\/shop\/p\/[^"?#]+)"/.exec(html);
  if (match === null) throw new Error('No product link found on /shop: is the demo store seeded?');
  return match[1];
}
