// Checkout's refusals: one code, status and message each (SPEC §5 "Checkout" and §8 where SPEC words them).
import { HttpError } from '../../http/http-error.js';
import { CART_ERROR_MESSAGES } from '../cart/cart-errors.js';

/** What each refusal says. */
export const ORDER_ERROR_MESSAGES = {
  'invalid-input': 'One or more fields is invalid, please check your entries.',
  'idempotency-key-missing': 'An Idempotency-Key header is required to place an order.',
  'idempotency-key-in-use': 'This order is already being placed. Please wait a moment and try again.',
  'idempotency-key-reused': 'This Idempotency-Key was already used for a different order.',
  'cart-not-found': 'That cart was not found.',
  'cart-empty': 'Your cart is empty.',
  'cart-purchased': 'This cart has already been purchased.',
  'not-enough-stock': CART_ERROR_MESSAGES['not-enough-stock'],
  'shipping-option-required': 'Please choose a shipping option.',
  'coupon-used-up': 'A coupon in your cart can no longer be used. Please remove it and try again.',
  'payment-required': 'Please enter a card number.',
  'order-not-found': 'That order was not found.',
  'order-not-paid': 'Only a paid order can be fulfilled.',
  'order-not-refundable': 'Only a paid or fulfilled order can be refunded.',
} as const;

/** A refusal's code: the JSON `error` field. */
export type OrderErrorCode = keyof typeof ORDER_ERROR_MESSAGES;

const STATUSES: Record<OrderErrorCode, number> = {
  'invalid-input': 400,
  'idempotency-key-missing': 400,
  'idempotency-key-in-use': 409,
  'idempotency-key-reused': 422,
  'cart-not-found': 404,
  'cart-empty': 400,
  'cart-purchased': 409,
  'not-enough-stock': 409,
  'shipping-option-required': 400,
  'coupon-used-up': 409,
  'payment-required': 400,
  'order-not-found': 404,
  'order-not-paid': 409,
  'order-not-refundable': 409,
};

/** The error checkout throws for `code`, answered as `{ error: code, message, fields? }`. */
export function orderError(code: OrderErrorCode, fields?: Record<string, string>): HttpError {
  return new HttpError(STATUSES[code], code, ORDER_ERROR_MESSAGES[code], fields);
}

/** 400 'invalid-input' naming each field's problem (`email`, `shippingAddress.postalCode`, …). */
export function invalidOrderInput(fields: Record<string, string>): HttpError {
  return orderError('invalid-input', fields);
}

/** SPEC §5 "Checkout": the cart's subtotal is under the store's minimum (`subtotal` already formatted). */
export function minimumSubtotalError(subtotal: string): HttpError {
  return new HttpError(
    400,
    'minimum-subtotal',
    `To check out, your order subtotal must be ${subtotal} or more.`,
  );
}

/** The card was refused: 402 with the provider's sentence. */
export function paymentError(code: string, message: string): HttpError {
  return new HttpError(402, code, message);
}

/**
 * 409 'not-enough-stock' with SPEC's message, plus which item ran short and how many are left; the
 * orders API adds `itemId`, `sku`, `title` and `quantityLeft` to the JSON body.
 */
export class NotEnoughStockError extends HttpError {
  constructor(
    readonly itemId: string,
    readonly sku: string,
    readonly title: string,
    readonly quantityLeft: number,
  ) {
    super(409, 'not-enough-stock', ORDER_ERROR_MESSAGES['not-enough-stock']);
    this.name = 'NotEnoughStockError';
  }
}
