// What the checkout form posts without JavaScript: its fields read as text, and which button was pressed.
import { z } from 'zod';
import { normalizeAddress, ADDRESS_FIELDS } from '../../../domain/addresses/index.js';
import type { CheckoutValues } from '../../../islands/checkout/checkout-props.js';
import { isCartToken } from '../cart/cart-cookie.js';

/** What the visitor asked for: place the order, refresh the totals, or change the coupons. */
export type CheckoutIntent = 'place-order' | 'update' | 'apply-coupon' | 'remove-coupon';

/** A checkout post, read. */
export interface CheckoutPost {
  intent: CheckoutIntent;
  values: CheckoutValues;
  /** The code of the coupon whose Remove button was pressed. */
  removeCoupon: string;
  idempotencyKey: string;
  /** The cart the form is for (a hidden field); undefined when missing or malformed. */
  cartToken: string | undefined;
  /** The grand total the page showed when the order was placed; undefined when not posted. */
  expectedTotalCents: number | undefined;
}

// Longer than any field needs; a longer value is cut rather than refused (the checks say what is wrong).
const MAX_FIELD_LENGTH = 300;
const field = z
  .string()
  .catch('')
  .transform((value) => value.slice(0, MAX_FIELD_LENGTH));
const INTENTS: readonly CheckoutIntent[] = ['place-order', 'update', 'apply-coupon'];

const postSchema = z.looseObject({
  intent: field,
  removeCoupon: field,
  idempotencyKey: field,
  cartToken: field,
  expectedTotalCents: field,
  email: field,
  shippingOptionId: field,
  couponCode: field,
  giftCardCode: field,
  cardNumber: field,
  joinMailingList: field,
  ...Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field])),
});

/**
 * The posted form (urlencoded, flat). Repeated or missing fields read as blank. The intent is
 * the pressed button's `intent` value; a Remove coupon button (`removeCoupon=CODE`) means
 * remove-coupon; anything else (Enter in a field of a browser without a default button) is update.
 */
export function readCheckoutPost(body: unknown): CheckoutPost {
  const posted = postSchema.parse(body ?? {}) as Record<string, string>;
  const removeCoupon = posted.removeCoupon.trim();
  const intent: CheckoutIntent =
    removeCoupon !== ''
      ? 'remove-coupon'
      : INTENTS.includes(posted.intent as CheckoutIntent)
        ? (posted.intent as CheckoutIntent)
        : 'update';
  const expected = /^\d{1,12}$/.test(posted.expectedTotalCents)
    ? Number(posted.expectedTotalCents)
    : undefined;
  return {
    intent,
    removeCoupon,
    idempotencyKey: posted.idempotencyKey.trim(),
    cartToken: isCartToken(posted.cartToken) ? posted.cartToken : undefined,
    expectedTotalCents: expected,
    values: {
      email: posted.email.trim(),
      address: normalizeAddress(posted),
      shippingOptionId: posted.shippingOptionId.trim(),
      couponCode: posted.couponCode.trim(),
      giftCardCode: posted.giftCardCode.trim(),
      cardNumber: posted.cardNumber.trim(),
      // A ticked checkbox posts its value; an unticked one posts nothing.
      joinMailingList: posted.joinMailingList !== '',
    },
  };
}
