// Order SQL of the owner's table: the website's orders narrowed by search and filters, sorted, a page or a batch at a time.
import type { Knex } from 'knex';
import { searchedOrderNumber, type OrderSort, type SortDirection } from '../../../domain/order-table.js';
import { TABLES } from '../../db/tables.js';
import type { OrderRow } from './order-store.js';
import { likeContaining } from '../../db/like-pattern.js';

/** The filters as SQL takes them: `from` inclusive, `until` exclusive instants. */
export interface OrderSearch {
  q?: string;
  status?: string;
  fulfilment?: 'fulfilled' | 'unfulfilled';
  from?: Date;
  until?: Date;
}

/** The column each sort reads. */
const SORT_COLUMNS: Readonly<Record<OrderSort, string>> = {
  createdOn: 'o.created_at',
  orderNumber: 'o.order_number',
  customerName: 'o.customer_name',
  customerEmail: 'o.customer_email',
  status: 'o.status',
  grandTotal: 'o.grand_total_cents',
};

/** A row of the table: the order, the buyer's name and how many items it holds. */
export type OrderListRow = OrderRow & { customer_name: string; item_count: number };

/** The website's orders `search` keeps, from `ORDERS as o`. */
function searchedOrders(db: Knex, websiteId: string, search: OrderSearch): Knex.QueryBuilder {
  const query = db({ o: TABLES.orders }).where('o.website_id', websiteId);
  if (search.status !== undefined) query.andWhere('o.status', search.status);
  if (search.fulfilment === 'fulfilled') query.whereNotNull('o.fulfilled_at');
  if (search.fulfilment === 'unfulfilled') query.whereNull('o.fulfilled_at');
  if (search.from !== undefined) query.andWhere('o.created_at', '>=', search.from);
  if (search.until !== undefined) query.andWhere('o.created_at', '<', search.until);
  const q = search.q;
  if (q !== undefined) {
    const orderNumber = searchedOrderNumber(q);
    const pattern = likeContaining(q.toLowerCase());
    // `#1042` names an order; other text may be part of an email or a name (`search_text`).
    if (orderNumber !== undefined && q.trim().startsWith('#')) query.andWhere('o.order_number', orderNumber);
    else
      query.andWhere((where) => {
        if (orderNumber !== undefined) where.orWhere('o.order_number', orderNumber);
        where.orWhereRaw(`o.search_text like ? escape '\\'`, [pattern]);
      });
  }
  return query;
}

/** How the rows are ordered: the sort's column, then the order number, both in `direction`. */
function sorted(query: Knex.QueryBuilder, sort: OrderSort, direction: SortDirection): Knex.QueryBuilder {
  const column = SORT_COLUMNS[sort];
  const order = column === 'o.order_number' ? [column] : [column, 'o.order_number'];
  return query.orderBy(order.map((name) => ({ column: name, order: direction })));
}

/** The items an order holds (the sum of its lines' quantities), as `item_count`. */
const itemCount = (db: Knex) =>
  db(TABLES.orderItems)
    .sum('quantity')
    .where('website_id', db.ref('o.website_id'))
    .andWhere('order_id', db.ref('o.id'))
    .as('item_count');

/**
 * `limit` sorted rows from `offset`, each with its item count. The count is taken of the page's
 * rows only: in one query PostgreSQL would count the items of every row it skips too.
 */
export async function searchOrderRows(
  db: Knex,
  websiteId: string,
  search: OrderSearch,
  order: { sort: OrderSort; direction: SortDirection },
  page: { offset: number; limit: number },
): Promise<OrderListRow[]> {
  const pageRows = sorted(searchedOrders(db, websiteId, search), order.sort, order.direction)
    .offset(page.offset)
    .limit(page.limit)
    .select('o.*');
  const rows = (await sorted(db.from(pageRows.as('o')), order.sort, order.direction).select(
    'o.*',
    itemCount(db),
  )) as (OrderListRow & { item_count: number | string | null })[];
  return rows.map((row) => ({ ...row, item_count: Number(row.item_count ?? 0) }));
}

/** The ids of every order `search` keeps, in order (what an export then reads a batch at a time). */
export async function searchOrderIds(
  db: Knex,
  websiteId: string,
  search: OrderSearch,
  order: { sort: OrderSort; direction: SortDirection },
): Promise<string[]> {
  const rows = (await sorted(searchedOrders(db, websiteId, search), order.sort, order.direction).select(
    'o.id',
  )) as { id: string }[];
  return rows.map((row) => row.id);
}

/** The orders of `ids` that still exist, each with its item count, in the order of `ids`. */
export async function orderRowsByIds(
  db: Knex,
  websiteId: string,
  ids: readonly string[],
): Promise<OrderListRow[]> {
  const rows = (await db({ o: TABLES.orders })
    .where('o.website_id', websiteId)
    .whereIn('o.id', ids)
    .select('o.*', itemCount(db))) as (OrderListRow & { item_count: number | string | null })[];
  const byId = new Map(rows.map((row) => [row.id, { ...row, item_count: Number(row.item_count ?? 0) }]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many orders `search` keeps. */
export async function countOrders(db: Knex, websiteId: string, search: OrderSearch): Promise<number> {
  const counted = (await searchedOrders(db, websiteId, search).count({ total: '*' }).first()) as
    { total: number | string } | undefined;
  return Number(counted?.total ?? 0);
}
