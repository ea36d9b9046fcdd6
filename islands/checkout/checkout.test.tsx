// Tests the checkout island: its props, the cart it reads, its checks, its API calls and its server markup.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiClient, ApiRequestOptions } from '../context.js';
import { checkoutActions, IDEMPOTENCY_HEADER } from './checkout-actions.js';
import { readCheckoutCart } from './checkout-cart.js';
import { Checkout } from './checkout-form.js';
import { checkoutProps, type CheckoutProps } from './checkout-props.js';
import { formFieldErrors, validateCheckout } from './checkout-validation.js';
import { newIdempotencyKey } from './idempotency-key.js';

const SPEC_CART = {
  id: 'cart-1',
  currency: 'USD',
  entries: [
    {
      id: 'e1',
      title: 'Harbor Mug',
      quantity: 2,
      purchasePriceCents: 1500,
      subTotal: 3000,
      chosenVariant: { sku: 'MUG', attributes: { Colour: 'Blue' } },
    },
  ],
  totalQuantity: 2,
  subtotalCents: 3000,
  discountCents: 300,
  shippingCostCents: 800,
  taxCents: 149,
  grandTotalCents: 3649,
  requiresShipping: true,
  shippingOptions: [
    { id: 'std', name: 'Standard shipping', costCents: 800, deliveryEstimate: '3–5 days' },
    { id: 'exp', name: 'Express shipping', costCents: 2400, deliveryEstimate: null },
  ],
  selectedShippingOption: { id: 'std', name: 'Standard shipping', costCents: 800 },
  validCoupons: [{ code: 'WELCOME10', discountCents: 300, freeShipping: false }],
  invalidCoupons: [{ code: 'OLD', reason: 'expired', message: 'The coupon OLD has expired.' }],
};

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '14 Water Street',
  address2: '',
  city: 'Portland',
  region: 'ME',
  postalCode: '04101',
  country: 'US',
  phone: '',
};

function props(overrides: Record<string, unknown> = {}): CheckoutProps {
  return checkoutProps(
    {
      action: '/checkout',
      crumb: 'c'.repeat(32),
      idempotencyKey: 'key-1',
      cartToken: 'cart-1',
      locale: 'en-US',
      testMode: true,
      minimumSubtotalCents: 500,
      cart: SPEC_CART,
      values: {
        email: 'ada@example.com',
        address: ADDRESS,
        cardNumber: '',
        giftCardCode: '',
        couponCode: '',
        shippingOptionId: 'std',
      },
      errors: {},
      ...overrides,
    },
    { locale: 'en-US' },
  );
}

function render(checkout: CheckoutProps): string {
  return renderToString(<Checkout {...checkout} />);
}

describe('checkout cart', () => {
  it('reads SPEC §3 cart: lines, totals, options, the chosen one and the coupons', () => {
    const cart = readCheckoutCart({ shoppingCart: SPEC_CART });
    expect(cart.lines).toEqual([
      {
        id: 'e1',
        title: 'Harbor Mug',
        variant: 'Blue',
        quantity: 2,
        unitPriceCents: 1500,
        subTotalCents: 3000,
      },
    ]);
    expect(cart).toMatchObject({
      id: 'cart-1',
      subtotalCents: 3000,
      discountCents: 300,
      shippingCostCents: 800,
      taxCents: 149,
      grandTotalCents: 3649,
      requiresShipping: true,
      selectedShippingOptionId: 'std',
    });
    expect(cart.shippingOptions.map((option) => option.id)).toEqual(['std', 'exp']);
    expect(cart.validCoupons).toEqual([{ code: 'WELCOME10', discountCents: 300, freeShipping: false }]);
    expect(cart.invalidCoupons).toEqual([{ code: 'OLD', message: 'The coupon OLD has expired.' }]);
  });

  it('reads nothing into an empty cart rather than failing', () => {
    expect(readCheckoutCart(undefined)).toMatchObject({
      id: null,
      lines: [],
      grandTotalCents: 0,
      currency: 'USD',
    });
  });
});

