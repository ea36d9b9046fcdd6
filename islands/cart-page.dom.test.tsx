// Drives the cart page island as a shopper: changing a quantity, removing an item, the totals and the pill following, and SPEC §8's failures.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartPage, cartPageProps } from './cart-page.js';
import { CartPill } from './cart-pill.js';
import { fakeApi, refusal, type FakeApi } from './test-support/fake-api.js';
import { accessibleName } from './test-support/accessible-name.js';
import { renderIsland } from './test-support/render-island.js';

const CART_PATH = '/api/commerce/shopping-cart';

const BLANKET = {
  id: 'e1',
  itemId: 'blanket',
  title: 'Wool Camp Blanket',
  fullUrl: '/shop/p/wool-camp-blanket',
  quantity: 2,
  maxQuantity: 6,
  purchasePriceCents: 14800,
  subTotal: 29600,
  productType: 'PHYSICAL',
  chosenVariant: { attributes: { Colour: 'Navy' } },
};

const MUG = {
  id: 'e2',
  itemId: 'mug',
  title: 'Enamel Camp Mug',
  fullUrl: '/shop/p/enamel-camp-mug',
  quantity: 1,
  maxQuantity: 20,
  purchasePriceCents: 2200,
  subTotal: 2200,
  productType: 'PHYSICAL',
};

/** SPEC §3's cart with `entries`, its totals summed from them. */
function cartOf(...entries: (typeof BLANKET | typeof MUG)[]) {
  const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
  return {
    id: 'tok',
    currency: 'USD',
    totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    subtotalCents,
    discountCents: 0,
    shippingCostCents: 0,
    taxCents: 0,
    grandTotalCents: subtotalCents,
    entries,
  };
}

const START = cartOf(BLANKET, MUG);

function renderCart(api: FakeApi) {
  const props = cartPageProps(
    { crumb: 'CRUMB', checkoutUrl: '/checkout', continueShoppingUrl: '/shop', cart: START },
    { locale: 'en-US' },
  );
  // The pill sits on the same page and hears of every change through the cart store.
  return renderIsland(
    <>
      <CartPage {...props} />
      <CartPill totalQuantity={3} subtotalCents={31800} currency="USD" locale="en-US" />
    </>,
    { api },
  );
}

