// Tests the Inventory screen: stock per variant, search, set/add/remove/unlimited sent as the server expects, a stale edit refused with the stock now, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { InventoryVariant } from '../../api/inventory.js';
import { WEBSITE_KEY } from '../../api/website.js';
import { fakeWebsite } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { expectLeavingFreely, expectLeavingToAsk } from '../../test-support/unsaved-changes.js';
import { InventoryScreen } from './inventory-screen.js';

const INVENTORY = '/api/owner/inventory';

function variant(variantId: string, sku: string, change: Partial<InventoryVariant> = {}): InventoryVariant {
  return {
    variantId,
    productId: 'p1',
    productTitle: 'Harbor tee',
    collectionId: 'shop',
    sku,
    options: { Size: sku.slice(-1) },
    qtyInStock: 12,
    unlimited: false,
    ...change,
  };
}

const api = fakeApiForEachTest();
const VARIANTS = [
  variant('v1', 'TEE-S'),
  variant('v2', 'TEE-M', { qtyInStock: 0 }),
  variant('v3', 'MUG-1', { productTitle: 'Stoneware mug', options: {}, unlimited: true }),
];
beforeEach(() => {
  // The server searches and pages; here, a search for "mug" finds the mug.
  api.on(`GET ${INVENTORY}`, (call) => {
    const search = call.query.get('search') ?? '';
    const inventory = VARIANTS.filter((row) => row.productTitle.toLowerCase().includes(search));
    return { inventory, total: inventory.length };
  });
});

const routes = [{ path: '/commerce/inventory', element: <InventoryScreen /> }];
const row = (sku: string) => screen.getByRole('cell', { name: sku }).closest('tr')!;

