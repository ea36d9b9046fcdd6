// Tests the storefront islands' server render: the cart page (forms without JavaScript), the installment badge, the drawer and popover shells.
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AddedItemPopover } from './added-item-popover.js';
import { CartDrawer, cartDrawerProps } from './cart-drawer.js';
import { CartPage, cartPageProps } from './cart-page.js';
import { InstallmentBadge, installmentBadgeProps } from './installment-badge.js';

const env = { locale: 'en-US' };
const text = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]*>/g, '');

const pageContext = {
  crumb: 'CRUMB',
  checkoutUrl: '/checkout',
  continueShoppingUrl: '/shop',
  cart: {
    id: 'tok',
    currency: 'USD',
    totalQuantity: 2,
    subtotalCents: 29600,
    discountCents: 0,
    shippingCostCents: 0,
    taxCents: 0,
    grandTotalCents: 29600,
    entries: [
      {
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
        image: null,
      },
    ],
  },
  customersAlsoBought: [
    {
      id: 'mug',
      title: 'Enamel Camp Mug',
      fullUrl: '/shop/p/mug',
      priceCents: 2200,
      currency: 'USD',
      soldOut: false,
    },
    {
      id: 'lamp',
      title: 'Lantern',
      fullUrl: '/shop/p/lamp',
      priceCents: 5400,
      currency: 'USD',
      sku: 'L',
      soldOut: false,
    },
  ],
};

describe('cart page island', () => {
  const html = renderToString(<CartPage {...cartPageProps(pageContext, env)} />);

  it('renders each entry with plain quantity and remove forms carrying the crumb', () => {
    expect(html).toContain('action="/cart/entries/e1"');
    expect(html).toContain('action="/cart/entries/e1/remove"');
    expect(html).toContain('name="crumb" value="CRUMB"');
    expect(html).toMatch(/name="quantity"[^>]*value="2"|value="2"[^>]*name="quantity"/);
    expect(html).toContain('max="6"');
    expect(text(html)).toContain('Navy');
  });

  it('shows the totals, the checkout button and Customers also bought, with add-on buttons only for one-click products', () => {
    expect(text(html)).toContain('Subtotal$296.00');
    expect(text(html)).toContain('ShippingCalculated at checkout');
    expect(text(html)).toContain('Total$296.00');
    expect(html).toContain('href="/checkout"');
    expect(text(html)).toContain('Customers also bought');
    expect(html).toContain('aria-label="Add Lantern to cart"');
    expect(html).not.toContain('aria-label="Add Enamel Camp Mug to cart"');
  });

  it('shows the coupon field as a plain form posting to /cart/coupons (it works without JavaScript)', () => {
    expect(html).toMatch(
      /<div class="cart__coupons"><form class="cart__coupon-form" action="\/cart\/coupons" method="post">/,
    );
  });

  it('shows a refused form post’s message, and the empty cart', () => {
    const empty = renderToString(
      <CartPage
        {...cartPageProps({ cart: { entries: [] }, cartError: 'That item is no longer in your cart.' }, env)}
      />,
    );
    expect(text(empty)).toContain('That item is no longer in your cart.');
    expect(text(empty)).toContain('Your cart is empty.');
  });
});

describe('installment badge island', () => {
  const props = (priceCents: number) =>
    installmentBadgeProps(
      { provider: 'Afterpay', currency: 'USD', priceCents, minCents: 100, maxCents: 200000, itemId: 'x' },
      env,
    );

  it('offers 4 interest-free payments in range, with a closed dialog behind its info button', () => {
    const html = renderToString(<InstallmentBadge {...props(14800)} />);
    expect(text(html)).toContain('or 4 interest-free payments of $37.00 with Afterpay');
    expect(html).toContain('aria-haspopup="dialog"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toMatch(/<div class="tessera-modal" hidden="">/);
    expect(html).toContain('role="dialog" aria-modal="true"');
  });

  it('gives the limits out of range', () => {
    const html = renderToString(<InstallmentBadge {...props(250000)} />);
    expect(text(html)).toContain('Afterpay available for orders up to $2,000.00 or over $1.00');
  });
});

describe('drawer and popover shells', () => {
  it('render closed, with nothing of the visitor in them', () => {
    const drawer = renderToString(<CartDrawer {...cartDrawerProps(pageContext, env)} />);
    expect(drawer).toMatch(/^<div class="tessera-modal tessera-modal--drawer" hidden="">/);
    expect(text(drawer)).toContain('Customers also bought');
    const popover = renderToString(<AddedItemPopover />);
    expect(popover).toContain('role="status"');
    expect(text(popover)).toBe('');
  });
});
