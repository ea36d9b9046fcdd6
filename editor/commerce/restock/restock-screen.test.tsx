// Tests the Restock sign-ups screen: groups by product and variant with cursor pages, send and send all through SPEC §7's calls, what was sent, the people, and axe.
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { SignUpGroup } from '../../api/restock.js';
import { fakeApiForEachTest } from '../../test-support/per-test.js';
import { renderEditor } from '../../test-support/render-editor.js';
import { RestockScreen } from './restock-screen.js';

const RESTOCK = '/api/site-users/account/notifications/restock';

function group(variantId: string, sku: string, change: Partial<SignUpGroup> = {}): SignUpGroup {
  return {
    productId: 'p1',
    variantId,
    productTitle: 'Harbor tee',
    sku,
    attributes: { Size: sku.slice(-1) },
    qtyInStock: 2,
    unlimited: false,
    soldOut: false,
    waitingCount: 3,
    notifiedCount: 1,
    oldestWaitingOn: '2026-11-01T15:00:00.000Z',
    ...change,
  };
}

const api = fakeApiForEachTest();
beforeEach(() => {
  api.on(`GET ${RESTOCK}/groups`, (call) =>
    call.query.get('cursor') === 'c2'
      ? {
          signUps: [],
          signUpGroups: [group('v3', 'MUG-1', { productTitle: 'Stoneware mug', attributes: {} })],
          hasNextPage: false,
          nextPageCursor: null,
        }
      : {
          signUps: [],
          signUpGroups: [
            group('v1', 'TEE-S'),
            group('v2', 'TEE-M', { qtyInStock: 0, soldOut: true, waitingCount: 4 }),
          ],
          hasNextPage: true,
          nextPageCursor: 'c2',
        },
  );
});

const routes = [{ path: '/commerce/restock', element: <RestockScreen /> }];
const row = (sku: string) => screen.getByRole('cell', { name: new RegExp(`^${sku}`) }).closest('tr')!;

describe('the Restock sign-ups screen', () => {
  it('lists the waiting lists by product and variant, pages on with the cursor, and passes axe', async () => {
    const user = userEvent.setup();
    const { container } = renderEditor(routes, '/commerce/restock');
    await screen.findByRole('table', { name: 'Restock sign-ups' });
    expect(within(row('TEE-S')).getByRole('cell', { name: 'TEE-S · Size: S' })).toBeTruthy();
    expect(within(row('TEE-M')).getByRole('cell', { name: 'Sold out' })).toBeTruthy();
    expect(within(row('TEE-M')).getByRole('cell', { name: '4' })).toBeTruthy();
    // Sold out: sending would email nobody.
    expect(
      screen.getByRole('button', { name: 'Send restock emails for TEE-M' }).hasAttribute('disabled'),
    ).toBe(true);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('cell', { name: 'Stoneware mug' })).toBeTruthy();
    expect(api.calls.at(-1)?.query.get('cursor')).toBe('c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('sends one variant’s emails and shows what was sent', async () => {
    api.on(`POST ${RESTOCK}/send`, (call) => ({ ...(call.body as object), notified: 2, waiting: 1 }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/restock');
    await screen.findByRole('table', { name: 'Restock sign-ups' });
    await user.click(screen.getByRole('button', { name: 'Send restock emails for TEE-S' }));
    expect(await within(row('TEE-S')).findByText('2 emails sent; 1 still waiting.')).toBeTruthy();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      productId: 'p1',
      variantId: 'v1',
    });
  });

  it('sends all that can be sent, on every page of groups (not only the one loaded), and says how many emails went', async () => {
    api.on(`POST ${RESTOCK}/send/all`, (call) => ({
      results: (call.body as { sendRequests: { productId: string; variantId: string }[] }).sendRequests.map(
        (ref) => ({
          ...ref,
          notified: 2,
          waiting: 1,
        }),
      ),
      notified: 2,
    }));
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/restock');
    await screen.findByRole('table', { name: 'Restock sign-ups' });
    await user.click(screen.getByRole('button', { name: 'Send all' }));
    expect(await screen.findByText('4 emails to the people waiting for 2 variants.')).toBeTruthy();
    // TEE-M is sold out; the mug's group is on the second page, which the screen had not loaded.
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      sendRequests: [
        { productId: 'p1', variantId: 'v1' },
        { productId: 'p1', variantId: 'v3' },
      ],
    });
    expect(within(row('TEE-S')).getByText('2 emails sent; 1 still waiting.')).toBeTruthy();
  });

  it('shows why a send was refused', async () => {
    api.on(`POST ${RESTOCK}/send`, {
      status: 404,
      body: {
        error: 'variant-unavailable',
        message: 'Sorry, that item variant is unavailable. Please select another variant.',
      },
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/restock');
    await screen.findByRole('table', { name: 'Restock sign-ups' });
    await user.click(screen.getByRole('button', { name: 'Send restock emails for TEE-S' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Sorry, that item variant is unavailable. Please select another variant.',
    );
  });

  it('shows who waits and who was emailed for a variant', async () => {
    api.on(`GET ${RESTOCK}`, (call) => {
      expect(call.query.get('productId')).toBe('p1');
      expect(call.query.get('variantId')).toBe('v1');
      return {
        signUps: [
          {
            id: 's1',
            productId: 'p1',
            variantId: 'v1',
            email: 'ada@example.com',
            isJoinMailingList: true,
            createdOn: '2026-11-01T15:00:00.000Z',
            notifiedOn: '2026-11-03T15:00:00.000Z',
          },
          {
            id: 's2',
            productId: 'p1',
            variantId: 'v1',
            email: 'grace@example.com',
            isJoinMailingList: false,
            createdOn: '2026-11-02T15:00:00.000Z',
            notifiedOn: null,
          },
        ],
        signUpGroups: [],
        hasNextPage: false,
        nextPageCursor: null,
      };
    });
    const user = userEvent.setup();
    renderEditor(routes, '/commerce/restock');
    await screen.findByRole('table', { name: 'Restock sign-ups' });
    await user.click(screen.getByRole('button', { name: 'People waiting for TEE-S' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign-ups for Harbor tee (TEE-S)' });
    await waitFor(() => expect(within(dialog).getByText('grace@example.com')).toBeTruthy());
    expect(
      within(within(dialog).getByText('grace@example.com').closest('tr')!).getByText('Waiting'),
    ).toBeTruthy();
    expect(within(within(dialog).getByText('ada@example.com').closest('tr')!).getByText('Yes')).toBeTruthy();
  });
});
