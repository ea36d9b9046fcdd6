// Drives the added-item popover and the pill cart as an add reaches the page: the popover's message, its close button and timeout, the pill's count and subtotal.
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddedItemPopover } from './added-item-popover.js';
import { CartPill } from './cart-pill.js';
import { addedLine } from '../domain/cart-lines.js';
import { ITEM_ADDED_EVENT, sendPageEvent } from './page-events.js';
import { accessibleName } from './test-support/accessible-name.js';
import type { FakeCartStore } from './test-support/fake-cart-store.js';
import { renderIsland } from './test-support/render-island.js';

function renderPage() {
  return renderIsland(
    <>
      <CartPill totalQuantity={0} subtotalCents={0} currency="USD" locale="en-US" />
      <AddedItemPopover />
    </>,
  );
}

/** What the runtime does after a successful add: the cart store hears the reply, the page the add. */
function itemAdded(cart: FakeCartStore, productName: string, totalQuantity: number, subtotalCents: number) {
  act(() => {
    cart.update({
      shoppingCart: { totalQuantity, subtotalCents, currency: 'USD', entries: [] },
      newlyAdded: { itemId: 'mug', quantity: 1 },
    });
    sendPageEvent(ITEM_ADDED_EVENT, { productName, sentAt: performance.now() });
  });
}

function popoverMessage(): string | undefined {
  return document.querySelector('.tessera-popover__message')?.textContent ?? undefined;
}

describe('added-item popover and pill cart (jsdom)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows nothing while the cart is empty and nothing was added', () => {
    renderPage();
    expect(popoverMessage()).toBeUndefined();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it("says '{productName} was added to your cart.' and the pill appears with the count and subtotal", () => {
    const { cart } = renderPage();

    itemAdded(cart, 'Harbor Mug', 1, 1500);

    expect(popoverMessage()).toBe('Harbor Mug was added to your cart.');
    const statuses = screen.getAllByRole('status').map((status) => status.textContent);
    expect(statuses).toContain('Harbor Mug was added to your cart.');
    expect(statuses).toContain('One item in cart');
    const pill = screen.getByRole('link', { name: accessibleName('One item in cart Subtotal $15.00') });
    expect(pill.getAttribute('href')).toBe('/cart');
  });

  it('closes on its close button, and opens again for the next add while the pill counts on', async () => {
    const { cart, user } = renderPage();
    itemAdded(cart, 'Harbor Mug', 1, 1500);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(popoverMessage()).toBeUndefined();

    itemAdded(cart, 'Wool Camp Blanket', 2, 16300);
    expect(popoverMessage()).toBe('Wool Camp Blanket was added to your cart.');
    expect(
      screen.getByRole('link', { name: accessibleName('2 items in cart Subtotal $163.00') }),
    ).toBeTruthy();
  });

  it('closes on its own after three seconds', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { cart } = renderPage();
    itemAdded(cart, 'Harbor Mug', 1, 1500);
    expect(popoverMessage()).toBe('Harbor Mug was added to your cart.');

    act(() => vi.advanceTimersByTime(3_000));
    expect(popoverMessage()).toBeUndefined();
    expect(
      screen.getByRole('link', { name: accessibleName('One item in cart Subtotal $15.00') }),
    ).toBeTruthy();
  });

  it('shows an add made just before it hydrated', () => {
    sendPageEvent(ITEM_ADDED_EVENT, { productName: 'Harbor Mug', sentAt: performance.now() });
    renderPage();
    expect(popoverMessage()).toBe('Harbor Mug was added to your cart.');
  });

  it("shows the added item's picture, name, options and price, and a link to the cart", () => {
    renderPage();
    const reply = {
      shoppingCart: { totalQuantity: 2, subtotalCents: 29800, currency: 'USD', entries: [] },
      newlyAdded: {
        id: 'entry-1',
        itemId: 'coat',
        title: 'Harbor Chore Coat',
        quantity: 2,
        purchasePriceCents: 14900,
        image: { assetUrl: '/files/coat.jpg', altText: 'A brown canvas coat' },
        chosenVariant: { attributes: { Size: 'M', Colour: 'Duck Brown' } },
      },
    };
    act(() => {
      sendPageEvent(ITEM_ADDED_EVENT, {
        productName: 'Harbor Chore Coat',
        added: addedLine(reply),
        sentAt: performance.now(),
      });
    });
    const popover = document.querySelector<HTMLElement>('.tessera-popover')!;
    expect(popover.querySelector('img')?.getAttribute('alt')).toBe('A brown canvas coat');
    expect(popover.querySelector('img')?.getAttribute('src')).toBe('/files/coat.jpg?format=300w');
    expect(popover.querySelector('.tessera-popover__name')?.textContent).toBe('Harbor Chore Coat');
    expect(popover.querySelector('.tessera-popover__variant')?.textContent).toBe('M / Duck Brown');
    expect(popover.querySelector('.tessera-popover__price')?.textContent).toBe('2 × $149.00');
    expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
  });

  it('stays open past three seconds while the pointer is on it, and closes three seconds after it leaves', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { cart } = renderPage();
    itemAdded(cart, 'Harbor Mug', 1, 1500);
    const popover = document.querySelector<HTMLElement>('.tessera-popover')!;
    act(() => {
      popover.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(5_000));
    expect(popoverMessage()).toBe('Harbor Mug was added to your cart.');
    act(() => {
      popover.dispatchEvent(new PointerEvent('pointerout', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(3_000));
    expect(popoverMessage()).toBeUndefined();
  });
});
