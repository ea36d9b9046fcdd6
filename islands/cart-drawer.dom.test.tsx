// Drives the cart drawer as a shopper: its quantity steppers (1 up to the stock or 9999) and Remove change the cart in place, the pill hears of it, and a refusal shows SPEC §8's title.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_PATH } from './cart-api.js';
import { CartDrawer } from './cart-drawer.js';
import { accessibleName } from './test-support/accessible-name.js';
import { fakeApi, refusal, type FakeApi } from './test-support/fake-api.js';
import { renderIsland } from './test-support/render-island.js';

interface Entry {
  id: string;
  title: string;
  quantity: number;
  price: number;
  stock?: number;
}

/** A cart of `entries` as the API answers it (SPEC §3 names). */
function cartOf(entries: Entry[]) {
  return {
    shoppingCart: {
      id: 'cart-1',
      currency: 'USD',
      totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
      subtotalCents: entries.reduce((sum, entry) => sum + entry.quantity * entry.price, 0),
      entries: entries.map((entry) => ({
        id: entry.id,
        itemId: `item-${entry.id}`,
        title: entry.title,
        quantity: entry.quantity,
        purchasePriceCents: entry.price,
        productType: 'PHYSICAL',
        chosenVariant: entry.stock === undefined ? { unlimited: true } : { qtyInStock: entry.stock },
      })),
    },
  };
}

function openDrawer(api: FakeApi, entries: Entry[]) {
  let held = entries.map((entry) => ({ ...entry }));
  api.on(`GET ${CART_PATH}`, () => cartOf(held));
  const setHeld = (next: Entry[]) => {
    held = next;
  };
  const rendered = renderIsland(
    <>
      <a href="/cart" data-tessera-cart-drawer>
        Cart
      </a>
      <CartDrawer alsoBought={[]} checkoutUrl="/checkout" locale="en-US" />
    </>,
    { api },
  );
  return { ...rendered, held: () => held, setHeld };
}

describe('cart drawer steppers (jsdom)', () => {
  it('raises and lowers a quantity with the steppers, the totals and the pill following', async () => {
    const api = fakeApi();
    const page = openDrawer(api, [{ id: 'mug', title: 'Harbor Mug', quantity: 1, price: 1500 }]);
    api.on(`PUT ${CART_PATH}/entries/mug`, (call) => {
      const quantity = (call.body as { quantity: number }).quantity;
      page.setHeld([{ id: 'mug', title: 'Harbor Mug', quantity, price: 1500 }]);
      return cartOf(page.held());
    });
    await page.user.click(screen.getByRole('link', { name: 'Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    const stepper = await within(dialog).findByRole('group', { name: 'Quantity of Harbor Mug' });
    const less = within(stepper).getByRole('button', { name: 'Decrease quantity of Harbor Mug' });
    const more = within(stepper).getByRole('button', { name: 'Increase quantity of Harbor Mug' });
    expect((less as HTMLButtonElement).disabled).toBe(true);

    await page.user.click(more);
    await waitFor(() => expect(stepper.textContent).toContain('2'));
    expect(within(dialog).getAllByText('$30.00').length).toBeGreaterThan(0);
    expect(screen.getByRole('status').textContent).toBe('Quantity of Harbor Mug is now 2.');
    expect(page.cart.getSnapshot()).toMatchObject({ totalQuantity: 2, subtotalCents: 3000 });

    await waitFor(() => expect((less as HTMLButtonElement).disabled).toBe(false));
    await page.user.click(less);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Quantity of Harbor Mug is now 1.'),
    );
    expect(api.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { quantity: 2 },
      { quantity: 1 },
    ]);
  });

  it('stops + at the stock and at 9999', async () => {
    const api = fakeApi();
    const page = openDrawer(api, [
      { id: 'coat', title: 'Chore Coat', quantity: 3, price: 14900, stock: 3 },
      { id: 'card', title: 'Gift Card', quantity: 9999, price: 100 },
    ]);
    await page.user.click(screen.getByRole('link', { name: 'Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    const coat = await within(dialog).findByRole('button', { name: 'Increase quantity of Chore Coat' });
    const card = within(dialog).getByRole('button', { name: 'Increase quantity of Gift Card' });
    expect((coat as HTMLButtonElement).disabled).toBe(true);
    expect((card as HTMLButtonElement).disabled).toBe(true);
  });

  it('removes an entry, and says so', async () => {
    const api = fakeApi();
    const page = openDrawer(api, [
      { id: 'mug', title: 'Harbor Mug', quantity: 1, price: 1500 },
      { id: 'coat', title: 'Chore Coat', quantity: 1, price: 14900 },
    ]);
    api.on(`DELETE ${CART_PATH}/entries/mug`, () => {
      page.setHeld(page.held().filter((entry) => entry.id !== 'mug'));
      return cartOf(page.held());
    });
    await page.user.click(screen.getByRole('link', { name: 'Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await page.user.click(
      await within(dialog).findByRole('button', { name: accessibleName('Remove Harbor Mug') }),
    );
    await waitFor(() =>
      expect(within(dialog).queryByRole('group', { name: 'Quantity of Harbor Mug' })).toBeNull(),
    );
    expect(within(dialog).getByRole('group', { name: 'Quantity of Chore Coat' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Harbor Mug removed from your cart.');
    expect(page.tracked.map(([event]) => event)).toEqual(['CommerceShopping_RemoveFromCart']);
  });

  it("shows the cart's refusal under SPEC §8's title and keeps the quantity", async () => {
    const api = fakeApi();
    const page = openDrawer(api, [{ id: 'mug', title: 'Harbor Mug', quantity: 1, price: 1500 }]);
    api.on(`PUT ${CART_PATH}/entries/mug`, () => {
      throw refusal(409, 'not-enough-stock', 'Sorry, we do not have enough of that item available.');
    });
    await page.user.click(screen.getByRole('link', { name: 'Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
    await page.user.click(
      await within(dialog).findByRole('button', { name: 'Increase quantity of Harbor Mug' }),
    );
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(
      'Unable to update quantity: Sorry, we do not have enough of that item available.',
    );
    expect(within(dialog).getByRole('group', { name: 'Quantity of Harbor Mug' }).textContent).toContain('1');
  });
});
