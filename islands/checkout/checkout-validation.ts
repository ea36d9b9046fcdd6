// The checks the checkout makes before placing an order, the same in the browser and on the server.
import { ADDRESS_FIELDS, validateAddress } from '../../domain/addresses/index.js';
import {
  SHIPPING_OPTION_REQUIRED_MESSAGE,
  validateCardNumber,
  validateCheckoutEmail,
} from '../../domain/checkout-rules.js';
import type { CheckoutCart } from './checkout-cart.js';
import {
  CHECKOUT_FIELDS,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-props.js';

/**
 * Every field's problem before an order is placed (empty: none): the email; the address and a
 * shipping option when the cart ships; the card number unless a gift card code was given (the
 * server then says whether the card covers the total).
 */
export function validateCheckout(values: CheckoutValues, cart: CheckoutCart): CheckoutErrors {
  const errors: Partial<Record<CheckoutField, string>> = {};
  const email = validateCheckoutEmail(values.email);
  if (email !== undefined) errors.email = email;
  if (cart.requiresShipping) {
    Object.assign(errors, validateAddress(values.address));
    if (values.shippingOptionId === '' && cart.selectedShippingOptionId === null) {
      errors.shippingOptionId = SHIPPING_OPTION_REQUIRED_MESSAGE;
    }
  }
  if (values.giftCardCode.trim() === '' || values.cardNumber.trim() !== '') {
    const card = validateCardNumber(values.cardNumber);
    if (card !== undefined) errors.cardNumber = card;
  }
  return errors;
}

/**
 * The API's field names (`email`, `shippingAddress.postalCode`, `payment.cardNumber`,
 * `giftCardCode`, …) as the form's, keeping only fields the form shows.
 */
export function formFieldErrors(fields: Readonly<Record<string, string>> | undefined): CheckoutErrors {
  const known: readonly string[] = [...CHECKOUT_FIELDS, ...ADDRESS_FIELDS];
  const errors: Partial<Record<CheckoutField, string>> = {};
  for (const [name, message] of Object.entries(fields ?? {})) {
    const field = name.replace(/^(shippingAddress|payment)\./, '');
    if (known.includes(field)) errors[field as CheckoutField] = message;
  }
  return errors;
}
