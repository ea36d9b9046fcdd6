// Which stored files must never be served publicly: what a digital product delivers (bought or not).
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** Answers whether a file is private; the files router refuses those with 404. */
export type PrivateFileCheck = (websiteId: string, fileId: string) => Promise<boolean>;

/**
 * A file is private when a product delivers it as its digital download, or an order recorded it as
 * one (the product may since deliver another file). Buyers get these through their order's download
 * link only.
 */
export function digitalProductFiles(db: Knex): PrivateFileCheck {
  return async (websiteId, fileId) => {
    const product = db(TABLES.products)
      .where({ website_id: websiteId, digital_file_id: fileId })
      .select(db.raw('1'));
    const ordered = db(TABLES.orderItems)
      .where({ website_id: websiteId, digital_file_id: fileId })
      .select(db.raw('1'));
    const row = await db.select(db.raw('exists (?) or exists (?) as private', [product, ordered])).first();
    return Boolean((row as { private?: boolean } | undefined)?.private);
  };
}