/** The figure beside `label` in the order summary. */
function total(label: string): string {
  const summary = screen.getByRole('complementary', { name: 'Order summary' });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

function entry(title: string): HTMLElement {
  const list = screen.getByRole('list', { name: 'Items in your cart' });
  const heading = within(list).getByRole('heading', { name: title });
  return heading.closest('li') as HTMLElement;
}

describe('cart page island (jsdom)', () => {
  it('shows each entry and the totals the page was rendered with', () => {
    renderCart(fakeApi());
    expect(within(entry('Wool Camp Blanket')).getByText('Navy')).toBeTruthy();
    expect(
      screen.getByRole('spinbutton', { name: accessibleName('Quantity of Wool Camp Blanket') }),
    ).toHaveProperty('value', '2');
    expect(total('Items')).toBe('3');
    expect(total('Subtotal')).toBe('$318.00');
    expect(total('Shipping')).toBe('Calculated at checkout');
    expect(total('Total')).toBe('$318.00');
    expect(screen.getByRole('link', { name: /items in cart/ }).textContent).toContain('3 items in cart');
  });

  it('changes a quantity: the line, the totals and the pill follow, and the change is announced', async () => {
    const api = fakeApi();
    const blanketOfThree = { ...BLANKET, quantity: 3, subTotal: 44400 };
    api.on(`PUT ${CART_PATH}/entries/e1`, () => cartOf(blanketOfThree, MUG));
    const { user } = renderCart(api);

    const quantity = screen.getByRole('spinbutton', {
      name: accessibleName('Quantity of Wool Camp Blanket'),
    });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(
      screen.getByRole('button', { name: accessibleName('Update quantity of Wool Camp Blanket') }),
    );

    expect(await screen.findByText('Quantity of Wool Camp Blanket is now 3.')).toBeTruthy();
    expect(api.calls).toEqual([{ method: 'PUT', path: `${CART_PATH}/entries/e1`, body: { quantity: '3' } }]);
    expect(within(entry('Wool Camp Blanket')).getByText('$444.00')).toBeTruthy();
    expect(total('Items')).toBe('4');
    expect(total('Subtotal')).toBe('$466.00');
    expect(total('Total')).toBe('$466.00');
    const pill = screen.getByRole('link', { name: /items in cart/ });
    expect(pill.textContent).toContain('4 items in cart');
    expect(pill.textContent).toContain('$466.00');
    expect(screen.queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it("removes an item: its line goes, the totals follow, and focus moves to what's left", async () => {
    const api = fakeApi();
    api.on(`DELETE ${CART_PATH}/entries/e2`, () => cartOf(BLANKET));
    const { user } = renderCart(api);

    await user.click(screen.getByRole('button', { name: accessibleName('Remove Enamel Camp Mug') }));

    expect(await screen.findByText('Enamel Camp Mug removed from your cart.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Enamel Camp Mug' })).toBeNull();
    expect(total('Items')).toBe('2');
    expect(total('Subtotal')).toBe('$296.00');
    expect(document.activeElement).toBe(screen.getByLabelText('Cart contents'));
    expect(screen.getByRole('link', { name: /items in cart/ }).textContent).toContain('2 items in cart');
  });

  it('sends RemoveFromCart with the cart, the item and its quantity when a line leaves, by Remove or quantity 0', async () => {
    const api = fakeApi();
    api.on(`DELETE ${CART_PATH}/entries/e2`, () => cartOf(BLANKET));
    api.on(`PUT ${CART_PATH}/entries/e1`, () => cartOf());
    const { user, tracked } = renderCart(api);

    await user.click(screen.getByRole('button', { name: accessibleName('Remove Enamel Camp Mug') }));
    await screen.findByText('Enamel Camp Mug removed from your cart.');
    const quantity = screen.getByRole('spinbutton', {
      name: accessibleName('Quantity of Wool Camp Blanket'),
    });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(
      screen.getByRole('button', { name: accessibleName('Update quantity of Wool Camp Blanket') }),
    );
    await screen.findByText('Your cart is empty.');

    expect(tracked).toEqual([
      [
        'CommerceShopping_RemoveFromCart',
        {
          cart_id: 'tok',
          quantity: 1,
          product: { item_id: 'mug', item_title: 'Enamel Camp Mug', item_type: 'PHYSICAL' },
        },
      ],
      [
        'CommerceShopping_RemoveFromCart',
        {
          cart_id: 'tok',
          quantity: 2,
          product: { item_id: 'blanket', item_title: 'Wool Camp Blanket', item_type: 'PHYSICAL' },
        },
      ],
    ]);
  });

  it('sends no RemoveFromCart when the removal is refused', async () => {
    const api = fakeApi();
    api.on(`DELETE ${CART_PATH}/entries/e2`, () => {
      throw refusal(429, 'rate-limited', 'Please try again in a few seconds.');
    });
    api.on(`GET ${CART_PATH}`, () => START);
    const { user, tracked } = renderCart(api);
    await user.click(screen.getByRole('button', { name: accessibleName('Remove Enamel Camp Mug') }));
    await screen.findByRole('alert');
    expect(tracked).toEqual([]);
  });

  it('says the cart is empty once its last item is removed, and hides the pill', async () => {
    const api = fakeApi();
    api.on(`DELETE ${CART_PATH}/entries/e1`, () => cartOf(MUG));
    api.on(`DELETE ${CART_PATH}/entries/e2`, () => cartOf());
    const { user } = renderCart(api);

    await user.click(screen.getByRole('button', { name: accessibleName('Remove Wool Camp Blanket') }));
    await screen.findByText('Wool Camp Blanket removed from your cart.');
    await user.click(screen.getByRole('button', { name: accessibleName('Remove Enamel Camp Mug') }));

    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('link', { name: /in cart/ })).toBeNull();
  });

  it("shows SPEC §8's title with the server's words when a quantity is refused, and puts the quantity back", async () => {
    const api = fakeApi();
    api.on(`PUT ${CART_PATH}/entries/e1`, () => {
      throw refusal(409, 'not-enough-stock', 'Sorry, we do not have enough of that item available.');
    });
    api.on(`GET ${CART_PATH}`, () => START);
    const { user } = renderCart(api);

    const quantity = screen.getByRole('spinbutton', {
      name: accessibleName('Quantity of Wool Camp Blanket'),
    });
    await user.clear(quantity);
    await user.type(quantity, '9');
    await user.click(
      screen.getByRole('button', { name: accessibleName('Update quantity of Wool Camp Blanket') }),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Unable to update quantity Sorry, we do not have enough of that item available.',
    );
    expect(
      screen.getByRole('spinbutton', { name: accessibleName('Quantity of Wool Camp Blanket') }),
    ).toHaveProperty('value', '2');
    expect(total('Items')).toBe('3');
    expect(total('Subtotal')).toBe('$318.00');
  });

  it('shows the remove failure and keeps the item; the next change clears the message', async () => {
    const api = fakeApi();
    api.on(`DELETE ${CART_PATH}/entries/e2`, () => {
      throw refusal(429, 'rate-limited', 'Please try again in a few seconds.');
    });
    api.on(`GET ${CART_PATH}`, () => START);
    api.on(`PUT ${CART_PATH}/entries/e2`, () => cartOf(BLANKET, { ...MUG, quantity: 2, subTotal: 4400 }));
    const { user } = renderCart(api);

    await user.click(screen.getByRole('button', { name: accessibleName('Remove Enamel Camp Mug') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Unable to remove item Please try again in a few seconds.',
    );
    expect(screen.getByRole('heading', { name: 'Enamel Camp Mug' })).toBeTruthy();

    const quantity = screen.getByRole('spinbutton', { name: accessibleName('Quantity of Enamel Camp Mug') });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(
      screen.getByRole('button', { name: accessibleName('Update quantity of Enamel Camp Mug') }),
    );
    await screen.findByText('Quantity of Enamel Camp Mug is now 2.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(total('Subtotal')).toBe('$340.00');
  });
});
