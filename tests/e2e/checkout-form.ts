// Fills the demo checkout's form as a shopper in Portland, Maine does, paying with the test card.
import type { Page } from 'playwright-core';

/** What the cart asks for beyond the email and card. */
export interface CheckoutFill {
  /** The cart ships: name and address too (default true). */
  ships?: boolean;
  /** Choose the 'Standard shipping' option (shown once the address is known with JavaScript on). */
  standardShipping?: boolean;
}

/** Fills the email, for a cart that ships the name and address (and the standard option), and the test card. */
export async function fillCheckout(
  tab: Page,
  email: string,
  { ships = true, standardShipping = false }: CheckoutFill = {},
): Promise<void> {
  const form = tab.locator('main form').filter({ has: tab.getByRole('textbox', { name: 'Card number' }) });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  if (ships) {
    await form.getByRole('textbox', { name: 'First name' }).fill('Rowan');
    await form.getByRole('textbox', { name: 'Last name' }).fill('Pike');
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Commercial Street');
    await form.getByRole('textbox', { name: 'City' }).fill('Portland');
    await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maine' });
    await form.getByRole('textbox', { name: 'ZIP Code' }).fill('04101');
    if (standardShipping) await form.getByRole('radio', { name: /^Standard shipping/ }).check();
  }
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
}
