// The owner's CSV export of orders: every order the table's search and filters keep, in its sort, written as it is read.
import type { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { minorUnitsToDecimalString } from '../../../domain/money.js';
import { csvLine } from '../../../domain/csv.js';
import type { OrderFilter } from './order-list-query.js';
import { orderRowsByIds, searchOrderIds, type OrderListRow } from './order-search.js';
import { orderSearchOf } from './order-table.js';

/** Orders read per query while exporting. */
const BATCH = 500;

/** The export's columns. */
export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Placed',
  'Status',
  'Fulfilled',
  'Refunded',
  'Customer email',
  'Customer name',
  'Items',
  'Currency',
  'Subtotal',
  'Discount',
  'Shipping',
  'Tax',
  'Total',
  'Paid by gift card',
  'Test mode',
] as const;

const iso = (value: Date | string | null) => (value === null ? '' : new Date(value).toISOString());

function amount(cents: number, currency: string): string {
  return minorUnitsToDecimalString(cents, currency) ?? (cents / 100).toFixed(2);
}

/**
 * Waits for `out` to take more, or to close. One listener of each for the whole export: the
 * `compression` middleware passes a response's 'drain' listeners to its zlib stream and never
 * takes them off, so adding one per wait would pile them up.
 */
function drainWaiter(out: Writable): { wait: () => Promise<void>; stop: () => void } {
  let wake: (() => void) | undefined;
  const woken = () => {
    wake?.();
    wake = undefined;
  };
  out.on('drain', woken);
  out.on('close', woken);
  return {
    wait: () => new Promise((resolve) => (wake = resolve)),
    stop: () => {
      out.off('drain', woken);
      out.off('close', woken);
    },
  };
}

/** One order's CSV line. */
export function orderCsvLine(row: OrderListRow): string {
  const currency = row.currency.trim();
  return csvLine([
    String(row.order_number),
    iso(row.created_at),
    row.status,
    iso(row.fulfilled_at),
    iso(row.refunded_at),
    row.customer_email,
    row.customer_name,
    String(row.item_count),
    currency,
    amount(row.subtotal_cents, currency),
    amount(row.discount_cents, currency),
    amount(row.shipping_cents, currency),
    amount(row.tax_cents, currency),
    amount(row.grand_total_cents, currency),
    amount(row.gift_card_cents, currency),
    row.test_mode ? 'yes' : 'no',
  ]);
}

/**
 * Writes the header and every order `filter` keeps to `out`: the orders' ids are read first, in
 * order (the export is of the orders there were when it started, none twice, whatever is placed
 * meanwhile), then the orders a batch at a time, waiting whenever `out` asks to (a slow download
 * holds one batch in memory, and no database connection). Stops early when `out` is closed (the
 * download was abandoned). Does not end `out`.
 */
export async function writeOrdersCsv(
  db: Knex,
  website: { id: string; timeZone: string },
  filter: OrderFilter,
  out: Writable,
): Promise<void> {
  const search = orderSearchOf(filter, website.timeZone);
  const order = { sort: filter.sort, direction: filter.direction };
  const ids = await searchOrderIds(db, website.id, search, order);
  const drain = drainWaiter(out);
  try {
    let chunk = csvLine([...ORDER_CSV_COLUMNS]);
    for (let at = 0; at === 0 || at < ids.length; at += BATCH) {
      const rows = await orderRowsByIds(db, website.id, ids.slice(at, at + BATCH));
      for (const row of rows) chunk += orderCsvLine(row);
      if (out.destroyed) return;
      if (!out.write(chunk)) await drain.wait();
      chunk = '';
    }
  } finally {
    drain.stop();
  }
}
