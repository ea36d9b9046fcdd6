// Drives 'Customers also bought' as a shopper with the visitor-metrics events of SPEC §7: the section shown, a suggestion followed, an add-on added.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AlsoBought, type AlsoBoughtProduct } from './also-bought.js';
import { accessibleName } from './test-support/accessible-name.js';
import { fakeApi } from './test-support/fake-api.js';
import { renderIsland } from './test-support/render-island.js';

const KETTLE: AlsoBoughtProduct = {
  id: 'kettle',
  title: 'Camp Kettle',
  fullUrl: '#kettle',
  priceCents: 3400,
  currency: 'USD',
  sku: 'SQ-KETTLE',
  soldOut: false,
};
const LANTERN: AlsoBoughtProduct = {
  id: 'lantern',
  title: 'Brass Lantern',
  fullUrl: '#lantern',
  priceCents: 5600,
  currency: 'USD',
  soldOut: true,
};

function renderSection() {
  const api = fakeApi();
  api.on('POST /api/commerce/shopping-cart/entries', () => ({
    shoppingCart: {
      id: 'cart-9',
      currency: 'USD',
      entries: [{ id: 'e1', itemId: 'kettle', quantity: 1, productType: 'PHYSICAL' }],
    },
  }));
  const added: unknown[] = [];
  const view = renderIsland(
    <AlsoBought
      products={[KETTLE, LANTERN]}
      locale="en-US"
      onAdded={(cart) => added.push(cart)}
      onError={() => undefined}
    />,
    { api },
  );
  return { ...view, added };
}

const SHOWN = [
  'CommerceShopping_RelatedProductDisplay',
  {
    products: [
      { item_id: 'kettle', item_title: 'Camp Kettle' },
      { item_id: 'lantern', item_title: 'Brass Lantern' },
    ],
  },
];

describe('Customers also bought: related-product events (SPEC §7)', () => {
  it('sends RelatedProductDisplay with the suggested products once shown', () => {
    const { tracked } = renderSection();
    expect(screen.getByRole('heading', { name: 'Customers also bought' })).toBeTruthy();
    expect(tracked).toEqual([SHOWN]);
  });

  it('in a closed drawer sends nothing until the drawer opens', async () => {
    function Drawer() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open cart
          </button>
          <AlsoBought
            products={[KETTLE, LANTERN]}
            locale="en-US"
            onAdded={() => undefined}
            onError={() => undefined}
            shown={open}
          />
        </>
      );
    }
    const { user, tracked } = renderIsland(<Drawer />);
    expect(tracked).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(tracked).toEqual([SHOWN]);
  });

  it('sends RelatedProductClick for the suggestion the shopper follows', async () => {
    const { user, tracked } = renderSection();
    await user.click(screen.getByRole('link', { name: 'Brass Lantern' }));
    expect(tracked.slice(1)).toEqual([
      [
        'CommerceShopping_RelatedProductClick',
        { product: { item_id: 'lantern', item_title: 'Brass Lantern' } },
      ],
    ]);
  });

  it('an add-on sends AddToCart from `add-on` and RelatedProductAddToCart, with the cart and the item’s kind', async () => {
    const { user, tracked, added } = renderSection();
    await user.click(screen.getByRole('button', { name: accessibleName('Add Camp Kettle to cart') }));
    await screen.findByRole('button', { name: accessibleName('Added Camp Kettle') });
    const data = {
      cart_id: 'cart-9',
      product_page: 'add-on',
      product: { item_id: 'kettle', item_title: 'Camp Kettle', item_type: 'PHYSICAL' },
    };
    expect(tracked.slice(1)).toEqual([
      ['CommerceShopping_AddToCart', data],
      ['CommerceShopping_RelatedProductAddToCart', data],
    ]);
    expect(added).toHaveLength(1);
  });
});
