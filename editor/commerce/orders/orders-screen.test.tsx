// Tests the Orders screen: the table with server-side search, filters, sort and pages, the CSV export's address, an order's detail, fulfil and refund, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderDetail, OrderSummary } from '../../api/orders.js';
import { WEBSITE_KEY } from '../../api/website.js';
import { fakeWebsite } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { OrdersScreen } from './orders-screen.js';

const ORDERS = '/api/owner/commerce/orders';

function summary(id: string, orderNumber: number, change: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id,
    orderNumber,
    createdOn: Date.parse('2026-11-01T15:00:00Z'),
    customerEmail: 'ada@example.com',
    customerName: 'Ada Lovelace',
    status: 'paid',
    fulfilledOn: null,
    testMode: false,
    currency: 'USD',
    grandTotalCents: 1100,
    itemCount: 3,
    ...change,
  };
}

function detail(change: Partial<OrderDetail> = {}): OrderDetail {
  return {
    id: 'o2',
    orderNumber: 2,
    status: 'paid',
    testMode: false,
    customerEmail: 'ada@example.com',
    createdOn: Date.parse('2026-11-01T15:00:00Z'),
    fulfilledOn: null,
    refundedOn: null,
    currency: 'USD',
    subtotalCents: 900,
    discountCents: 0,
    shippingCents: 500,
    taxCents: 0,
    grandTotalCents: 1400,
    giftCardCents: 0,
    coupons: [],
    shippingAddress: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '14 Water Street',
      address2: '',
      city: 'Portland',
      region: 'ME',
      postalCode: '04101',
      country: 'US',
      phone: '',
    },
    shippingOption: { id: 'ship-standard', name: 'Standard shipping', rateCents: 500 },
    payment: { provider: 'test', last4: '4242' },
    items: [
      {
        id: 'i1',
        sku: 'TEE-M',
        productName: 'Harbor tee',
        attributes: { Size: 'M' },
        quantity: 3,
        unitPriceCents: 300,
        subTotalCents: 900,
      },
    ],
    issuedGiftCards: [],
    ...change,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${ORDERS}`, (call) => ({
    orders:
      call.query.get('page') === '2'
        ? [summary('o1', 1)]
        : [
            summary('o3', 3, { customerName: '', customerEmail: 'linus@example.com', status: 'pending' }),
            summary('o2', 2, { grandTotalCents: 1400, testMode: true }),
          ],
    pagination: {
      page: Number(call.query.get('page') ?? 1),
      pageSize: 25,
      total: 27,
      hasNextPage: call.query.get('page') !== '2',
    },
  }));
  api.on(`GET ${ORDERS}/:id`, { order: detail() });
});

const routes = [{ path: '/commerce/orders', element: <OrdersScreen /> }];
const lastList = () =>
  api.calls.filter((call) => call.method === 'GET' && call.path === ORDERS).at(-1)!.query;

describe('the Orders screen', () => {
  it('shows orders in a table with buyer, status and total, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1]).getByRole('button', { name: '#3' })).toBeTruthy();
    expect(within(rows[1]).getByText('linus@example.com')).toBeTruthy();
    expect(within(rows[1]).getByText('Pending')).toBeTruthy();
    expect(within(rows[2]).getByText('Ada Lovelace')).toBeTruthy();
    expect(within(rows[2]).getByText('Paid (test)')).toBeTruthy();
    expect(within(rows[2]).getByText('$14.00')).toBeTruthy();
    expect(within(rows[2]).getByText('Unfulfilled')).toBeTruthy();
    expect(screen.getByText('27 orders · page 1 of 2')).toBeTruthy();
    expect(lastList().get('sort')).toBe('createdOn');
    expect(lastList().get('direction')).toBe('desc');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('asks the server to sort, filter, search and page, and exports what the filters keep', async () => {
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/orders');
    await screen.findByRole('table', { name: 'Orders' });
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastList().get('sort')).toBe('grandTotal'));
    const firstDirection = lastList().get('direction');
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(lastList().get('direction')).not.toBe(firstDirection));

    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await waitFor(() => expect(lastList().get('status')).toBe('paid'));
    await user.selectOptions(screen.getByLabelText('Fulfilment'), 'Unfulfilled');
    await waitFor(() => expect(lastList().get('fulfilment')).toBe('unfulfilled'));
    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await waitFor(() => expect(lastList().get('from')).toBe('2026-11-01'));
    await user.type(screen.getByLabelText('Search orders'), 'hopper');
    await waitFor(() => expect(lastList().get('q')).toBe('hopper'));

    api.on(`GET ${ORDERS}/export.csv`, {
      status: 400,
      body: { error: 'invalid-input', message: 'Too many.' },
    });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    // A refused export says why, instead of saving the refusal as a file.
    expect((await screen.findByRole('alert')).textContent).toBe('Export CSV failed: Too many.');
    const exported = api.calls.findLast((call) => call.path === `${ORDERS}/export.csv`)!;
    expect(Object.fromEntries(exported.query)).toEqual({
      q: 'hopper',
      status: 'paid',
      fulfilment: 'unfulfilled',
      from: '2026-11-01',
      sort: 'grandTotal',
      direction: lastList().get('direction'),
    });

    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: '#1' })).toBeTruthy();
    expect(lastList().get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('flags a date range the server refused on its field', async () => {
    api.on(`GET ${ORDERS}`, (call) =>
      call.query.get('to') === '2026-10-01'
        ? {
            status: 400,
            body: {
              error: 'invalid-input',
              message: 'Update the missing or invalid information above.',
              fields: { to: 'The end date must be on or after the start date.' },
            },
          }
        : { orders: [summary('o1', 1)], pagination: { page: 1, pageSize: 25, total: 1, hasNextPage: false } },
    );
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/orders');
    await screen.findByRole('table', { name: 'Orders' });
    await user.type(screen.getByLabelText('Placed from'), '2026-11-01');
    await user.type(screen.getByLabelText('Placed until'), '2026-10-01');
    const until = screen.getByLabelText('Placed until');
    await waitFor(() => expect(until.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The end date must be on or after the start date.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Orders' })).toBeNull();
  });

  it('opens the order a link names (the Home screen’s recent orders) at once, and forgets it once closed', async () => {
    const user = userEvent.setup();
    const { router } = renderEditor(routes, '/commerce/orders?order=o2');
    const panel = await screen.findByRole('dialog', { name: 'Order #2' });
    expect(within(panel).getByText('Harbor tee')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'GET' && call.path === `${ORDERS}/o2`)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order #2' })).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens an order, fulfils it after asking, and says the buyer was emailed', async () => {
    // The server's order: fulfilled once the POST came.
    let stored = detail();
    api.on(`GET ${ORDERS}/:id`, () => ({ order: stored }));
    api.on(`POST ${ORDERS}/:id/fulfil`, () => {
      stored = detail({ status: 'fulfilled', fulfilledOn: Date.parse('2026-11-02T15:00:00Z') });
      return { order: stored };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/orders');
    await user.click(await screen.findByRole('button', { name: '#2' }));
    const panel = await screen.findByRole('dialog', { name: 'Order #2' });
    expect(within(panel).getByRole('table', { name: 'Items' })).toBeTruthy();
    expect(within(panel).getByText('Harbor tee')).toBeTruthy();
    expect(within(panel).getByText('$14.00')).toBeTruthy();
    expect(within(panel).getByText('Standard shipping')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Fulfil' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fulfil this order?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark fulfilled' }));
    expect(await screen.findByText('Order #2 is fulfilled. The buyer was emailed.')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === `${ORDERS}/o2/fulfil`)).toBe(
      true,
    );
    const after = await screen.findByRole('dialog', { name: 'Order #2' });
    await waitFor(() =>
      expect(within(after).getByText('Status').nextElementSibling?.textContent).toBe('Fulfilled'),
    );
    expect(within(after).queryByRole('button', { name: 'Fulfil' })).toBeNull();
    expect(within(after).getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('shows why a refund was refused, and changes nothing', async () => {
    api.on(`POST ${ORDERS}/:id/refund`, {
      status: 409,
      body: {
        error: 'order-not-refundable',
        message: 'Only a paid or fulfilled order can be refunded.',
      },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/orders');
    await user.click(await screen.findByRole('button', { name: '#2' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Order #2' })).getByRole('button', { name: 'Refund' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Refund this order?' });
    expect(within(confirm).getByText(/\$14\.00 of order #2 will be refunded/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Refund' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Only a paid or fulfilled order can be refunded.');
    const panel = screen.getByRole('dialog', { name: 'Order #2' });
    expect(within(panel).getByText('Status').nextElementSibling?.textContent).toBe('Paid');
  });

  it('lets a reporter read orders but not fulfil or refund them', async () => {
    api.on(
      'GET /api/owner/website',
      fakeWebsite({
        roles: [3],
        capabilities: ['pages:view', 'content:view', 'files:view', 'commerce:view'],
      }),
    );
    const user = userEvent.setup();
    const { queryClient } = renderEditor(routes, '/commerce/orders');
    await waitFor(() => expect(queryClient.getQueryState(WEBSITE_KEY)?.status).toBe('success'));
    await user.click(await screen.findByRole('button', { name: '#2' }));
    const panel = await screen.findByRole('dialog', { name: 'Order #2' });
    expect(within(panel).getByText('Harbor tee')).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: 'Fulfil' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('lists a gift card sent to someone, with its note, and sends its email again', async () => {
    const card = {
      code: 'ABCD-EFGH-JKMN-PQRS',
      initialValueCents: 2500,
      balanceCents: 2500,
      currency: 'USD',
      recipient: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        note: 'Happy birthday!',
        sendOn: '2026-12-01',
      },
    };
    api.on(`GET ${ORDERS}/:id`, { order: detail({ issuedGiftCards: [card] }) });
    api.on(`POST ${ORDERS}/:id/gift-cards/:code/resend`, { order: detail({ issuedGiftCards: [card] }) });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/orders');
    await user.click(await screen.findByRole('button', { name: '#2' }));
    const panel = await screen.findByRole('dialog', { name: 'Order #2' });
    const cards = within(panel).getByRole('region', { name: 'Gift cards' });
    expect(cards.textContent).toContain(
      'ABCD-EFGH-JKMN-PQRS $25.00 · to Grace Hopper, grace@example.com, on Tuesday, December 1, 2026',
    );
    expect(within(cards).getByText('Happy birthday!')).toBeTruthy();
    await user.click(within(cards).getByRole('button', { name: 'Send gift card ABCD-EFGH-JKMN-PQRS again' }));
    expect(await screen.findByText('The gift card email was sent again to grace@example.com.')).toBeTruthy();
    expect(
      api.calls.some(
        (call) =>
          call.method === 'POST' && call.path === `${ORDERS}/o2/gift-cards/ABCD-EFGH-JKMN-PQRS/resend`,
      ),
    ).toBe(true);
    expect(await axe.run(panel)).toMatchObject({ violations: [] });
  });
});