describe('checkout props', () => {
  it('keeps only the fields the form shows in its messages', () => {
    const read = props({ errors: { email: 'Required', nonsense: 'x', postalCode: '' } });
    expect(read.errors).toEqual({ email: 'Required' });
    expect(read.values.address.country).toBe('US');
  });
});

describe('checkout checks', () => {
  const cart = readCheckoutCart(SPEC_CART);
  const values = props().values;

  it('needs an email, a full address and a card number', () => {
    expect(validateCheckout({ ...values, cardNumber: '4242 4242 4242 4242' }, cart)).toEqual({});
    expect(validateCheckout({ ...values, email: 'ada', cardNumber: '' }, cart)).toEqual({
      email: 'Email is not valid. Email addresses should follow the format name@example.com.',
      cardNumber: 'Required',
    });
    expect(
      validateCheckout(
        { ...values, address: { ...ADDRESS, postalCode: '123' }, cardNumber: '4242424242424242' },
        cart,
      ),
    ).toEqual({
      postalCode: 'ZIP Codes need to be 5 digits.',
    });
  });

  it('asks no address of a cart that ships nothing, and no card of a gift card payer', () => {
    const digital = { ...cart, requiresShipping: false };
    const blank = { ...ADDRESS, firstName: '', address1: '' };
    expect(
      validateCheckout({ ...values, address: blank, cardNumber: '', giftCardCode: 'ABCD-EFGH' }, digital),
    ).toEqual({});
  });

  it("puts the API's field names on the form's fields", () => {
    expect(
      formFieldErrors({
        email: 'Required',
        'shippingAddress.postalCode': 'ZIP Codes need to be 5 digits.',
        'payment.cardNumber': 'Required',
        other: 'x',
      }),
    ).toEqual({ email: 'Required', postalCode: 'ZIP Codes need to be 5 digits.', cardNumber: 'Required' });
  });
});

describe('checkout calls', () => {
  function recordingApi(reply: unknown) {
    const calls: { method: string; path: string; body?: unknown; options?: ApiRequestOptions }[] = [];
    const api: ApiClient = {
      get: async (path) => (calls.push({ method: 'GET', path }), reply) as never,
      post: async (path, body, options) =>
        (calls.push({ method: 'POST', path, body, options }), reply) as never,
      put: async (path, body) => (calls.push({ method: 'PUT', path, body }), reply) as never,
      delete: async (path) => (calls.push({ method: 'DELETE', path }), reply) as never,
    };
    return { api, calls };
  }

  it('names the cart by its token on every cart call', async () => {
    const { api, calls } = recordingApi({ shoppingCart: SPEC_CART });
    const actions = checkoutActions(api, 'cart 1');
    expect((await actions.updateDetails({ shippingLocation: { country: 'CA' } })).grandTotalCents).toBe(3649);
    await actions.applyCoupon('WELCOME10');
    await actions.removeCoupon('OLD');
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/api/commerce/shopping-cart/checkout-details?cartToken=cart%201',
        body: { shippingLocation: { country: 'CA' } },
      },
      {
        method: 'POST',
        path: '/api/commerce/shopping-cart/coupons?cartToken=cart%201',
        body: { code: 'WELCOME10' },
        options: undefined,
      },
      { method: 'DELETE', path: '/api/commerce/shopping-cart/coupons/OLD?cartToken=cart%201' },
    ]);
  });

  it('places the order with the Idempotency-Key header and reads its id and token', async () => {
    const { api, calls } = recordingApi({ order: { id: 'o1', accessToken: 't1', orderNumber: 7 } });
    const order = await checkoutActions(api, null).placeOrder(
      {
        cartToken: 'cart-1',
        email: 'ada@example.com',
        payment: { method: 'test', cardNumber: '4242424242424242' },
      },
      'key-9',
    );
    expect(order).toEqual({ id: 'o1', accessToken: 't1' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/commerce/orders',
      options: { headers: { [IDEMPOTENCY_HEADER]: 'key-9' } },
    });
  });

  it('makes a new key for each attempt', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});

