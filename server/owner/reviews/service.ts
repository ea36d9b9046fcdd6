// The reviews moderation queue: reviews by status a page at a time, approving and deleting one (the product page follows).
import type { Knex } from 'knex';
import {
  REVIEW_PAGE_SIZE,
  type ReviewPage,
  type ReviewStatus,
  type ReviewView,
} from '../../../domain/owner-api/reviews.js';
import { objectOr } from '../../../domain/json-value.js';
import { productReviewsOn } from '../../../domain/product-reviews.js';
import type { ReviewSettings } from '../../../domain/owner-api/reviews.js';
import { TABLES } from '../../db/tables.js';
import { notFound } from '../../http/http-error.js';
import { recordChange, type Actor } from '../api/actor.js';
import { approveReviewRow, deleteReviewRow, listReviews, type ReviewRow } from '../../reviews/store.js';
import { invalidateSiteData } from '../../site/cache/site-caches.js';

const NO_REVIEW = 'No such review.';

function view(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    productId: row.product_id,
    productTitle: row.product_title,
    rating: row.rating,
    body: row.body,
    authorName: row.author_name,
    verifiedBuyer: row.verified_buyer,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** One page of the reviews in `status`, newest first. */
export async function listReviewPage(
  db: Knex,
  websiteId: string,
  status: ReviewStatus,
  page: number,
): Promise<ReviewPage> {
  const { rows, total } = await listReviews(
    db,
    websiteId,
    status,
    REVIEW_PAGE_SIZE,
    (page - 1) * REVIEW_PAGE_SIZE,
  );
  return {
    reviews: rows.map(view),
    status,
    page,
    pageSize: REVIEW_PAGE_SIZE,
    total,
    hasNextPage: page * REVIEW_PAGE_SIZE < total,
  };
}

/** Approves a review: its product page shows it and counts it at once. 404 'No such review.' */
export async function approveReview(db: Knex, websiteId: string, id: string): Promise<ReviewView> {
  const row = await approveReviewRow(db, websiteId, id);
  if (row === undefined) throw notFound(NO_REVIEW);
  invalidateSiteData(websiteId);
  return view(row);
}

/** Deletes a review (held or shown). 404 'No such review.' */
export async function deleteReview(db: Knex, websiteId: string, id: string): Promise<void> {
  const { deleted, wasApproved } = await deleteReviewRow(db, websiteId, id);
  if (!deleted) throw notFound(NO_REVIEW);
  if (wasApproved) invalidateSiteData(websiteId);
}

/** Whether the site asks buyers for reviews and shows them. */
export async function readReviewSettings(db: Knex, websiteId: string): Promise<ReviewSettings> {
  const row = (await db(TABLES.websiteSettings).where({ website_id: websiteId }).first('site_settings')) as
    { site_settings: unknown } | undefined;
  return { enabled: productReviewsOn(row?.site_settings) };
}

/** Switches reviews on or off (other site settings kept); product pages follow at once. */
export async function saveReviewSettings(
  db: Knex,
  websiteId: string,
  actor: Actor,
  body: ReviewSettings,
): Promise<ReviewSettings> {
  await db.transaction(async (trx) => {
    await trx(TABLES.websiteSettings).insert({ website_id: websiteId }).onConflict('website_id').ignore();
    const row = (await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .forUpdate()
      .first('site_settings')) as { site_settings: unknown };
    const siteSettings = { ...objectOr(row.site_settings), productReviews: { enabled: body.enabled } };
    await trx(TABLES.websiteSettings)
      .where({ website_id: websiteId })
      .update({ site_settings: JSON.stringify(siteSettings) });
    await recordChange(trx, actor, {
      websiteId,
      action: 'update',
      entity: 'review-settings',
      entityId: websiteId,
      summary: body.enabled ? 'Product reviews switched on' : 'Product reviews switched off',
    });
  });
  invalidateSiteData(websiteId);
  return readReviewSettings(db, websiteId);
}
