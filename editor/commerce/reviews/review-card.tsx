// One product review in the moderation queue: the product, the stars, what the buyer wrote, and the actions its tab allows.
import { ratingText, starText } from '../../../domain/product-reviews.js';
import type { ReviewView } from '../../../domain/owner-api/reviews.js';
import type { ReviewAction } from '../../api/reviews.js';
import { momentText } from '../orders/order-format.js';

/** Props of {@link ReviewCard}. */
export interface ReviewCardProps {
  review: ReviewView;
  /** Times shown in the website's zone. */
  timeZone: string | undefined;
  busy: boolean;
  onAction: (action: ReviewAction) => void;
}

/** A review as an article named by its product and author, its text as the buyer typed it (React escapes it). */
export function ReviewCard({ review, timeZone, busy, onAction }: ReviewCardProps) {
  const titleId = `review-${review.id}-title`;
  const who = `${review.authorName} on ${review.productTitle}`;
  return (
    <article className="comment-card" aria-labelledby={titleId}>
      <header className="comment-card__header">
        <h2 className="comment-card__author" id={titleId}>
          {who}
        </h2>
        <p className="field__help">
          <span aria-hidden="true">{starText(review.rating)}</span> {ratingText(review.rating)}
          {review.verifiedBuyer ? ' · Verified buyer' : ''} ·{' '}
          <time dateTime={review.createdAt}>{momentText(review.createdAt, timeZone)}</time>
        </p>
      </header>
      <p className="comment-card__body">{review.body}</p>
      <div className="toolbar comment-card__actions">
        {review.status === 'approved' ? null : (
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-label={`Approve the review by ${who}`}
            onClick={() => onAction('approve')}
          >
            Approve
          </button>
        )}
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          aria-label={`Delete the review by ${who}`}
          onClick={() => onAction('delete')}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
