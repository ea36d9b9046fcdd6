// The reviews request page (SPEC §2 page type 209): a star rating and a text per product bought, the thanks, or a link that is not valid.
import { REVIEW_FIELDS, REVIEW_MESSAGES, REVIEWS_REQUEST_PAGE_TYPE } from '../../domain/product-reviews.js';
import { PAGE_TEMPLATES, type PageView } from '../site/context/page-view.js';

/** What the page says besides the form. */
export const REVIEWS_PAGE_TEXTS = {
  title: 'Review your order',
  intro: 'Rate the products you bought and tell other shoppers what you think. Skip any you like.',
  invalidTitle: 'Link not valid',
  invalid:
    'This review link is not valid or has expired. Use the link in the latest email you received from us.',
  thanksTitle: 'Thank you',
} as const;

/** What the buyer sent back, to show again beside the messages of a refused form. */
export interface ReviewFormState {
  values: Readonly<Record<string, unknown>>;
  fields: Readonly<Record<string, string>>;
  message: string;
}

function page(status: number, title: string, message: string, reviewsRequest?: object): PageView {
  return {
    template: PAGE_TEMPLATES.reviewsRequest,
    status,
    pageType: REVIEWS_REQUEST_PAGE_TYPE,
    title,
    cache: 'no-store',
    context: { system: { title, message }, ...(reviewsRequest === undefined ? {} : { reviewsRequest }) },
  };
}

function value(values: Readonly<Record<string, unknown>>, name: string): string {
  const given = values[name];
  return typeof given === 'string' ? given : '';
}

/** The page for a link that is not valid (404). */
export function invalidReviewsPage(): PageView {
  return page(404, REVIEWS_PAGE_TEXTS.invalidTitle, REVIEWS_PAGE_TEXTS.invalid);
}

/** The page after the reviews were kept. */
export function reviewsThanksPage(): PageView {
  return page(200, REVIEWS_PAGE_TEXTS.thanksTitle, REVIEW_MESSAGES.thanks);
}

/**
 * The form for `products`, posting to `action`; with `state` (a refused post, 400) the answers come
 * back with each field's message and the summary.
 */
export function reviewsFormPage(
  products: readonly { id: string; title: string }[],
  action: string,
  state?: ReviewFormState,
): PageView {
  const values = state?.values ?? {};
  const fields = state?.fields ?? {};
  const rows = products.map((product, index) => {
    const ratingField = REVIEW_FIELDS.rating(product.id);
    const bodyField = REVIEW_FIELDS.body(product.id);
    const chosen = value(values, ratingField);
    return {
      index,
      title: product.title,
      ratingField,
      bodyField,
      body: value(values, bodyField),
      ratingError: fields[ratingField] ?? '',
      bodyError: fields[bodyField] ?? '',
      stars: [1, 2, 3, 4, 5].map((stars) => ({
        field: ratingField,
        value: String(stars),
        label: stars === 1 ? '1 star' : `${stars} stars`,
        checked: chosen === String(stars),
        id: `rating-${index}-${stars}`,
      })),
    };
  });
  return page(state === undefined ? 200 : 400, REVIEWS_PAGE_TEXTS.title, REVIEWS_PAGE_TEXTS.intro, {
    action,
    products: rows,
    nameField: REVIEW_FIELDS.name,
    name: value(values, REVIEW_FIELDS.name),
    nameError: fields[REVIEW_FIELDS.name] ?? '',
    summary: state?.message ?? '',
  });
}
