// Tests the products grid's store order on jsdom: no handles over the last sort's page while the store's order loads, a drag by keyboard read out from "Picked up" to the drop and shown at once, a refused move put back, and one store at a time.
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSummary } from '../../domain/owner-api/products.js';
import type { FakeAnswer } from '../test-support/fake-api.js';
import { fakeApiForEachTest } from '../test-support/per-test.js';
import { renderEditor } from '../test-support/render-editor.js';
import { STORES, productSummary } from './commerce-fixtures.js';
import { ProductsScreen } from './products-screen.js';

const api = fakeApiForEachTest();
const BOARD = productSummary('p1', 'Walnut board');
const BOWL = productSummary('p2', 'Ash bowl');
const TRAY = productSummary('p3', 'Cherry tray');
const page = (products: ProductSummary[]) => ({ products, total: products.length, page: 1, pageSize: 25 });

/** An answer the test gives when it likes. */
function later(): { promise: Promise<FakeAnswer>; give: (answer: FakeAnswer) => void } {
  let give: (answer: FakeAnswer) => void = () => undefined;
  const promise = new Promise<FakeAnswer>((resolve) => (give = resolve));
  return { promise, give };
}

let storeOrder = later();
beforeEach(() => {
  storeOrder = later();
  api.on('GET /api/owner/commerce/stores', STORES);
  // By title: Ash bowl, Cherry tray, Walnut board. The store's order: Walnut board, Ash bowl, Cherry tray.
  api.on('GET /api/owner/commerce/products', (call) =>
    call.query.get('sort') === 'position' ? storeOrder.promise : page([BOWL, TRAY, BOARD]),
  );
});

const routes = [{ path: '/commerce/products', element: <ProductsScreen /> }];
const moves = () =>
  api.calls.filter((call) => call.path.endsWith('/move')).map((call) => [call.path, call.body]);
const shownOrder = () =>
  within(screen.getByRole('table', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** jsdom lays nothing out: each product's `<tbody>` is 40 px high, one under the other, moved by its transform. */
function layOutProducts() {
  const original = Element.prototype.getBoundingClientRect;
  return vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const rows = [...document.querySelectorAll('tbody.products-table__product')];
    const index = rows.indexOf(this);
    if (index < 0) return original.call(this);
    const moved = /translate3d\((-?[\d.]+)px, (-?[\d.]+)px/.exec((this as HTMLElement).style.transform);
    const y = index * 40 + (moved === null ? 0 : Number(moved[2]));
    return {
      x: 0,
      y,
      top: y,
      left: 0,
      bottom: y + 40,
      right: 600,
      width: 600,
      height: 40,
      toJSON: () => ({}),
    };
  });
}

async function showStoreOrder(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('table', { name: 'Products' });
  await user.click(screen.getByRole('button', { name: 'Order' }));
  await waitFor(() => expect(api.calls.some((call) => call.query.get('sort') === 'position')).toBe(true));
}

describe('the products grid’s store order', () => {
  it('offers no handles or moves over the page sorted by title while the store’s order loads', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await showStoreOrder(user);
    // The page sorted by title is still shown: a move from it would put the product in the wrong place.
    expect(shownOrder()).toEqual(['Ash bowl', 'Cherry tray', 'Walnut board']);
    expect(screen.queryByRole('button', { name: /^Drag .* to a new place$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Move .* down$/ })).toBeNull();

    act(() => storeOrder.give(page([BOARD, BOWL, TRAY])));
    expect(await screen.findByRole('button', { name: 'Drag Walnut board to a new place' })).toBeTruthy();
    expect(shownOrder()).toEqual(['Walnut board', 'Ash bowl', 'Cherry tray']);
  });

  it('drags a product down by keyboard, reads out each step and shows the new order before the server answers', async () => {
    const layout = layOutProducts();
    try {
      const answer = later();
      api.on('POST /api/owner/commerce/products/p1/move', () => answer.promise);
      const user = userEvent.setup({ delay: null });
      renderEditor(routes, '/commerce/products');
      await showStoreOrder(user);
      act(() => storeOrder.give(page([BOARD, BOWL, TRAY])));
      const handle = await screen.findByRole('button', { name: 'Drag Walnut board to a new place' });
      act(() => handle.focus());
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(document.body.textContent).toContain('Picked up Walnut board, position 1 of 3.'),
      );
      await user.keyboard('[ArrowDown]');
      await waitFor(() => expect(document.body.textContent).toContain('Walnut board is over position 2.'));
      await user.keyboard('[Space]');
      await waitFor(() =>
        expect(document.body.textContent).toContain('Walnut board was dropped at position 2.'),
      );
      expect(moves()).toEqual([['/api/owner/commerce/products/p1/move', { afterId: 'p2' }]]);
      expect(shownOrder()).toEqual(['Ash bowl', 'Walnut board', 'Cherry tray']);

      storeOrder = later();
      act(() => answer.give({ id: 'p1', position: 1 }));
      expect(await screen.findByText('Walnut board was moved.')).toBeTruthy();
      act(() => storeOrder.give(page([BOWL, BOARD, TRAY])));
      await waitFor(() => expect(shownOrder()).toEqual(['Ash bowl', 'Walnut board', 'Cherry tray']));
    } finally {
      layout.mockRestore();
    }
  });

  it('puts a refused move back and says why', async () => {
    api.on('POST /api/owner/commerce/products/p2/move', {
      status: 404,
      body: { error: 'not-found', message: 'This product no longer exists.' },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await showStoreOrder(user);
    act(() => storeOrder.give(page([BOARD, BOWL, TRAY])));
    await user.click(await screen.findByRole('button', { name: 'Move Ash bowl up' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The product was not moved')).toBeTruthy();
    expect(moves()).toEqual([['/api/owner/commerce/products/p2/move', { beforeId: 'p1' }]]);
    await waitFor(() => expect(shownOrder()).toEqual(['Walnut board', 'Ash bowl', 'Cherry tray']));
  });

  it('asks for one store before products can be moved, each store having its own order', async () => {
    api.on('GET /api/owner/commerce/stores', {
      stores: [...STORES.stores, { id: 's2', title: 'Workshops', urlId: 'workshops', productCount: 1 }],
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/products');
    await showStoreOrder(user);
    act(() => storeOrder.give(page([BOARD, BOWL, TRAY])));
    expect(await screen.findByText('Choose a store to change the order of its products.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move .* down$/ })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Store'), 'Shop');
    expect(await screen.findByRole('button', { name: 'Move Walnut board down' })).toBeTruthy();
    expect(screen.queryByText('Choose a store to change the order of its products.')).toBeNull();
  });
});
