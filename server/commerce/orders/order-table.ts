// The owner's orders table: a page of orders by search, filters and sort, and how many there are.
import type { Knex } from 'knex';
import { wallClockToInstant } from '../../owner/collections/wall-clock.js';
import type { OrderFilter, OrderListQuery } from './order-list-query.js';
import { countOrders, searchOrderRows, type OrderListRow, type OrderSearch } from './order-search.js';

/** One line of the owner's order list. */
export interface OrderSummary {
  id: string;
  orderNumber: number;
  createdOn: number;
  customerEmail: string;
  /** The shipping address's name ('' without one). */
  customerName: string;
  status: string;
  fulfilledOn: number | null;
  testMode: boolean;
  currency: string;
  grandTotalCents: number;
  itemCount: number;
}

/** A page of orders and where it sits. */
export interface OrderPage {
  orders: OrderSummary[];
  pagination: { page: number; pageSize: number; total: number; hasNextPage: boolean };
}

/** The next day of `YYYY-MM-DD`. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The filters as SQL takes them: the days are the website's, from the start of `from` to the end of `to`. */
export function orderSearchOf(filter: OrderFilter, timeZone: string): OrderSearch {
  return {
    q: filter.q,
    status: filter.status,
    fulfilment: filter.fulfilment,
    from: filter.from === undefined ? undefined : wallClockToInstant(`${filter.from}T00:00`, timeZone),
    until: filter.to === undefined ? undefined : wallClockToInstant(`${dayAfter(filter.to)}T00:00`, timeZone),
  };
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/** A row as the list answers it. */
export function orderSummaryOf(row: OrderListRow): OrderSummary {
  return {
    id: row.id,
    orderNumber: row.order_number,
    createdOn: new Date(row.created_at).getTime(),
    customerEmail: row.customer_email,
    customerName: row.customer_name,
    status: row.status,
    fulfilledOn: time(row.fulfilled_at),
    testMode: row.test_mode,
    currency: row.currency.trim(),
    grandTotalCents: row.grand_total_cents,
    itemCount: row.item_count,
  };
}

/** A page (from 1) of the website's orders that `query` keeps, in its order. */
export async function listOrders(
  db: Knex,
  website: { id: string; timeZone: string },
  query: OrderListQuery,
): Promise<OrderPage> {
  const { page, pageSize, sort, direction } = query;
  const search = orderSearchOf(query, website.timeZone);
  const [rows, total] = await Promise.all([
    searchOrderRows(
      db,
      website.id,
      search,
      { sort, direction },
      { offset: (page - 1) * pageSize, limit: pageSize },
    ),
    countOrders(db, website.id, search),
  ]);
  return {
    orders: rows.map(orderSummaryOf),
    pagination: { page, pageSize, total, hasNextPage: page * pageSize < total },
  };
}
