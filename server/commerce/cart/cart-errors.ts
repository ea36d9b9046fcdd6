// The cart's refusals (SPEC §5 "Add to cart", §8 "Cart"): one code, status and message each.
import { GIFT_RECIPIENT_MESSAGES } from '../../../domain/gift-recipient.js';
import { QUANTITY_MESSAGES } from '../../../domain/quantity-rules.js';
import { HttpError } from '../../http/http-error.js';

/** What each refusal says, word for word as SPEC §5 and §8 give it where they do. */
export const CART_ERROR_MESSAGES = {
  'quantity-not-a-number': QUANTITY_MESSAGES.notANumber,
  'quantity-not-whole': QUANTITY_MESSAGES.notWhole,
  'quantity-out-of-range': QUANTITY_MESSAGES.outOfRange,
  'variant-unavailable': 'Sorry, that item variant is unavailable. Please select another variant.',
  'not-enough-stock': 'Sorry, we do not have enough of that item available.',
  'invalid-additional-fields': 'Unable to update form',
  'entry-not-found': 'That item is no longer in your cart.',
  'gift-card-denomination': 'Select a denomination for the Gift Card',
  'not-subscribable': 'This product cannot be bought as a subscription.',
  'cart-not-found': 'That cart no longer exists.',
  'invalid-coupon': 'That coupon code is not valid.',
  'too-many-coupons': 'A cart can hold at most 10 coupon codes.',
  'coupon-not-in-cart': 'That coupon code is not in your cart.',
  'invalid-shipping-location': 'Enter a two-letter country code, such as US.',
  'shipping-option-unavailable': 'That shipping option is not available for this order.',
  ...GIFT_RECIPIENT_MESSAGES,
} as const;

/** A cart refusal's code: the JSON `error` field and the `?cartError=` value of the form path. */
export type CartErrorCode = keyof typeof CART_ERROR_MESSAGES;

const STATUSES: Record<CartErrorCode, number> = {
  'quantity-not-a-number': 400,
  'quantity-not-whole': 400,
  'quantity-out-of-range': 400,
  'variant-unavailable': 400,
  'not-enough-stock': 409,
  'invalid-additional-fields': 400,
  'entry-not-found': 404,
  'gift-card-denomination': 400,
  'not-subscribable': 400,
  'cart-not-found': 404,
  'invalid-coupon': 400,
  'too-many-coupons': 400,
  'coupon-not-in-cart': 404,
  'invalid-shipping-location': 400,
  'shipping-option-unavailable': 400,
  'gift-recipient-name': 400,
  'gift-recipient-name-long': 400,
  'gift-recipient-email': 400,
  'gift-note-long': 400,
  'gift-send-date': 400,
  'gift-send-date-past': 400,
};

/**
 * The error the cart service throws for `code`; the API answers it as `{error: code, message}`.
 * `message` replaces the code's own words where the reason is more precise (a coupon's problem).
 */
export function cartError(code: CartErrorCode, message: string = CART_ERROR_MESSAGES[code]): HttpError {
  return new HttpError(STATUSES[code], code, message);
}

/** Whether `value` is one of the cart's refusal codes. */
export function isCartErrorCode(value: unknown): value is CartErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CART_ERROR_MESSAGES, value);
}

/**
 * The message for a `?cartError=` query value, for the product and cart pages to show after a
 * form post failed with JavaScript off: `cartErrorMessage(req.query.cartError)`. Undefined for
 * anything that is not a known code, so a crafted link cannot put its own words on the page.
 */
export function cartErrorMessage(code: unknown): string | undefined {
  return isCartErrorCode(code) ? CART_ERROR_MESSAGES[code] : undefined;
}
