// The checkout page (201): the form for a cart, its labels and hooks, the empty cart, the minimum subtotal, and per-country addresses.
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.js';
import { testDatabaseKind } from '../support/test-database.js';
import {
  addToCart,
  checkoutForm,
  type CheckoutStore,
  MAINE_ADDRESS,
  newShopper,
  pageText,
  type Shopper,
  startCheckoutStore,
} from './checkout-fixtures.js';

let db: Database;
let app: Express;
let store: CheckoutStore;

beforeAll(async () => {
  ({ db, app, store } = await startCheckoutStore());
}, 60_000);
afterAll(async () => {
  await db?.close();
});

async function shopperWith(itemId: string, quantity = 1): Promise<Shopper> {
  const shopper = await newShopper(app);
  await addToCart(shopper, itemId, quantity);
  return shopper;
}

/** Posts the checkout form with `fields` (the page's hidden fields included), as a browser does. */
async function post(shopper: Shopper, fields: Record<string, string>) {
  const form = await checkoutForm(shopper);
  return shopper.agent
    .post('/checkout')
    .type('form')
    .set('Accept', 'text/html')
    .send({ ...form.fields, ...fields });
}

/** The message the page shows under field `name`. */
function fieldMessage(html: string, name: string): string | undefined {
  const match = new RegExp(
    `<p class="field__error checkout__field-error" id="checkout-${name}-error">([^<]*)</p>`,
  ).exec(html);
  return match === null ? undefined : pageText(match[1]);
}

