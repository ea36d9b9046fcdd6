// A product page's reviews as the theme reads them (`item.reviews`): the rating summary and the approved reviews.
import { ratingText, reviewCountText, starText } from '../../domain/product-reviews.js';
import type { ReviewRow } from './store.js';

/** What `templates/blocks/product-reviews.block` reads. */
export interface ProductReviewsContext {
  count: number;
  average: number;
  countText: string;
  ratingText: string;
  stars: string;
  reviews: {
    id: string;
    rating: number;
    stars: string;
    ratingText: string;
    body: string;
    authorName: string;
    verifiedBuyer: boolean;
    date: string;
    dateText: string;
  }[];
}

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** The context of a product's approved reviews, their count and average rating. */
export function productReviewsContext(reviews: {
  rows: readonly ReviewRow[];
  count: number;
  average: number;
}): ProductReviewsContext {
  const { average, count } = reviews;
  return {
    count,
    average,
    countText: reviewCountText(count),
    ratingText: ratingText(average),
    stars: starText(average),
    reviews: reviews.rows.map((row) => {
      const at = new Date(row.created_at);
      return {
        id: row.id,
        rating: row.rating,
        stars: starText(row.rating),
        ratingText: ratingText(row.rating),
        body: row.body,
        authorName: row.author_name,
        verifiedBuyer: row.verified_buyer,
        date: at.toISOString().slice(0, 10),
        dateText: DATE.format(at),
      };
    }),
  };
}
