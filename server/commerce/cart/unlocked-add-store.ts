// Adding to a cart without a transaction: one read, then one write that holds only if the cart is as read.
import type { Knex } from 'knex';
import { queryRows } from '../../db/prepared-query.js';
import { TABLES } from '../../db/tables.js';
import {
  answersParam,
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
import type { CartEntryRow, CartOwner, CartRow, NewEntry, PurchasableVariant } from './store.js';

/**
 * A cart read without a lock, with its row version: PostgreSQL's `xmin`, which every write to the
 * cart changes (each entry write also updates the cart row, see lockOpenCart), so a write made
 * "if the version is still this" holds only if nothing changed the cart since it was read.
 */
export interface VersionedCart {
  cart: CartRow;
  version: string;
  entries: CartEntryRow[];
}

/** The variants of `itemId` as findPurchasableVariants reads them, as JSON objects. */
const VARIANTS_JSON = `select coalesce(json_agg(json_build_object(
    'id', v.id, 'sku', v.sku, 'attributes', v.attributes, 'currency', v.currency,
    'qty_in_stock', v.qty_in_stock, 'unlimited', v.unlimited,
    'product_type', p.product_type, 'is_subscribable', p.is_subscribable)
    order by v.position asc, v.id asc), '[]'::json) as variants
  from "${TABLES.productVariants}" v
  join "${TABLES.products}" p on p.website_id = v.website_id and p.id = v.product_id
  join "${TABLES.contentItems}" ci on ci.website_id = v.website_id and ci.id = v.product_id
  where v.website_id = ? and v.product_id = ? and ci.status = 'published'`;

const READ_FOR_ADD_SQL = perShape(
  (shape) => `with c as (select ${CART_SELECT}, xmin::text as version from "${TABLES.carts}"
              where ${shape.where} ${shape.order} limit 1),
        pv as (${VARIANTS_JSON})
   select pv.variants, c.*, ${ENTRY_COLUMNS_BESIDE_CART}
   from pv left join c on true
   left join ("${TABLES.cartEntries}" e ${ENTRY_JOINS}) on e.website_id = c.website_id and e.cart_id = c.id
   order by ${ENTRY_ORDER}`,
);

/**
 * In one query: the variants a visitor may add of `itemId` (none for an unknown or hidden item)
 * and the owner's open cart, versioned, with its entries (no cart when they have none).
 */
export async function readCartForAdd(
  db: Knex,
  owner: CartOwner,
  itemId: string,
): Promise<{ variants: PurchasableVariant[]; cart?: VersionedCart }> {
  const filter = openCartFilter(owner);
  const rows = await queryRows<CartWithEntryRow & { variants: PurchasableVariant[]; version: string }>(
    db,
    READ_FOR_ADD_SQL(filter.shape),
    [...filter.bindings, owner.websiteId, itemId],
  );
  const variants = (rows[0]?.variants ?? []).map((variant) => ({
    ...variant,
    currency: variant.currency.trim(),
  }));
  const split = splitCartRows(rows);
  if (split === undefined) return { variants };
  return { variants, cart: { cart: split.cart, version: split.first.version, entries: split.entries } };
}

/** Marks the cart changed if it is still at `version` (and open); the statement's first part. */
const TOUCH_IF_UNCHANGED = `update "${TABLES.carts}" set updated_at = now()
  where website_id = ? and id = ? and xmin::text = ? and is_purchased = false returning id`;

const UPDATE_ENTRY_IF_UNCHANGED_SQL = `with c as (${TOUCH_IF_UNCHANGED})
  update "${TABLES.cartEntries}" set quantity = ?, updated_at = now()
  where website_id = ? and id = ? and cart_id = (select id from c) returning id`;

/** Sets an entry's quantity if its cart is still at `version`; false when the cart changed. */
export async function updateEntryIfUnchanged(
  db: Knex,
  cart: VersionedCart,
  entryId: string,
  quantity: number,
): Promise<boolean> {
  const rows = await queryRows(db, UPDATE_ENTRY_IF_UNCHANGED_SQL, [
    cart.cart.website_id,
    cart.cart.id,
    cart.version,
    quantity,
    cart.cart.website_id,
    entryId,
  ]);
  return rows.length === 1;
}

const INSERT_ENTRY_IF_UNCHANGED_SQL = `with c as (${TOUCH_IF_UNCHANGED}),
  e as (insert into "${TABLES.cartEntries}"
    (website_id, cart_id, product_id, variant_id, quantity, additional_fields)
    select ?, c.id, ?, ?, ?, ? from c returning *)
  select ${ENTRY_COLUMNS} from e ${ENTRY_JOINS}`;

/** Adds an entry if its cart is still at `version`: the entry as readCartEntries reads it, or undefined. */
export async function insertEntryIfUnchanged(
  db: Knex,
  cart: VersionedCart,
  entry: NewEntry,
): Promise<CartEntryRow | undefined> {
  const [row] = await queryRows<CartEntryRow>(db, INSERT_ENTRY_IF_UNCHANGED_SQL, [
    cart.cart.website_id,
    cart.cart.id,
    cart.version,
    cart.cart.website_id,
    entry.productId,
    entry.variantId,
    entry.quantity,
    answersParam(entry),
  ]);
  return row;
}

const INSERT_CART_WITH_ENTRY_SQL = `with c as (insert into "${TABLES.carts}" (website_id, kind, site_user_id, currency)
  values (?, 'shopping', ?, ?) returning ${CART_SELECT}),
  e as (insert into "${TABLES.cartEntries}"
  (website_id, cart_id, product_id, variant_id, quantity, additional_fields)
  select c.website_id, c.id, ?, ?, ?, ? from c returning *)
  select c.*, ${ENTRY_COLUMNS_BESIDE_CART} from c cross join e ${ENTRY_JOINS}`;

/** Makes a shopping cart holding one entry, in one statement: the cart and the entry. */
export async function insertCartWithEntry(
  db: Knex,
  owner: { websiteId: string; siteUserId?: string; currency: string },
  entry: NewEntry,
): Promise<{ cart: CartRow; entry: CartEntryRow }> {
  const rows = await queryRows<CartWithEntryRow>(db, INSERT_CART_WITH_ENTRY_SQL, [
    owner.websiteId,
    owner.siteUserId ?? null,
    owner.currency,
    entry.productId,
    entry.variantId,
    entry.quantity,
    answersParam(entry),
  ]);
  const made = splitCartRows(rows);
  if (made === undefined || made.entries.length !== 1) throw new Error('The new cart was not made.');
  return { cart: made.cart, entry: made.entries[0] };
}
