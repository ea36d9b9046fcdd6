// Product reviews as the owner's moderation screen reads and changes them (owner API `/api/owner/reviews`).
import { z } from 'zod';
import { idSchema } from './common.js';

/** A review is held (pending) until the owner approves it. */
export const REVIEW_STATUSES = ['pending', 'approved'] as const;
/** A review's status. */
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Reviews on one page of the queue. */
export const REVIEW_PAGE_SIZE = 25;

/** `GET /api/owner/reviews?status=pending&page=1`. */
export const reviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Choose pending or approved.' }).default('pending'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** `/api/owner/reviews/{id}…`. */
export const reviewParamsSchema = z.object({ id: idSchema });

/** One review: the product, the stars and the text, who wrote it, whether they bought it. */
export const reviewViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  body: z.string(),
  authorName: z.string(),
  verifiedBuyer: z.boolean(),
  status: z.enum(REVIEW_STATUSES),
  createdAt: z.string(),
});
/** A review in the queue. */
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** `GET /api/owner/reviews`: one page, newest first. */
export const reviewPageSchema = z.object({
  reviews: z.array(reviewViewSchema),
  status: z.enum(REVIEW_STATUSES),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  hasNextPage: z.boolean(),
});
/** A page of the queue. */
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The answer of approve. */
export const reviewReplySchema = z.object({ review: reviewViewSchema });

/** `GET/PUT /api/owner/reviews/settings`: whether buyers are asked for reviews and product pages show them. */
export const reviewSettingsSchema = z.object({
  enabled: z
    .boolean({ error: 'Choose whether buyers are asked for reviews.' })
    .describe(
      'Buyers get a reviews request once their order is fulfilled, and product pages show approved reviews.',
    ),
});
/** The reviews settings. */
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;
