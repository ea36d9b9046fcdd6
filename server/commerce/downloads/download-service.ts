// Finding the file a buyer may download: a digital item of their order, by the order's access token.
import type { Knex } from 'knex';
import { PRODUCT_TYPE } from '../../../domain/enums.js';
import { TABLES } from '../../db/tables.js';
import { findOrderRow } from '../orders/order-store.js';
import { opensOrder } from '../orders/order-tokens.js';

/** A stored file to send. */
export interface Download {
  /** Its key in the file store (FILES.path). */
  key: string;
  filename: string;
  mimeType: string;
}

/**
 * The file of order item `itemId` of order `orderId`, when `token` is one of the order's link tokens,
 * the item is a digital product with a file, the order is not refunded or canceled and the file
 * still exists; else undefined (answered 404, so a wrong token says nothing about the order).
 */
export async function findDownload(
  db: Knex,
  websiteId: string,
  input: { orderId: string; itemId: string; token: unknown },
): Promise<Download | undefined> {
  if (!(await opensOrder(db, websiteId, input.orderId, input.token))) return undefined;
  const order = await findOrderRow(db, websiteId, input.orderId);
  if (order === undefined) return undefined;
  if (order.status === 'refunded' || order.status === 'canceled') return undefined;
  const row = (await db({ i: TABLES.orderItems })
    .join({ f: TABLES.files }, function joinFile() {
      this.on('f.website_id', 'i.website_id').andOn('f.id', 'i.digital_file_id');
    })
    .where({
      'i.website_id': websiteId,
      'i.order_id': order.id,
      'i.id': input.itemId,
      'i.product_type': PRODUCT_TYPE.digital,
    })
    .first('f.path', 'f.filename', 'f.mime_type')) as
    { path: string; filename: string; mime_type: string } | undefined;
  return row === undefined ? undefined : { key: row.path, filename: row.filename, mimeType: row.mime_type };
}
