// Drives the checkout island as a buyer: required-field messages beside their fields, focus on the first, the order placed with the expected body.
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, refusal, type FakeApi } from '../test-support/fake-api.js';
import { renderIsland } from '../test-support/render-island.js';
import { Checkout } from './checkout-form.js';
import { checkoutProps } from './checkout-props.js';

const CART = {
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
  discountCents: 0,
  shippingCostCents: 800,
  taxCents: 0,
  grandTotalCents: 3800,
  requiresShipping: true,
  shippingOptions: [
    { id: 'std', name: 'Standard shipping', costCents: 800, deliveryEstimate: '3–5 days' },
    { id: 'exp', name: 'Express shipping', costCents: 2400, deliveryEstimate: null },
    {
      id: 'pick',
      name: 'Local pickup',
      costCents: 0,
      deliveryEstimate: null,
      pickupAddress: { addressLine1: '14 Water Street', addressLine2: 'Portland, ME 04101' },
      instructions: 'Ready the next business day.',
    },
  ],
  selectedShippingOption: { id: 'std', name: 'Standard shipping', costCents: 800 },
};

const DETAILS_PATH = '/api/commerce/shopping-cart/checkout-details?cartToken=cart-1';

/** The checkout as the page renders it for a new buyer: nothing filled in but the country. */
function renderCheckout(api: FakeApi, extra: Record<string, unknown> = {}) {
  const props = checkoutProps(
    {
      action: '/checkout',
      crumb: 'c'.repeat(32),
      idempotencyKey: 'key-1',
      cartToken: 'cart-1',
      locale: 'en-US',
      testMode: true,
      cart: CART,
      values: { email: '', address: { country: 'US' }, shippingOptionId: 'std' },
      errors: {},
      ...extra,
    },
    { locale: 'en-US' },
  );
  return renderIsland(<Checkout {...props} />, { api });
}

/** The control labelled `label` (a label query: role queries walk the form's few hundred country and state options). */
function field(label: string): HTMLElement {
  return screen.getByLabelText(label);
}

/** The message tied to a field by `aria-describedby` (what a screen reader reads with it). */
function messageOf(control: HTMLElement): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.classList.contains('field__error'))
    .map((element) => element?.textContent)
    .join(' ');
}

const REQUIRED = 'Required';

