// A buyer who fills the server-rendered checkout and clicks Place order before its island has hydrated: the held click is replayed with what they typed, not refused as empty.
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Checkout } from '../../islands/checkout/checkout-form.js';
import { checkoutProps } from '../../islands/checkout/checkout-props.js';
import type { IslandServices } from '../../islands/context.js';
import { islandElement } from '../../islands/island-root.js';
import { fakeApi } from '../../islands/test-support/fake-api.js';
import { fakeCartStore } from '../../islands/test-support/fake-cart-store.js';
import { HYDRATED_ATTRIBUTE, scheduleHydration } from '../../runtime/hydrate-schedule.js';
import { hydrateIsland } from '../../runtime/hydrate.js';

/** A gift card's cart: nothing ships, so the form asks for the email and the card only. */
const CART = {
  id: 'cart-1',
  currency: 'USD',
  entries: [{ id: 'e1', title: 'Gift Card', quantity: 1, purchasePriceCents: 5000, subTotal: 5000 }],
  totalQuantity: 1,
  subtotalCents: 5000,
  discountCents: 0,
  shippingCostCents: 0,
  taxCents: 0,
  grandTotalCents: 5000,
  requiresShipping: false,
  shippingOptions: [],
  selectedShippingOption: null,
};

const PROPS = checkoutProps(
  {
    action: '/checkout',
    crumb: 'c'.repeat(32),
    idempotencyKey: 'key-1',
    cartToken: 'cart-1',
    locale: 'en-US',
    testMode: true,
    cart: CART,
    values: { email: '', address: { country: 'US' } },
    errors: {},
  },
  { locale: 'en-US' },
);

/** Types `value` into the server-rendered field `name` as a browser does, with no React listening yet. */
function typeBeforeHydration(marker: Element, name: string, value: string) {
  const field = marker.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
  field.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// React's own scheduler, as in the browser: act() would flush every update before the held click's replay.
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('the checkout island hydrated at the first interaction (jsdom)', () => {
  it('places the order with the fields typed before it hydrated when Place order was clicked meanwhile', async () => {
    const api = fakeApi();
    api.on('POST /api/commerce/orders', () => ({ order: { id: 'o1', accessToken: 't1', orderNumber: 7 } }));
    const assign = vi.fn();
    vi.stubGlobal('location', { href: 'http://localhost:3000/checkout', pathname: '/checkout', assign });
    const services: IslandServices = { api, cart: fakeCartStore(), track: () => {} };
    const marker = document.createElement('tessera-island');
    marker.innerHTML = renderToString(islandElement(Checkout, PROPS, services));
    document.body.append(marker);
    const errors: unknown[] = [];

    // The island's code arrives some time after the first interaction, as its chunk loads.
    let loaded!: () => void;
    const chunk = new Promise<void>((resolve) => (loaded = resolve));
    scheduleHydration('interaction', marker, () => {
      void chunk.then(() =>
        hydrateIsland(
          marker,
          'checkout',
          JSON.stringify(PROPS),
          { component: Checkout } as never,
          services,
          (error) => errors.push(error),
        ),
      );
    });
    typeBeforeHydration(marker, 'email', 'gift@example.com');
    typeBeforeHydration(marker, 'cardNumber', '4242 4242 4242 4242');
    const placeOrder = marker.querySelector<HTMLButtonElement>('button[value="place-order"]')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    placeOrder.dispatchEvent(click);
    // Held until the island is hydrated: the form is not posted the old way meanwhile.
    expect(click.defaultPrevented).toBe(true);

    loaded();
    await vi.waitFor(() => expect(marker.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/commerce/orders/o1/confirmed?token=t1'));
    expect(marker.querySelectorAll('.field__error')).toHaveLength(0);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      cartToken: 'cart-1',
      email: 'gift@example.com',
      payment: { method: 'test', cardNumber: '4242 4242 4242 4242' },
    });
    expect(errors).toEqual([]);
  });
});
