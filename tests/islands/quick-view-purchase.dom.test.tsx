// Buys from a listing's quick view with the runtime's page code: the chosen colour's price, picture and button, then the add, the popover and the pill.
import { render, screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AddedItemPopover } from '../../islands/added-item-popover.js';
import { CartPill } from '../../islands/cart-pill.js';
import { IslandServicesContext } from '../../islands/context.js';
import { QuickView } from '../../islands/quick-view.js';
import { accessibleName } from '../../islands/test-support/accessible-name.js';
import { HARBOR_MUG_PAGE } from '../../islands/test-support/product-page-html.js';
import type { RuntimeServices } from '../../runtime/services.js';

const ADD_PATH = '/api/commerce/shopping-cart/entries';

interface Sent {
  method: string;
  url: string;
  body?: unknown;
}

/** The site as `fetch` reaches it: the product's page, and the cart API's add (two blue mugs at $15.00). */
function stubSite(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (method === 'GET' && url === '/shop/p/harbor-mug') {
      return new Response(HARBOR_MUG_PAGE, { headers: { 'Content-Type': 'text/html' } });
    }
    if (method === 'POST' && url === ADD_PATH) {
      const entry = { id: 'e1', itemId: 'mug', title: 'Harbor Mug', quantity: 2, purchasePriceCents: 1500 };
      const shoppingCart = {
        id: 'tok',
        currency: 'USD',
        totalQuantity: 2,
        subtotalCents: 3000,
        entries: [entry],
      };
      return Response.json({ shoppingCart, newlyAdded: entry });
    }
    return Response.json({ error: 'not-found', message: 'Not found.' }, { status: 404 });
  });
  return sent;
}

let services: RuntimeServices;

beforeAll(async () => {
  // The page's services without the cross-tab channel (a test has no other tab).
  vi.stubGlobal('BroadcastChannel', undefined);
  services = (await import('../../runtime/services.js')).runtimeServices();
  // The runtime's page code binds the document as it loads, as boot.ts has it do on a selling page.
  await import('../../runtime/add-to-cart.js');
  await import('../../runtime/product-page.js');
  vi.unstubAllGlobals();
});

/** A listing with a product card's Quick View link, the quick view, the pill and the popover. */
function renderListing() {
  const user = userEvent.setup({ delay: null });
  render(
    <IslandServicesContext.Provider value={services}>
      <a href="/shop/p/harbor-mug" data-tessera-quick-view aria-label="Quick View: Harbor Mug">
        Quick View
      </a>
      <QuickView />
      <CartPill totalQuantity={0} subtotalCents={0} currency="USD" locale="en-US" />
      <AddedItemPopover />
    </IslandServicesContext.Provider>,
  );
  return user;
}

async function openQuickView(user: UserEvent): Promise<HTMLElement> {
  await user.click(screen.getByRole('link', { name: 'Quick View: Harbor Mug' }));
  const dialog = screen.getByRole('dialog', { name: 'Quick View: Harbor Mug' });
  await within(dialog).findByRole('combobox', { name: 'Colour' });
  return dialog;
}

describe('quick view with the runtime (jsdom)', () => {
  it("follows the chosen colour: its price (struck-through when on sale), its picture, and 'Sold Out'", async () => {
    stubSite();
    const user = renderListing();
    const dialog = await openQuickView(user);
    const colour = within(dialog).getByRole('combobox', { name: 'Colour' });

    await user.selectOptions(colour, 'Green');
    expect(within(dialog).getByText('$12.00')).toBeTruthy();
    expect(within(dialog).getByText('$18.00').className).toBe('original-price');
    expect(within(dialog).getByRole('img', { name: 'Harbor Mug in green' })).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Harbor Mug in blue' })).toBeNull();

    await user.selectOptions(colour, 'Sand (sold out)');
    expect(within(dialog).getByText('$15.00')).toBeTruthy();
    expect(within(dialog).queryByText('$18.00')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Sold Out' })).toHaveProperty('disabled', true);
    expect(within(dialog).queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();

    await user.selectOptions(colour, 'Blue');
    expect(within(dialog).getByRole('button', { name: 'Add To Cart' })).toHaveProperty('disabled', false);
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveProperty('max', '12');
    expect(within(dialog).getByRole('img', { name: 'Harbor Mug in blue' })).toBeTruthy();
  });

  it('asks for the colour when none is chosen, and sends nothing', async () => {
    const sent = stubSite();
    const user = renderListing();
    const dialog = await openQuickView(user);

    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));

    const alert = within(dialog).getByRole('alert');
    expect(within(alert).getByText('Unable to Add Item')).toBeTruthy();
    expect(within(alert).getByText('Please select the Colour option.')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('adds the chosen colour and quantity: the popover names the product, the pill shows the new cart', async () => {
    const sent = stubSite();
    const user = renderListing();
    expect(screen.queryByRole('link', { name: /in cart/ })).toBeNull();
    const dialog = await openQuickView(user);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Colour' }), 'Blue');
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Add To Cart' }));

    const pill = await screen.findByRole('link', {
      name: accessibleName('2 items in cart Subtotal $30.00'),
    });
    expect(pill.getAttribute('href')).toBe('/cart');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Harbor Mug was added to your cart.',
    );
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      { method: 'POST', url: ADD_PATH, body: { itemId: 'mug', sku: 'MUG-BLUE', quantity: 2 } },
    ]);
    // The dialog stays open, so the shopper can go on from where they were.
    expect(screen.getByRole('dialog', { name: 'Quick View: Harbor Mug' })).toBe(dialog);
  });
});
