// Tests the Coupons screen: the list in a table, an add that posts the coupon, the server's refusal beside its field, delete after a confirmation, read-only roles, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Coupon } from '../../api/commerce-settings.js';
import { fakeWebsite, invalidInputAnswer } from '../../test-support/fake-api.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { CouponsScreen } from './coupons-screen.js';

const PATH = '/api/owner/commerce/coupons';

function coupon(id: string, code: string, change: Partial<Coupon> = {}): Coupon {
  return {
    id,
    code,
    kind: 'percent',
    percentOff: 10,
    amountOffCents: null,
    currency: 'USD',
    minSubtotalCents: 0,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    timesUsed: 0,
    appliesTo: { products: [], categories: [] },
    enabled: true,
    ...change,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${PATH}`, {
    coupons: [
      coupon('c1', 'SAVE10', { timesUsed: 3, maxUses: 50 }),
      coupon('c2', 'FIVEOFF', {
        kind: 'fixed',
        percentOff: null,
        amountOffCents: 500,
        minSubtotalCents: 2500,
      }),
    ],
  });
});

const routes = [{ path: '/commerce/coupons', element: <CouponsScreen /> }];
const row = (code: string) => screen.getByRole('cell', { name: code }).closest('tr')!;

describe('the Coupons screen', () => {
  it('lists the coupons with their discount, minimum and uses, and passes axe', async () => {
    const { container } = renderEditor(routes, '/commerce/coupons');
    await screen.findByRole('table', { name: 'Coupons' });
    expect(within(row('SAVE10')).getByRole('cell', { name: '10 % off' })).toBeTruthy();
    expect(within(row('SAVE10')).getByRole('cell', { name: '3 of 50' })).toBeTruthy();
    expect(within(row('FIVEOFF')).getByRole('cell', { name: '5.00 USD off' })).toBeTruthy();
    expect(within(row('FIVEOFF')).getByRole('cell', { name: '25.00 USD' })).toBeTruthy();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  it('adds a fixed-amount coupon with the body the server expects', async () => {
    api.on(`POST ${PATH}`, (call) => ({
      status: 201,
      body: { coupon: { ...coupon('c3', 'WINTER'), ...(call.body as object) } },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/coupons');
    await user.click(await screen.findByRole('button', { name: 'Add coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add coupon' });
    await user.type(within(dialog).getByLabelText('Code'), 'winter');
    await user.selectOptions(within(dialog).getByLabelText('Discount'), 'fixed');
    await user.type(within(dialog).getByLabelText('Amount off (USD)'), '7.50');
    await user.type(within(dialog).getByLabelText('Minimum subtotal (USD)'), '40');
    await user.type(within(dialog).getByLabelText('Usage limit'), '100');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      code: 'winter',
      kind: 'fixed',
      percentOff: null,
      amountOffCents: 750,
      minSubtotalCents: 4000,
      startsAt: null,
      endsAt: null,
      maxUses: 100,
      appliesTo: { products: [], categories: [] },
      enabled: true,
    });
  });

  it('limits a coupon to chosen products and categories, with its dates in the website’s time zone', async () => {
    api.on(`GET ${PATH}`, {
      coupons: [
        coupon('c1', 'SAVE10', {
          appliesTo: { products: ['p1'], categories: ['Candles'] },
          startsAt: '2026-12-01T14:00:00.000Z',
        }),
      ],
    });
    api.on('GET /api/owner/commerce/products/:id', { product: { id: 'p1', title: 'Linen apron' } });
    api.on('GET /api/owner/commerce/products', (call) => ({
      products: call.query.get('search') === 'mug' ? [{ id: 'p2', title: 'Stoneware mug' }] : [],
      total: 1,
      page: 1,
      pageSize: 8,
    }));
    api.on(`PUT ${PATH}/:id`, (call) => ({
      coupon: { ...coupon('c1', 'SAVE10'), ...(call.body as object) },
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/coupons');
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SAVE10' });
    // 14:00 UTC is 9:00 in New York, the website's zone.
    expect((within(dialog).getByLabelText('Starts') as HTMLInputElement).value).toBe('2026-12-01T09:00');
    const chosen = within(dialog).getByRole('list', { name: 'Chosen products' });
    expect(await within(chosen).findByText('Linen apron')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Find a product'), 'mug');
    await user.click(await within(dialog).findByRole('button', { name: 'Add Stoneware mug' }));
    const categories = within(dialog).getByLabelText('Categories');
    await user.type(categories, ', Kitchen, ');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      startsAt: '2026-12-01T14:00:00.000Z',
      appliesTo: { products: ['p1', 'p2'], categories: ['Candles', 'Kitchen'] },
    });
  });

  it('shows the server’s refusal beside its field and keeps the dialog open', async () => {
    api.on(
      `PUT ${PATH}/:id`,
      invalidInputAnswer({ maxUses: 'The coupon has been used 3 times already; the limit cannot be lower.' }),
    );
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/coupons');
    await user.click(await screen.findByRole('button', { name: 'Edit SAVE10' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit SAVE10' });
    const limit = within(dialog).getByLabelText('Usage limit');
    await user.clear(limit);
    await user.type(limit, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save coupon' }));
    const message = await within(dialog).findByText(
      'The coupon has been used 3 times already; the limit cannot be lower.',
    );
    expect(limit.getAttribute('aria-invalid')).toBe('true');
    expect(limit.getAttribute('aria-describedby')).toContain(message.id);
    expect(api.calls.find((call) => call.method === 'PUT')?.path).toBe(`${PATH}/c1`);
  });

  it('deletes a coupon only after the confirmation', async () => {
    api.on(`DELETE ${PATH}/:id`, { status: 204 });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/coupons');
    await user.click(await screen.findByRole('button', { name: 'Delete FIVEOFF' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete FIVEOFF?' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${PATH}/c2`);
  });

  it('shows the coupons read-only to a role without commerce:edit', async () => {
    api.on('GET /api/owner/website', fakeWebsite({ roles: [4], capabilities: ['commerce:view'] }));
    renderEditor(routes, '/commerce/coupons');
    await screen.findByRole('table', { name: 'Coupons' });
    expect(screen.queryByRole('button', { name: 'Add coupon' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit SAVE10' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete SAVE10' })).toBeNull();
  });
});