describe('the Inventory screen', () => {
  it('shows every variant’s stock, finds by SKU or product, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/commerce/inventory');
    const table = await screen.findByRole('table', { name: 'Inventory' });
    expect(within(row('TEE-S')).getByRole('cell', { name: '12' })).toBeTruthy();
    expect(within(row('TEE-M')).getByRole('cell', { name: '0' })).toBeTruthy();
    expect(within(row('MUG-1')).getByRole('cell', { name: 'Unlimited' })).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.type(screen.getByLabelText('Search inventory'), 'mug');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(api.calls.at(-1)?.query.get('search')).toBe('mug');
    expect(api.calls.at(-1)?.query.get('limit')).toBe('50');
    expect(screen.getByRole('navigation', { name: 'Pages of variants' }).textContent).toContain(
      '1 variant · page 1 of 1',
    );
  });

  it('searches for the variant a link names (the Home screen’s low stock) at once', async () => {
    renderEditor(routes, '/commerce/inventory?search=mug');
    const table = await screen.findByRole('table', { name: 'Inventory' });
    expect((screen.getByLabelText('Search inventory') as HTMLInputElement).value).toBe('mug');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const asked = api.calls.filter((call) => call.path === INVENTORY);
    expect(asked.map((call) => call.query.get('search'))).toEqual(asked.map(() => 'mug'));
  });

  it('sets stock from the count shown, and shows the count the server answers', async () => {
    api.on(`PUT ${INVENTORY}/:id`, (call) => ({
      variant: variant('v2', 'TEE-M', { qtyInStock: (call.body as { qtyInStock: number }).qtyInStock }),
      restockNotified: 2,
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/inventory');
    await screen.findByRole('table', { name: 'Inventory' });
    await user.type(screen.getByLabelText('Quantity for TEE-M'), '5');
    await user.click(screen.getByRole('button', { name: 'Set stock of TEE-M' }));
    expect(await screen.findByText('TEE-M: 5 in stock. 2 waiting people were emailed.')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe(`${INVENTORY}/v2`);
    expect(put.body).toEqual({ qtyInStock: 5, expected: { qtyInStock: 0, unlimited: false } });
    expect(within(row('TEE-M')).getByRole('cell', { name: '5' })).toBeTruthy();
  });

  it('adds, removes and makes stock unlimited with the calls the server takes', async () => {
    api.on(`POST ${INVENTORY}/:id/add`, {
      variant: variant('v1', 'TEE-S', { qtyInStock: 15 }),
      restockNotified: 0,
    });
    api.on(`PUT ${INVENTORY}/:id`, {
      variant: variant('v1', 'TEE-S', { qtyInStock: 15, unlimited: true }),
      restockNotified: 0,
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/inventory');
    await screen.findByRole('table', { name: 'Inventory' });
    expect(screen.getByRole('button', { name: 'Add to stock of MUG-1' }).hasAttribute('disabled')).toBe(true);
    await user.type(screen.getByLabelText('Quantity for TEE-S'), '3');
    await user.click(screen.getByRole('button', { name: 'Add to stock of TEE-S' }));
    expect(await screen.findByText('TEE-S: 15 in stock.')).toBeTruthy();
    expect(api.calls.find((call) => call.path === `${INVENTORY}/v1/add`)?.body).toEqual({ quantity: 3 });
    await user.click(screen.getByRole('button', { name: 'Make unlimited stock of TEE-S' }));
    expect(await screen.findByText('TEE-S: unlimited stock.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      unlimited: true,
      expected: { qtyInStock: 15, unlimited: false },
    });
    expect(within(row('TEE-S')).getByRole('cell', { name: 'Unlimited' })).toBeTruthy();
  });

  it('refuses a stale edit: shows the server’s message and the stock there is now, writes nothing', async () => {
    api.on(`PUT ${INVENTORY}/:id`, {
      status: 409,
      body: {
        error: 'stock-changed',
        message: 'Someone else changed this stock first: it is now 7. Your change was not saved.',
        qtyInStock: 7,
        unlimited: false,
      },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/inventory');
    await screen.findByRole('table', { name: 'Inventory' });
    await user.type(screen.getByLabelText('Quantity for TEE-S'), '20');
    await user.click(screen.getByRole('button', { name: 'Set stock of TEE-S' }));
    const alert = await within(row('TEE-S')).findByRole('alert');
    expect(alert.textContent).toBe(
      'Someone else changed this stock first: it is now 7. Your change was not saved.',
    );
    expect(within(row('TEE-S')).getByRole('cell', { name: '7' })).toBeTruthy();
    expect(screen.getByLabelText('Quantity for TEE-S').getAttribute('aria-invalid')).toBe('true');
    // The next edit starts from the count the server holds.
    await user.click(screen.getByRole('button', { name: 'Set stock of TEE-S' }));
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(api.calls.filter((call) => call.method === 'PUT')[1].body).toEqual({
      qtyInStock: 20,
      expected: { qtyInStock: 7, unlimited: false },
    });
  });

  it('shows a removal refused for want of stock, with what is left', async () => {
    api.on(`POST ${INVENTORY}/:id/remove`, {
      status: 409,
      body: {
        error: 'not-enough-stock',
        message: 'Cannot remove 30: only 12 left in stock.',
        qtyInStock: 12,
      },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/inventory');
    await screen.findByRole('table', { name: 'Inventory' });
    await user.type(screen.getByLabelText('Quantity for TEE-S'), '30');
    await user.click(screen.getByRole('button', { name: 'Remove from stock of TEE-S' }));
    expect((await within(row('TEE-S')).findByRole('alert')).textContent).toBe(
      'Cannot remove 30: only 12 left in stock.',
    );
  });

  it('lets a reporter look without changing stock', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({
        roles: [3],
        capabilities: ['pages:view', 'content:view', 'files:view', 'commerce:view'],
      }),
    );
    const { queryClient } = renderEditor(routes, '/commerce/inventory');
    await screen.findByRole('table', { name: 'Inventory' });
    await waitFor(() => expect(queryClient.getQueryState(WEBSITE_KEY)?.status).toBe('success'));
    expect(screen.queryByLabelText('Quantity for TEE-S')).toBeNull();
  });

  it('asks before leaving with a quantity typed and not applied, and not once it is set (issue 30)', async () => {
    api.on(`PUT ${INVENTORY}/:id`, (call) => ({
      variant: variant('v2', 'TEE-M', { qtyInStock: (call.body as { qtyInStock: number }).qtyInStock }),
      restockNotified: 0,
    }));
    const user = userEvent.setup();
    const { router } = renderEditor(
      [...routes, { path: '/commerce/orders', element: <h1>Orders</h1> }],
      '/commerce/inventory',
    );
    const leave = () => router.navigate('/commerce/orders');
    await screen.findByRole('table', { name: 'Inventory' });
    await user.type(screen.getByLabelText('Quantity for TEE-M'), '5');
    await user.type(screen.getByLabelText('Quantity for TEE-S'), '2');
    await expectLeavingToAsk(user, router, leave, '/commerce/inventory', { leave: false });
    await user.click(screen.getByRole('button', { name: 'Set stock of TEE-M' }));
    expect(await screen.findByText('TEE-M: 5 in stock.')).toBeTruthy();
    // TEE-S still holds its quantity.
    await expectLeavingToAsk(user, router, leave, '/commerce/inventory', { leave: false });
    await user.clear(screen.getByLabelText('Quantity for TEE-S'));
    await expectLeavingFreely(user, router, leave, '/commerce/inventory');
  });
});
