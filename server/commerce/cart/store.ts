// Cart SQL through knex: open carts, their entries with the product facts a cart shows, and variants to add.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** What a cart is for: the site's cart, or a one-product checkout of its own (SPEC §7 subscription). */
export type CartKind = 'shopping' | 'subscription' | 'express';

/** A CARTS row, as much of it as the cart shows. */
export interface CartRow {
  website_id: string;
  id: string;
  kind: CartKind;
  site_user_id: string | null;
  is_purchased: boolean;
  currency: string;
  created_at: Date | string;
  /** Coupon codes entered, normalised, in order. */
  coupons: string[];
  /** `{country, region?, postalCode?}` or null. */
  shipping_location: unknown;
  selected_shipping_option_id: string | null;
  /** The site user's cart this guest cart was copied from at sign-out, if it was. */
  cloned_from_cart_id: string | null;
}

/** A CART_ENTRIES row joined with its variant, product, content item and image. */
export interface CartEntryRow {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  additional_fields: unknown;
  sku: string;
  attributes: Record<string, string>;
  option_values: unknown[];
  price_cents: number;
  sale_price_cents: number;
  on_sale: boolean;
  qty_in_stock: number;
  unlimited: boolean;
  /** The variant's weight and dimensions (`weightOz`, …). */
  shipping: Record<string, unknown>;
  product_type: number;
  additional_fields_form_id: string | null;
  title: string;
  image_file_id: string | null;
  image_filename: string | null;
  image_alt_text: string | null;
  image_width: number | null;
  image_height: number | null;
}

/** A variant a visitor may put in a cart: of a published product. */
export interface PurchasableVariant {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  currency: string;
  qty_in_stock: number;
  unlimited: boolean;
  product_type: number;
  is_subscribable: boolean;
}

/** Which cart: a signed-in site user's, else the anonymous one the cookie names. */
export interface CartOwner {
  websiteId: string;
  token?: string;
  siteUserId?: string;
  /**
   * A cart named by its token in the request (`cartToken`: a subscription or express checkout's
   * cart, or the shopping cart itself). It wins over the cookie and the user, and finds an open
   * cart of any kind that belongs to no site user or to the signed-in one.
   */
  cartToken?: string;
}

export const CART_COLUMNS = [
  'website_id',
  'id',
  'kind',
  'site_user_id',
  'is_purchased',
  'currency',
  'created_at',
  'coupons',
  'shipping_location',
  'selected_shipping_option_id',
  'cloned_from_cart_id',
];

/**
 * The owner's open shopping cart, or undefined. A site user's is found by the user; an anonymous
 * token only finds a cart of no user, so a cookie left behind after signing out shows nothing.
 * With `cartToken`, that cart (see CartOwner). `lock` takes the row lock that serialises writes to one cart.
 */
export async function findOpenCart(db: Knex, owner: CartOwner, lock = false): Promise<CartRow | undefined> {
  if (owner.cartToken !== undefined) return findCartByToken(db, owner, lock);
  if (owner.siteUserId === undefined && owner.token === undefined) return undefined;
  const query = db(TABLES.carts)
    .select(CART_COLUMNS)
    .where({ website_id: owner.websiteId, kind: 'shopping', is_purchased: false });
  if (owner.siteUserId !== undefined) {
    query.where({ site_user_id: owner.siteUserId }).orderBy('updated_at', 'desc');
  } else {
    query.where({ id: owner.token }).whereNull('site_user_id');
  }
  if (lock) query.forUpdate();
  return (await query.first()) as CartRow | undefined;
}

async function findCartByToken(db: Knex, owner: CartOwner, lock: boolean): Promise<CartRow | undefined> {
  const query = db(TABLES.carts)
    .select(CART_COLUMNS)
    .where({ website_id: owner.websiteId, id: owner.cartToken, is_purchased: false })
    .where((mine) => {
      mine.whereNull('site_user_id');
      if (owner.siteUserId !== undefined) mine.orWhere('site_user_id', owner.siteUserId);
    });
  if (lock) query.forUpdate();
  return (await query.first()) as CartRow | undefined;
}

/** A cart by its id, whatever its kind and whether bought or not. */
export async function findCartById(
  db: Knex,
  websiteId: string,
  cartId: string,
  lock = false,
): Promise<CartRow | undefined> {
  const query = db(TABLES.carts).select(CART_COLUMNS).where({ website_id: websiteId, id: cartId });
  if (lock) query.forUpdate();
  return (await query.first()) as CartRow | undefined;
}

