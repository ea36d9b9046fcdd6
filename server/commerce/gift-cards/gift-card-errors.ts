// Gift card refusals at checkout and on the balance page: one code, status and message each.
import { HttpError } from '../../http/http-error.js';

/** What each refusal says. */
export const GIFT_CARD_ERROR_MESSAGES = {
  'gift-card-invalid': 'That gift card code is not valid.',
  'gift-card-expired': 'That gift card has expired.',
  'gift-card-empty': 'That gift card has no balance left.',
  'gift-card-currency': 'That gift card cannot be used for this currency.',
  'gift-card-voided': 'That gift card was canceled when the order that bought it was refunded.',
} as const;

/** A gift card refusal's code. */
export type GiftCardErrorCode = keyof typeof GIFT_CARD_ERROR_MESSAGES;

/** The refusal for `code`: 400, or `status` (the balance page's 404 and 410). */
export function giftCardError(code: GiftCardErrorCode, status = 400): HttpError {
  return new HttpError(status, code, GIFT_CARD_ERROR_MESSAGES[code], {
    giftCardCode: GIFT_CARD_ERROR_MESSAGES[code],
  });
}