describe('checkout island (jsdom)', () => {
  it('tells where a pickup is collected from, with the owner’s instructions', () => {
    renderCheckout(fakeApi());
    const pickup = screen.getByLabelText(/^Local pickup Free/);
    expect(pickup.getAttribute('type')).toBe('radio');
    const label = document.querySelector(`label[for="${pickup.id}"]`);
    expect([...label!.querySelectorAll('.checkout__pickup')].map((line) => line.textContent)).toEqual([
      'Collect from 14 Water Street, Portland, ME 04101.',
      'Ready the next business day.',
    ]);
  });

  it('shows each required field its message on submit, the form message, and focuses the first field', async () => {
    const api = fakeApi();
    const { user } = renderCheckout(api);

    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(screen.getByRole('alert').textContent).toBe(
      'One or more fields is invalid, please check your entries.',
    );
    const email = field('Email');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(email)).toBe(REQUIRED);
    for (const name of ['First name', 'Last name', 'Address', 'City', 'Card number']) {
      expect(messageOf(field(name)), name).toBe(REQUIRED);
    }
    expect(messageOf(field('State'))).toBe(REQUIRED);
    expect(messageOf(field('ZIP Code'))).toBe(REQUIRED);
    // Optional fields and the shipping method already chosen say nothing.
    expect(messageOf(field('Apartment, suite, etc. (optional)'))).toBe('');
    expect(messageOf(field('Phone (optional)'))).toBe('');
    expect(api.calls).toEqual([]);
  });

  it('focuses the first field in error in the order the form asks, and a corrected field loses its message', async () => {
    const { user } = renderCheckout(fakeApi());

    await user.type(field('Email'), 'ada@example');
    await user.type(field('First name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    expect(messageOf(field('Email'))).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    );
    expect(document.activeElement).toBe(field('Email'));
    expect(messageOf(field('First name'))).toBe('');

    await user.type(field('Email'), '.com');
    expect(messageOf(field('Email'))).toBe('');
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(document.activeElement).toBe(field('Last name'));
  });

  it('places the order with the buyer’s details, the chosen shipping and the page’s idempotency key', async () => {
    const api = fakeApi();
    api.on(`PUT ${DETAILS_PATH}`, () => ({ shoppingCart: CART }));
    api.on('POST /api/commerce/orders', () => ({ order: { id: 'o1', accessToken: 't1', orderNumber: 7 } }));
    const assign = vi.fn();
    vi.stubGlobal('location', { href: 'http://localhost:3000/checkout', pathname: '/checkout', assign });
    const { user } = renderCheckout(api);

    await user.type(field('Email'), ' ada@example.com ');
    await user.type(field('First name'), 'Ada');
    await user.type(field('Last name'), 'Lovelace');
    await user.type(field('Address'), '14 Water Street');
    await user.type(field('City'), 'Portland');
    await user.selectOptions(field('State'), 'Maine');
    await user.type(field('ZIP Code'), '04101');
    await user.type(field('Card number'), '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/commerce/orders/o1/confirmed?token=t1'));
    const order = api.calls.find((call) => call.method === 'POST');
    expect(order).toEqual({
      method: 'POST',
      path: '/api/commerce/orders',
      headers: { 'Idempotency-Key': 'key-1' },
      body: {
        cartToken: 'cart-1',
        email: 'ada@example.com',
        shippingAddress: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          address1: '14 Water Street',
          address2: '',
          city: 'Portland',
          region: 'ME',
          postalCode: '04101',
          country: 'US',
          phone: '',
        },
        shippingOptionId: 'std',
        payment: { method: 'test', cardNumber: '4242 4242 4242 4242' },
      },
    });
    expect(screen.getByRole('button', { name: 'Placing order…' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('asks for a shipping method when none is chosen, beside the choices, focusing the first', async () => {
    const props = checkoutProps(
      {
        idempotencyKey: 'key-1',
        cartToken: 'cart-1',
        cart: { ...CART, selectedShippingOption: null },
        values: {
          email: 'ada@example.com',
          address: {
            firstName: 'Ada',
            lastName: 'Lovelace',
            address1: '14 Water Street',
            city: 'Portland',
            region: 'ME',
            postalCode: '04101',
            country: 'US',
          },
          cardNumber: '4242 4242 4242 4242',
        },
      },
      { locale: 'en-US' },
    );
    const api = fakeApi();
    const { user } = renderIsland(<Checkout {...props} />, { api });

    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const methods = screen.getByRole('group', { name: 'Shipping method' });
    expect(messageOf(methods)).toBe('Please choose a shipping option.');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Standard shipping/));
    expect(api.calls).toEqual([]);
  });

  it('puts a declined card’s message beside the card number, focuses it, and tries again with a new key', async () => {
    const api = fakeApi();
    api.on('POST /api/commerce/orders', () => {
      throw refusal(402, 'card-declined', 'Your card was declined. Please use a different card.');
    });
    const props = checkoutProps(
      {
        idempotencyKey: 'key-1',
        cartToken: 'cart-1',
        cart: { ...CART, requiresShipping: false },
        values: { email: 'ada@example.com' },
      },
      { locale: 'en-US' },
    );
    const { user } = renderIsland(<Checkout {...props} />, { api });

    await user.type(field('Card number'), '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    const card = field('Card number');
    await vi.waitFor(() =>
      expect(messageOf(card)).toBe('Your card was declined. Please use a different card.'),
    );
    // The message is beside the field, not above the form: the focus takes the buyer (and a screen reader) to it.
    await vi.waitFor(() => expect(document.activeElement).toBe(card));
    expect(screen.getByRole('button', { name: 'Place order' })).toHaveProperty('disabled', false);

    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await vi.waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    const [first, second] = api.calls.filter((call) => call.method === 'POST');
    expect(first.headers).toEqual({ 'Idempotency-Key': 'key-1' });
    expect(second.headers?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  describe('the store’s mailing-list opt-in', () => {
    const OPT_IN = { mailingListOptIn: { label: 'Send me the harbor newsletter' } };
    const ticked = (joinMailingList: boolean) => ({
      ...OPT_IN,
      values: { email: '', address: { country: 'US' }, shippingOptionId: 'std', joinMailingList },
    });

    /** Fills in the form as a buyer and places the order; answers the order's body. */
    async function placeWith(
      extra: Record<string, unknown>,
      act?: (user: ReturnType<typeof renderCheckout>['user']) => Promise<void>,
    ) {
      const api = fakeApi();
      api.on(`PUT ${DETAILS_PATH}`, () => ({ shoppingCart: CART }));
      api.on('POST /api/commerce/orders', () => ({ order: { id: 'o1', accessToken: 't1', orderNumber: 7 } }));
      const assign = vi.fn();
      vi.stubGlobal('location', { href: 'http://localhost:3000/checkout', pathname: '/checkout', assign });
      const { user } = renderCheckout(api, extra);
      await user.type(field('Email'), 'ada@example.com');
      await user.type(field('First name'), 'Ada');
      await user.type(field('Last name'), 'Lovelace');
      await user.type(field('Address'), '14 Water Street');
      await user.type(field('City'), 'Portland');
      await user.selectOptions(field('State'), 'Maine');
      await user.type(field('ZIP Code'), '04101');
      await user.type(field('Card number'), '4242 4242 4242 4242');
      await act?.(user);
      await user.click(screen.getByRole('button', { name: 'Place order' }));
      await vi.waitFor(() => expect(assign).toHaveBeenCalled());
      return api.calls.find((call) => call.method === 'POST')?.body as Record<string, unknown>;
    }

    it('is not offered when the store has none', () => {
      renderCheckout(fakeApi());
      expect(screen.queryByRole('checkbox')).toBeNull();
    });

    it('shows the store’s label, ticked as the page says, and a ticked box asks to join', async () => {
      const body = await placeWith(ticked(true), async () => {
        const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Send me the harbor newsletter' });
        expect(box.checked).toBe(true);
        expect(box.name).toBe('joinMailingList');
      });
      expect(body.joinMailingList).toBe(true);
    });

    it('an unticked box (or one the buyer unticks) does not ask to join', async () => {
      const untouched = await placeWith(ticked(false));
      expect(untouched).not.toHaveProperty('joinMailingList');
      vi.unstubAllGlobals();
      cleanup();
      const unticked = await placeWith(ticked(true), async (user) => {
        await user.click(screen.getByRole('checkbox', { name: 'Send me the harbor newsletter' }));
      });
      expect(unticked).not.toHaveProperty('joinMailingList');
    });

    it('ticked by the buyer asks to join', async () => {
      const body = await placeWith(ticked(false), async (user) => {
        await user.click(screen.getByRole('checkbox', { name: 'Send me the harbor newsletter' }));
      });
      expect(body.joinMailingList).toBe(true);
    });
  });
});
