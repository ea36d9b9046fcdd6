// The SQL the cart's hot paths share: an entry's columns and joins, the owner's open cart, a cart beside its entries.
import { TABLES } from '../../db/tables.js';
import type { CartEntryRow, CartOwner, CartRow, NewEntry } from './store.js';

/** The CARTS columns a CartRow holds. */
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

/** What a cart shows of each entry (CartEntryRow's columns) from `e` joined by ENTRY_JOINS. */
export const ENTRY_COLUMNS = `e.id, e.product_id, e.variant_id, e.quantity, e.additional_fields,
  v.sku, v.attributes, v.option_values, v.price_cents, v.sale_price_cents, v.on_sale, v.qty_in_stock,
  v.unlimited, v.shipping, p.product_type, p.additional_fields_form_id, p.subscription_plan, ci.title,
  f.id as image_file_id, f.filename as image_filename, i.alt_text as image_alt_text,
  i.original_width as image_width, i.original_height as image_height`;

/** An entry `e`'s variant, product, content item and image (the variant's own, else the product's). */
export const ENTRY_JOINS = `join "${TABLES.productVariants}" v on v.website_id = e.website_id and v.id = e.variant_id
  join "${TABLES.products}" p on p.website_id = e.website_id and p.id = e.product_id
  join "${TABLES.contentItems}" ci on ci.website_id = e.website_id and ci.id = e.product_id
  left join "${TABLES.images}" i on i.website_id = e.website_id and i.id = coalesce(v.main_image_id, ci.main_image_id)
  left join "${TABLES.files}" f on f.website_id = i.website_id and f.id = i.file_id`;

/** Oldest first; an entry's id breaks ties between entries added in one transaction. */
export const ENTRY_ORDER = 'e.created_at asc, e.id asc';

/** ENTRY_COLUMNS with the entry's id as `entry_id`, for rows that also hold its cart's columns. */
export const ENTRY_COLUMNS_BESIDE_CART = ENTRY_COLUMNS.replace('e.id,', 'e.id as entry_id,');

/** The cart columns a CartRow holds, for a select list. */
export const CART_SELECT = CART_COLUMNS.join(', ');

/** How a statement finds the owner's open cart in `CARTS`: a where clause and an order, newest first. */
export interface CartFilterShape {
  where: string;
  order: string;
}

const OPEN = 'website_id = ? and is_purchased = false';

/** The shapes a cart is found by: the owner's four ways of naming it, and none (finds nothing). */
const SHAPES = {
  cartToken: { where: `${OPEN} and id = ? and site_user_id is null`, order: '' },
  cartTokenOfUser: { where: `${OPEN} and id = ? and (site_user_id is null or site_user_id = ?)`, order: '' },
  user: { where: `${OPEN} and kind = 'shopping' and site_user_id = ?`, order: 'order by updated_at desc' },
  token: { where: `${OPEN} and kind = 'shopping' and id = ? and site_user_id is null`, order: '' },
  none: { where: 'false', order: '' },
} satisfies Record<string, CartFilterShape>;

/** Where the owner's open cart is (see findOpenCart): the shape of the filter and its bindings. */
export interface OpenCartFilter {
  shape: CartFilterShape;
  bindings: string[];
}

/** The filter that finds the owner's open cart; `none` (no bindings) when they name no cart. */
export function openCartFilter(owner: CartOwner): OpenCartFilter {
  if (owner.cartToken !== undefined) {
    return owner.siteUserId === undefined
      ? { shape: SHAPES.cartToken, bindings: [owner.websiteId, owner.cartToken] }
      : { shape: SHAPES.cartTokenOfUser, bindings: [owner.websiteId, owner.cartToken, owner.siteUserId] };
  }
  if (owner.siteUserId !== undefined)
    return { shape: SHAPES.user, bindings: [owner.websiteId, owner.siteUserId] };
  if (owner.token !== undefined) return { shape: SHAPES.token, bindings: [owner.websiteId, owner.token] };
  return { shape: SHAPES.none, bindings: [] };
}

/**
 * A statement per filter shape, each text built once: the same string every call, so that
 * preparing it (see queryRows) finds it without building and hashing a new text each time.
 */
export function perShape(build: (shape: CartFilterShape) => string): (shape: CartFilterShape) => string {
  const texts = new Map<CartFilterShape, string>();
  return (shape) => {
    let text = texts.get(shape);
    if (text === undefined) {
      text = build(shape);
      texts.set(shape, text);
    }
    return text;
  };
}

/** CartEntryRow's columns but `id` (named `entry_id` beside a cart's columns). */
const ENTRY_ROW_COLUMNS = [
  'product_id',
  'variant_id',
  'quantity',
  'additional_fields',
  'sku',
  'attributes',
  'option_values',
  'price_cents',
  'sale_price_cents',
  'on_sale',
  'qty_in_stock',
  'unlimited',
  'shipping',
  'product_type',
  'additional_fields_form_id',
  'subscription_plan',
  'title',
  'image_file_id',
  'image_filename',
  'image_alt_text',
  'image_width',
  'image_height',
] as const satisfies readonly Exclude<keyof CartEntryRow, 'id'>[];

/** A row of a cart left-joined with its entries: the cart's columns, and an entry's (null when it has none). */
export type CartWithEntryRow = CartRow & Partial<CartEntryRow> & { entry_id: string | null };

/** Rows of one cart beside its entries (oldest first) as the cart and its entries; undefined for no rows. */
export function splitCartRows<Row extends CartWithEntryRow>(
  rows: readonly Row[],
): { cart: CartRow; entries: CartEntryRow[]; first: Row } | undefined {
  const [first] = rows;
  if (first === undefined || first.id === null) return undefined;
  const cart = Object.fromEntries(
    CART_COLUMNS.map((column) => [column, first[column as keyof CartRow]]),
  ) as unknown as CartRow;
  const entries = rows
    .filter((row) => row.entry_id !== null)
    .map((row) => {
      const entry: Record<string, unknown> = { id: row.entry_id };
      for (const column of ENTRY_ROW_COLUMNS) entry[column] = row[column];
      return entry as unknown as CartEntryRow;
    });
  return { cart, entries, first };
}

/** An entry's answers as a statement's parameter: JSON text for the jsonb column; null stays SQL null. */
export function answersParam(entry: Pick<NewEntry, 'additionalFields'>): string | null {
  return entry.additionalFields === null ? null : JSON.stringify(entry.additionalFields);
}
