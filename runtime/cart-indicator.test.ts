// The header's cart indicator follows the cart store: count, '100+', label and empty mark.
import { describe, expect, it } from 'vitest';
import { createCartStore } from './cart-store.js';
import { bindCartIndicators } from './cart-indicator.js';

/** Just enough of the DOM for the indicator: one count element inside a link. */
function fakePage() {
  const attributes = new Map<string, string>();
  const link = {
    toggleAttribute: (name: string, on: boolean) =>
      void (on ? attributes.set(name, '') : attributes.delete(name)),
  };
  const element = { textContent: '(0)', closest: () => link };
  const root = { querySelectorAll: () => [element] } as unknown as ParentNode;
  return { root, element, attributes };
}

describe('the cart indicator', () => {
  it('shows the new count and the empty mark as soon as the cart changes', () => {
    const store = createCartStore();
    const page = fakePage();
    bindCartIndicators(store, page.root);
    store.update({ totalQuantity: 1, subtotalCents: 1500, currency: 'USD' });
    expect(page.element.textContent).toBe('(1)');
    expect(page.attributes.has('data-empty')).toBe(false);
    store.update({ totalQuantity: 101, subtotalCents: 150000, currency: 'USD' });
    expect(page.element.textContent).toBe('(100+)');
    store.update({ totalQuantity: 0, subtotalCents: 0, currency: 'USD' });
    expect(page.attributes.has('data-empty')).toBe(true);
  });
});