/** Creates an empty shopping cart; its id is the new token. */
export async function insertCart(
  db: Knex,
  cart: { websiteId: string; siteUserId?: string; currency: string; kind?: CartKind },
): Promise<CartRow> {
  const [row] = await db(TABLES.carts)
    .insert({
      website_id: cart.websiteId,
      kind: cart.kind ?? 'shopping',
      site_user_id: cart.siteUserId ?? null,
      currency: cart.currency,
    })
    .returning(CART_COLUMNS);
  return row as CartRow;
}

/** Marks a cart as just changed (carts untouched for long are the ones to sweep). */
export async function touchCart(db: Knex, websiteId: string, cartId: string): Promise<void> {
  await db(TABLES.carts).where({ website_id: websiteId, id: cartId }).update({ updated_at: db.fn.now() });
}

/** The website's currency, for the cart of a visitor who has none yet. */
export async function websiteCurrency(db: Knex, websiteId: string): Promise<string | undefined> {
  const row = (await db(TABLES.websites).select('currency').where({ id: websiteId }).first()) as
    { currency: string } | undefined;
  return row?.currency.trim();
}

/** A cart's entries (`e`) with their variants (`v`) and products (`p`), oldest first; callers pick columns. */
function cartEntriesQuery(db: Knex, websiteId: string, cartId: string): Knex.QueryBuilder {
  return db({ e: TABLES.cartEntries })
    .join({ v: TABLES.productVariants }, function joinVariant() {
      this.on('v.website_id', 'e.website_id').andOn('v.id', 'e.variant_id');
    })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'e.website_id').andOn('p.id', 'e.product_id');
    })
    .where({ 'e.website_id': websiteId, 'e.cart_id': cartId })
    .orderBy([
      { column: 'e.created_at', order: 'asc' },
      { column: 'e.id', order: 'asc' },
    ]);
}

/** A cart's entries in the order they were added, each with what the cart shows of its product. */
export async function readCartEntries(db: Knex, websiteId: string, cartId: string): Promise<CartEntryRow[]> {
  const rows = await cartEntriesQuery(db, websiteId, cartId)
    .join({ ci: TABLES.contentItems }, function joinItem() {
      this.on('ci.website_id', 'e.website_id').andOn('ci.id', 'e.product_id');
    })
    .leftJoin({ i: TABLES.images }, function joinImage() {
      this.on('i.website_id', 'e.website_id').andOn(
        'i.id',
        db.raw('coalesce(??, ??)', ['v.main_image_id', 'ci.main_image_id']),
      );
    })
    .leftJoin({ f: TABLES.files }, function joinFile() {
      this.on('f.website_id', 'i.website_id').andOn('f.id', 'i.file_id');
    })
    .select(
      'e.id',
      'e.product_id',
      'e.variant_id',
      'e.quantity',
      'e.additional_fields',
      'v.sku',
      'v.attributes',
      'v.option_values',
      'v.price_cents',
      'v.sale_price_cents',
      'v.on_sale',
      'v.qty_in_stock',
      'v.unlimited',
      'v.shipping',
      'p.product_type',
      'p.additional_fields_form_id',
      'ci.title',
      { image_file_id: 'f.id' },
      { image_filename: 'f.filename' },
      { image_alt_text: 'i.alt_text' },
      { image_width: 'i.original_width' },
      { image_height: 'i.original_height' },
    );
  return rows as CartEntryRow[];
}

/** The variants of a published product, in the owner's order; none for an unknown or hidden item. */
export async function findPurchasableVariants(
  db: Knex,
  websiteId: string,
  itemId: string,
): Promise<PurchasableVariant[]> {
  const rows = await db({ v: TABLES.productVariants })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'v.website_id').andOn('p.id', 'v.product_id');
    })
    .join({ ci: TABLES.contentItems }, function joinItem() {
      this.on('ci.website_id', 'v.website_id').andOn('ci.id', 'v.product_id');
    })
    .where({ 'v.website_id': websiteId, 'v.product_id': itemId, 'ci.status': 'published' })
    .orderBy([
      { column: 'v.position', order: 'asc' },
      { column: 'v.id', order: 'asc' },
    ])
    .select(
      'v.id',
      'v.sku',
      'v.attributes',
      'v.currency',
      'v.qty_in_stock',
      'v.unlimited',
      'p.product_type',
      'p.is_subscribable',
    );
  return (rows as PurchasableVariant[]).map((row) => ({ ...row, currency: row.currency.trim() }));
}

/** A cart's entries of one variant (several when their additional-field answers differ). */
export async function findVariantEntries(
  db: Knex,
  websiteId: string,
  cartId: string,
  variantId: string,
): Promise<{ id: string; quantity: number; additional_fields: unknown }[]> {
  return db(TABLES.cartEntries)
    .select('id', 'quantity', 'additional_fields')
    .where({ website_id: websiteId, cart_id: cartId, variant_id: variantId })
    .orderBy('created_at', 'asc');
}

