// The owner API's routes for the product reviews moderation queue (declared on the owner route table).
import {
  reviewListQuerySchema,
  reviewPageSchema,
  reviewParamsSchema,
  reviewReplySchema,
  reviewSettingsSchema,
} from '../../../domain/owner-api/reviews.js';
import { errorResponse } from '../api/error-responses.js';
import type { OwnerApi } from '../api/owner-api.js';
import {
  approveReview,
  deleteReview,
  listReviewPage,
  readReviewSettings,
  saveReviewSettings,
} from './service.js';

const TAG = 'Reviews';
const missing = errorResponse('No such review.');

/** Declares the reviews moderation routes on `api`. */
export function registerReviewRoutes(api: OwnerApi): void {
  api.route({
    method: 'get',
    path: '/reviews',
    operationId: 'listProductReviews',
    summary: 'One page of the product reviews held for moderation or approved, newest first.',
    tag: TAG,
    capability: 'commerce:view',
    query: reviewListQuerySchema,
    responses: { 200: { description: 'A page of the queue.', schema: reviewPageSchema } },
    handle: ({ db, website, query }) => listReviewPage(db, website.id, query.status, query.page),
  });

  api.route({
    method: 'post',
    path: '/reviews/{id}/approve',
    operationId: 'approveProductReview',
    summary: "Approves a review: the product's page shows it and counts it in its rating at once.",
    tag: TAG,
    capability: 'commerce:edit',
    params: reviewParamsSchema,
    responses: { 200: { description: 'The approved review.', schema: reviewReplySchema }, 404: missing },
    handle: async ({ db, website, params }) => ({ review: await approveReview(db, website.id, params.id) }),
  });

  api.route({
    method: 'delete',
    path: '/reviews/{id}',
    operationId: 'deleteProductReview',
    summary: 'Deletes a review, held or shown.',
    tag: TAG,
    capability: 'commerce:edit',
    params: reviewParamsSchema,
    responses: { 204: { description: 'Deleted.' }, 404: missing },
    handle: async ({ db, website, params }) => {
      await deleteReview(db, website.id, params.id);
      return { status: 204 };
    },
  });

  api.route({
    method: 'get',
    path: '/reviews/settings',
    operationId: 'getReviewSettings',
    summary: 'Whether buyers are asked for reviews and product pages show them.',
    tag: TAG,
    capability: 'commerce:view',
    responses: { 200: { description: 'The reviews settings.', schema: reviewSettingsSchema } },
    handle: ({ db, website }) => readReviewSettings(db, website.id),
  });

  api.route({
    method: 'put',
    path: '/reviews/settings',
    operationId: 'updateReviewSettings',
    summary: 'Switch product reviews on or off.',
    tag: TAG,
    capability: 'commerce:edit',
    body: reviewSettingsSchema,
    responses: { 200: { description: 'The settings as saved.', schema: reviewSettingsSchema } },
    handle: ({ db, website, actor, body }) => saveReviewSettings(db, website.id, actor, body),
  });
}
