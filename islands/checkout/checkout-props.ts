// The checkout island's props: the form's values and messages, the cart, and what the form posts with.
import { ADDRESS_FIELDS, normalizeAddress, type PostalAddress } from '../../domain/addresses/index.js';
import { member } from '../../domain/json-value.js';
import type { IslandEnvironment } from '../island-definition.js';
import { readCheckoutCart, type CheckoutCart } from './checkout-cart.js';

/** The form's own fields besides the address (which posts its fields by their own names). */
export const CHECKOUT_FIELDS = [
  'email',
  'shippingOptionId',
  'couponCode',
  'giftCardCode',
  'cardNumber',
] as const;

/** A field that can carry a message: the form's own and the address's. */
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number] | (typeof ADDRESS_FIELDS)[number];

/** What the visitor typed and chose. */
export interface CheckoutValues {
  readonly email: string;
  readonly address: PostalAddress;
  readonly shippingOptionId: string;
  readonly couponCode: string;
  readonly giftCardCode: string;
  readonly cardNumber: string;
  /** The mailing-list opt-in is ticked (only posted when the store offers it). */
  readonly joinMailingList: boolean;
}

/** Messages by field name. */
export type CheckoutErrors = Readonly<Partial<Record<CheckoutField, string>>>;

/** The island's props (plain JSON: the server serialises them into the marker). */
export interface CheckoutProps {
  /** Where the plain form posts: `/checkout`. */
  readonly action: string;
  readonly crumb: string;
  /** The order's idempotency key, made when the page was rendered: a double submit buys once. */
  readonly idempotencyKey: string;
  /** For a subscription or express cart, its token (posted back, and put on API calls); else null. */
  readonly cartToken: string | null;
  readonly locale: string;
  readonly testMode: boolean;
  /** The store's minimum order subtotal in minor units; null: none. */
  readonly minimumSubtotalCents: number | null;
  readonly cart: CheckoutCart;
  readonly values: CheckoutValues;
  readonly errors: CheckoutErrors;
  /** A message about the whole form (a declined card, stock running out…); null: none. */
  readonly formError: string | null;
  /** Something the visitor should know that is not an error (the total changed); null: none. */
  readonly notice: string | null;
  /** A subscription's recurrence and first renewal, said beside its price; null for other carts. */
  readonly subscription: CheckoutSubscription | null;
  /** The store's mailing-list opt-in, when it offers one; null: no checkbox. */
  readonly mailingListOptIn: CheckoutMailingListOptIn | null;
}

/** The checkbox the store offers at checkout: its label (the ticked state is in the values). */
export interface CheckoutMailingListOptIn {
  readonly label: string;
}

function optInOf(value: unknown): CheckoutMailingListOptIn | null {
  const label = text(member(value, 'label'));
  return label === '' ? null : { label };
}

/** What the summary says of a subscription (domain/subscription-renewal.ts words it on the server). */
export interface CheckoutSubscription {
  /** "every month". */
  readonly periodText: string;
  /** "December 29, 2026": one period after today in the site's time zone. */
  readonly firstRenewalText: string;
}

function subscriptionOf(value: unknown): CheckoutSubscription | null {
  const periodText = text(member(value, 'periodText'));
  const firstRenewalText = text(member(value, 'firstRenewalText'));
  return periodText === '' ? null : { periodText, firstRenewalText };
}

/**
 * What the server puts in the page context for `{checkout|island checkout}`: the props, with the
 * cart as SPEC §3's shopping cart JSON (read into the checkout's view of it by the props function).
 */
export type CheckoutContextValue = Omit<CheckoutProps, 'cart'> & { readonly cart: unknown };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function knownFields(value: unknown): CheckoutErrors {
  const errors: Partial<Record<CheckoutField, string>> = {};
  const fields: readonly string[] = [...CHECKOUT_FIELDS, ...ADDRESS_FIELDS];
  if (typeof value !== 'object' || value === null) return errors;
  for (const [field, message] of Object.entries(value)) {
    if (fields.includes(field) && typeof message === 'string' && message !== '') {
      errors[field as CheckoutField] = message;
    }
  }
  return errors;
}

function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The props of `{checkout|island checkout}`: the page context's `checkout` object, read defensively. */
export function checkoutProps(value: unknown, env: IslandEnvironment): CheckoutProps {
  const values = member(value, 'values');
  const minimum = member(value, 'minimumSubtotalCents');
  return {
    action: text(member(value, 'action')) || '/checkout',
    crumb: text(member(value, 'crumb')),
    idempotencyKey: text(member(value, 'idempotencyKey')),
    cartToken: optionalText(member(value, 'cartToken')),
    locale: text(member(value, 'locale')) || env.locale,
    testMode: member(value, 'testMode') !== false,
    minimumSubtotalCents: typeof minimum === 'number' && minimum > 0 ? minimum : null,
    cart: readCheckoutCart(member(value, 'cart')),
    values: {
      email: text(member(values, 'email')),
      address: normalizeAddress(member(values, 'address')),
      shippingOptionId: text(member(values, 'shippingOptionId')),
      couponCode: text(member(values, 'couponCode')),
      giftCardCode: text(member(values, 'giftCardCode')),
      cardNumber: text(member(values, 'cardNumber')),
      joinMailingList: member(values, 'joinMailingList') === true,
    },
    errors: knownFields(member(value, 'errors')),
    formError: optionalText(member(value, 'formError')),
    notice: optionalText(member(value, 'notice')),
    subscription: subscriptionOf(member(value, 'subscription')),
    mailingListOptIn: optInOf(member(value, 'mailingListOptIn')),
  };
}
