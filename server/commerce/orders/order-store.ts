// Order SQL through knex: the ORDERS and ORDER_ITEMS rows, the idempotency-key claim, and the per-website order number.
import type { Knex } from 'knex';
import { TABLES } from '../../db/tables.js';

/** An ORDERS row, as much as the order JSON and the owner's actions need. */
export interface OrderRow {
  website_id: string;
  id: string;
  order_number: number;
  idempotency_key: string;
  request_hash: string;
  cart_id: string | null;
  site_user_id: string | null;
  kind: string;
  customer_email: string;
  test_mode: boolean;
  status: string;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  shipping_cents: number;
  tax_cents: number;
  grand_total_cents: number;
  gift_card_cents: number;
  gift_card_id: string | null;
  coupons: string[];
  shipping_address: unknown;
  shipping_option: unknown;
  payment: Record<string, unknown>;
  created_at: Date | string;
  fulfilled_at: Date | string | null;
  refunded_at: Date | string | null;
}

/** An ORDER_ITEMS row. */
export interface OrderItemRow {
  id: string;
  order_id: string;
  product_id: string | null;
  variant_id: string | null;
  sku: string;
  product_name: string;
  product_type: number;
  quantity: number;
  unit_price_cents: number;
  additional_fields: unknown;
  position: number;
  stock_taken: number;
  attributes: Record<string, string>;
  digital_file_id: string | null;
}

/** The order stored under an idempotency key, if one is. */
export async function findOrderByKey(
  db: Knex,
  websiteId: string,
  idempotencyKey: string,
): Promise<OrderRow | undefined> {
  return db(TABLES.orders).where({ website_id: websiteId, idempotency_key: idempotencyKey }).first();
}

/** One order of a website; `lock` takes its row lock (the owner's fulfil and refund). */
export async function findOrderRow(
  db: Knex,
  websiteId: string,
  orderId: string,
  lock = false,
): Promise<OrderRow | undefined> {
  const query = db(TABLES.orders).where({ website_id: websiteId, id: orderId });
  if (lock) query.forUpdate();
  return query.first();
}

/** An order's items in the order they were bought. */
export async function findOrderItems(db: Knex, websiteId: string, orderId: string): Promise<OrderItemRow[]> {
  return db(TABLES.orderItems)
    .where({ website_id: websiteId, order_id: orderId })
    .orderBy([
      { column: 'position', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/**
 * Claims an idempotency key for this transaction: false when another transaction holds it (the
 * same order being placed right now). Released at commit or rollback.
 */
export async function claimIdempotencyKey(trx: Knex, websiteId: string, key: string): Promise<boolean> {
  const { rows } = await trx.raw('select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as claimed', [
    `order-key\n${websiteId}\n${key}`,
  ]);
  return (rows as { claimed: boolean }[])[0]?.claimed === true;
}

/**
 * The website's next order number (1, 2, 3…). Takes the website's order-number lock until the
 * transaction ends, so two orders never read the same highest number; take it last, just before
 * inserting the order, to hold it briefly.
 */
export async function nextOrderNumber(trx: Knex, websiteId: string): Promise<number> {
  await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`order-number\n${websiteId}`]);
  const row = (await trx(TABLES.orders)
    .where({ website_id: websiteId })
    .max({ highest: 'order_number' })
    .first()) as { highest: number | null } | undefined;
  return (row?.highest ?? 0) + 1;
}

/** A new order's columns. */
export type NewOrder = Omit<
  OrderRow,
  'id' | 'created_at' | 'fulfilled_at' | 'refunded_at' | 'shipping_address' | 'shipping_option'
> & { shipping_address: string | null; shipping_option: string | null };

/** Inserts an order; returns its id. */
export async function insertOrder(trx: Knex, order: NewOrder): Promise<string> {
  const [row] = await trx(TABLES.orders)
    .insert({ ...order, payment: JSON.stringify(order.payment) })
    .returning('id');
  return (row as { id: string }).id;
}

/** A new order item's columns. */
export type NewOrderItem = Omit<OrderItemRow, 'id' | 'additional_fields' | 'attributes'> & {
  additional_fields: string | null;
  attributes: string;
};

/** Inserts an order's items; returns their ids in the same order. */
export async function insertOrderItems(
  trx: Knex,
  websiteId: string,
  items: readonly NewOrderItem[],
): Promise<string[]> {
  if (items.length === 0) return [];
  const rows = await trx(TABLES.orderItems)
    .insert(items.map((item) => ({ website_id: websiteId, ...item })))
    .returning(['id', 'position']);
  return (rows as { id: string; position: number }[])
    .sort((a, b) => a.position - b.position)
    .map((row) => row.id);
}

/** Sets an order's status (and when it was fulfilled or refunded), plus payment facts to merge. */
export async function updateOrderStatus(
  trx: Knex,
  websiteId: string,
  orderId: string,
  change: {
    status: string;
    fulfilled_at?: Knex.Raw;
    refunded_at?: Knex.Raw;
    payment?: Record<string, unknown>;
  },
): Promise<void> {
  const { payment, ...columns } = change;
  await trx(TABLES.orders)
    .where({ website_id: websiteId, id: orderId })
    .update({
      ...columns,
      ...(payment === undefined
        ? {}
        : { payment: trx.raw('payment || ?::jsonb', [JSON.stringify(payment)]) }),
      updated_at: trx.fn.now(),
    });
}
