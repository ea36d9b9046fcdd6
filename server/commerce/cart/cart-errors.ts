// The cart's refusals (SPEC §5 "Add to cart", §8 "Cart"): one code, status and message each.
import { QUANTITY_MESSAGES } from '../../../domain/quantity-rules.js';
import { HttpError } from '../../http/http-error.js';

/** What each refusal says, word for word as SPEC §5 and §8 give it where they do. */
export const CART_ERROR_MESSAGES = {
  'quantity-not-a-number': QUANTITY_MESSAGES.notANumber,
  'quantity-not-whole': QUANTITY_MESSAGES.notWhole,
  'variant-unavailable': 'Sorry, that item variant is unavailable. Please select another variant.',
  'not-enough-stock': 'Sorry, we do not have enough of that item available.',
  'invalid-additional-fields': 'Unable to update form',
  'entry-not-found': 'That item is no longer in your cart.',
} as const;

/** A cart refusal's code: the JSON `error` field and the `?cartError=` value of the form path. */
export type CartErrorCode = keyof typeof CART_ERROR_MESSAGES;

const STATUSES: Record<CartErrorCode, number> = {
  'quantity-not-a-number': 400,
  'quantity-not-whole': 400,
  'variant-unavailable': 400,
  'not-enough-stock': 409,
  'invalid-additional-fields': 400,
  'entry-not-found': 404,
};

/** The error the cart service throws for `code`; the API answers it as `{error: code, message}`. */
export function cartError(code: CartErrorCode): HttpError {
  return new HttpError(STATUSES[code], code, CART_ERROR_MESSAGES[code]);
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
