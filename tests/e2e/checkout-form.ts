// Fills the demo checkout's form as a shopper in Portland, Maine does, paying with the test card.
import type { Page } from 'playwright-core';

/** Fills email, name, address and the test card number in the checkout form of `tab`. */
export async function fillCheckout(tab: Page, email: string): Promise<void> {
  const form = tab.locator('main form').filter({ has: tab.getByRole('textbox', { name: 'Card number' }) });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First name' }).fill('Rowan');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Pike');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Commercial Street');
  await form.getByRole('textbox', { name: 'City' }).fill('Portland');
  await form.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Maine' });
  await form.getByRole('textbox', { name: 'ZIP Code' }).fill('04101');
  await form.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
}
