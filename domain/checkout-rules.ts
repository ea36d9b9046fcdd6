// Checkout rules shared by the server and the checkout island: SPEC §5's minimum subtotal, the email and card checks, field names.

/** SPEC §5 "Checkout": the message when the subtotal is under the store's minimum (`subtotal` formatted). */
export function minimumSubtotalMessage(subtotal: string): string {
  return `To check out, your order subtotal must be ${subtotal} or more.`;
}

/** Whether a cart of `subtotalCents` is under the store's minimum (none, or 0: never). */
export function isBelowMinimumSubtotal(
  subtotalCents: number,
  minimumCents: number | null | undefined,
): boolean {
  return typeof minimumCents === 'number' && minimumCents > 0 && subtotalCents < minimumCents;
}

/** SPEC §5 (forms): an empty required field. */
export const CHECKOUT_REQUIRED_MESSAGE = 'Required';

/** The example SPEC §5's email message names. */
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

/** SPEC §5 (forms): an email that is not one. */
export const EMAIL_INVALID_MESSAGE = `Email is not valid. Email addresses should follow the format ${EMAIL_FORMAT_EXAMPLE}.`;

/** SPEC §9: email length 3-256. */
export const EMAIL_LENGTH = { min: 3, max: 256 } as const;

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The checkout email's problem ('Required' or SPEC's format message), or undefined. */
export function validateCheckoutEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return CHECKOUT_REQUIRED_MESSAGE;
  if (trimmed.length < EMAIL_LENGTH.min || trimmed.length > EMAIL_LENGTH.max || !EMAIL.test(trimmed)) {
    return EMAIL_INVALID_MESSAGE;
  }
  return undefined;
}

/** What a card number field may hold: 12-19 digits, with spaces or dashes between groups. */
export const CARD_NUMBER_INVALID_MESSAGE = 'Enter the card number: 12 to 19 digits.';

/** The card number's problem ('Required', or the format message), or undefined. */
export function validateCardNumber(cardNumber: string): string | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === '') return CHECKOUT_REQUIRED_MESSAGE;
  return /^\d{12,19}$/.test(digits) ? undefined : CARD_NUMBER_INVALID_MESSAGE;
}

/** The test card that succeeds, as checkout's note shows it. */
export const TEST_CARD_NUMBER = '4242 4242 4242 4242';

/** The note a checkout in test mode shows beside the payment fields, after a 'Test mode' badge. */
export const TEST_MODE_NOTE = `No real payment is taken. Use the card ${TEST_CARD_NUMBER} to place an order.`;

/** The message when a cart that ships has no shipping option chosen. */
export const SHIPPING_OPTION_REQUIRED_MESSAGE = 'Please choose a shipping option.';

/** Where the order pages live: `/commerce/orders/{orderId}` (status, 211) and its `/confirmed` (202, 206, 207). */
export const ORDER_PAGES_PATH = '/commerce/orders';

/** The order confirmed page of an order, for its buyer (who holds its access token). */
export function orderConfirmedPath(orderId: string, accessToken: string): string {
  return `${ORDER_PAGES_PATH}/${encodeURIComponent(orderId)}/confirmed?token=${encodeURIComponent(accessToken)}`;
}
