// Cart SQL through knex: open carts, their entries with the product facts a cart shows, and variants to add.
import type { Knex } from 'knex';
import { queryRows } from '../../db/prepared-query.js';
import { TABLES } from '../../db/tables.js';
import {
  answersParam,
  CART_COLUMNS,
  CART_SELECT,
  ENTRY_COLUMNS,
  ENTRY_COLUMNS_BESIDE_CART,
  ENTRY_JOINS,
  ENTRY_ORDER,
  openCartFilter,
  perShape,
  splitCartRows,
  type CartWithEntryRow,
} from './cart-sql.js';

export { CART_COLUMNS } from './cart-sql.js';

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
  /** The product's subscription plan (its `freeShipping` rule prices a subscription cart's shipping). */
  subscription_plan: unknown;
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

const READ_ENTRIES_SQL = `select ${ENTRY_COLUMNS} from "${TABLES.cartEntries}" e ${ENTRY_JOINS}
  where e.website_id = ? and e.cart_id = ? order by ${ENTRY_ORDER}`;

/** A cart's entries in the order they were added, each with what the cart shows of its product. */
export async function readCartEntries(db: Knex, websiteId: string, cartId: string): Promise<CartEntryRow[]> {
  return queryRows<CartEntryRow>(db, READ_ENTRIES_SQL, [websiteId, cartId]);
}

/**
 * The owner's open cart (as {@link findOpenCart} finds it) and its entries (as
 * {@link readCartEntries} reads them), in one query: what showing a cart needs. No lock.
 */
export async function findOpenCartWithEntries(
  db: Knex,
  owner: CartOwner,
): Promise<{ cart: CartRow; entries: CartEntryRow[] } | undefined> {
  const filter = openCartFilter(owner);
  if (filter.bindings.length === 0) return undefined;
  return splitCartRows(
    await queryRows<CartWithEntryRow>(db, CART_WITH_ENTRIES_SQL(filter.shape), filter.bindings),
  );
}

const CART_WITH_ENTRIES_SQL = perShape(
  (
    shape,
  ) => `with c as (select ${CART_SELECT} from "${TABLES.carts}" where ${shape.where} ${shape.order} limit 1)
  select c.*, ${ENTRY_COLUMNS_BESIDE_CART}
  from c left join ("${TABLES.cartEntries}" e ${ENTRY_JOINS}) on e.website_id = c.website_id and e.cart_id = c.id
  order by ${ENTRY_ORDER}`,
);

/**
 * Takes the owner's open cart for a change: one update that locks the row (serialising every
 * write to one cart; call it inside the transaction) and marks the cart changed. Undefined when
 * the owner has no open cart. Read the entries with a statement after this one, so that they
 * include what a transaction this one waited for committed.
 */
export async function lockOpenCart(db: Knex, owner: CartOwner): Promise<CartRow | undefined> {
  const filter = openCartFilter(owner);
  if (filter.bindings.length === 0) return undefined;
  const [cart] = await queryRows<CartRow>(db, LOCK_CART_SQL(filter.shape), [
    ...filter.bindings,
    ...filter.bindings,
  ]);
  return cart;
}

const LOCK_CART_SQL = perShape(
  (shape) => `update "${TABLES.carts}" set updated_at = now()
  where id = (select id from "${TABLES.carts}" where ${shape.where} ${shape.order} limit 1) and ${shape.where}
  returning ${CART_SELECT}`,
);

const INSERT_ENTRY_ROW_SQL = `with e as (
  insert into "${TABLES.cartEntries}" (website_id, cart_id, product_id, variant_id, quantity, additional_fields)
  values (?, ?, ?, ?, ?, ?) returning *)
  select ${ENTRY_COLUMNS} from e ${ENTRY_JOINS}`;

/** What a new entry holds. */
export interface NewEntry {
  productId: string;
  variantId: string;
  quantity: number;
  /** The additional-fields form's answers, or null. */
  additionalFields: unknown;
}

/** A new entry of a cart. */
export interface NewCartEntry extends NewEntry {
  websiteId: string;
  cartId: string;
}

/** Adds an entry and returns it as {@link readCartEntries} would read it. */
export async function insertEntryRow(db: Knex, entry: NewCartEntry): Promise<CartEntryRow> {
  const [row] = await queryRows<CartEntryRow>(db, INSERT_ENTRY_ROW_SQL, [
    entry.websiteId,
    entry.cartId,
    entry.productId,
    entry.variantId,
    entry.quantity,
    answersParam(entry),
  ]);
  return row;
}

const PURCHASABLE_VARIANTS_SQL = `select v.id, v.sku, v.attributes, v.currency, v.qty_in_stock, v.unlimited, p.product_type, p.is_subscribable
  from "${TABLES.productVariants}" v
  join "${TABLES.products}" p on p.website_id = v.website_id and p.id = v.product_id
  join "${TABLES.contentItems}" ci on ci.website_id = v.website_id and ci.id = v.product_id
  where v.website_id = ? and v.product_id = ? and ci.status = 'published'
  order by v.position asc, v.id asc`;

/** The variants of a published product, in the owner's order; none for an unknown or hidden item. */
export async function findPurchasableVariants(
  db: Knex,
  websiteId: string,
  itemId: string,
): Promise<PurchasableVariant[]> {
  const rows = await queryRows<PurchasableVariant>(db, PURCHASABLE_VARIANTS_SQL, [websiteId, itemId]);
  return rows.map((row) => ({ ...row, currency: row.currency.trim() }));
}

/** Adds an entry; returns its id. */
export async function insertEntry(db: Knex, entry: NewCartEntry): Promise<string> {
  return (await insertEntryRow(db, entry)).id;
}

const UPDATE_ENTRY_QUANTITY_SQL = `update "${TABLES.cartEntries}" set quantity = ?, updated_at = now() where website_id = ? and id = ?`;

/** Sets an entry's quantity. */
export async function updateEntryQuantity(
  db: Knex,
  websiteId: string,
  entryId: string,
  quantity: number,
): Promise<void> {
  await queryRows(db, UPDATE_ENTRY_QUANTITY_SQL, [quantity, websiteId, entryId]);
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
