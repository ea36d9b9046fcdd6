// The owner's views of the waiting lists (SPEC §7): sign-ups of one variant, and one group per variant, each a cursor page.
import type { Knex } from 'knex';
import { isVariantSoldOut } from '../../domain/restock-rules.js';
import { TABLES } from '../db/tables.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { isoTimeOrNull } from '../db/row-time.js';

/** One sign-up as the owner sees it. */
export interface SignUpView {
  id: string;
  productId: string;
  variantId: string;
  email: string;
  isJoinMailingList: boolean;
  language: string | null;
  siteUserId: string | null;
  /** ISO times; `notifiedOn` is null while the person is waiting. */
  createdOn: string;
  notifiedOn: string | null;
}

/** One variant that people signed up for. */
export interface SignUpGroupView {
  productId: string;
  variantId: string;
  productTitle: string;
  sku: string;
  attributes: Record<string, string>;
  qtyInStock: number;
  unlimited: boolean;
  soldOut: boolean;
  /** People waiting, and people already told. */
  waitingCount: number;
  notifiedCount: number;
  /** When the longest-waiting person signed up (null when nobody waits). */
  oldestWaitingOn: string | null;
}

/** A page of SPEC §7's list response; one of the lists is empty, as the request asked for the other. */
export interface RestockPage {
  signUps: SignUpView[];
  signUpGroups: SignUpGroupView[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** Sign-ups of one variant, in queue order (oldest first), `limit` per page. */
export async function listSignUps(
  db: Knex,
  websiteId: string,
  {
    productId,
    variantId,
    cursor,
    limit,
  }: { productId: string; variantId: string; cursor?: string; limit: number },
): Promise<RestockPage> {
  const after = decodeCursor(cursor, 2);
  const rows = (await db(TABLES.restockSignups)
    .where({ website_id: websiteId, product_id: productId, variant_id: variantId })
    .modify((query) => {
      if (after !== undefined) query.whereRaw('(created_at, id) > (?::timestamptz, ?)', after);
    })
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .limit(limit + 1)
    .select('*', db.raw('created_at::text as created_key'))) as (Record<string, unknown> & {
    id: string;
    created_key: string;
  })[];
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    signUps: page.map((row) => ({
      id: row.id,
      productId: row.product_id as string,
      variantId: row.variant_id as string,
      email: row.email as string,
      isJoinMailingList: row.join_mailing_list as boolean,
      language: (row.language as string | null) ?? null,
      siteUserId: (row.site_user_id as string | null) ?? null,
      createdOn: isoTimeOrNull(row.created_at as Date)!,
      notifiedOn: isoTimeOrNull(row.notified_at as Date | null),
    })),
    signUpGroups: [],
    hasNextPage: rows.length > limit,
    nextPageCursor:
      rows.length > limit && last !== undefined ? encodeCursor([last.created_key, last.id]) : null,
  };
}

/** One group per variant with sign-ups, ordered by product and variant id, `limit` per page. */
export async function listSignUpGroups(
  db: Knex,
  websiteId: string,
  { cursor, limit }: { cursor?: string; limit: number },
): Promise<RestockPage> {
  const after = decodeCursor(cursor, 2);
  const rows = (await db(`${TABLES.restockSignups} as s`)
    .join(`${TABLES.productVariants} as v`, function joinVariant() {
      this.on('v.website_id', 's.website_id').andOn('v.id', 's.variant_id');
    })
    .join(`${TABLES.products} as p`, function joinProduct() {
      this.on('p.website_id', 's.website_id').andOn('p.id', 's.product_id');
    })
    .join(`${TABLES.contentItems} as ci`, function joinItem() {
      this.on('ci.website_id', 's.website_id').andOn('ci.id', 's.product_id');
    })
    .where('s.website_id', websiteId)
    .modify((query) => {
      if (after !== undefined) query.whereRaw('(s.product_id, s.variant_id) > (?, ?)', after);
    })
    .groupBy(
      's.product_id',
      's.variant_id',
      'ci.title',
      'v.sku',
      'v.attributes',
      'v.qty_in_stock',
      'v.unlimited',
      'p.product_type',
    )
    .orderBy([{ column: 's.product_id' }, { column: 's.variant_id' }])
    .limit(limit + 1)
    .select(
      's.product_id',
      's.variant_id',
      'ci.title',
      'v.sku',
      'v.attributes',
      'v.qty_in_stock',
      'v.unlimited',
      'p.product_type',
      db.raw('count(*) filter (where s.notified_at is null) as waiting'),
      db.raw('count(*) filter (where s.notified_at is not null) as notified'),
      db.raw('min(s.created_at) filter (where s.notified_at is null) as oldest_waiting'),
    )) as {
    product_id: string;
    variant_id: string;
    title: string;
    sku: string;
    attributes: Record<string, string> | null;
    qty_in_stock: number;
    unlimited: boolean;
    product_type: number;
    waiting: string | number;
    notified: string | number;
    oldest_waiting: Date | string | null;
  }[];
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    signUps: [],
    signUpGroups: page.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      productTitle: row.title,
      sku: row.sku,
      attributes: row.attributes ?? {},
      qtyInStock: row.qty_in_stock,
      unlimited: row.unlimited,
      soldOut: isVariantSoldOut(row.product_type, { qtyInStock: row.qty_in_stock, unlimited: row.unlimited }),
      waitingCount: Number(row.waiting),
      notifiedCount: Number(row.notified),
      oldestWaitingOn: isoTimeOrNull(row.oldest_waiting),
    })),
    hasNextPage: rows.length > limit,
    nextPageCursor:
      rows.length > limit && last !== undefined ? encodeCursor([last.product_id, last.variant_id]) : null,
  };
}
