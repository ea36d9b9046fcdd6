// The review form's rules and messages, and the rating summary's wording.
import { describe, expect, it } from 'vitest';
import {
  checkReviewForm,
  productReviewsOn,
  ratingSummary,
  ratingText,
  REVIEW_MESSAGES,
  reviewCountText,
  starText,
} from './product-reviews.js';

describe('checkReviewForm', () => {
  it('keeps rated products, skips untouched ones, and tidies the name', () => {
    expect(
      checkReviewForm(
        { name: '  Ada   L. ', 'rating-a': '5', 'body-a': ' Lovely\r\nmug ', 'rating-b': '', 'body-b': '' },
        ['a', 'b'],
      ),
    ).toEqual({ ok: true, name: 'Ada L.', reviews: [{ productId: 'a', rating: 5, body: 'Lovely\nmug' }] });
  });

  it('names each refused field', () => {
    const checked = checkReviewForm(
      { name: '', 'rating-a': '6', 'body-a': 'x', 'rating-b': '4', 'body-b': 'y'.repeat(5001) },
      ['a', 'b'],
    );
    expect(checked).toEqual({
      ok: false,
      message: REVIEW_MESSAGES.summary,
      fields: {
        'rating-a': 'Choose a rating from 1 to 5 stars.',
        'body-b': 'A review may have at most 5,000 characters.',
        name: 'Enter the name to show with your review.',
      },
    });
    expect(checkReviewForm({ name: 'Ada', 'rating-a': '3' }, ['a'])).toMatchObject({
      ok: false,
      fields: { 'body-a': 'Write a few words about this product.' },
    });
    expect(checkReviewForm({ name: 'Ada' }, ['a'])).toMatchObject({
      ok: false,
      fields: { 'rating-a': 'Rate at least one product before sending.' },
    });
    expect(checkReviewForm({ name: 'x'.repeat(81), 'rating-a': '1', 'body-a': 'ok' }, ['a'])).toMatchObject({
      ok: false,
      fields: { name: 'A name may have at most 80 characters.' },
    });
  });
});

describe('rating wording', () => {
  it('sums ratings up and words them', () => {
    expect(ratingSummary([])).toEqual({ average: 0, count: 0 });
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 });
    expect(reviewCountText(0)).toBe('No Reviews');
    expect(reviewCountText(1)).toBe('1 Review');
    expect(reviewCountText(1200)).toBe('1,200 Reviews');
    expect(ratingText(4.3)).toBe('Rated 4.3 out of 5');
    expect(ratingText(5)).toBe('Rated 5 out of 5');
    expect(starText(4.3)).toBe('★★★★☆');
    expect(starText(0)).toBe('☆☆☆☆☆');
  });
});

describe('productReviewsOn', () => {
  it('is on unless the owner switched it off', () => {
    expect(productReviewsOn(undefined)).toBe(true);
    expect(productReviewsOn({})).toBe(true);
    expect(productReviewsOn({ productReviews: { enabled: true } })).toBe(true);
    expect(productReviewsOn({ productReviews: { enabled: false } })).toBe(false);
  });
});