describe(`checkout page (${testDatabaseKind()})`, () => {
  it('renders page type 201 for a cart: the items, totals, shipping options and a plain form', async () => {
    const shopper = await shopperWith(store.products.mug, 2);
    const res = await shopper.agent.get('/checkout').set('Accept', 'text/html').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = pageText(res.text);
    expect(text).toContain('Checkout');
    expect(text).toContain('Harbor Mug');
    expect(text).toContain('Subtotal $30.00');
    expect(text).toContain('Standard shipping $8.00');
    expect(text).toContain('Express shipping $24.00');
    expect(text).not.toContain('Canada $18.00');
    expect(res.text).toContain('<tessera-island name="checkout"');
    const form = /<form [^>]*>/.exec(res.text)?.[0] ?? '';
    expect(form).toContain('class="checkout form"');
    expect(form).toContain('action="/checkout"');
    expect(form).toContain('method="post"');
    expect(res.text).toMatch(/<input type="hidden" name="crumb" value="[A-Za-z0-9_-]{32}"/);
    expect(res.text).toMatch(/<input type="hidden" name="idempotencyKey" value="[0-9a-f-]{36}"/);
  });

  it('labels every field and names its buttons so people and tests find them', async () => {
    const shopper = await shopperWith(store.products.mug);
    const { html } = await checkoutForm(shopper);
    for (const [id, label] of [
      ['email', 'Email'],
      ['firstName', 'First name'],
      ['lastName', 'Last name'],
      ['address1', 'Address'],
      ['city', 'City'],
      ['country', 'Country'],
      ['region', 'State'],
      ['postalCode', 'ZIP Code'],
      ['cardNumber', 'Card number'],
      ['giftCardCode', 'Gift card code'],
      ['couponCode', 'Coupon code'],
    ]) {
      expect(html).toMatch(new RegExp(`<label class="field__label" for="checkout-${id}">${label}`));
      expect(html).toContain(`id="checkout-${id}"`);
    }
    const button = /<button [^>]*>Place order<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('type="submit"');
    expect(button).toContain('name="intent"');
    expect(button).toContain('value="place-order"');
    expect(pageText(html)).toContain('Test mode');
    expect(pageText(html)).toContain('4242 4242 4242 4242');
    expect(html).toContain('aria-describedby="checkout-test-mode"');
  });

  it('asks the visitor without a cart to go back to the store', async () => {
    const shopper = await newShopper(app);
    const res = await shopper.agent.get('/checkout').set('Accept', 'text/html').expect(200);
    const text = pageText(res.text);
    expect(text).toContain('Your cart is empty.');
    expect(res.text).toContain('href="/shop"');
    expect(res.text).not.toContain('<tessera-island name="checkout"');
  });

  it('shows SPEC §5 minimum-subtotal message while the subtotal is under the minimum, and refuses the order', async () => {
    const shopper = await shopperWith(store.products.sticker, 2);
    const { html } = await checkoutForm(shopper);
    expect(pageText(html)).toContain('To check out, your order subtotal must be $5.00 or more.');
    const res = await post(shopper, {
      intent: 'place-order',
      email: 'ada@example.com',
      ...MAINE_ADDRESS,
      cardNumber: '4242 4242 4242 4242',
    });
    expect(res.status).toBe(400);
    expect(pageText(res.text)).toContain('To check out, your order subtotal must be $5.00 or more.');
    const over = await shopperWith(store.products.sticker, 3);
    expect(pageText((await checkoutForm(over)).html)).not.toContain('To check out');
  });

  it.each([
    ['US', 'ME', '0410', 'ZIP Codes need to be 5 digits.'],
    ['CA', 'ON', '1A1', 'An FSA code is invalid.'],
    ['AU', 'NSW', '200', 'Postal Codes need to be 4 digits.'],
    ['GB', '', 'SW1AB', 'Enter only the 1-4 character outcode portion of postcodes.'],
    ['FR', '', '7500', 'Invalid postal code.'],
    ['SE', '', '1134', 'Enter up to 3 digits of the postcode'],
    ['IE', '', 'D2', 'Enter only the first three characters of the Eircode'],
  ])(
    'gives the %s postal-code message beside the field, keeping what was typed',
    async (country, region, code, message) => {
      const shopper = await shopperWith(store.products.mug);
      const res = await post(shopper, {
        intent: 'place-order',
        email: 'ada@example.com',
        ...MAINE_ADDRESS,
        country,
        region,
        postalCode: code,
        cardNumber: '4242 4242 4242 4242',
      });
      expect(res.status).toBe(400);
      expect(fieldMessage(res.text, 'postalCode')).toBe(message);
      expect(res.text).toMatch(
        /id="checkout-postalCode"[^>]*aria-invalid="true"[^>]*aria-describedby="checkout-postalCode-error"/,
      );
      expect(res.text).toContain(`value="${code}"`);
      expect(res.text).toContain('value="ada@example.com"');
      expect(res.text).toContain('value="14 Water Street"');
      expect(pageText(res.text)).toContain('One or more fields is invalid, please check your entries.');
    },
  );

  it('asks for the address the way the chosen country does after an update', async () => {
    const shopper = await shopperWith(store.products.mug);
    const res = await post(shopper, {
      intent: 'update',
      email: 'ada@example.com',
      ...MAINE_ADDRESS,
      country: 'CA',
      region: '',
      postalCode: '',
    });
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<label class="field__label" for="checkout-region">Province/);
    expect(res.text).toMatch(/<label class="field__label" for="checkout-postalCode">Postal Code/);
    expect(res.text).toContain('<option value="QC">Quebec</option>');
    const text = pageText(res.text);
    expect(text).toContain('Canada $18.00');
    expect(text).not.toContain('Standard shipping');
    expect(res.text).toContain('value="ada@example.com"');
  });

  it('marks every missing field Required and ties each message to its input', async () => {
    const shopper = await shopperWith(store.products.mug);
    const res = await post(shopper, { intent: 'place-order', country: 'US' });
    expect(res.status).toBe(400);
    for (const field of [
      'email',
      'firstName',
      'lastName',
      'address1',
      'city',
      'region',
      'postalCode',
      'cardNumber',
    ]) {
      expect(fieldMessage(res.text, field)).toBe('Required');
      expect(res.text).toMatch(
        new RegExp(`id="checkout-${field}"[^>]*aria-describedby="checkout-${field}-error`),
      );
    }
    expect(res.text).toMatch(
      /role="alert"><p class="notice notice--error checkout__form-error">One or more fields is invalid/,
    );
  });

  it('applies a coupon and shows the discount, tax and total; removes it again', async () => {
    const shopper = await shopperWith(store.products.mug, 2);
    const applied = await post(shopper, {
      intent: 'apply-coupon',
      couponCode: 'welcome10',
      ...MAINE_ADDRESS,
    });
    expect(applied.status).toBe(200);
    const text = pageText(applied.text);
    expect(text).toContain('WELCOME10');
    // $30 − $3 = $27; Standard $8; Maine 5.5 % of $27 = $1.49 (rounded half up).
    expect(text).toMatch(/Discount − ?\$3\.00/);
    expect(text).toContain('Shipping $8.00');
    expect(text).toMatch(/Tax \$1\.4[89]/);
    const removed = await post(shopper, { removeCoupon: 'WELCOME10', ...MAINE_ADDRESS });
    expect(pageText(removed.text)).not.toContain('Discount');
  });

  it('says why a coupon code does not hold, beside the coupon field', async () => {
    const shopper = await shopperWith(store.products.mug);
    const res = await post(shopper, { intent: 'apply-coupon', couponCode: 'NOPE' });
    expect(res.status).toBe(400);
    expect(fieldMessage(res.text, 'couponCode')).toBe('There is no coupon with the code NOPE.');
  });
});