describe('checkout markup (server render, JavaScript off)', () => {
  it('is a plain form posting to /checkout with the crumb, key and cart token', () => {
    const html = render(props());
    expect(html).toContain('action="/checkout"');
    expect(html).toContain('method="post"');
    expect(html).toContain('<input type="hidden" name="crumb" value="cccccccccccccccccccccccccccccccc"/>');
    expect(html).toContain('<input type="hidden" name="idempotencyKey" value="key-1"/>');
    expect(html).toContain('<input type="hidden" name="cartToken" value="cart-1"/>');
    expect(html).toContain('<input type="hidden" name="expectedTotalCents" value="3649"/>');
  });

  it('asks for the address the way the country does', () => {
    const us = render(props());
    expect(us).toContain('<label class="field__label" for="checkout-region">State</label>');
    expect(us).toContain('<label class="field__label" for="checkout-postalCode">ZIP Code</label>');
    expect(us).toContain('<option value="ME" selected="">Maine</option>');
    const canada = render(props({ values: { address: { ...ADDRESS, country: 'CA', region: 'QC' } } }));
    expect(canada).toContain('<label class="field__label" for="checkout-region">Province</label>');
    expect(canada).toContain('<option value="QC" selected="">Quebec</option>');
    const ireland = render(props({ values: { address: { ...ADDRESS, country: 'IE', region: 'Cork' } } }));
    expect(ireland).toContain('<label class="field__label" for="checkout-postalCode">Eircode</label>');
    expect(ireland).toContain('<label class="field__label" for="checkout-region">County</label>');
    const germany = render(props({ values: { address: { ...ADDRESS, country: 'DE', region: 'Berlin' } } }));
    expect(germany).toMatch(/<input class="input" id="checkout-region" type="text"[^>]*value="Berlin"/);
  });

  it('ties each message to its field and shows the form message in an alert', () => {
    const html = render(
      props({
        errors: { email: 'Required', cardNumber: 'Your card was declined. Please use a different card.' },
        formError: 'Your card was declined. Please use a different card.',
      }),
    );
    expect(html).toMatch(
      /id="checkout-email"[^>]*aria-invalid="true"[^>]*aria-describedby="checkout-email-error"/,
    );
    expect(html).toContain(
      '<p class="field__error checkout__field-error" id="checkout-email-error">Required</p>',
    );
    expect(html).toMatch(/aria-describedby="checkout-cardNumber-error checkout-test-mode"/);
    expect(html).toContain(
      '<div class="checkout__messages" role="alert"><p class="notice notice--error checkout__form-error">Your card was declined.',
    );
  });

  it('shows the totals, the shipping choice, the coupons, the test-mode note and the place-order button', () => {
    const html = render(props());
    const text = html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Harbor Mug Blue');
    expect(text).toContain('Subtotal $30.00');
    expect(text).toContain('Discount − $3.00');
    expect(text).toContain('Shipping $8.00');
    expect(text).toContain('Tax $1.49');
    expect(text).toContain('Total $36.49');
    expect(text).toContain('WELCOME10 Remove coupon WELCOME10');
    expect(text).toContain('OLD: The coupon OLD has expired.');
    expect(text).toContain('Test mode No real payment is taken.');
    expect(html).toMatch(
      /<input id="checkout-shipping-std" type="radio" name="shippingOptionId" checked="" value="std"\/>/,
    );
    expect(html).toMatch(/>Place order<\/button>/);
  });

  it("shows SPEC §5's minimum-subtotal message under the minimum", () => {
    const small = { ...SPEC_CART, subtotalCents: 400 };
    const html = render(props({ cart: small }));
    expect(html).toContain('To check out, your order subtotal must be $5.00 or more.');
    expect(render(props())).not.toContain('To check out');
  });

  it('asks no address of a cart that ships nothing', () => {
    const html = render(props({ cart: { ...SPEC_CART, requiresShipping: false } }));
    expect(html).not.toContain('checkout-address1');
    expect(html).not.toContain('Shipping method');
  });
});
