// SQL of product reviews: the requests sent after fulfilment, the reviews written through them, and the approved ones a product page shows.
import type { Knex } from 'knex';
import { TABLES } from '../db/tables.js';

/** A reviews request row. */
export interface ReviewRequestRow {
  id: string;
  website_id: string;
  order_id: string;
  email: string;
  expires_at: Date | string;
}

/** A review as the owner's queue and the product page read it. */
export interface ReviewRow {
  id: string;
  product_id: string;
  product_title: string;
  rating: number;
  body: string;
  author_name: string;
  verified_buyer: boolean;
  status: 'pending' | 'approved';
  created_at: Date | string;
}

/** Adds a request for `orderId` unless it has one; its id, or undefined when one existed. */
export async function insertReviewRequest(
  db: Knex,
  row: { websiteId: string; orderId: string; tokenHash: string; email: string; expiresAt: Date },
): Promise<string | undefined> {
  const rows = (await db(TABLES.reviewRequests)
    .insert({
      website_id: row.websiteId,
      order_id: row.orderId,
      token_hash: row.tokenHash,
      email: row.email,
      expires_at: row.expiresAt,
    })
    .onConflict(['website_id', 'order_id'])
    .ignore()
    .returning('id')) as { id: string }[];
  return rows[0]?.id;
}

/** The request `id` whose token hashes to `tokenHash`, while it has not expired. */
export async function findReviewRequest(
  db: Knex,
  websiteId: string,
  id: string,
  tokenHash: string,
): Promise<ReviewRequestRow | undefined> {
  return (await db(TABLES.reviewRequests)
    .where({ website_id: websiteId, id, token_hash: tokenHash })
    .where('expires_at', '>', db.fn.now())
    .first('id', 'website_id', 'order_id', 'email', 'expires_at')) as ReviewRequestRow | undefined;
}

/** The products of an order that can be reviewed (still sold, not gift cards), each once, in order. */
export async function reviewableProducts(
  db: Knex,
  websiteId: string,
  orderId: string,
): Promise<{ id: string; title: string }[]> {
  const rows = (await db(`${TABLES.orderItems} as oi`)
    .join(`${TABLES.products} as p`, function joinProduct() {
      this.on('p.website_id', '=', 'oi.website_id').andOn('p.id', '=', 'oi.product_id');
    })
    .join(`${TABLES.contentItems} as c`, function joinItem() {
      this.on('c.website_id', '=', 'p.website_id').andOn('c.id', '=', 'p.id');
    })
    .where({ 'oi.website_id': websiteId, 'oi.order_id': orderId })
    .whereNot('p.product_type', 4)
    .orderBy([{ column: 'oi.position' }, { column: 'oi.id' }])
    .select('p.id', 'c.title')) as { id: string; title: string }[];
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
}

/** Writes the request's review of a product, replacing an earlier one (held for moderation again). */
export async function upsertReview(
  db: Knex,
  row: {
    websiteId: string;
    requestId: string;
    productId: string;
    rating: number;
    body: string;
    authorName: string;
  },
): Promise<void> {
  await db(TABLES.productReviews)
    .insert({
      website_id: row.websiteId,
      request_id: row.requestId,
      product_id: row.productId,
      rating: row.rating,
      body: row.body,
      author_name: row.authorName,
      verified_buyer: true,
      status: 'pending',
    })
    .onConflict(['website_id', 'request_id', 'product_id'])
    .merge({
      rating: row.rating,
      body: row.body,
      author_name: row.authorName,
      status: 'pending',
      approved_at: null,
      updated_at: db.fn.now(),
    });
}

function reviewColumns(db: Knex) {
  return db(`${TABLES.productReviews} as r`)
    .join(`${TABLES.contentItems} as c`, function joinItem() {
      this.on('c.website_id', '=', 'r.website_id').andOn('c.id', '=', 'r.product_id');
    })
    .select(
      'r.id',
      'r.product_id',
      'c.title as product_title',
      'r.rating',
      'r.body',
      'r.author_name',
      'r.verified_buyer',
      'r.status',
      'r.created_at',
    );
}

/** One page of a website's reviews with `status`, newest first, and the total. */
export async function listReviews(
  db: Knex,
  websiteId: string,
  status: 'pending' | 'approved',
  limit: number,
  offset: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    reviewColumns(db)
      .where({ 'r.website_id': websiteId, 'r.status': status })
      .orderBy([
        { column: 'r.created_at', order: 'desc' },
        { column: 'r.id', order: 'desc' },
      ])
      .limit(limit)
      .offset(offset),
    db(TABLES.productReviews).where({ website_id: websiteId, status }).count({ n: '*' }).first(),
  ]);
  return { rows: rows as ReviewRow[], total: Number((counted as { n: unknown } | undefined)?.n ?? 0) };
}

/** Approves a review; the row after, or undefined when there is no such review. */
export async function approveReviewRow(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<ReviewRow | undefined> {
  const updated = await db(TABLES.productReviews)
    .where({ website_id: websiteId, id })
    .update({ status: 'approved', approved_at: db.fn.now(), updated_at: db.fn.now() })
    .returning('id');
  if (updated.length === 0) return undefined;
  return (await reviewColumns(db).where({ 'r.website_id': websiteId, 'r.id': id }).first()) as ReviewRow;
}

/** Deletes a review; whether there was one, and whether it was shown. */
export async function deleteReviewRow(
  db: Knex,
  websiteId: string,
  id: string,
): Promise<{ deleted: boolean; wasApproved: boolean }> {
  const rows = (await db(TABLES.productReviews)
    .where({ website_id: websiteId, id })
    .delete()
    .returning('status')) as { status: string }[];
  return { deleted: rows.length > 0, wasApproved: rows[0]?.status === 'approved' };
}

/**
 * A product's approved reviews, newest first (at most `limit`), with the count and average rating of
 * all of them: one query (window aggregates are taken before the limit).
 */
export async function approvedReviews(
  db: Knex,
  websiteId: string,
  productId: string,
  limit = 50,
): Promise<{ rows: ReviewRow[]; count: number; average: number }> {
  const rows = (await reviewColumns(db)
    .select(db.raw('count(*) over () as total'), db.raw('avg(r.rating) over () as average'))
    .where({ 'r.website_id': websiteId, 'r.product_id': productId, 'r.status': 'approved' })
    .orderBy([
      { column: 'r.created_at', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ])
    .limit(limit)) as (ReviewRow & { total: unknown; average: unknown })[];
  const first = rows[0];
  return {
    rows,
    count: first === undefined ? 0 : Number(first.total),
    average: first === undefined ? 0 : Math.round(Number(first.average) * 10) / 10,
  };
}