/** One entry of a cart, with its variant's stock, or undefined when the cart has no such entry. */
export async function findEntry(
  db: Knex,
  websiteId: string,
  cartId: string,
  entryId: string,
): Promise<
  | {
      id: string;
      product_id: string;
      variant_id: string;
      sku: string;
      quantity: number;
      additional_fields: unknown;
      qty_in_stock: number;
      unlimited: boolean;
      product_type: number;
    }
  | undefined
> {
  return db({ e: TABLES.cartEntries })
    .join({ v: TABLES.productVariants }, function joinVariant() {
      this.on('v.website_id', 'e.website_id').andOn('v.id', 'e.variant_id');
    })
    .join({ p: TABLES.products }, function joinProduct() {
      this.on('p.website_id', 'e.website_id').andOn('p.id', 'e.product_id');
    })
    .where({ 'e.website_id': websiteId, 'e.cart_id': cartId, 'e.id': entryId })
    .first(
      'e.id',
      'e.product_id',
      'e.variant_id',
      'v.sku',
      'e.quantity',
      'e.additional_fields',
      'v.qty_in_stock',
      'v.unlimited',
      'p.product_type',
    );
}

/** Adds an entry; returns its id. */
export async function insertEntry(
  db: Knex,
  entry: {
    websiteId: string;
    cartId: string;
    productId: string;
    variantId: string;
    quantity: number;
    additionalFields: unknown;
  },
): Promise<string> {
  const [row] = await db(TABLES.cartEntries)
    .insert({
      website_id: entry.websiteId,
      cart_id: entry.cartId,
      product_id: entry.productId,
      variant_id: entry.variantId,
      quantity: entry.quantity,
      // knex sends objects to jsonb as JSON text; null stays SQL null.
      additional_fields: entry.additionalFields === null ? null : JSON.stringify(entry.additionalFields),
    })
    .returning('id');
  return (row as { id: string }).id;
}

/** Sets an entry's quantity. */
export async function updateEntryQuantity(
  db: Knex,
  websiteId: string,
  entryId: string,
  quantity: number,
): Promise<void> {
  await db(TABLES.cartEntries)
    .where({ website_id: websiteId, id: entryId })
    .update({ quantity, updated_at: db.fn.now() });
}

/** Deletes an entry. */
export async function deleteEntry(db: Knex, websiteId: string, entryId: string): Promise<void> {
  await db(TABLES.cartEntries).where({ website_id: websiteId, id: entryId }).delete();
}

/** Replaces an entry's additional-field answers. */
export async function updateEntryAnswers(
  db: Knex,
  websiteId: string,
  entryId: string,
  additionalFields: unknown,
): Promise<void> {
  await db(TABLES.cartEntries)
    .where({ website_id: websiteId, id: entryId })
    .update({
      additional_fields: additionalFields === null ? null : JSON.stringify(additionalFields),
      updated_at: db.fn.now(),
    });
}

/** A cart entry with what merging and copying carts need: its variant's stock and currency. */
export interface EntryStockRow {
  id: string;
  product_id: string;
  variant_id: string;
  quantity: number;
  additional_fields: unknown;
  qty_in_stock: number;
  unlimited: boolean;
  product_type: number;
  currency: string;
}

/** A cart's entries, oldest first, with their variants' stock and currency. */
export async function readEntriesWithStock(
  db: Knex,
  websiteId: string,
  cartId: string,
): Promise<EntryStockRow[]> {
  const rows = (await cartEntriesQuery(db, websiteId, cartId).select(
    'e.id',
    'e.product_id',
    'e.variant_id',
    'e.quantity',
    'e.additional_fields',
    'v.qty_in_stock',
    'v.unlimited',
    'p.product_type',
    'v.currency',
  )) as EntryStockRow[];
  return rows.map((row) => ({ ...row, currency: row.currency.trim() }));
}

/** Sets columns of a cart (coupons, owner, shipping) and marks it changed. */
export async function updateCart(
  db: Knex,
  websiteId: string,
  cartId: string,
  changes: Record<string, unknown>,
): Promise<void> {
  await db(TABLES.carts)
    .where({ website_id: websiteId, id: cartId })
    .update({ ...changes, updated_at: db.fn.now() });
}

/** Deletes a cart and (by cascade) its entries. */
export async function deleteCart(db: Knex, websiteId: string, cartId: string): Promise<void> {
  await db(TABLES.carts).where({ website_id: websiteId, id: cartId }).delete();
}
