// Tests the pill cart's server render: labels, '100+', the hidden state, money and the editor frame.
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartPill, cartPillProps, type CartPillProps } from './cart-pill.js';
import { IslandServicesContext, SERVER_SERVICES, type CartStore } from './context.js';
import type { CartSummary } from './cart-summary.js';

const props = (totalQuantity: number, subtotalCents = 0, currency = 'USD'): CartPillProps => ({
  totalQuantity,
  subtotalCents,
  currency,
  locale: 'en-US',
});

function render(pillProps: CartPillProps): string {
  return renderToString(<CartPill {...pillProps} />);
}

function link(html: string): string {
  return /<a [^>]*>/.exec(html)?.[0] ?? '';
}

function text(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

describe('cart pill (SPEC §2)', () => {
  it.each([
    [1, 'One item in cart', '1'],
    [2, '2 items in cart', '2'],
    [100, '100 items in cart', '100'],
    [101, 'More than 100 items in cart', '100+'],
    [250, 'More than 100 items in cart', '100+'],
  ])('labels %i items as %j and shows %j', (count, label, shown) => {
    const html = render(props(count, 1999));
    expect(html).toContain(`<span class="tessera-visually-hidden tessera-cart-pill__label">${label}</span>`);
    expect(link(html)).not.toContain('hidden');
    expect(html).toContain(`<span class="tessera-cart-pill__count" aria-hidden="true">${shown}</span>`);
    expect(html).toContain('data-empty="false"');
  });

  it('links to /cart, named by its label and the subtotal in major units (no aria-label hiding the visible text)', () => {
    const html = render(props(3, 4500));
    expect(link(html)).toContain('href="/cart"');
    expect(link(html)).not.toContain('aria-label');
    expect(text(html)).toContain('3 items in cart');
    expect(text(html)).toContain('Subtotal $45.00');
  });

  it('formats the subtotal in the cart currency and page locale', () => {
    expect(text(render(props(1, 2500, 'JPY')))).toContain('¥2,500');
    expect(text(render({ ...props(1, 123456, 'EUR'), locale: 'de-DE' }))).toMatch(/1\.234,56\s€/);
  });

  it('is hidden when the cart is empty, keeping the same elements for hydration', () => {
    const html = render(props(0));
    expect(link(html)).toContain('hidden=""');
    expect(text(html)).toContain('0 items in cart');
    expect(html).toContain('data-empty="true"');
    expect(html).toMatch(/^<div class="tessera-cart-pill"/);
  });

  it('renders an empty live region, so only later count changes are announced', () => {
    const html = render(props(4));
    expect(html).toContain('role="status" aria-live="polite" aria-atomic="true"></span>');
  });

  it('renders from its props on the server even when a store has a newer cart', () => {
    const live: CartSummary = { totalQuantity: 7, subtotalCents: 700 };
    const cart: CartStore = { subscribe: () => () => {}, getSnapshot: () => live };
    const services = { ...SERVER_SERVICES, cart };
    const html = renderToString(
      <IslandServicesContext value={services}>
        <CartPill {...props(2, 200)} />
      </IslandServicesContext>,
    );
    expect(text(html)).toContain('2 items in cart');
  });
});

describe('cart pill props', () => {
  it('reads a cart, a summary or an add-entry reply', () => {
    const env = { locale: 'en-GB' };
    expect(cartPillProps({ totalQuantity: 2, subtotalCents: 900, currency: 'gbp' }, env)).toEqual({
      totalQuantity: 2,
      subtotalCents: 900,
      currency: 'GBP',
      locale: 'en-GB',
    });
    expect(
      cartPillProps({ entries: [{ quantity: 2 }, { quantity: 3 }], subtotalCents: 10 }, env).totalQuantity,
    ).toBe(5);
    expect(cartPillProps({ shoppingCart: { totalQuantity: 1 }, newlyAdded: {} }, env).totalQuantity).toBe(1);
  });

  it('is an empty USD cart when the value says nothing', () => {
    expect(cartPillProps(undefined, { locale: 'en-US' })).toEqual(props(0));
    expect(cartPillProps('nonsense', { locale: 'en-US' })).toEqual(props(0));
  });
});

describe('cart pill in the editor frame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts set-frame-url to the editor instead of navigating', async () => {
    const postMessage = vi.fn();
    const top = {};
    vi.stubGlobal('window', { self: {}, top, parent: { postMessage } });
    const { isInEditorFrame, setEditorFrameUrl } = await import('./editor-frame.js');
    expect(isInEditorFrame()).toBe(true);
    setEditorFrameUrl('/cart');
    expect(postMessage).toHaveBeenCalledWith({ type: 'tessera:set-frame-url', url: '/cart' }, '*');
  });

  it('is not framed on the server or in a top-level window', async () => {
    const { isInEditorFrame } = await import('./editor-frame.js');
    expect(isInEditorFrame()).toBe(false);
    const self = {};
    vi.stubGlobal('window', { self, top: self });
    expect(isInEditorFrame()).toBe(false);
  });
});
