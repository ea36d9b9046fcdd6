// Product reviews: the reviews-request page's fields, the rules a review must meet (with their messages), and the rating wording.

/** Where a reviews request link leads (SPEC §2 page type 209): `/commerce/reviews/{requestId}?token=…`. */
export const REVIEWS_REQUEST_PATH = '/commerce/reviews';

/** SPEC §2: reviews request. */
export const REVIEWS_REQUEST_PAGE_TYPE = 209;

/** The review form's field names: one name, and a rating and a text per product (`rating-{productId}`). */
export const REVIEW_FIELDS = {
  name: 'name',
  rating: (productId: string) => `rating-${productId}`,
  body: (productId: string) => `body-${productId}`,
} as const;

/** Limits of what a buyer writes. */
export const REVIEW_LIMITS = { name: 80, body: 5000 } as const;

/** The messages a refused review gets, one per field. */
export const REVIEW_MESSAGES = {
  rating: 'Choose a rating from 1 to 5 stars.',
  bodyRequired: 'Write a few words about this product.',
  bodyTooLong: `A review may have at most ${REVIEW_LIMITS.body.toLocaleString('en-US')} characters.`,
  nameRequired: 'Enter the name to show with your review.',
  nameTooLong: `A name may have at most ${REVIEW_LIMITS.name} characters.`,
  nothing: 'Rate at least one product before sending.',
  summary: 'Your review has a problem. Please check the fields marked below.',
  thanks: 'Thank you! Your review will appear once the shop has read it.',
} as const;

/** One product's review as the buyer sent it. */
export interface ReviewDraft {
  productId: string;
  rating: number;
  body: string;
}

/** A checked review form: the reviews to keep and the name, or the message of each refused field. */
export type CheckedReviews =
  | { ok: true; name: string; reviews: ReviewDraft[] }
  | { ok: false; fields: Record<string, string>; message: string };

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : '';
}

/**
 * The review form's answers for `productIds`. A product with neither a rating nor a text is left
 * out (the buyer reviews what they like); one with only one of them is refused with that field's
 * message; at least one product must be reviewed; the name is needed once.
 */
export function checkReviewForm(
  form: Readonly<Record<string, unknown>>,
  productIds: readonly string[],
): CheckedReviews {
  const fields: Record<string, string> = {};
  const reviews: ReviewDraft[] = [];
  for (const productId of productIds) {
    const ratingField = REVIEW_FIELDS.rating(productId);
    const bodyField = REVIEW_FIELDS.body(productId);
    const ratingText = text(form[ratingField]);
    const body = text(form[bodyField]);
    if (ratingText === '' && body === '') continue;
    const rating = Number(ratingText);
    if (!/^[1-5]$/.test(ratingText)) fields[ratingField] = REVIEW_MESSAGES.rating;
    if (body === '') fields[bodyField] = REVIEW_MESSAGES.bodyRequired;
    else if (body.length > REVIEW_LIMITS.body) fields[bodyField] = REVIEW_MESSAGES.bodyTooLong;
    reviews.push({ productId, rating, body });
  }
  const name = text(form[REVIEW_FIELDS.name]).replace(/\s+/g, ' ');
  if (name === '') fields[REVIEW_FIELDS.name] = REVIEW_MESSAGES.nameRequired;
  else if (name.length > REVIEW_LIMITS.name) fields[REVIEW_FIELDS.name] = REVIEW_MESSAGES.nameTooLong;
  if (reviews.length === 0 && productIds.length > 0) {
    fields[REVIEW_FIELDS.rating(productIds[0])] ??= REVIEW_MESSAGES.nothing;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields, message: REVIEW_MESSAGES.summary };
  return { ok: true, name, reviews };
}

/** A product's ratings summed up: the average to one decimal (0 with none) and how many. */
export function ratingSummary(ratings: readonly number[]): { average: number; count: number } {
  if (ratings.length === 0) return { average: 0, count: 0 };
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return { average: Math.round((sum / ratings.length) * 10) / 10, count: ratings.length };
}

/** 'No Reviews', '1 Review', '12 Reviews'. */
export function reviewCountText(count: number): string {
  if (count <= 0) return 'No Reviews';
  return count === 1 ? '1 Review' : `${count.toLocaleString('en-US')} Reviews`;
}

/** What the stars say to a screen reader: 'Rated 4.5 out of 5'. */
export function ratingText(rating: number): string {
  return `Rated ${rating.toFixed(rating % 1 === 0 ? 0 : 1)} out of 5`;
}

/** Five stars drawn as text, the rating's (rounded) filled: '★★★★☆'. */
export function starText(rating: number): string {
  const filled = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(5 - filled);
}

/**
 * Whether the site asks buyers for reviews and shows them (SPEC §2: an optional reviews section):
 * on unless the owner switched it off (`site_settings.productReviews.enabled: false`).
 */
export function productReviewsOn(siteSettings: unknown): boolean {
  if (typeof siteSettings !== 'object' || siteSettings === null) return true;
  const reviews = (siteSettings as Record<string, unknown>).productReviews;
  return !(
    typeof reviews === 'object' &&
    reviews !== null &&
    (reviews as Record<string, unknown>).enabled === false
  );
}
